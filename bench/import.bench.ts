// Import / export benchmark: npx tsx bench/import.bench.ts [--sizes=10000,100000] [--runs=3]
// SQLite by default; PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (a fresh schema, dropped after).
//
// Each measurement runs in its own child process (a fresh server on 127.0.0.1 and a fresh database), so its peak
// RSS is its own. Over real HTTP, the request body streamed from a file and the response consumed as it comes:
//   - baseline: reading the same CSV file with the importer's CSV reader only (no checks, no database);
//   - POST /api/import/trades of N new trades (checked in full, then written in one transaction);
//   - GET /api/export/trades of those N trades (streamed).
// Memory is sampled every 5 ms during each run: peak RSS and heap above the idle server's. Flat memory means the
// 100,000-row figures stay close to the 10,000-row ones. Target: 100,000-row import in at most 10 s.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { readCsv } from '../apps/server/src/modules/import-export/csv-read';
import { TRADE_COLUMNS } from '../apps/server/src/modules/trades/trades.check';
import { openBenchDatabase } from './lib/bench-db';
import { signIn, timedRequest } from './lib/http';
import { summarize } from './lib/stats';

const IMPORT_TARGET_SECONDS = 10;
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

type Operation = 'baseline' | 'import' | 'export';
interface ChildJob {
  operation: Operation;
  rows: number;
  csv: string;
  runs: number;
}
interface RunResult {
  ms: number;
  peakRssMb: number;
  peakHeapMb: number;
  bytes: number;
}
interface ChildReport {
  job: ChildJob;
  database: string;
  idleRssMb: number;
  idleHeapMb: number;
  runs: RunResult[];
  /** A run with garbage collected before each sample (every 100 ms): live memory, not GC laziness. */
  live: RunResult;
}

const TOWNS = ['Canz', 'Bones', 'Hilltop', 'Fortress', 'Oasis'];
const ENCHANTMENTS = [
  'Sharpness V',
  'Mending',
  'Unbreaking III',
  'Efficiency V',
  'Protection IV',
  'Fortune III',
];
const mb = (bytes: number) => bytes / (1024 * 1024);

/** A trades CSV of `rows` new trades on server 1 (towns and 'Hall' locations made by the child). */
async function writeTradesCsv(path: string, rows: number): Promise<void> {
  const header = TRADE_COLUMNS.filter((c) => c.kind !== 'system').map((c) => c.name);
  // The notes column (migration 021) comes last; every eighth trade has notes.
  const withNotes = header.includes('notes');
  async function* lines() {
    yield `${header.join(',')}\r\n`;
    for (let i = 0; i < rows; i++) {
      const enchantments = ENCHANTMENTS.filter((_, k) => (i + k) % 4 === 0).join('; ');
      const town = TOWNS[i % TOWNS.length];
      const notes = withNotes ? `,${i % 8 === 0 ? 'cured' : ''}` : '';
      yield `,1,${town},Hall ${i % 7},${String.fromCharCode(65 + (i % 26))},${(i % 20) + 1},Librarian,Emerald,${i % 64},Book,1,Enchanted Book,1,"${enchantments}"${notes}\r\n`;
    }
  }
  await pipeline(Readable.from(lines()), createWriteStream(path));
}

// ---------------------------------------------------------------------------------------------------- child

/** With `live`, every sample first collects garbage: the peak is then what the operation really holds. */
function sampler(live = false) {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    if (live) globalThis.gc?.();
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, live ? 100 : 5);
  return () => {
    clearInterval(timer);
    sample();
    return { peakRss, peakHeap };
  };
}

