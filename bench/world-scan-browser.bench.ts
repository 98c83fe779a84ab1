// Browser world-scan benchmark:
//   npx tsx bench/world-scan-browser.bench.ts [--mb=180,1024] [--runs=2] [--stream-runs=1] [--dir=PATH]
//
// For each size (MB of region files; default 180 and 1024), the synthetic world of bench/world-scan.bench.ts
// (bench/lib/world-generator.ts) is written to a folder (kept with --dir, to reuse), then, in the same run:
//   - the server-side scan (scanWorld: node:fs, node:zlib, one worker thread per core up to 4), --runs times;
//   - the browser's scan in headless Chromium (CHROMIUM_PATH or /usr/bin/chromium, through Playwright): the
//     folder picked through an <input webkitdirectory>, read by @tradehall/world-save/browser on Web Workers (one
//     per core up to 4; zlib chunks inflated by libdeflate in WebAssembly), --runs times; MB/s of region bytes,
//     against the server's;
//   - the same scan with every chunk through a DecompressionStream of its own, --stream-runs times (0: skipped);
//   - CPU per chunk read, of the server's process and of all Chromium's (less distorted by a busy machine);
//   - the bytes the browser would send (the WorldScanReport JSON, gzipped as the web app sends it; the JSON's
//     own size beside), against the region bytes;
//   - the rescan after one chunk changed (one chunk's save time in one region file moved on, the folder picked
//     again with the state of the first scan): its time against the full browser scan's.
// Targets (issue 30, on the 2-core machine): browser ≥ 60 MB/s; bytes sent ≤ 0.1% of the region bytes; the
// rescan ≤ 5% of the full scan's time. The machine's load is printed: the figures move with it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { scanWorld } from '@tradehall/world-save';
import type { ChunkInflater } from '@tradehall/world-save/browser';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright';
import { CSP_DIRECTIVES } from '../apps/server/src/plugins/security-headers';
import type { PageScanOutcome } from './lib/browser-scan-outcome';
import { descendantsMs } from './lib/process-cpu';
import { summarize } from './lib/stats';
import { generateWorld } from './lib/world-generator';

const BROWSER_MBPS_TARGET = 60;
const SENT_SHARE_TARGET = 0.001;
const RESCAN_SHARE_TARGET = 0.05;

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const mb = (bytes: number) => bytes / 1024 / 1024;
const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** The page and its worker, bundled for the browser, served from one origin (workers need one). */
async function servePage(): Promise<{ server: Server; url: string }> {
  const here = import.meta.dirname;
  const bundle = async (entry: string) => {
    const result = await build({
      entryPoints: [resolve(here, entry)],
      bundle: true,
      format: 'iife',
      target: 'chrome120',
      write: false,
      minify: true,
    });
    return result.outputFiles[0]!.text;
  };
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><title>scan</title><input type="file" webkitdirectory multiple>' +
        '<script src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', await bundle('browser/scan-page.ts')],
    '/worker.js': ['text/javascript', await bundle('browser/scan-worker.ts')],
  };
  // The app's own policy, so the scan runs as it does in the app (WebAssembly needs 'wasm-unsafe-eval').
  const APP_CSP = Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0], 'content-security-policy': APP_CSP }).end(file[1]);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** A browser scan's outcome and the CPU ms Chromium (all its processes and threads) spent on it. */
async function browserScan(
  page: Page,
  folder: string,
  previous?: PageScanOutcome['state'],
  inflater: ChunkInflater = 'fast',
): Promise<PageScanOutcome & { cpuMs: number }> {
  await page.evaluate(
    ([state, how]) => {
      const bench = globalThis as unknown as {
        benchScan?: unknown;
        benchPrevious?: unknown;
        benchInflater?: unknown;
      };
      bench.benchScan = undefined;
      bench.benchPrevious = state;
      bench.benchInflater = how;
    },
    [previous, inflater] as const,
  );
  const cpuBefore = descendantsMs();
  await page.locator('input').setInputFiles(folder);
  const handle = await page.waitForFunction(
    () => (globalThis as unknown as { benchScan?: unknown }).benchScan,
    undefined,
    { timeout: 30 * 60 * 1000, polling: 50 },
  );
  const outcome = (await handle.jsonValue()) as PageScanOutcome;
  if (outcome.error) throw new Error(`The browser scan failed: ${outcome.error}`);
  return { ...outcome, cpuMs: descendantsMs() - cpuBefore };
}

/** Moves the save time of chunk 0 of the first region file on (as the game does when it saves the chunk). */
function touchOneChunk(file: string): void {
  const bytes = readFileSync(file);
  bytes.writeUInt32BE(bytes.readUInt32BE(4096) + 1, 4096);
  writeFileSync(file, bytes);
}

