import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The trade-data locks of a write, taken first in its transaction (issue 29):
 * - a write of some servers' data takes the trade-data lock shared (a transaction-level advisory lock: writers of
 *   any servers hold it together, and it is kept in the lock manager, not on a row: no row of its own that every
 *   writer of every server would lock, dirty and log), then bumps each server's search_versions row in id order:
 *   that row lock is the server's write lock (writers of one server queue on it, writers of other servers do not
 *   wait) and the bump is the write's one freshness bump of that server. The triggers' own bumps of those rows
 *   come later in the same transaction, so writers lock in one order and cannot deadlock;
 * - an 'all' write (enchantments, the data editor, imports: rows of any server, names every server shows) takes
 *   the trade-data lock exclusively, which waits for every server's writers and holds new ones off, and bumps
 *   data_versions 'trades'.
 * The advisory key is the schema's, so copies of the app on one schema share it and other schemas do not.
 * SQLite has one writer at a time anyway: there the bumps only count.
 */
export async function lockTradeData(
  trx: Kysely<Database>,
  servers: readonly number[] | 'all',
): Promise<void> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  if (servers === 'all') {
    if (postgres) {
      await sql`with locked as (select pg_advisory_xact_lock(${TRADE_DATA_KEY}))
        update data_versions set version = version + 1
        where name = 'trades' and exists (select 1 from locked)`.execute(trx);
      return;
    }
    await trx
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'trades')
      .execute();
    return;
  }
  const ids = [...new Set(servers)].sort((a, b) => a - b);
  for (const [index, serverId] of ids.entries()) {
    // The shared lock rides on the first server's statement: one round trip for a write of one server.
    const shared =
      postgres && index === 0
        ? sql`with shared as (select pg_advisory_xact_lock_shared(${TRADE_DATA_KEY}))
              insert into search_versions (server_id, version) select ${serverId}, 1 from shared`
        : sql`insert into search_versions (server_id, version) values (${serverId}, 1)`;
    await sql`${shared}
      on conflict (server_id) do update set version = search_versions.version + 1`.execute(trx);
  }
  if (postgres && ids.length === 0) {
    await sql`select pg_advisory_xact_lock_shared(${TRADE_DATA_KEY})`.execute(trx);
  }
}

/** The advisory-lock key of the trade data: the schema's hash and 29 (this issue), two int4 keys. */
const TRADE_DATA_KEY = sql`hashtext(current_schema()), 29`;
