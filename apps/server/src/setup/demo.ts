import { ADDED_FIELD_DEFAULTS, type CreateTradeRequest, isRole } from '@tradehall/contracts';
import { Prng } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connection';
import type { Database } from '../db/types';
import { nowIso } from '../lib/time';
import { createRow } from '../modules/data-editor/data-editor.service';
import { createLocation } from '../modules/locations/locations.service';
import { writeAudit } from '../modules/logs/audit';
import {
  addMember,
  createServer,
  listModpackChoices,
  listVisibleServers,
} from '../modules/servers/servers.service';
import { writeTransaction } from '../modules/shared/transaction';
import { createTown } from '../modules/towns/towns.service';
import type { NewTradeWithEnchantments } from '../modules/trades/trade-bulk.repository';
import { createTrade } from '../modules/trades/trades.service';
import { findUserByName } from '../modules/users/users.repository';
import { createUser } from '../modules/users/users.service';
import type { AuthUser } from '../plugins/auth';
import { insertAppMetaIfAbsent, readAppMeta } from './app-meta.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_WORLD, type DemoServer } from './demo-world';
import { SYSTEM_ACTOR } from './system-actor';
import {
  type GeneratorReference,
  generateTrades,
  type HallLocation,
  loadGeneratorReference,
} from './trade-generator';

const MARKER = 'demo_seed_version';
const SEED = 20_261_122;

export interface DemoSummary {
  /** False when the demo data was already there (nothing was changed). */
  created: boolean;
  accounts: { username: string; role: string; created: boolean }[];
  counts: { servers: number; towns: number; locations: number; trades: number };
}

type Counts = DemoSummary['counts'];

/**
 * Loads the demo world once, through the same services as the API (so every row is checked and logged like a
 * user's); a second run changes nothing. Deterministic: same seed, same trades.
 */
export async function seedDemoData({
  db,
  dialect,
}: {
  db: Kysely<Database>;
  dialect: Dialect;
}): Promise<DemoSummary> {
  const counts: Counts = { servers: 0, towns: 0, locations: 0, trades: 0 };
  if (await readAppMeta(db, MARKER)) {
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async ({ username, role }) => ({
        username,
        role: (await findUserByName(db, username))?.role ?? role,
        created: false,
      })),
    );
    return { created: false, accounts, counts };
  }

  const { users, accounts } = await ensureAccounts(db);
  const reference = await loadGeneratorReference(db);
  const prng = new Prng(SEED);
  for (const server of DEMO_WORLD) {
    const owner = users.get(server.owner)!;
    await refuseLeftovers(db, server, owner);
    await seedServer({ db, dialect }, server, owner, reference, prng, counts);
  }

  await writeTransaction(db, async (trx) => {
    await insertAppMetaIfAbsent(trx, MARKER, '1');
    await writeAudit(trx, {
      username: SYSTEM_ACTOR.username,
      action: 'seed_demo',
      table: 'servers',
      details: { after: { ...counts, accounts: accounts.filter((a) => a.created).map((a) => a.username) } },
    });
  });
  return { created: true, accounts, counts };
}

/** The demo accounts, created when missing (an existing account keeps its role and password). */
async function ensureAccounts(db: Kysely<Database>) {
  const users = new Map<string, AuthUser>();
  const accounts: DemoSummary['accounts'] = [];
  for (const { username, role } of DEMO_ACCOUNTS) {
    const existing = await findUserByName(db, username);
    if (!existing) await createUser(db, SYSTEM_ACTOR, { username, email: '', role, password: DEMO_PASSWORD });
    const row = existing ?? (await findUserByName(db, username));
    if (!row || !isRole(row.role)) throw new Error(`demo account ${username} could not be read back`);
    users.set(username, { id: row.id, username: row.username, role: row.role });
    accounts.push({ username, role: row.role, created: !existing });
  }
  return { users, accounts };
}

/** Each service call commits on its own: a run that failed part-way leaves its servers without the marker. */
async function refuseLeftovers(db: Kysely<Database>, demo: DemoServer, owner: AuthUser): Promise<void> {
  const servers = await listVisibleServers(db, owner);
  if (servers.some((s) => s.name === demo.name && s.owner_username === owner.username)) {
    throw new Error(
      `${owner.username} already has a server named '${demo.name}' but the demo was never completed: ` +
        'delete the demo servers and run it again.',
    );
  }
}

async function seedServer(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  demo: DemoServer,
  owner: AuthUser,
  reference: GeneratorReference,
  prng: Prng,
  counts: Counts,
): Promise<void> {
  const modpackId = await ensureModpack(db, dialect, demo.modpack);
  const { server } = await createServer(db, owner, { name: demo.name, modpack_id: modpackId });
  for (const member of demo.members) await addMember(db, SYSTEM_ACTOR, server.id, member);

  const locations: HallLocation[] = [];
  const locationNames = new Map<number, string>();
  for (const [townName, names] of Object.entries(demo.towns)) {
    const { town } = await createTown(db, SYSTEM_ACTOR, { server_id: server.id, name: townName });
    for (const name of names) {
      const { location } = await createLocation(db, SYSTEM_ACTOR, String(town.id), {
        server_id: server.id,
        name,
      });
      locations.push({ server_id: server.id, town_id: town.id, location_id: location.id });
      locationNames.set(location.id, name);
    }
    counts.towns++;
  }

  const enchantmentNames = new Map(reference.enchantments.map((e) => [e.id, e.name]));
  const trades = generateTrades(reference, prng, locations, demo.trades, { now: nowIso() });
  for (const generated of trades) {
    await createTrade(db, SYSTEM_ACTOR, tradeRequest(generated, locationNames, enchantmentNames));
  }
  counts.servers++;
  counts.locations += locations.length;
  counts.trades += trades.length;
}

async function ensureModpack(
  db: Kysely<Database>,
  dialect: Dialect,
  name: DemoServer['modpack'],
): Promise<number> {
  // The install's own (migration 008), unless someone deleted or renamed it: then it is made again.
  const existing = (await listModpackChoices(db)).find(
    (m) =>
      m.modpack.toLowerCase() === name.modpack.toLowerCase() &&
      m.version.toLowerCase() === name.version.toLowerCase(),
  );
  if (existing) return existing.id;
  // Modpacks are written through their table's module, as the data editor writes them.
  const { row } = await createRow({ db, dialect }, SYSTEM_ACTOR, 'modpacks', { ...name });
  return Number(row.id);
}

/** A generated trade as the API's create request: the location and the enchantments by name. */
function tradeRequest(
  { trade, enchantments }: NewTradeWithEnchantments,
  locationNames: ReadonlyMap<number, string>,
  enchantmentNames: ReadonlyMap<number, string>,
): CreateTradeRequest {
  return {
    server_id: trade.server_id,
    town_id: trade.town_id,
    location: locationNames.get(trade.location_id)!,
    row: trade.row,
    num: trade.num,
    villager_type: trade.villager_type,
    cost_item1: trade.cost_item1,
    cost_amount1: trade.cost_amount1,
    cost_item2: trade.cost_item2,
    cost_amount2: trade.cost_amount2,
    sell_item: trade.sell_item,
    sell_amount: trade.sell_amount,
    ...ADDED_FIELD_DEFAULTS,
    enchantments: enchantments.map((e) => ({
      name: enchantmentNames.get(e.enchantment_id)!,
      level: e.level,
    })),
  };
}