async function benchSize(
  targetMb: number,
  root: string,
  page: Page,
  runs: number,
  streamRuns: number,
): Promise<void> {
  const folder = join(root, `world-${targetMb}`);
  mkdirSync(folder, { recursive: true });
  const manifest = await generateWorld(folder, targetMb);
  const regionMb = mb(manifest.regionBytes);
  process.stdout.write(
    `\n--- ${fixed(regionMb)} MB in ${manifest.regionFiles.length} region files, ${manifest.villagers} villagers\n`,
  );

  const server: number[] = [];
  const serverCpu: number[] = [];
  let serverVillagers = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const scan = await scanWorld(folder);
    const cpu = process.cpuUsage(cpuBefore);
    server.push((performance.now() - started) / 1000);
    serverCpu.push((cpu.user + cpu.system) / 1000);
    serverVillagers = scan.villagers.length;
  }
  const browser: (PageScanOutcome & { cpuMs: number })[] = [];
  for (let i = 0; i < runs; i++) browser.push(await browserScan(page, folder));
  const first = browser[0]!;
  // The same scan with every chunk through a DecompressionStream of its own (what the browser scan did before).
  const streamed: (PageScanOutcome & { cpuMs: number })[] = [];
  for (let i = 0; i < streamRuns; i++) streamed.push(await browserScan(page, folder, undefined, 'stream'));

  touchOneChunk(join(folder, 'region', manifest.regionFiles[0]!));
  const rescans: (PageScanOutcome & { cpuMs: number })[] = [];
  for (let i = 0; i < runs; i++) rescans.push(await browserScan(page, folder, first.state));

  const serverS = summarize(server);
  const browserS = summarize(browser.map((b) => b.ms / 1000));
  const rescanS = summarize(rescans.map((b) => b.ms / 1000));
  const browserMbps = regionMb / browserS.median;
  const sentShare = first.reportBytes / manifest.regionBytes;
  const rescanShare = rescanS.median / browserS.median;
  const rescan = rescans[0]!;
  // CPU per chunk read: what a busy shared machine distorts far less than wall time.
  const perChunk = (ms: number) => fixed((ms * 1000) / first.changedChunks, 0);
  const serverCpuMs = summarize(serverCpu).median;
  const browserCpuMs = summarize(browser.map((b) => b.cpuMs)).median;
  const streamS = summarize(streamed.map((b) => b.ms / 1000));
  const streamCpuMs = summarize(streamed.map((b) => b.cpuMs)).median;
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  process.stdout.write(
    `Server scan (scanWorld, worker threads):   median ${fixed(serverS.median, 2)} s, ${fixed(regionMb / serverS.median)} MB/s, ${serverVillagers} villagers\n` +
      `Browser scan (Chromium, ${first.workers} Web Workers): median ${fixed(browserS.median, 2)} s, ${fixed(browserMbps)} MB/s ` +
      `(${fixed(browserMbps / (regionMb / serverS.median), 2)}× the server's; target ≥ ${BROWSER_MBPS_TARGET} MB/s: ${ok(browserMbps >= BROWSER_MBPS_TARGET)}), ` +
      `${first.villagers} villagers${first.villagers === serverVillagers && first.villagers === manifest.villagers ? '' : ' MISMATCH'}, ${first.problems} problems\n` +
      (streamed.length > 0
        ? `  the same, every chunk through its own DecompressionStream: median ${fixed(streamS.median, 2)} s, ` +
          `${fixed(regionMb / streamS.median)} MB/s, CPU per chunk ${perChunk(streamCpuMs)} µs ` +
          `(${fixed(streamCpuMs / 1000, 2)} s)${streamed.every((b) => b.villagers === first.villagers) ? '' : ' MISMATCH'}\n`
        : '') +
      `Bytes sent (gzipped JSON): ${first.reportBytes.toLocaleString('en')} (${fixed(sentShare * 100, 4)}% of ${manifest.regionBytes.toLocaleString('en')} region bytes; ` +
      `JSON ${first.jsonBytes.toLocaleString('en')}, ${fixed((first.jsonBytes / manifest.regionBytes) * 100, 4)}%; ` +
      `target ≤ ${SENT_SHARE_TARGET * 100}%: ${ok(sentShare <= SENT_SHARE_TARGET)})\n` +
      `Rescan, one chunk changed: median ${fixed(rescanS.median * 1000, 0)} ms, ${rescan.changedChunks} of ${rescan.chunks} chunks read, ` +
      `${rescan.villagers} villagers sent, ${fixed(rescanShare * 100, 2)}% of the full scan's time (target ≤ ${RESCAN_SHARE_TARGET * 100}%: ${ok(rescanShare <= RESCAN_SHARE_TARGET)})\n` +
      `CPU per chunk read (${first.changedChunks.toLocaleString('en')} chunks): server ${perChunk(serverCpuMs)} µs ` +
      `(${fixed(serverCpuMs / 1000, 2)} s, its process with its worker threads); browser ${perChunk(browserCpuMs)} µs ` +
      `(${fixed(browserCpuMs / 1000, 2)} s, every Chromium process and thread)\n` +
      `Runs: server ${server.map((s) => fixed(s, 2)).join(' ')} s; browser ${browser.map((b) => fixed(b.ms / 1000, 2)).join(' ')} s; ` +
      `rescan ${rescans.map((b) => fixed(b.ms, 0)).join(' ')} ms\n`,
  );
}

async function main(): Promise<void> {
  const sizes = arg('mb', '180,1024').split(',').map(Number);
  const runs = Number(arg('runs', '2'));
  const streamRuns = Number(arg('stream-runs', '1'));
  const keep = process.argv.some((a) => a.startsWith('--dir='));
  const root = keep ? arg('dir', '') : mkdtempSync(join(tmpdir(), 'tradehall-browser-scan-bench-'));
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  process.stdout.write(
    `Browser world-scan benchmark (node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => fixed(l))
      .join(' ')}, ${executablePath})\n`,
  );
  const { server, url } = await servePage();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    for (const size of sizes) await benchSize(size, root, page, runs, streamRuns);
  } finally {
    await browser.close();
    server.close();
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

await main();
