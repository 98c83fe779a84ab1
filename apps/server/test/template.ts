/** The admin password of every test app (the template already holds the admin account). */
export const ADMIN_PASSWORD = 'admin-password';

/**
 * What the global setup (global-setup.ts) made for this run's createTestApp calls to copy: on SQLite a
 * serialized database, on PostgreSQL a SQL script (pg_dump of one migrated schema) whose schema name `schema` is
 * replaced by each copy's own. `file` is undefined where pg_dump could not make one: each app then migrates.
 */
export type TestTemplate =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; file?: string; schema: string };
