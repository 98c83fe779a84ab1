// Where a write's time goes, seen from the server process (bench/write-scale.bench.ts --profile): every
// statement sent on a PostgreSQL connection of this process is timed (from the driver's send to its answer),
// grouped by its SQL, and each transaction's server write lock is timed from the answer of the statement that took
// it (the search_versions bump) to the answer of its COMMIT or ROLLBACK: the time the lock is held. The time
// of a held lock not spent in statements is the app's own work between them (and waiting for a CPU).
import pg from 'pg';

interface StatementFigures {
  count: number;
  ms: number;
  /** Statements of this SQL sent while the connection held a server write lock. */
  lockedCount: number;
  lockedMs: number;
}

export interface ProfileReport {
  statements: { sql: string; count: number; ms: number; lockedCount: number; lockedMs: number }[];
  transactions: number;
  /** Transactions that took a server write lock, the sum of the times they held it, and of their statements. */
  locked: number;
  heldMs: number;
  heldStatementMs: number;
  heldStatements: number;
  /** Time from the lock statement's send to its answer (its wait for the lock and its own work). */
  lockStatementMs: number;
}

interface ConnectionState {
  lockedAt: number | undefined;
  statementMs: number;
  statements: number;
}

const LOCK_STATEMENT = /insert into search_versions/i;

/** Normalized text of a statement: its first 110 characters, whitespace collapsed. */
function label(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}...` : flat;
}

export function startStatementProfile(): { take(): ProfileReport } {
  let figures = new Map<string, StatementFigures>();
  let totals = { transactions: 0, locked: 0, heldMs: 0, heldStatementMs: 0, heldStatements: 0, lockMs: 0 };
  const states = new WeakMap<object, ConnectionState>();
  const original = pg.Client.prototype.query;

  function done(client: object, text: string, started: number) {
    const ended = performance.now();
    const ms = ended - started;
    let state = states.get(client);
    if (!state) {
      state = { lockedAt: undefined, statementMs: 0, statements: 0 };
      states.set(client, state);
    }
    const key = label(text);
    const entry = figures.get(key) ?? { count: 0, ms: 0, lockedCount: 0, lockedMs: 0 };
    entry.count++;
    entry.ms += ms;
    const end = /^(commit|rollback)$/i.test(text.trim());
    if (state.lockedAt !== undefined) {
      entry.lockedCount++;
      entry.lockedMs += ms;
      state.statementMs += ms;
      state.statements++;
    }
    figures.set(key, entry);
    if (/^begin/i.test(text.trim())) totals.transactions++;
    if (LOCK_STATEMENT.test(text) && state.lockedAt === undefined) {
      state.lockedAt = ended;
      totals.lockMs += ms;
    } else if (end && state.lockedAt !== undefined) {
      totals.locked++;
      totals.heldMs += ended - state.lockedAt;
      totals.heldStatementMs += state.statementMs;
      totals.heldStatements += state.statements;
      state.lockedAt = undefined;
      state.statementMs = 0;
      state.statements = 0;
    }
  }

  // The driver's query(text, values) answers a promise (no callback) for every statement Kysely sends.
  pg.Client.prototype.query = function profiledQuery(this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
    const started = performance.now();
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      result.then(
        () => done(this, text, started),
        () => done(this, text, started),
      );
    }
    return result;
  } as typeof original;

  return {
    take() {
      const report: ProfileReport = {
        statements: [...figures.entries()].map(([sql, f]) => ({ sql, ...f })).sort((a, b) => b.ms - a.ms),
        transactions: totals.transactions,
        locked: totals.locked,
        heldMs: totals.heldMs,
        heldStatementMs: totals.heldStatementMs,
        heldStatements: totals.heldStatements,
        lockStatementMs: totals.lockMs,
      };
      figures = new Map();
      totals = { transactions: 0, locked: 0, heldMs: 0, heldStatementMs: 0, heldStatements: 0, lockMs: 0 };
      return report;
    },
  };
}

/** Prints a phase's profile: per write, the statements (all and under the lock) and the lock's hold time. */
export function printProfile(label: string, writes: number, report: ProfileReport): void {
  const per = (value: number) => (value / writes).toFixed(2);
  console.log(`\n${label}: ${writes} writes, ${report.transactions} transactions`);
  if (report.locked > 0) {
    const held = report.heldMs / report.locked;
    const inStatements = report.heldStatementMs / report.locked;
    console.log(
      `  server write lock held ${held.toFixed(2)} ms a transaction: ${inStatements.toFixed(2)} ms in ` +
        `${(report.heldStatements / report.locked).toFixed(1)} statements, ${(held - inStatements).toFixed(2)} ms ` +
        `between them (app work, CPU queue); the lock statement took ${(report.lockStatementMs / report.locked).toFixed(2)} ms (wait included)`,
    );
  }
  const count = report.statements.reduce((sum, s) => sum + s.count, 0);
  const ms = report.statements.reduce((sum, s) => sum + s.ms, 0);
  console.log(`  ${per(count)} statements a write, ${per(ms)} ms in statements a write`);
  console.log('  per write: count   ms   (under lock: count   ms)   statement');
  for (const s of report.statements.slice(0, 25)) {
    console.log(
      `  ${per(s.count).padStart(13)} ${per(s.ms).padStart(5)}   (${per(s.lockedCount).padStart(14)} ${per(s.lockedMs).padStart(5)})   ${s.sql}`,
    );
  }
}
