import type { Kysely, Migration } from 'kysely';

/**
 * World-save import (modules/world-scans):
 * - `trades.villager_uuid`: the UUID of the villager a trade was read from (nullable: trades typed by hand have
 *   none). A second scan of the same world finds the villager's trades by it, so they are updated in place.
 * - `world_scans`: a scan's preview, kept for the user who made it until `expires_at` (24 hours); applying it
 *   writes the trades. Any server copy can apply a scan: the preview lives here, not in memory.
 */
export function worldScansMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('trades').addColumn('villager_uuid', 'text').execute();
      await db.schema
        .createIndex('trades_server_villager')
        .on('trades')
        .columns(['server_id', 'villager_uuid'])
        .execute();

      await db.schema
        .createTable('world_scans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('world_scans_expires').on('world_scans').column('expires_at').execute();
      await db.schema.createIndex('world_scans_user').on('world_scans').column('user_id').execute();
    },
  };
}
