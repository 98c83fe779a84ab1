import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { nowIso } from '../../lib/time';

export interface AuditEntry {
  /** Who did it ('system' for start-up work, the attempted name for failed sign-ins). */
  username: string;
  /** What happened, e.g. 'create', 'update', 'delete', 'login_failed', 'password_change', 'import'. */
  action: string;
  table: string;
  /** Before and after values and anything else worth keeping; stored as JSON. */
  details: { before?: unknown; after?: unknown; [key: string]: unknown };
}

/**
 * Writes one audit-log row. Pass the transaction of the write it records, so that both land or neither does.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('logs')
    .values({
      timestamp: nowIso(),
      username: entry.username,
      action: entry.action,
      table_name: entry.table,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

/** Rows per statement: one JSON (SQLite) or two array (PostgreSQL) parameters, whatever the count. */
const AUDIT_CHUNK = 5_000;

/**
 * Writes many audit-log rows of one actor and table (the row-level rows of an import) in the transaction of the
 * write they record. Each statement sends its rows as one parameter, which both databases unpack themselves:
 * building a VALUES list of thousands of rows costs more than the rows.
 */
export async function writeAuditRows(
  db: Kysely<Database>,
  dialect: Dialect,
  rows: { username: string; table: string; entries: readonly Pick<AuditEntry, 'action' | 'details'>[] },
): Promise<void> {
  const timestamp = nowIso();
  for (let i = 0; i < rows.entries.length; i += AUDIT_CHUNK) {
    const chunk = rows.entries.slice(i, i + AUDIT_CHUNK);
    const actions = chunk.map((entry) => entry.action);
    const details = chunk.map((entry) => JSON.stringify(entry.details));
    const head = sql`insert into logs (timestamp, username, action, table_name, details)`;
    if (dialect === 'postgres') {
      await sql`${head} select ${timestamp}, ${rows.username}, a, ${rows.table}, d
        from unnest(${actions}::text[], ${details}::text[]) as t(a, d)`.execute(db);
    } else {
      const pairs = JSON.stringify(actions.map((action, k) => [action, details[k]]));
      await sql`${head} select ${timestamp}, ${rows.username}, value ->> 0, ${rows.table}, value ->> 1
        from json_each(${pairs})`.execute(db);
    }
  }
}
