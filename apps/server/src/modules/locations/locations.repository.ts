import type { Location } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { deleteTradesOf } from '../trades/trades.repository';

/** A location with the server of its town (locations have no server column of their own). */
export type LocationRow = Location & { server_id: number };

const COLUMNS = ['l.id', 'l.name', 'l.town_id', 'l.row_version', 't.server_id'] as const;

export function listLocationRows(db: Kysely<Database>, townId: number): Promise<Location[]> {
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'town_id', 'row_version'])
    .where('town_id', '=', townId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

export function findLocation(db: Kysely<Database>, id: number): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations as l')
    .innerJoin('towns as t', 't.id', 'l.town_id')
    .select(COLUMNS)
    .where('l.id', '=', id)
    .executeTakeFirst();
}

/** The location of that town with this name, ignoring case. */
export function findLocationByName(
  db: Kysely<Database>,
  townId: number,
  name: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations as l')
    .innerJoin('towns as t', 't.id', 'l.town_id')
    .select(COLUMNS)
    .where('l.town_id', '=', townId)
    .where((eb) => eb(eb.fn('lower', ['l.name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** A location to insert: Import All keeps its id and `row_version`; other writers let the database give them. */
export interface NewLocation {
  id?: number;
  town_id: number;
  name: string;
  row_version?: number;
}

/**
 * Inserts locations in one statement, answering them in order: the route's one location, a trade's new location
 * (the trade routes and the table engine) and the table engine's batches (the data editor, CSV import, Import All).
 */
export function insertLocations(db: Kysely<Database>, rows: readonly NewLocation[]): Promise<Location[]> {
  return db
    .insertInto('locations')
    .values([...rows])
    .returning(['id', 'name', 'town_id', 'row_version'])
    .execute();
}

/** Empties the table (Import All, after its trades). */
export async function clearLocations(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('locations').executeTakeFirst()).numDeletedRows);
}

export async function locationTradeIds(db: Kysely<Database>, locationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('trades')
    .select('id')
    .where('location_id', '=', locationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteLocationCascade(
  db: Kysely<Database>,
  locationId: number,
): Promise<Record<'locations' | 'trades', number>> {
  const trades = await deleteTradesOf(db, 'location_id', locationId);
  const locations = await db.deleteFrom('locations').where('id', '=', locationId).executeTakeFirst();
  return { locations: Number(locations.numDeletedRows), trades };
}

/** Deletes every location of a town, or of the towns of a server (their trades first); answers how many. */
export async function deleteLocationsOf(
  db: Kysely<Database>,
  parent: { townId: number } | { serverId: number },
): Promise<number> {
  const query = db.deleteFrom('locations');
  const result = await ('townId' in parent
    ? query.where('town_id', '=', parent.townId)
    : query.where(
        'town_id',
        'in',
        db.selectFrom('towns').select('id').where('server_id', '=', parent.serverId),
      )
  ).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Renames a location if it still has `rowVersion` (any version when undefined), bumping the version; false when
 * it changed meanwhile (or is gone). The route's rename and the data editor's and imports' update.
 */
export async function renameLocationRow(
  db: Kysely<Database>,
  id: number,
  name: string,
  rowVersion: number | undefined,
): Promise<boolean> {
  let query = db
    .updateTable('locations')
    .set((eb) => ({ name, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}
