// The table the search-scale benchmark prints: each query on the one-server and the many-server database, cold
// and warm, with the ratio of the cold p95s, then the random-server loads, each with its verdict.
import type { RandomLoadResult } from './random-load';
import type { Summary } from './stats';

export interface MeasuredQuery {
  name: string;
  /** Held to the absolute cold p95 target too (the searches), not only to the ratio. */
  search: boolean;
  rows: string;
  one: { cold: Summary; warm: Summary };
  many: { cold: Summary; warm: Summary };
  /** CPU of a cold request on the many-server database: the bench process (server and client), the database. */
  coldCpu: { processMs: number; databaseMs?: number };
}

/** A load run with the CPU it cost: ms per request of the server process and of the database's backends. */
export interface MeasuredLoad extends RandomLoadResult {
  cpu: { processMs: number; databaseMs?: number };
}

export interface LoadPair {
  label: string;
  one: MeasuredLoad;
  many: MeasuredLoad;
  /** Whether the load targets apply to this line. */
  targeted: boolean;
}

export interface ScaleTargets {
  /** Cold p95 of a search (ms), when the engine has one. */
  p95?: number;
  ratio: number;
  load?: { rps: number; p99: number };
}

const ms = (n: number) => n.toFixed(1);
const pair = (s: Summary) => `${ms(s.median)} / ${ms(s.p95)}`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]?.length ?? 0)));
  const print = (cells: string[]) =>
    console.log(`| ${cells.map((v, c) => v.padEnd(widths[c] ?? 0)).join(' | ')} |`);
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  for (const line of lines) print(line);
}

export function printScaleReport(
  servers: number,
  queries: readonly MeasuredQuery[],
  loads: readonly LoadPair[],
  targets: ScaleTargets,
): void {
  const many = `${servers.toLocaleString('en')} servers`;
  const lines = queries.map((query) => {
    const ratio = query.many.cold.p95 / query.one.cold.p95;
    const absolute = targets.p95 !== undefined && query.search;
    const met = ratio <= targets.ratio && (!absolute || query.many.cold.p95 <= (targets.p95 ?? 0));
    return [
      query.name,
      query.rows,
      pair(query.one.cold),
      pair(query.many.cold),
      `${ratio.toFixed(2)}x`,
      pair(query.one.warm),
      pair(query.many.warm),
      query.coldCpu.databaseMs === undefined
        ? ms(query.coldCpu.processMs)
        : `${ms(query.coldCpu.processMs)} + ${ms(query.coldCpu.databaseMs)}`,
      verdict(met),
    ];
  });
  printTable(
    [
      'query',
      'rows',
      '1 server cold median / p95 ms',
      `${many} cold median / p95 ms`,
      'ratio p95',
      '1 server warm',
      `${many} warm`,
      targets.load ? `${many} cold CPU ms (process + db)` : `${many} cold CPU ms`,
      'target',
    ],
    lines,
  );
  const load = (r: MeasuredLoad) =>
    `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms` +
    (r.failures ? `, ${r.failures} failures` : '') +
    `; CPU a request: server ${r.cpu.processMs.toFixed(2)} ms` +
    (r.cpu.databaseMs === undefined ? '' : ` + PostgreSQL ${r.cpu.databaseMs.toFixed(2)} ms`);
  for (const line of loads) {
    const target = targets.load;
    const judged =
      target && line.targeted
        ? `; target >= ${target.rps} req/s, p99 <= ${target.p99} ms: ${verdict(
            line.many.requestsPerSecond >= target.rps && line.many.latencyP99 <= target.p99,
          )}`
        : '';
    console.log(`${line.label}\n  1 server: ${load(line.one)}\n  ${many}: ${load(line.many)}${judged}`);
  }
}
