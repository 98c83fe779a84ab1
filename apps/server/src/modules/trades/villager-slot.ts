import { badRequest, conflict } from '../../lib/http-error';
import type { Db } from '../shared/transaction';

/**
 * A trade's villager, one rule on every path (issue 26):
 * - its type is a career the reference knows (the villagers of `villager_items`), or a modded type that a
 *   world-save import brought to the server with its name (then stored on that server's trades), in the
 *   spelling stored ('cleric' is saved as 'Cleric');
 * - a slot (town, location, row, num) holds one villager: every trade of the slot has the same type.
 */

export const unknownVillagerType = (type: string, known: readonly string[]) =>
  `'${type}' is not a villager type of this server (one of ${known.join(', ')}, or a modded type a world-save import brought)`;

export const slotHoldsAnother = (slot: string, type: string) =>
  `${slot} holds a ${type}; a slot holds one villager, so its trades are all ${type} trades`;

const key = (type: string) => type.trim().toLowerCase();

async function referenceTypes(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('villager_items').select('villager').distinct().execute();
  return new Map(rows.map(({ villager }) => [key(villager), villager] as const));
}

async function serverTypes(db: Db, serverIds: readonly number[]): Promise<Map<number, Map<string, string>>> {
  const byServer = new Map<number, Map<string, string>>(serverIds.map((id) => [id, new Map()]));
  if (serverIds.length === 0) return byServer;
  const rows = await db
    .selectFrom('trades')
    .select(['server_id', 'villager_type'])
    .distinct()
    .where('server_id', 'in', [...serverIds])
    .execute();
  for (const { server_id, villager_type } of rows)
    byServer.get(server_id)?.set(key(villager_type), villager_type);
  return byServer;
}

/** The villager types each server knows, loaded a server at a time (the table engine checks rows in batches). */
export class VillagerTypes {
  private reference = new Map<string, string>();
  private readonly servers = new Map<number, Map<string, string>>();

  /** `newTypes`: types not known yet are taken as written (a world-save import, a restore of a backup). */
  constructor(private readonly newTypes: boolean) {}

  static async load(db: Db, newTypes: boolean): Promise<VillagerTypes> {
    const types = new VillagerTypes(newTypes);
    types.reference = await referenceTypes(db);
    return types;
  }

  /** Reads the stored types of the servers not read yet. */
  async loadServers(db: Db, serverIds: Iterable<number>): Promise<void> {
    const missing = [...new Set(serverIds)].filter((id) => Number.isSafeInteger(id) && !this.servers.has(id));
    for (const [id, types] of await serverTypes(db, missing)) this.servers.set(id, types);
  }

  /** The type as stored on that server, or the problem. */
  canonical(serverId: number, type: string): { type: string } | { reason: string } {
    const known = this.reference.get(key(type)) ?? this.servers.get(serverId)?.get(key(type));
    if (known !== undefined) return { type: known };
    if (!this.newTypes)
      return { reason: unknownVillagerType(type.trim(), [...this.reference.values()].sort()) };
    const brought = type.trim();
    const server = this.servers.get(serverId) ?? new Map<string, string>();
    server.set(key(brought), brought);
    this.servers.set(serverId, server);
    return { type: brought };
  }
}

/** The route's check of a trade's villager type: answers the stored spelling, or throws 400 naming the field. */
export async function knownVillagerType(db: Db, serverId: number, type: string): Promise<string> {
  const types = await VillagerTypes.load(db, false);
  await types.loadServers(db, [serverId]);
  const result = types.canonical(serverId, type);
  if ('reason' in result) throw badRequest(`villager_type: ${result.reason}.`);
  return result.type;
}

export interface Slot {
  server_id: number;
  town_id: number;
  location_id: number;
  row: string;
  num: number;
}

/**
 * The villager type of each slot of these locations (by `slotKey`), the trades of `except` (being rewritten) aside:
 * one read for the route (`only` its slot) and the table engine (a file's slots).
 */
export async function storedSlotTypes(
  db: Db,
  locationIds: readonly number[],
  except: ReadonlySet<number>,
  only?: { row: string; num: number },
): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (let i = 0; i < locationIds.length; i += 500) {
    let query = db
      .selectFrom('trades')
      .select(['id', 'location_id', 'row', 'num', 'villager_type'])
      .where('location_id', 'in', locationIds.slice(i, i + 500));
    if (only) query = query.where('row', '=', only.row).where('num', '=', only.num);
    for (const row of await query.execute())
      if (!except.has(row.id)) types.set(slotKey(row.location_id, row), row.villager_type);
  }
  return types;
}

export const slotKey = (location: number | string, slot: { row: string; num: number }) =>
  `${typeof location === 'number' ? location : `new:${location}`}|${slot.row.toUpperCase()}|${slot.num}`;

export const sameType = (a: string, b: string) => key(a) === key(b);

/**
 * The route's check that the slot holds no villager of another type (the trades `except` aside): 409. The same
 * read as the table engine's (`storedSlotTypes`), for one slot.
 */
export async function assertOneVillager(
  db: Db,
  slot: Slot,
  type: string,
  where: string,
  except: readonly number[] = [],
): Promise<void> {
  const stored = await storedSlotTypes(db, [slot.location_id], new Set(except), slot);
  const other = stored.get(slotKey(slot.location_id, slot));
  if (other !== undefined && !sameType(other, type))
    throw conflict(`villager_type: ${slotHoldsAnother(where, other)}.`);
}

/** Trades moved or copied into one slot: one villager's trades, and of the type the slot holds (409 otherwise). */
export async function assertMovedVillager(
  db: Db,
  slot: Slot,
  trades: readonly { id: number; villager_type: string }[],
  where: string,
  moving: boolean,
): Promise<void> {
  const first = trades[0];
  if (!first) return;
  const other = trades.find((trade) => !sameType(trade.villager_type, first.villager_type));
  if (other) {
    throw conflict(
      `villager_type: these trades are of a ${first.villager_type} and a ${other.villager_type}; a slot holds one villager.`,
    );
  }
  await assertOneVillager(db, slot, first.villager_type, where, moving ? trades.map((t) => t.id) : []);
}
