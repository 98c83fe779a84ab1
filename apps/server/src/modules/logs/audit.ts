import { type Insertable, type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database, LogsTable } from '../../db/types';
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

export type AuditRow = Insertable<LogsTable>;

const pending = new WeakMap<Kysely<Database>, AuditRow[]>();

/**
 * Writes one audit-log row. Pass the transaction of the write it records, so that both land or neither does:
 * inside writeTransaction the row is kept and sent with the write's last statement (takeAudits), one round trip
 * for all of them; elsewhere it is written at once.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const row: AuditRow = {
    timestamp: nowIso(),
    username: entry.username,
    action: entry.action,
    table_name: entry.table,
    details: JSON.stringify(entry.details),
  };
  const kept = pending.get(db);
  if (kept) kept.push(row);
  else await db.insertInto('logs').values(row).execute();
}

/** Starts keeping the audit rows of a write transaction (writeTransaction calls it). */
export function beginAudits(trx: Kysely<Database>): void {
  pending.set(trx, []);
}

/** The audit rows kept so far, in order; stops keeping them. */
export function takeAudits(trx: Kysely<Database>): AuditRow[] {
  const rows = pending.get(trx) ?? [];
  pending.delete(trx);
  return rows;
}

/** The insert of kept audit rows (one statement, or a CTE of the write's last one); undefined for none. */
export function auditInsert(db: Kysely<Database>, rows: readonly AuditRow[]) {
  return rows.length === 0 ? undefined : db.insertInto('logs').values([...rows]);
}

/** Writes the rows kept so far now (keeping the order of rows written at once after them). */
async function flushAudits(db: Kysely<Database>): Promise<void> {
  const kept = pending.get(db);
  if (!kept || kept.length === 0) return;
  const rows = kept.splice(0);
  await auditInsert(db, rows)?.execute();
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
  await flushAudits(db);
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
