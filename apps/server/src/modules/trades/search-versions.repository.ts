import { type Expression, type Kysely, sql } from 'kysely';
import { ALL_SERVERS_SEARCH_VERSION } from '../../db/migrations/006_search_scale';
import type { Database } from '../../db/types';

export interface SearchVersions {
  /** data_versions 'search_all': changes of what every server's search shows (the enchantments). */
  all: number;
  /** search_versions of the servers asked for (absent: never changed, version 0). */
  servers: Map<number, number>;
}

/**
 * The search data versions (migration 006) of these servers, with the all-servers one, in one query; with
 * `visible` (a query that answers a row when the caller may see the server), whether it does, in the same trip.
 */
export async function readSearchVersions(
  db: Kysely<Database>,
  serverIds: readonly number[],
  visible?: Expression<unknown>,
): Promise<SearchVersions & { visible?: boolean }> {
  const servers =
    serverIds.length === 0
      ? sql``
      : sql`union all select server_id, version, null from search_versions
            where server_id in (${sql.join(serverIds)})`;
  const visibility = visible ? sql`case when exists ${visible} then 1 else 0 end` : sql`null`;
  const { rows } = await sql<{ server_id: number | null; version: number; visible: number | null }>`
    select null as server_id, version, ${visibility} as visible from data_versions
    where name = ${ALL_SERVERS_SEARCH_VERSION}
    ${servers}`.execute(db);
  const result: SearchVersions & { visible?: boolean } = { all: 0, servers: new Map() };
  for (const row of rows) {
    if (row.server_id === null) {
      result.all = Number(row.version);
      if (visible) result.visible = Number(row.visible) === 1;
    } else result.servers.set(Number(row.server_id), Number(row.version));
  }
  return result;
}
