import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';
import { TRADE_DATA_TABLES } from './002_trade_search';

/**
 * Trade-data writes lock by server (issue 29): the triggers of migration 002 that bumped data_versions 'trades'
 * on every change of trade data go, since that one row made every write of every server wait for the others.
 * Search caches follow search_versions (one row per server, migration 006), bumped by each write and its
 * triggers; data_versions 'trades' stays as the lock that writes of every server share and 'all' writes
 * (enchantments, the data editor, imports) take alone (shared/trade-data.repository.ts).
 */
export function serverWriteLocksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const table of TRADE_DATA_TABLES) {
          await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(
            db,
          );
        }
        await sql`drop function if exists bump_trades_data_version()`.execute(db);
        return;
      }
      for (const table of TRADE_DATA_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger if exists ${sql.id(`${table}_${event}_data_version`)}`.execute(db);
        }
      }
    },
  };
}
