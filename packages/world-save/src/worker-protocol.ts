// Both ends of scanWorld's worker threads: starting one (from TypeScript sources through tsx, or from the
// server's bundle), and answering region jobs inside it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { type RegionJob, type RegionResult, scanRegionFile } from './region';

export interface RegionRequest {
  id: number;
  job: RegionJob;
}

/** `ready` once the worker has loaded; then one answer per request. */
export type RegionReply =
  | { ready: true }
  | { id: number; result: RegionResult }
  | { id: number; error: string };

export const WORKER_NAME = 'world-save-scan.worker';

/**
 * A small young generation: each chunk leaves ~170 KB of inflated garbage, and small, frequent scavenges keep a
 * worker's peak near 40 MB instead of 60–70 MB (measured on the benchmark's world; no slower).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 2 };

/**
 * Starts a region worker. From TypeScript sources (tests, tsx) it is `world-save-scan.worker.ts` beside this
 * file, loaded through tsx; from a bundle it is `world-save-scan.worker.js` beside the bundle's entry file
 * (apps/server/dist/). Undefined when there is none: the caller then reads the regions on its own thread.
 */
export function startRegionWorker(): Worker | undefined {
  const here = import.meta.url;
  if (new URL(here).pathname.endsWith('.ts')) {
    const script = new URL(`./${WORKER_NAME}.ts`, here).href;
    const code = `import(${JSON.stringify(tsxEsmApi(here))}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(code, { eval: true, resourceLimits: WORKER_LIMITS });
  }
  const built = new URL(`./${WORKER_NAME}.js`, here);
  return existsSync(fileURLToPath(built)) ? new Worker(built, { resourceLimits: WORKER_LIMITS }) : undefined;
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

/** Inside the worker: answers every request with scanRegionFile (a thrown error's message goes back). */
export function serveRegionJobs(): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (message: RegionRequest) => {
    let reply: RegionReply;
    try {
      reply = { id: message.id, result: scanRegionFile(message.job) };
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies RegionReply);
}
