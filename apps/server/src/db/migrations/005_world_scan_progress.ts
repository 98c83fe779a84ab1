import type { Kysely, Migration } from 'kysely';

/**
 * World-scan progress (modules/world-scans): while the server scans an uploaded world, how far it got, under the
 * random token the client sent with the upload, for the user who sent it. Any server copy answers
 * GET /api/world-scan-progress/{token} from here, whichever copy scans. Written at most every ~250 ms per scan
 * (plus the last state); a row expires an hour after its last write and is deleted as scans go.
 */
export function worldScanProgressMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('world_scan_progress')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('read', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('world_scan_progress_pk', ['user_id', 'token'])
        .execute();
      await db.schema
        .createIndex('world_scan_progress_expires')
        .on('world_scan_progress')
        .column('expires_at')
        .execute();
    },
  };
}
