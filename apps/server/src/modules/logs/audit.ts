import type { Kysely } from 'kysely';
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

/** Rows per multi-row INSERT: five bound values each, well under SQLite's and PostgreSQL's limits. */
const AUDIT_CHUNK = 1_000;

/** Writes many audit-log rows (the row-level rows of an import) in the transaction of the write they record. */
export async function writeAuditRows(db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  const timestamp = nowIso();
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    await db
      .insertInto('logs')
      .values(
        entries.slice(i, i + AUDIT_CHUNK).map((entry) => ({
          timestamp,
          username: entry.username,
          action: entry.action,
          table_name: entry.table,
          details: JSON.stringify(entry.details),
        })),
      )
      .execute();
  }
}
