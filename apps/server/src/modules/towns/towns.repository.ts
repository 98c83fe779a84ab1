import type { Town } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { deleteLocationsOf } from '../locations/locations.repository';
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

export function insertTown(db: Kysely<Database>, serverId: number, name: string): Promise<TownRow> {
  return db
    .insertInto('towns')
    .values({ server_id: serverId, name })
    .returning(['id', 'name', 'server_id', 'row_version'])
    .executeTakeFirstOrThrow();
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
