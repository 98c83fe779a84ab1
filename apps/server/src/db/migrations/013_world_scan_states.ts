import type { Kysely, Migration } from 'kysely';

/**
 * What the last world scan of each server found, chunk by chunk, with each chunk's last-save time (modules/
 * world-scans): the next scan of the same world reads only the chunks saved since and carries over the rest.
 * One row per server, replaced by each scan, removed with its server.
 */
export function worldScanStatesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('world_scan_states')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id').onDelete('cascade'))
        .addColumn('world_key', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('scanned_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
