import { type Kysely, sql } from 'kysely';
import { ALL_SERVERS_SEARCH_VERSION } from '../../db/migrations/006_search_scale';
import type { Database } from '../../db/types';

export interface SearchVersions {
  /** data_versions 'search_all': changes of what every server's search shows (the enchantments). */
  all: number;
  /** search_versions of the servers asked for (absent: never changed, version 0). */
  servers: Map<number, number>;
}

/** The search data versions (migration 006) of these servers, with the all-servers one, in one query. */
export async function readSearchVersions(
  db: Kysely<Database>,
  serverIds: readonly number[],
): Promise<SearchVersions> {
  const servers =
    serverIds.length === 0
      ? sql``
      : sql`union all select server_id, version from search_versions
            where server_id in (${sql.join(serverIds)})`;
  const { rows } = await sql<{ server_id: number | null; version: number }>`
    select null as server_id, version from data_versions where name = ${ALL_SERVERS_SEARCH_VERSION}
    ${servers}`.execute(db);
  const result: SearchVersions = { all: 0, servers: new Map() };
  for (const row of rows) {
    if (row.server_id === null) result.all = Number(row.version);
    else result.servers.set(Number(row.server_id), Number(row.version));
  }
  return result;
}
