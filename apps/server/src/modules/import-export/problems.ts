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
  private readonly statuses = new Set<number>();

  add(issues: readonly RowIssue[], file?: string): void {
    for (const issue of issues) {
      this.count++;
      this.statuses.add(statusOfIssue(issue));
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
    const more = this.count > sorted.length ? ` … and ${this.count - sorted.length} more` : '';
    const problems = this.count === 1 ? '1 problem' : `${this.count} problems`;
    const listed = sorted.map(describe).join('; ').replace(/\.$/, '');
    const error = `${what} was not imported (${problems}; nothing was written): ${listed}${more}.${note}`;
    return new ImportRefusedError(strongestStatus(this.statuses), {
      error,
      problems: sorted,
      problem_count: this.count,
    });
  }
}
