// World-save scan benchmark: npx tsx bench/world-scan.bench.ts [--mb=150] [--runs=3] [--baseline-mb=all] [--dir=PATH]
//   [--before=REV]
//
// Generates a synthetic 1.12.2 world of at least --mb MB of region files (default 150): full 32×32 regions of
// realistic chunks (16 sections of Blocks 4096 bytes and Data/BlockLight/SkyLight 2048 each, HeightMap, Biomes,
// tile entities, tile ticks, a few mobs; about 6.7 KB a chunk compressed), with villagers (librarians with book
// offers, smiths with enchanted gear, nitwits, children, some in minecarts) and a few modded traders in 300 chunks.
// To keep generation quick, ordinary chunks reuse 48 distinct filler chunks (each stored once per use, so the scan
// reads and inflates every one); the 300 villager chunks are built one by one.
//
// Then, each in a child process of its own so that its peak RSS (getrusage maxRSS, worker threads included) is
// its own:
//   - scanWorld with one worker thread per core, --runs times;
//   - scanWorld on the calling thread (workers: 0), once;
//   - scanWorld on a quarter of the world (the first quarter of its region files), once: memory must not grow
//     with the world;
//   - the baseline: oracleScanWorld, which reads each region file and parses every chunk in full with
//     prismarine-nbt on one thread (--baseline-mb limits it to the first region files holding that many MB).
//   - before and after: the reader of git revision --before (default bc9063f, the last before the hostile-upload
//     limits; its packages/world-save is unpacked into .bench-baseline/) against today's, --runs times each,
//     interleaved: today's must keep ≥ 0.9× the earlier MB/s;
//   - each hostile shape of @tradehall/world-save/testing (list bomb, shared sectors, deep nesting, int arrays,
//     entity and value floods, a level.dat bomb): its time, outcome and peak RSS.
// MB/s counts region-file bytes. Targets: scan ≥ 10× the baseline's MB/s, scan peak RSS < 300 MB at any size.
// Wall times depend on machine load, which is printed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scanWorld } from '@tradehall/world-save';
import { oracleScanWorld } from '@tradehall/world-save/testing';
import { summarize } from './lib/stats';
import { generateWorld } from './lib/world-generator';
import { beforeAndAfter, writeHostileWorlds } from './lib/world-scan-compare';

const SPEEDUP_TARGET = 10;
const RSS_TARGET_MB = 300;

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const mb = (bytes: number) => bytes / 1024 / 1024;

interface ChildJob {
  operation: 'scan' | 'baseline' | 'before';
  dir: string;
  /** For 'before': the earlier revision's packages/world-save/src/scan.ts. */
  module?: string;
  /** scanWorld's worker threads (0: the calling thread). */
  workers?: number;
}
interface ChildReport {
  job: ChildJob;
  /** What ended the scan when it did not finish: 'ScanLimitError inflated_bytes', say. */
  refused?: string;
  seconds: number;
  regionBytes: number;
  regions: number;
  villagers: number;
  problems: number;
  workerThreads: number;
  idleRssMb: number;
  peakRssMb: number;
}

// ---------------------------------------------------------------------------------------------------- world

/** A world folder holding level.dat and the first `files` region files of `from` (symlinks). */
function partialWorld(from: string, to: string, files: string[]): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(join(to, 'region'), { recursive: true });
  symlinkSync(join(from, 'level.dat'), join(to, 'level.dat'));
  for (const file of files) symlinkSync(join(from, 'region', file), join(to, 'region', file));
}

// ---------------------------------------------------------------------------------------------------- child

async function child(job: ChildJob): Promise<ChildReport> {
  const idleRssMb = mb(process.memoryUsage().rss);
  const started = performance.now();
  let result: Omit<ChildReport, 'job' | 'seconds' | 'idleRssMb' | 'peakRssMb'>;
  if (job.operation === 'baseline') {
    const world = await oracleScanWorld(job.dir);
    result = {
      regionBytes: world.regionBytes,
      regions: world.regions,
      villagers: world.villagers.length,
      problems: world.badChunks.length,
      workerThreads: 0,
    };
  } else if (job.operation === 'before') {
    const earlier = (await import(pathToFileURL(job.module!).href)) as { scanWorld: typeof scanWorld };
    const scan = await earlier.scanWorld(job.dir, { workers: job.workers });
    result = {
      regionBytes: scan.regionBytes,
      regions: scan.regions,
      villagers: scan.villagers.length,
      problems: scan.problems.length,
      workerThreads: scan.workerThreads,
    };
  } else {
    let scan: Awaited<ReturnType<typeof scanWorld>>;
    try {
      scan = await scanWorld(job.dir, { workers: job.workers });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      const code = 'code' in error ? ` ${String(error.code)}` : '';
      const seconds = (performance.now() - started) / 1000;
      const peakRssMb = process.resourceUsage().maxRSS / 1024;
      const empty = { regionBytes: 0, regions: 0, villagers: 0, problems: 0, workerThreads: 0 };
      return { job, seconds, idleRssMb, peakRssMb, ...empty, refused: `${error.name}${code}` };
    }
    result = {
      regionBytes: scan.regionBytes,
      regions: scan.regions,
      villagers: scan.villagers.length,
      problems: scan.problems.length,
      workerThreads: scan.workerThreads,
    };
  }
  const seconds = (performance.now() - started) / 1000;
  // maxRSS (KiB) is the process's peak resident set, worker threads included.
  return { job, seconds, idleRssMb, peakRssMb: process.resourceUsage().maxRSS / 1024, ...result };
}

// ---------------------------------------------------------------------------------------------------- parent

