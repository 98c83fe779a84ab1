import { IMPORT_LIMITS, type ImportProblem, type ImportRefused } from '@tradehall/contracts';
import { HttpError } from '../../lib/http-error';
import { statusOfIssue, strongestStatus } from '../data-editor/issues';
import type { RowIssue } from '../shared/table/types';

/**
 * A refused import: answered with the problems listed, and the status the dedicated route would give the
 * weightiest of them (403 not allowed, 400 invalid, 404 gone, 409 a clash).
 */
export class ImportRefusedError extends HttpError {
  constructor(
    status: number,
    readonly body: ImportRefused,
  ) {
    super(status, body.error);
    this.name = 'ImportRefusedError';
  }
}

function describe(problem: ImportProblem): string {
  const where = [problem.file, problem.row === null ? null : `row ${problem.row}`, problem.column].filter(
    (part) => part !== null && part !== undefined,
  );
  return where.length > 0 ? `${where.join(', ')}: ${problem.reason}` : problem.reason;
}

/** Problems of an import: the first ones kept to be listed, all of them counted. */
export class ProblemList {
  readonly listed: ImportProblem[] = [];
  count = 0;
  /** Rows whose version is not the stored one (and whose values differ): one sentence, the first rows named. */
  readonly conflicts: { file?: string; row: number | null }[] = [];
  conflictCount = 0;
  private readonly statuses = new Set<number>();

  add(issues: readonly RowIssue[], file?: string): void {
    for (const issue of issues) {
      this.count++;
      this.statuses.add(statusOfIssue(issue));
      if (issue.stale) {
        this.conflictCount++;
        if (this.conflicts.length < IMPORT_LIMITS.maxListedProblems) {
          this.conflicts.push({ ...(file ? { file } : {}), row: issue.row });
        }
        continue;
      }
      if (this.listed.length < IMPORT_LIMITS.maxListedProblems) {
        this.listed.push({
          ...(file ? { file } : {}),
          row: issue.row,
          column: issue.column,
          reason: issue.reason,
        });
      }
    }
  }

  /** The answer: what was refused, how many problems, the first ones, and that nothing was written. */
  refusal(what: string, note = ''): ImportRefusedError {
    const sorted = [...this.listed].sort(
      (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.row ?? 0) - (b.row ?? 0),
    );
    const others = this.count - this.conflictCount;
    const more = others > sorted.length ? ` … and ${others - sorted.length} more` : '';
    const problems = this.count === 1 ? '1 problem' : `${this.count} problems`;
    const listed = [
      ...(this.conflictCount > 0 ? [this.conflictSentence()] : []),
      ...(sorted.length > 0 ? [`${sorted.map(describe).join('; ').replace(/\.$/, '')}${more}`] : []),
    ].join('; ');
    const error = `${what} was not imported (${problems}; nothing was written): ${listed}.${note}`;
    return new ImportRefusedError(strongestStatus(this.statuses), {
      error,
      problems: sorted,
      problem_count: this.count,
      ...(this.conflictCount > 0
        ? { conflict_count: this.conflictCount, conflict_rows: this.conflicts }
        : {}),
    });
  }

  /** '3 rows were changed by someone else since this file was exported (rows 2, 5, 9): …'. */
  private conflictSentence(): string {
    const rows = this.conflicts.map((c) => (c.file ? `${c.file} row ${c.row}` : String(c.row))).join(', ');
    const first = this.conflictCount > this.conflicts.length ? `the first ${this.conflicts.length}: ` : '';
    const count = this.conflictCount === 1 ? '1 row was' : `${this.conflictCount} rows were`;
    return `${count} changed by someone else since this file was exported (${first}rows ${rows}): export again and redo the changes there`;
  }
}
