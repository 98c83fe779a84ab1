import type { Town } from '@tradehall/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { deleteLocationsOf } from '../locations/locations.repository';
import { type Viewer, visibleServerFlag } from '../servers/membership';
import { deleteTradesOf } from '../trades/trades.repository';

export type TownRow = Town;

/** Towns of these servers, by name (ignoring case). */
export function listTownRows(db: Kysely<Database>, serverIds: readonly number[]): Promise<TownRow[]> {
  if (serverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('towns')
    .select(['id', 'name', 'server_id', 'row_version'])
    .where('server_id', 'in', serverIds)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

export function findTown(db: Kysely<Database>, id: number): Promise<TownRow | undefined> {
  return db
    .selectFrom('towns')
    .select(['id', 'name', 'server_id', 'row_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A town by id, and whether the caller may see its server, read in one statement. */
export async function findTownSeenBy(
  db: Kysely<Database>,
  user: Viewer,
  id: number,
): Promise<{ town: TownRow; visible: boolean } | undefined> {
  const row = await db
    .selectFrom('towns')
    .select(['id', 'name', 'server_id', 'row_version'])
    .select(visibleServerFlag(user, sql.ref('towns.server_id')).as('visible'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { visible, ...town } = row;
  return { town, visible: Number(visible) === 1 };
}

/**
 * Whether the caller may see the server, with its town of this id or name (ignoring case) when it has one, and
 * that town's location named `location` (ignoring case) when it has one: one statement.
 */
export async function findServerTown(
  db: Kysely<Database>,
  user: Viewer,
  serverId: number,
  town: number | string | undefined,
  location?: string,
): Promise<{
  visible: boolean;
  town: TownRow | undefined;
  location: { id: number; name: string } | undefined;
}> {
  const row = await db
    .selectFrom('servers as s')
    .leftJoin('towns as tw', (join) => {
      const onServer = join.onRef('tw.server_id', '=', 's.id');
      if (typeof town === 'number') return onServer.on('tw.id', '=', town);
      if (town === undefined) return onServer.on(sql<boolean>`1 = 0`);
      return onServer.on((eb) => eb(eb.fn('lower', ['tw.name']), '=', town.toLowerCase()));
    })
    .leftJoin('locations as l', (join) => {
      const inTown = join.onRef('l.town_id', '=', 'tw.id');
      if (location === undefined) return inTown.on(sql<boolean>`1 = 0`);
      return inTown.on((eb) => eb(eb.fn('lower', ['l.name']), '=', location.toLowerCase()));
    })
    .select([
      'tw.id',
      'tw.name',
      'tw.server_id',
      'tw.row_version',
      'l.id as location_id',
      'l.name as location',
    ])
    .select(visibleServerFlag(user, sql.ref('s.id')).as('visible'))
    .where('s.id', '=', serverId)
    .executeTakeFirst();
  if (!row) return { visible: false, town: undefined, location: undefined };
  const { id, name, server_id, row_version, location_id, location: locationName } = row;
  const found = id !== null && name !== null && server_id !== null && row_version !== null;
  return {
    visible: Number(row.visible) === 1,
    town: found ? { id, name, server_id, row_version } : undefined,
    location:
      found && location_id !== null && locationName !== null
        ? { id: location_id, name: locationName }
        : undefined,
  };
}

/** The town of that server with this name, ignoring case. */
export function findTownByName(
  db: Kysely<Database>,
  serverId: number,
  name: string,
): Promise<TownRow | undefined> {
  return db
    .selectFrom('towns')
    .select(['id', 'name', 'server_id', 'row_version'])
    .where('server_id', '=', serverId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** A town to insert: Import All keeps its id and `row_version`; other writers let the database give them. */
export interface NewTown {
  id?: number;
  server_id: number;
  name: string;
  row_version?: number;
}

/**
 * Inserts towns in one statement, answering them in order: the route's one town (POST /api/towns) and the table
 * engine's batches (the data editor, CSV import, Import All).
 */
export function insertTowns(db: Kysely<Database>, rows: readonly NewTown[]): Promise<TownRow[]> {
  return db
    .insertInto('towns')
    .values([...rows])
    .returning(['id', 'name', 'server_id', 'row_version'])
    .execute();
}

/** Empties the table (Import All, after its locations and trades). */
export async function clearTowns(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('towns').executeTakeFirst()).numDeletedRows);
}

/** The locations and trade ids a town delete takes with it (for the audit log). */
export async function townContents(db: Kysely<Database>, townId: number) {
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('town_id', '=', townId)
    .orderBy('id')
    .execute();
  const trades = await db
    .selectFrom('trades')
    .select('id')
    .where('town_id', '=', townId)
    .orderBy('id')
    .execute();
  return { locations, trade_ids: trades.map((t) => t.id) };
}

export async function deleteTownCascade(
  db: Kysely<Database>,
  townId: number,
): Promise<Record<'locations' | 'trades', number>> {
  const trades = await deleteTradesOf(db, 'town_id', townId);
  const locations = await deleteLocationsOf(db, { townId });
  await db.deleteFrom('towns').where('id', '=', townId).execute();
  return { locations, trades };
}

/** Deletes every town of a server (its trades and locations first, by the server's cascade); answers how many. */
export async function deleteTownsOf(db: Kysely<Database>, serverId: number): Promise<number> {
  return Number(
    (await db.deleteFrom('towns').where('server_id', '=', serverId).executeTakeFirst()).numDeletedRows,
  );
}

/**
 * Renames a town if it still has `rowVersion` (any version when undefined), bumping the version; false when
 * it changed meanwhile (or is gone). The route's rename and the data editor's and imports' update.
 */
export async function renameTownRow(
  db: Kysely<Database>,
  id: number,
  name: string,
  rowVersion: number | undefined,
): Promise<boolean> {
  let query = db
    .updateTable('towns')
    .set((eb) => ({ name, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}