function runChild(job: ChildJob): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('REPORT '));
      if (code !== 0 || !line) reject(new Error(`child ${job.operation} failed (${code}): ${out}`));
      else resolve(JSON.parse(line.slice('REPORT '.length)) as ChildReport);
    });
  });
}

const rate = (report: ChildReport) => mb(report.regionBytes) / report.seconds;

function line(label: string, reports: ChildReport[]): string {
  const times = summarize(reports.map((r) => r.seconds));
  const rates = summarize(reports.map(rate));
  const peak = Math.max(...reports.map((r) => r.peakRssMb));
  const first = reports[0];
  return [
    label.padEnd(26),
    `${mb(first.regionBytes).toFixed(1).padStart(6)} MB in ${String(first.regions).padStart(3)} regions`,
    `median ${times.median.toFixed(2).padStart(6)} s  p95 ${times.p95.toFixed(2).padStart(6)} s (${reports.length} run${reports.length > 1 ? 's' : ''})`,
    `${rates.median.toFixed(1).padStart(6)} MB/s`,
    `peak RSS ${peak.toFixed(0).padStart(3)} MB (idle ${first.idleRssMb.toFixed(0)})`,
    `${first.villagers} villagers, ${first.problems} problems, ${first.workerThreads} threads`,
  ].join('  ');
}

async function parent(): Promise<void> {
  const targetMb = Number(arg('mb', '150'));
  const runs = Number(arg('runs', '3'));
  const baselineMb = arg('baseline-mb', 'all');
  const keep = process.argv.some((a) => a.startsWith('--dir='));
  const root = keep ? arg('dir', '') : mkdtempSync(join(tmpdir(), 'tradehall-world-scan-bench-'));
  const world = join(root, 'world');
  try {
    process.stdout.write(
      `World-save scan benchmark (node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
    );
    mkdirSync(world, { recursive: true });
    const manifest = await generateWorld(world, targetMb);
    process.stdout.write(
      `World: ${mb(manifest.regionBytes).toFixed(1)} MB in ${manifest.regionFiles.length} region files, ` +
        `${manifest.villagers} villagers, ${manifest.modded} modded traders\n\n`,
    );

    const quarter = join(root, 'quarter');
    partialWorld(
      world,
      quarter,
      manifest.regionFiles.slice(0, Math.max(1, manifest.regionFiles.length >> 2)),
    );
    let baselineWorld = world;
    if (baselineMb !== 'all') {
      const files: string[] = [];
      let bytes = 0;
      const perFile = manifest.regionBytes / manifest.regionFiles.length;
      for (const file of manifest.regionFiles) {
        if (bytes >= Number(baselineMb) * 1024 * 1024) break;
        files.push(file);
        bytes += perFile;
      }
      baselineWorld = join(root, 'baseline');
      partialWorld(world, baselineWorld, files);
    }

    const scans: ChildReport[] = [];
    const cores = availableParallelism();
    for (let i = 0; i < runs; i++)
      scans.push(await runChild({ operation: 'scan', dir: world, workers: cores }));
    process.stdout.write(`${line(`scanWorld (${cores} workers)`, scans)}\n`);
    const single = await runChild({ operation: 'scan', dir: world, workers: 0 });
    process.stdout.write(`${line('scanWorld (calling thread)', [single])}\n`);
    const small = await runChild({ operation: 'scan', dir: quarter, workers: cores });
    process.stdout.write(`${line('scanWorld (quarter world)', [small])}\n`);
    const baseline = await runChild({ operation: 'baseline', dir: baselineWorld });
    process.stdout.write(`${line('baseline (prismarine-nbt)', [baseline])}\n`);

    await beforeAndAfter({ world, runs, cores, revision: arg('before', 'bc9063f'), runChild, rate });
    process.stdout.write('\nHostile shapes (scanWorld, default workers):\n');
    for (const shape of await writeHostileWorlds(root)) {
      const report = await runChild({ operation: 'scan', dir: shape.dir });
      const outcome = report.refused ?? `read, ${report.problems} chunk(s) reported`;
      process.stdout.write(
        `  ${shape.name.padEnd(44)} ${(report.seconds * 1000).toFixed(0).padStart(6)} ms  peak RSS ${report.peakRssMb.toFixed(0).padStart(4)} MB  ${outcome}\n`,
      );
    }

    const scanRate = summarize(scans.map(rate)).median;
    const speedup = scanRate / rate(baseline);
    const peak = Math.max(...scans.map((r) => r.peakRssMb), small.peakRssMb, single.peakRssMb);
    const found = scans.every((r) => r.villagers === manifest.villagers && r.problems === 0);
    const agrees = baselineWorld !== world || baseline.villagers === manifest.villagers;
    process.stdout.write(
      `\nThroughput: ${scanRate.toFixed(1)} MB/s vs baseline ${rate(baseline).toFixed(2)} MB/s = ${speedup.toFixed(1)}× ` +
        `(target ≥ ${SPEEDUP_TARGET}×): ${speedup >= SPEEDUP_TARGET ? 'met' : 'MISSED'}\n` +
        `Peak RSS: quarter world ${small.peakRssMb.toFixed(0)} MB → whole world ${Math.max(...scans.map((r) => r.peakRssMb)).toFixed(0)} MB ` +
        `(target < ${RSS_TARGET_MB} MB): ${peak < RSS_TARGET_MB ? 'met' : 'MISSED'}\n` +
        `Villagers found: ${found ? 'all' : 'MISMATCH'} (${manifest.villagers})${agrees ? '' : ', baseline MISMATCH'}\n`,
    );
    if (speedup < SPEEDUP_TARGET || peak >= RSS_TARGET_MB || !found || !agrees) process.exitCode = 1;
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv.includes('--child')) {
  const job = JSON.parse(process.argv[process.argv.indexOf('--child') + 1]) as ChildJob;
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
