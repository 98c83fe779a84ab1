/** The admin password of every test app (the template database already holds the admin account). */
export const ADMIN_PASSWORD = 'admin-password';

/** The schema the PostgreSQL template is migrated into; each copy renames it to a schema name of its own. */
export const TEMPLATE_SCHEMA = 'tradehall_template';

/** What the global setup (global-setup.ts) made for this run's createTestApp calls to copy. */
export type TestTemplate =
  | { dialect: 'sqlite'; file: string }
  /** `database` is undefined when the role may not create databases: the apps then migrate a schema each. */
  | { dialect: 'postgres'; database: string | undefined };

/** The same PostgreSQL URL on another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
