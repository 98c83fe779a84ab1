import type { Role } from '@tradehall/contracts';
import { Prng } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../../modules/logs/audit';
import { writeTradeData } from '../../modules/trades/freshness';
import { insertTradesBatch } from '../../modules/trades/trade-bulk.repository';
import { findUserByName } from '../../modules/users/users.repository';
import type { Database } from '../types';
import { generateTrades, type HallLocation, loadGeneratorReference } from './trade-generator';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'tradehall-demo';
export const DEMO_ACCOUNTS: readonly { username: string; role: Role }[] = [
  { username: 'demo_user', role: 'user' },
  { username: 'demo_editor', role: 'editor' },
  { username: 'demo_data_manager', role: 'data_manager' },
  { username: 'demo_auditor', role: 'auditor' },
  { username: 'demo_admin', role: 'admin' },
];
const MARKER = 'demo_seed_version';
const SEED = 20_261_122;

interface DemoServer {
  name: string;
  modpack: { modpack: string; version: string };
  owner: string;
  members: string[];
  towns: Record<string, string[]>;
  trades: number;
}

/**
 * Two servers: demo_user owns the first (demo_editor is a member), demo_editor owns the second (demo_user and
 * demo_data_manager are members); data_manager, auditor and admin see both by role.
 */
export const DEMO_WORLD: readonly DemoServer[] = [
  {
    name: 'Tradehall SMP',
    modpack: { modpack: 'RLCraft', version: '2.9.3' },
    owner: 'demo_user',
    members: ['demo_editor'],
    towns: {
      canz: ['Main Hall', 'North Wing', 'Library'],
      bones: ['Main Hall', 'Crypt'],
      hilltop: ['Main Hall', 'North Wing', 'Tower'],
      fortress: ['Main Hall', 'Barracks'],
      oasis: ['Main Hall', 'Garden'],
    },
    trades: 3000,
  },
  {
    name: 'Frontier Realm',
    modpack: { modpack: 'RLCraft', version: '2.9.1' },
    owner: 'demo_editor',
    members: ['demo_user', 'demo_data_manager'],
    towns: { riverside: ['Main Hall', 'Dockside'], frostpeak: ['Main Hall', 'Ice Cellar'] },
    trades: 600,
  },
];

export interface DemoSummary {
  /** False when the demo data was already there (nothing was changed). */
  created: boolean;
  accounts: { username: string; role: string; created: boolean }[];
  counts: { servers: number; towns: number; locations: number; trades: number };
}

/** Loads the demo world once; a second run changes nothing. Deterministic: same seed, same trades. */
export async function seedDemoData(db: Kysely<Database>): Promise<DemoSummary> {
  const counts = { servers: 0, towns: 0, locations: 0, trades: 0 };
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (done) {
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async ({ username, role }) => ({
        username,
        role: (await findUserByName(db, username))?.role ?? role,
        created: false,
      })),
    );
    return { created: false, accounts, counts };
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const reference = await loadGeneratorReference(db);
  return writeTradeData(db, async (trx) => {
    const now = nowIso();
    const userIds = new Map<string, number>();
    const accounts: DemoSummary['accounts'] = [];
    for (const { username, role } of DEMO_ACCOUNTS) {
      const existing = await findUserByName(trx, username);
      const user =
        existing ??
        (await trx
          .insertInto('users')
          .values({
            username,
            email: '',
            role,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow());
      userIds.set(username, user.id);
      accounts.push({ username, role: user.role, created: !existing });
    }

    const prng = new Prng(SEED);
    for (const server of DEMO_WORLD) {
      const modpackId = await findOrCreateModpack(trx, server.modpack);
      const row = await trx
        .insertInto('servers')
        .values({
          name: server.name,
          modpack_id: modpackId,
          owner_id: userIds.get(server.owner)!,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const member of server.members) {
        await trx
          .insertInto('server_members')
          .values({ server_id: row.id, user_id: userIds.get(member)! })
          .execute();
      }
      const locations: HallLocation[] = [];
      for (const [town, names] of Object.entries(server.towns)) {
        const townRow = await trx
          .insertInto('towns')
          .values({ server_id: row.id, name: town })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const name of names) {
          const location = await trx
            .insertInto('locations')
            .values({ town_id: townRow.id, name })
            .returning('id')
            .executeTakeFirstOrThrow();
          locations.push({ server_id: row.id, town_id: townRow.id, location_id: location.id });
        }
        counts.towns++;
      }
      const trades = generateTrades(reference, prng, locations, server.trades, { now });
      await insertTradesBatch(trx, trades);
      counts.servers++;
      counts.locations += locations.length;
      counts.trades += trades.length;
    }

    await trx.insertInto('app_meta').values({ key: MARKER, value: '1' }).execute();
    await writeAudit(trx, {
      username: 'system',
      action: 'seed_demo',
      table: 'servers',
      details: { after: { ...counts, accounts: accounts.filter((a) => a.created).map((a) => a.username) } },
    });
    return { created: true, accounts, counts };
  });
}

async function findOrCreateModpack(
  db: Kysely<Database>,
  modpack: { modpack: string; version: string },
): Promise<number> {
  const existing = await db
    .selectFrom('modpacks')
    .select('id')
    .where('modpack', '=', modpack.modpack)
    .where('version', '=', modpack.version)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db.insertInto('modpacks').values(modpack).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