function upload(base: string, token: string, path: string): Promise<{ status: number; body: string }> {
  const boundary = '----tradehall-bench';
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="trades.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      );
      yield* createReadStream(path, { highWaterMark: 256 * 1024 });
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/import/trades`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}

/** Downloads the export, counting bytes without keeping them. */
function download(base: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/export/trades`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function json(base: string, token: string, method: string, path: string, body: object) {
  const response = await timedRequest(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${response.body.toString()}`);
  return JSON.parse(response.body.toString()) as { row: { id: number } };
}

async function measure(run: () => Promise<number>, live = false): Promise<RunResult> {
  globalThis.gc?.();
  const stop = sampler(live);
  const started = performance.now();
  const bytes = await run();
  const ms = performance.now() - started;
  const { peakRss, peakHeap } = stop();
  return { ms, peakRssMb: mb(peakRss), peakHeapMb: mb(peakHeap), bytes };
}

async function child(job: ChildJob): Promise<ChildReport> {
  const bench = await openBenchDatabase(`import${job.operation}`);
  const { app } = await buildApp(bench.config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const token = await signIn(base, 'admin', bench.config.adminPassword ?? '');
    const modpack = await json(base, token, 'POST', '/api/data_editor/tables/modpacks', {
      modpack: 'RLCraft',
    });
    const server = await json(base, token, 'POST', '/api/data_editor/tables/servers', {
      name: 'Bench',
      modpack_id: modpack.row.id,
    });
    if (server.row.id !== 1) throw new Error('the bench CSV expects server 1');
    for (const name of TOWNS)
      await json(base, token, 'POST', '/api/data_editor/tables/towns', { server_id: 1, name });

    if (job.operation === 'export') {
      const seeded = await upload(base, token, job.csv);
      if (seeded.status !== 200) throw new Error(`seeding import failed: ${seeded.body}`);
    }
    globalThis.gc?.();
    const idle = process.memoryUsage();
    const operation = async () => {
      if (job.operation === 'baseline') {
        let rows = 0;
        for await (const batch of readCsv(job.csv, TRADE_COLUMNS)) rows += batch.rows.length;
        if (rows !== job.rows) throw new Error(`read ${rows} rows`);
        return statSync(job.csv).size;
      }
      if (job.operation === 'import') {
        const result = await upload(base, token, job.csv);
        if (result.status !== 200)
          throw new Error(`import failed: ${result.status} ${result.body.slice(0, 500)}`);
        const { inserted } = JSON.parse(result.body) as { inserted: number };
        if (inserted !== job.rows) throw new Error(`inserted ${inserted} of ${job.rows}`);
        return statSync(job.csv).size;
      }
      const result = await download(base, token);
      if (result.status !== 200) throw new Error(`export failed: ${result.status}`);
      return result.bytes;
    };
    const runs: RunResult[] = [];
    for (let i = 0; i < job.runs; i++) runs.push(await measure(operation));
    // One more run, garbage collected before every sample: what the operation really keeps in memory.
    const live = await measure(operation, true);
    return { job, database: bench.label, idleRssMb: mb(idle.rss), idleHeapMb: mb(idle.heapUsed), runs, live };
  } finally {
    await app.close();
    await bench.cleanup();
  }
}

// ---------------------------------------------------------------------------------------------------- parent

function runChild(job: ChildJob): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('REPORT '));
      if (code !== 0 || !line)
        reject(new Error(`child ${job.operation} ${job.rows} failed (${code}): ${out}`));
      else resolve(JSON.parse(line.slice('REPORT '.length)) as ChildReport);
    });
  });
}

function describe(report: ChildReport): string {
  const times = summarize(report.runs.map((r) => r.ms / 1000));
  const rss = Math.max(...report.runs.map((r) => r.peakRssMb));
  const heap = Math.max(...report.runs.map((r) => r.peakHeapMb));
  const rate = report.job.rows / times.median;
  const mbytes = mb(report.runs[0]!.bytes);
  return [
    `${report.job.operation.padEnd(8)} ${String(report.job.rows).padStart(7)} rows`,
    `${mbytes.toFixed(1).padStart(5)} MB`,
    `median ${times.median.toFixed(2)} s  p95 ${times.p95.toFixed(2)} s  (${report.runs.length} runs)`,
    `${Math.round(rate).toLocaleString('en').padStart(8)} rows/s`,
    `peak RSS ${rss.toFixed(0)} MB (+${(rss - report.idleRssMb).toFixed(0)} over idle ${report.idleRssMb.toFixed(0)})`,
    `peak heap ${heap.toFixed(0)} MB (+${(heap - report.idleHeapMb).toFixed(0)})`,
    `live heap +${(report.live.peakHeapMb - report.idleHeapMb).toFixed(0)} MB`,
  ].join('  ');
}

async function parent(): Promise<void> {
  const sizes = arg('sizes', '10000,100000').split(',').map(Number);
  const runs = Number(arg('runs', '3'));
  const dir = mkdtempSync(join(tmpdir(), 'tradehall-import-bench-'));
  const reports: ChildReport[] = [];
  try {
    process.stdout.write(`Import/export benchmark (${runs} runs each, node ${process.version})\n`);
    for (const rows of sizes) {
      const csv = join(dir, `trades-${rows}.csv`);
      await writeTradesCsv(csv, rows);
      for (const operation of ['baseline', 'import', 'export'] as const) {
        const report = await runChild({ operation, rows, csv, runs });
        reports.push(report);
        process.stdout.write(`[${report.database}] ${describe(report)}\n`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const biggest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const importOf = (rows: number) =>
    reports.find((r) => r.job.operation === 'import' && r.job.rows === rows)!;
  const seconds = summarize(importOf(biggest).runs.map((r) => r.ms / 1000));
  const growth = (operation: Operation, of: (r: ChildReport) => number) => {
    const report = (rows: number) =>
      reports.find((r) => r.job.operation === operation && r.job.rows === rows)!;
    return `${of(report(smallest)).toFixed(0)} MB → ${of(report(biggest)).toFixed(0)} MB`;
  };
  const peakRss = (r: ChildReport) => Math.max(...r.runs.map((run) => run.peakRssMb)) - r.idleRssMb;
  const liveHeap = (r: ChildReport) => r.live.peakHeapMb - r.idleHeapMb;
  process.stdout.write(
    `\nImport of ${biggest.toLocaleString('en')} rows: p95 ${seconds.p95.toFixed(2)} s (target ≤ ${IMPORT_TARGET_SECONDS} s): ${
      seconds.p95 <= IMPORT_TARGET_SECONDS ? 'met' : 'MISSED'
    }\n`,
  );
  process.stdout.write(
    `${smallest.toLocaleString('en')} → ${biggest.toLocaleString('en')} rows, over idle:\n` +
      `  peak RSS   import ${growth('import', peakRss)}, export ${growth('export', peakRss)}, baseline ${growth('baseline', peakRss)}\n` +
      `  live heap  import ${growth('import', liveHeap)}, export ${growth('export', liveHeap)}, baseline ${growth('baseline', liveHeap)}\n`,
  );
  if (seconds.p95 > IMPORT_TARGET_SECONDS) process.exitCode = 1;
}

if (process.argv.includes('--child')) {
  const job = JSON.parse(process.argv[process.argv.indexOf('--child') + 1]!) as ChildJob;
  child(job)
    .then((report) => {
      process.stdout.write(`REPORT ${JSON.stringify(report)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
} else {
  await parent();
}
