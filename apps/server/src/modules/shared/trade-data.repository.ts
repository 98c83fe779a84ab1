import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The trade-data locks of a write, taken first in its transaction (issue 29):
 * - a write of some servers' data takes a shared lock on data_versions 'trades' (FOR SHARE: writers of any
 *   servers hold it together), then bumps each server's search_versions row in id order: that row lock is the
 *   server's write lock (writers of one server queue on it, writers of other servers do not wait) and the bump
 *   is the write's one freshness bump of that server. The triggers' own bumps of those rows come later in the
 *   same transaction, so writers lock in one order and cannot deadlock;
 * - an 'all' write (enchantments, the data editor, imports: rows of any server, names every server shows) bumps
 *   data_versions 'trades', an exclusive lock that waits for every server's writers and holds new ones off.
 * SQLite has one writer at a time anyway: there the bumps only count.
 */
export async function lockTradeData(
  trx: Kysely<Database>,
  servers: readonly number[] | 'all',
): Promise<void> {
  if (servers === 'all') {
    await trx
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'trades')
      .execute();
    return;
  }
  const ids = [...new Set(servers)].sort((a, b) => a - b);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (const [index, serverId] of ids.entries()) {
    // The shared lock rides on the first server's statement: one round trip for a write of one server.
    const shared =
      postgres && index === 0
        ? sql`with shared as (select 1 from data_versions where name = 'trades' for share)
              insert into search_versions (server_id, version) select ${serverId}, 1 from shared`
        : sql`insert into search_versions (server_id, version) values (${serverId}, 1)`;
    await sql`${shared}
      on conflict (server_id) do update set version = search_versions.version + 1`.execute(trx);
  }
  if (postgres && ids.length === 0) {
    await sql`select 1 from data_versions where name = 'trades' for share`.execute(trx);
  }
}
