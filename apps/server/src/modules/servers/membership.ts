import { can } from '@tradehall/contracts';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { forbidden, type HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';

/**
 * Which servers a caller may see: the ones they own or are a member of, or every server for roles with
 * 'servers.seeAll' (data_manager, auditor, admin). Every route that takes a server, town, location or trade id
 * goes through here. An id the caller may not see answers 403 NOT_A_MEMBER whether or not it exists, so ids of
 * other servers reveal nothing; roles that see every server get 404 for ids that do not exist, and so does a
 * caller for an id deleted from a server they may see.
 */
export const NOT_A_MEMBER = 'You are not a member of this server.';

export type Viewer = Pick<AuthUser, 'id' | 'role'>;

export const seesAllServers = (user: Viewer): boolean => can(user.role, 'servers.seeAll');

/** Ids of every server the caller may see, ascending. */
export async function visibleServerIds(db: Kysely<Database>, user: Viewer): Promise<number[]> {
  if (seesAllServers(user)) {
    const rows = await db.selectFrom('servers').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }
  const rows = await db
    .selectFrom('servers')
    .select('id')
    .where('owner_id', '=', user.id)
    .union(db.selectFrom('server_members').select('server_id as id').where('user_id', '=', user.id))
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * A query for the server's id when it exists and the caller may see it (no row otherwise): use it on its own, or
 * inside another query (e.g. `exists(...)`) to save a round trip.
 */
export function visibleServerQuery(db: Kysely<Database>, user: Viewer, serverId: number) {
  const query = db.selectFrom('servers as s').select('s.id').where('s.id', '=', serverId);
  if (seesAllServers(user)) return query;
  return query.where((eb) =>
    eb.or([
      eb('s.owner_id', '=', user.id),
      eb.exists(
        eb
          .selectFrom('server_members as m')
          .select('m.server_id')
          .whereRef('m.server_id', '=', 's.id')
          .where('m.user_id', '=', user.id),
      ),
    ]),
  );
}

/**
 * 1 when the caller may see the server whose id is `serverId` (a column of the query it is selected in), else 0:
 * the access check of a row read in the same statement as the row (one round trip instead of two).
 */
export function visibleServerFlag(user: Viewer, serverId: Expression<number>): RawBuilder<number> {
  const member = seesAllServers(user)
    ? sql``
    : sql`and (s.owner_id = ${user.id}
        or exists (select 1 from server_members m where m.server_id = s.id and m.user_id = ${user.id}))`;
  return sql<number>`case when exists (select 1 from servers s where s.id = ${serverId} ${member}) then 1 else 0 end`;
}

/**
 * Which servers the caller may write trade data of (towns, locations, trades), for a writer of many rows (the
 * data editor, the imports): the routes' rule, the servers the caller may see.
 */
export async function writableServers(
  db: Kysely<Database>,
  user: Viewer,
): Promise<(serverId: number) => boolean> {
  if (seesAllServers(user)) return () => true;
  const ids = new Set(await visibleServerIds(db, user));
  return (serverId) => ids.has(serverId);
}

/** True when the server exists and the caller may see it. */
export async function canSeeServer(db: Kysely<Database>, user: Viewer, serverId: number): Promise<boolean> {
  return (await visibleServerQuery(db, user, serverId).executeTakeFirst()) !== undefined;
}

/**
 * The answer to a caller who may not write under a row (a server, or a town of one): 404 `${name} not found.` for
 * roles that see every server (it does not exist), 403 NOT_A_MEMBER for others, whether or not it exists.
 */
export const refusalOf = (user: Viewer, name: string): HttpError =>
  seesAllServers(user) ? notFound(`${name} not found.`) : forbidden(NOT_A_MEMBER);

/** Throws 403 unless the caller may see the server (404 for a missing server when the caller sees all). */
export async function assertServerAccess(
  db: Kysely<Database>,
  user: Viewer,
  serverId: number,
): Promise<void> {
  if (await canSeeServer(db, user, serverId)) return;
  throw refusalOf(user, 'Server');
}

/**
 * The same rule for a writer of many rows (the data editor, the imports), the caller's servers read once: for a
 * row's parent (`name`, e.g. 'Town') and its server (undefined when the parent does not exist), null when the
 * caller may write there, else what the route answers (`refusalOf`).
 */
export async function serverAccessRule(
  db: Kysely<Database>,
  user: Viewer,
): Promise<(serverId: number | undefined, name: string) => { status: 403 | 404; reason: string } | null> {
  const writable = await writableServers(db, user);
  return (serverId, name) => {
    if (serverId !== undefined && writable(serverId)) return null;
    const refusal = refusalOf(user, serverId === undefined ? name : 'Server');
    return { status: refusal.status === 404 ? 404 : 403, reason: refusal.message };
  };
}

/**
 * The server ids a listing covers: the given one (after the access check), or every visible server.
 */
export async function serverScope(
  db: Kysely<Database>,
  user: Viewer,
  serverId: number | undefined,
): Promise<number[]> {
  if (serverId === undefined) return visibleServerIds(db, user);
  await assertServerAccess(db, user, serverId);
  return [serverId];
}

export type RowTable = 'trades' | 'towns' | 'locations';

/**
 * For a row found by id (town, location, trade): throws unless it exists and its server is visible. What is
 * missing is named (404 `${what} not found.`) for roles that see every server and for callers who may see the
 * server the row was deleted from (deleted_rows, migration 011); others get the same 403 as for another
 * server's id.
 */
export async function assertRowAccess<T extends { server_id: number }>(
  db: Kysely<Database>,
  user: Viewer,
  row: T | undefined,
  what: { name: string; table: RowTable; id: number },
): Promise<T> {
  if (row && (await canSeeServer(db, user, row.server_id))) return row;
  if (!row && (await goneFromVisibleServer(db, user, what.table, [what.id]))) {
    throw notFound(`${what.name} not found.`);
  }
  throw forbidden(NOT_A_MEMBER);
}

/**
 * Whether every one of these missing ids may be named missing to the caller: the caller sees every server, or
 * each id was deleted from a server the caller may see.
 */
export async function goneFromVisibleServer(
  db: Kysely<Database>,
  user: Viewer,
  table: RowTable,
  ids: readonly number[],
): Promise<boolean> {
  if (seesAllServers(user)) return true;
  const unique = [...new Set(ids)];
  const gone = await db
    .selectFrom('deleted_rows')
    .select(['row_id', 'server_id'])
    .where('table_name', '=', table)
    .where('row_id', 'in', unique)
    .execute();
  if (gone.length !== unique.length) return false;
  for (const serverId of new Set(gone.map((row) => row.server_id))) {
    if (!(await canSeeServer(db, user, serverId))) return false;
  }
  return true;
}
