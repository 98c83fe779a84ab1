import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { chunks } from '../shared/table/helpers';
import { enchantmentsOfTrades, tradeRowsQuery } from '../trades/trades.repository';
import type { ReferenceEnchantment } from './enchantment-match';
import type { StoredTrade } from './villager-trades';

type Db = Kysely<Database>;

export interface WorldScanRow {
  id: string;
  user_id: number;
  server_id: number;
  created_at: string;
  expires_at: string;
  payload: string;
}

export async function insertWorldScan(db: Db, row: WorldScanRow): Promise<void> {
  await db.insertInto('world_scans').values(row).execute();
}

/** The scan, while it has not expired. */
export async function findWorldScan(db: Db, id: string, now: string): Promise<WorldScanRow | undefined> {
  return db
    .selectFrom('world_scans')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteExpiredWorldScans(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('world_scans').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every reference enchantment, with the notes that hold older ids and the librarian price facts. */
export function listReferenceEnchantments(db: Db): Promise<ReferenceEnchantment[]> {
  return db
    .selectFrom('enchantments')
    .select(['id', 'name', 'mcid', 'maxlevel', 'notes', 'treasure', 'librarian'])
    .orderBy('id')
    .execute();
}

/**
 * The server's trades that remember a villager, with town and location names and enchantments: of every villager,
 * or of `uuids` only.
 */
export async function villagerTrades(
  db: Db,
  serverId: number,
  uuids?: readonly string[],
): Promise<StoredTrade[]> {
  const base = tradeRowsQuery(db)
    .select('t.villager_uuid')
    .where('t.server_id', '=', serverId)
    .orderBy('t.id');
  const rows = [];
  if (uuids === undefined) rows.push(...(await base.where('t.villager_uuid', 'is not', null).execute()));
  else {
    for (const chunk of chunks(uuids, 1)) {
      rows.push(...(await base.where('t.villager_uuid', 'in', chunk).execute()));
    }
  }
  const enchantments = await enchantmentsOfTrades(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    row_version: row.row_version,
    villager_uuid: row.villager_uuid ?? '',
    town: row.town,
    location: row.location,
    row: row.row,
    num: row.num,
    villager_type: row.villager_type,
    cost_item1: row.cost_item1,
    cost_amount1: row.cost_amount1,
    cost_item2: row.cost_item2,
    cost_amount2: row.cost_amount2,
    sell_item: row.sell_item,
    sell_amount: row.sell_amount,
    enchantments: (enchantments.get(row.id) ?? []).map(({ name, level }) => ({ name, level })),
  }));
}

/** Every slot holding a trade on the server (town, location, row, num), once. */
export function takenSlots(db: Db, serverId: number) {
  return db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select(['tw.name as town', 'l.name as location', 't.row', 't.num'])
    .where('t.server_id', '=', serverId)
    .distinct()
    .execute();
}

/** Every location of the server's towns, by name. */
export function serverLocations(db: Db, serverId: number) {
  return db
    .selectFrom('locations as l')
    .innerJoin('towns as tw', 'tw.id', 'l.town_id')
    .select(['tw.name as town', 'l.name as location'])
    .where('tw.server_id', '=', serverId)
    .execute();
}

/** The server's towns by name. */
export function serverTowns(db: Db, serverId: number) {
  return db.selectFrom('towns').select(['id', 'name']).where('server_id', '=', serverId).execute();
}

export interface ScanProgressRow {
  user_id: number;
  token: string;
  phase: string;
  read: number;
  total: number;
  updated_at: string;
  expires_at: string;
}

/** Records a scan's progress under its user and token: one statement, inserting or replacing the row. */
export async function upsertScanProgress(db: Db, row: ScanProgressRow): Promise<void> {
  await db
    .insertInto('world_scan_progress')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'token']).doUpdateSet({
        phase: row.phase,
        read: row.read,
        total: row.total,
        updated_at: row.updated_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/** The user's progress row of this token, while it has not expired. */
export function findScanProgress(db: Db, userId: number, token: string, now: string) {
  return db
    .selectFrom('world_scan_progress')
    .select(['phase', 'read', 'total'])
    .where('user_id', '=', userId)
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteScanProgress(db: Db, userId: number, token: string): Promise<void> {
  await db
    .deleteFrom('world_scan_progress')
    .where('user_id', '=', userId)
    .where('token', '=', token)
    .execute();
}

export async function deleteExpiredScanProgress(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('world_scan_progress').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
