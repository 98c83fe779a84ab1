import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in throttling (modules/auth/login-throttle.*): one counter of failed password checks per scope (an
 * address, an address and a name, a name from every address), key and fixed time window. Every server copy on
 * the database shares it; each change is one atomic statement (`INSERT … ON CONFLICT DO UPDATE SET failures =
 * failures + 1 … RETURNING`). Rows whose window ended are deleted as sign-ins go.
 *
 * The hard lockout it replaces kept its state in users.failed_logins / users.locked_until: those columns stay,
 * unused, so a copy of the previous version still running during a rolling upgrade keeps working.
 */
export function loginThrottleMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_throttle')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('login_throttle_pk', ['scope', 'key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('login_throttle_expires')
        .on('login_throttle')
        .column('expires_at')
        .execute();
    },
  };
}
