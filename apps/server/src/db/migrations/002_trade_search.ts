import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** Tables whose changes can change a trade search answer (names of towns, locations, enchantments included). */
export const TRADE_DATA_TABLES = [
  'trades',
  'trade_enchantments',
  'towns',
  'locations',
  'enchantments',
] as const;

/**
 * Trade search support:
 * - case-insensitive indexes on the searchable trade columns, so `q` is answered by index look-ups
 *   (distinct values are walked with a loose index scan, see trades/search-terms.ts), not a table scan;
 * - `data_versions`: a counter that triggers bump on every change of the trade data, whoever writes it
 *   (API, import, data editor). The search answer cache of each server process is keyed on it, so several
 *   processes on one database never serve a stale answer.
 */
export function tradeSearchMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['sell_item', 'cost_item1', 'cost_item2', 'villager_type']) {
        await sql`create index ${sql.id(`trades_${column}_ci`)} on trades (lower(${sql.ref(column)}))`.execute(
          db,
        );
      }

      await db.schema
        .createTable('data_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into data_versions (name, version) values ('trades', 1)`.execute(db);

      if (dialect === 'postgres') {
        await sql`
          create function bump_trades_data_version() returns trigger language plpgsql as $$
          begin
            update data_versions set version = version + 1 where name = 'trades';
            return null;
          end $$`.execute(db);
        for (const table of TRADE_DATA_TABLES) {
          await sql`create trigger ${sql.id(`${table}_data_version`)}
            after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function bump_trades_data_version()`.execute(db);
        }
        return;
      }
      for (const table of TRADE_DATA_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.id(`${table}_${event}_data_version`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin update data_versions set version = version + 1 where name = 'trades'; end`.execute(db);
        }
      }
    },
  };
}
