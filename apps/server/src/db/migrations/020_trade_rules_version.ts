import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** The data_versions row bumped by every change of the item-type map, whoever makes it. */
export const ITEM_TYPE_MAP_VERSION = 'item_type_map';

/**
 * A version of the item-type map (issue 29): trade writes check their enchantments against the map, and keep it
 * in memory while this version stays the same instead of reading its rows on every write. Triggers bump it on
 * every change of the table (statement-level on PostgreSQL, truncate included; per row on SQLite).
 */
export function tradeRulesVersionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`insert into data_versions (name, version) values (${ITEM_TYPE_MAP_VERSION}, 1)`.execute(db);
      const bump = `update data_versions set version = version + 1 where name = '${ITEM_TYPE_MAP_VERSION}';`;
      if (dialect === 'postgres') {
        await sql`${sql.raw(`create function bump_item_type_map_version() returns trigger language plpgsql as $$
          begin ${bump} return null; end $$`)}`.execute(db);
        await sql`create trigger item_type_map_version after insert or update or delete or truncate
          on item_type_map for each statement execute function bump_item_type_map_version()`.execute(db);
        return;
      }
      for (const event of ['insert', 'update', 'delete']) {
        await sql`${sql.raw(`create trigger item_type_map_${event}_version after ${event} on item_type_map
          begin ${bump} end`)}`.execute(db);
      }
    },
  };
}
