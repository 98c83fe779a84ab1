import type { Dialect } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { describeIssue, statusOfIssue, strongestStatus } from '../data-editor/issues';
import { writeAuditRows } from '../logs/audit';
import type { Actor, Db, RawRow, RowIssue, RowsTable, WriteOptions, WrittenRow } from '../shared/table/types';
import { World } from '../shared/table/world';

/** Rows checked and written per batch (the trades writer checks one batch while the last one is written). */
const BATCH = 1_000;

export interface TableRowsWrite<R> {
  trx: Db;
  dialect: Dialect;
  actor: Actor;
  /** The table's rules: cells (a TableDef), or typed rows where the table offers them (trades). */
  table: RowsTable<R>;
  rows: readonly R[];
  /** What each row is, for a refusal's message (e.g. "villager 0f8c… offer 2"). */
  label(index: number): string;
  /** What the row-level audit rows say besides the row (e.g. which scan wrote it). */
  audit(index: number): Record<string, unknown>;
  /** Ends a refusal's message, e.g. what to do about it. */
  advice: string;
  options?: WriteOptions;
}

/** The refusal of rows the table's rules do not accept: the weightiest status, the first problems named. */
function refusal<R>(issues: readonly RowIssue[], write: TableRowsWrite<R>): HttpError {
  const statuses = new Set(issues.map(statusOfIssue));
  const listed = issues
    .slice(0, 10)
    .map(
      (issue) =>
        `${issue.row === null ? write.table.name : write.label(issue.row - 1)}: ${describeIssue(issue)}`,
    );
  const more = issues.length > listed.length ? ` … and ${issues.length - listed.length} more` : '';
  return new HttpError(
    strongestStatus(statuses),
    `Nothing was written: ${listed.join('; ')}${more}. ${write.advice}`.replace(/\.\. /g, '. '),
  );
}

/**
 * Writes rows through a table's own rules, as the CSV import does (the table's checker, then its writer, in the
 * caller's transaction, at the versions the check read), each written row with its audit row (the row as given).
 * Throws an HttpError when a row breaks a rule. Answers each row's key, in order.
 */
export async function writeTableRows<R = RawRow>(write: TableRowsWrite<R>): Promise<WrittenRow[]> {
  const { trx, dialect, actor, table, rows } = write;
  if (rows.length === 0) return [];
  const numbered = rows.map((raw, i) => ({ row: i + 1, raw }));
  const checker = await table.checker(new World(trx), 'merge', actor, write.options);
  const issues: RowIssue[] = [];
  for (let i = 0; i < numbered.length; i += BATCH) {
    issues.push(...(await checker.checkBatch(numbered.slice(i, i + BATCH))));
  }
  issues.push(...(await checker.finish()));
  if (issues.length > 0) throw refusal(issues, write);

  const writer = await table.writer({
    trx,
    dialect,
    world: new World(trx),
    mode: 'merge',
    actor,
    expected: checker.versions(),
    options: write.options,
  });
  const written: WrittenRow[] = [];
  for (let i = 0; i < numbered.length; i += BATCH) {
    const batch = numbered.slice(i, i + BATCH);
    const counts = await writer.writeBatch(batch);
    await writeAuditRows(trx, dialect, {
      username: actor.username,
      table: table.name,
      entries: counts.rows.map(({ key, inserted }, k) => ({
        action: inserted ? 'create' : 'update',
        details: { id: key, ...write.audit(i + k), after: batch[k]!.raw },
      })),
    });
    written.push(...counts.rows);
  }
  await writer.finish();
  return written;
}
