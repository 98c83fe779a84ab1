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
