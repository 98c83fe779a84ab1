import type { Kysely, Migration } from 'kysely';

/**
 * Idempotent retries (issue 29, modules/idempotency): the first answer of a write sent with an `Idempotency-Key`
 * header, per user and key, with a hash of the request it answered. The row is inserted in the write's own
 * transaction (so a committed write always has it, even when its copy of the server dies before answering) and
 * holds the answer from then on; it expires 24 h after it was made and is swept as time goes.
 */
export function idempotencyKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  };
}
