// Both ends of scanWorld's worker threads: starting one (from TypeScript sources through tsx, or from the
// server's bundle) with its resource limits, and answering jobs inside it: level.dat, and region files.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';
import { parseLevelDat } from './level-dat-node';
import { type RegionJob, type RegionResult, scanRegionFile } from './region';
import {
  type ScanLimitCode,
  ScanLimitError,
  type WorldInfo,
  WorldSaveError,
  type WorldSaveErrorCode,
} from './types';

export type WorkerJob =
  | { kind: 'level'; bytes: Uint8Array; fileName: string }
  | { kind: 'region'; region: RegionJob };

export interface WorkerRequest {
  id: number;
  job: WorkerJob;
}

/** A worker's answer to one job. */
export type JobAnswer =
  | { id: number; region: RegionResult }
  | { id: number; level: WorldInfo }
  | { id: number; limit: { code: ScanLimitCode; message: string } }
  | { id: number; save: { code: WorldSaveErrorCode; message: string } }
  | { id: number; error: string };

/** `ready` once the worker has loaded; then one answer per request. */
export type WorkerReply = { ready: true } | JobAnswer;

export const WORKER_NAME = 'world-save-scan.worker';

/**
 * A small young generation: each chunk leaves ~170 KB of inflated garbage, and small, frequent scavenges keep a
 * worker's peak near 40 MB instead of 60–70 MB (measured on the benchmark's world; no slower). The stack is
 * Node's default, named so that it is a limit of the worker's own.
 */
export function workerLimits(heapMb: number): ResourceLimits {
  return { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 2, stackSizeMb: 4 };
}

/**
 * Starts a scan worker. From TypeScript sources (tests, tsx) it is `world-save-scan.worker.ts` beside this
 * file, loaded through tsx; from a bundle it is `world-save-scan.worker.js` beside the bundle's entry file
 * (apps/server/dist/). Undefined when there is none.
 */
export function startScanWorker(heapMb: number): Worker | undefined {
  const here = import.meta.url;
  const resourceLimits = workerLimits(heapMb);
  if (new URL(here).pathname.endsWith('.ts')) {
    const script = new URL(`./${WORKER_NAME}.ts`, here).href;
    const code = `import(${JSON.stringify(tsxEsmApi(here))}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(code, { eval: true, resourceLimits });
  }
  const built = new URL(`./${WORKER_NAME}.js`, here);
  return existsSync(fileURLToPath(built)) ? new Worker(built, { resourceLimits }) : undefined;
}

/** URL of tsx's ESM register API ('tsx/esm/api', import condition), found from the module at `from`. */
function tsxEsmApi(from: string): string {
  const packageFile = createRequire(from).resolve('tsx/package.json');
  const manifest: { exports?: Record<string, { import?: { default?: string } }> } = JSON.parse(
    readFileSync(packageFile, 'utf8'),
  );
  const entry = manifest.exports?.['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx has no ESM register API.');
  return pathToFileURL(join(dirname(packageFile), entry)).href;
}

/** Does one job on this thread, its outcome as the worker's reply. */
export function answerJob(id: number, job: WorkerJob): JobAnswer {
  try {
    if (job.kind === 'level') return { id, level: parseLevelDat(job.bytes, job.fileName) };
    return { id, region: scanRegionFile(job.region) };
  } catch (error) {
    if (error instanceof ScanLimitError) return { id, limit: { code: error.code, message: error.message } };
    if (error instanceof WorldSaveError) return { id, save: { code: error.code, message: error.message } };
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Inside the worker: answers every request. */
export function serveScanJobs(): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (message: WorkerRequest) => port.postMessage(answerJob(message.id, message.job)));
  port.postMessage({ ready: true } satisfies WorkerReply);
}
