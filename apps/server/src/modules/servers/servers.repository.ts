import type { Modpack, Server } from '@tradehall/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ServersTable } from '../../db/types';
import { deleteLocationsOf } from '../locations/locations.repository';
import { deleteTownsOf } from '../towns/towns.repository';
import { deleteTradesOf } from '../trades/trades.repository';

export type ServerRow = Selectable<ServersTable>;

/** The servers with these ids, with owner name and member names, by id. */
export async function listServers(db: Kysely<Database>, ids: readonly number[]): Promise<Server[]> {
  if (ids.length === 0) return [];
  const servers = await db
    .selectFrom('servers as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .select(['s.id', 's.name', 's.modpack_id', 'u.username as owner_username'])
    .where('s.id', 'in', ids)
    .orderBy('s.id')
    .execute();
  const members = await db
    .selectFrom('server_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.server_id', 'u.username'])
    .where('m.server_id', 'in', ids)
    .orderBy('u.username')
    .execute();
  return servers.map((server) => ({
    ...server,
    members: members.filter((m) => m.server_id === server.id).map((m) => m.username),
  }));
}

export async function getServer(db: Kysely<Database>, id: number): Promise<Server | undefined> {
  return (await listServers(db, [id]))[0];
}

export function findServerRow(db: Kysely<Database>, id: number): Promise<ServerRow | undefined> {
  return db.selectFrom('servers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertServer(db: Kysely<Database>, row: Insertable<ServersTable>): Promise<ServerRow> {
  return db.insertInto('servers').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a server, bumping its version; with `version`, only while it still has it. False: no row updated. */
export async function updateServerRow(
  db: Kysely<Database>,
  id: number,
  changes: { name: string; modpack_id: number; owner_id?: number },
  version?: number,
): Promise<boolean> {
  let query = db
    .updateTable('servers')
    .set((eb) => ({ ...changes, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (version !== undefined) query = query.where('row_version', '=', version);
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

/** The server's members become exactly `userIds` (the data editor and the imports write the whole list). */
export async function setMembers(db: Kysely<Database>, serverId: number, userIds: readonly number[]) {
  await db.deleteFrom('server_members').where('server_id', '=', serverId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('server_members')
    .values(userIds.map((user_id) => ({ server_id: serverId, user_id })))
    .execute();
}

/** Empties servers and their members (Import All). */
export async function clearServers(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('server_members').execute();
  return Number((await db.deleteFrom('servers').executeTakeFirst()).numDeletedRows);
}

export async function isMember(db: Kysely<Database>, serverId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('server_members')
    .select('user_id')
    .where('server_id', '=', serverId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMember(db: Kysely<Database>, serverId: number, userId: number): Promise<void> {
  await db.insertInto('server_members').values({ server_id: serverId, user_id: userId }).execute();
}

export function findModpack(db: Kysely<Database>, id: number): Promise<Modpack | undefined> {
  return db
    .selectFrom('modpacks')
    .select(['id', 'modpack', 'version', 'anvil_level_cap', 'anvil_prior_work'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The modpack of a server (it always has one), by the server's id. */
export function findServerModpack(db: Kysely<Database>, serverId: number): Promise<Modpack | undefined> {
  return db
    .selectFrom('servers as s')
    .innerJoin('modpacks as m', 'm.id', 's.modpack_id')
    .select(['m.id', 'm.modpack', 'm.version', 'm.anvil_level_cap', 'm.anvil_prior_work'])
    .where('s.id', '=', serverId)
    .executeTakeFirst();
}

export function listModpacks(db: Kysely<Database>): Promise<Modpack[]> {
  return db
    .selectFrom('modpacks')
    .select(['id', 'modpack', 'version', 'anvil_level_cap', 'anvil_prior_work'])
    .orderBy('modpack')
    .orderBy('id')
    .execute();
}

export interface ServerContents {
  towns: { id: number; name: string }[];
  locations: { id: number; name: string; town_id: number }[];
  trade_ids: number[];
}

/** What deleting the server takes with it (for the audit log). */
export async function serverContents(db: Kysely<Database>, serverId: number): Promise<ServerContents> {
  const towns = await db
    .selectFrom('towns')
    .select(['id', 'name'])
    .where('server_id', '=', serverId)
    .orderBy('id')
    .execute();
  const locations = await db
    .selectFrom('locations as l')
    .innerJoin('towns as t', 't.id', 'l.town_id')
    .select(['l.id', 'l.name', 'l.town_id'])
    .where('t.server_id', '=', serverId)
    .orderBy('l.id')
    .execute();
  const trades = await db
    .selectFrom('trades')
    .select('id')
    .where('server_id', '=', serverId)
    .orderBy('id')
    .execute();
  return { towns, locations, trade_ids: trades.map((t) => t.id) };
}

/** Deletes the server and everything on it; answers how many rows of each kind went. */
export async function deleteServerCascade(
  db: Kysely<Database>,
  serverId: number,
): Promise<Record<'towns' | 'locations' | 'trades' | 'members', number>> {
  // Each table's rows by its own module, children first.
  const trades = await deleteTradesOf(db, 'server_id', serverId);
  const locations = await deleteLocationsOf(db, { serverId });
  const towns = await deleteTownsOf(db, serverId);
  const members = await db.deleteFrom('server_members').where('server_id', '=', serverId).executeTakeFirst();
  await db.deleteFrom('servers').where('id', '=', serverId).execute();
  return {
    towns,
    locations,
    trades,
    members: Number(members.numDeletedRows),
  };
}
