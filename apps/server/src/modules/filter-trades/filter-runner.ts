import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type FilterTradesInput, type FilterTradesResult, filterTrades } from '@tradehall/domain';
import type { RunOptions, WorkerReply, WorkerRequest } from './filter-protocol';

/** Below this many trades the strategy runs on the calling thread: it takes a few milliseconds. */
export const DEFAULT_WORKER_FROM_TRADES = 2000;

export interface FilterRunnerSettings {
  /** Inputs with at least this many trades run in the worker thread. Default DEFAULT_WORKER_FROM_TRADES. */
  workerFromTrades?: number;
  /** Starts the worker; answers undefined when none can run here (then every run stays inline). */
  startWorker?: () => Worker | undefined;
  /** Told when the worker fails; the runs it had finish on the calling thread. */
  onWorkerError?: (error: Error) => void;
}

interface Job {
  input: FilterTradesInput;
  options: RunOptions;
  resolve: (result: FilterTradesResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs the Filter Trades strategy. Large inputs (10,000 villagers take some 300 ms) go to one long-lived worker
 * thread so the event loop keeps serving other requests; small ones run inline. Without a worker (none built,
 * or it failed to load) everything runs inline, with the same result.
 */
export class FilterRunner {
  private worker: Worker | undefined;
  /** The current worker has loaded (answered 'ready'). */
  private loaded = false;
  private disabled = false;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(private readonly settings: FilterRunnerSettings = {}) {}

  /** True while a worker is up and has loaded the strategy. */
  get workerLoaded(): boolean {
    return this.worker !== undefined && this.loaded;
  }

  run(input: FilterTradesInput, options: RunOptions = {}): Promise<FilterTradesResult> {
    const threshold = this.settings.workerFromTrades ?? DEFAULT_WORKER_FROM_TRADES;
    const worker = input.trades.length >= threshold ? this.ensureWorker() : undefined;
    if (!worker) return Promise.resolve().then(() => filterTrades(input, options));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.jobs.set(id, { input, options, resolve, reject });
      worker.postMessage({ id, input, options } satisfies WorkerRequest);
    });
  }

  /** Stops the worker; runs still waiting for it are rejected. */
  async close(): Promise<void> {
    this.disabled = true;
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.jobs.values()) job.reject(new Error('The filter runner was closed.'));
    this.jobs.clear();
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker | undefined {
    if (this.worker || this.disabled) return this.worker;
    let worker: Worker | undefined;
    try {
      worker = (this.settings.startWorker ?? startDefaultWorker)();
    } catch (error) {
      this.settings.onWorkerError?.(asError(error));
    }
    if (!worker) {
      this.disabled = true;
      return undefined;
    }
    const started = worker;
    started.unref();
    started.on('message', (reply: WorkerReply) => this.onReply(reply));
    started.on('error', (error) => this.onFailure(started, error));
    started.on('exit', (code) =>
      this.onFailure(started, new Error(`The filter worker exited (code ${code}).`)),
    );
    this.worker = started;
    this.loaded = false;
    return started;
  }

  private onReply(reply: WorkerReply): void {
    if ('ready' in reply) {
      this.loaded = true;
      return;
    }
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    if ('result' in reply) job.resolve(reply.result);
    else job.reject(new Error(reply.error));
  }

  /** The worker died: its runs finish inline. One that never loaded will not load next time: stay inline. */
  private onFailure(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    if (!this.loaded) this.disabled = true;
    this.settings.onWorkerError?.(error);
    void worker.terminate();
    const jobs = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of jobs) {
      try {
        job.resolve(filterTrades(job.input, job.options));
      } catch (failure) {
        job.reject(failure);
      }
    }
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The worker next to this module. From TypeScript sources (tests, `npm run dev`) the worker loads through tsx;
 * from the bundle it is `filter-trades.worker.js` beside it, when the build emitted one (an esbuild entry
 * `'filter-trades.worker': 'src/modules/filter-trades/filter-trades.worker.ts'`); else there is none.
 */
export function startDefaultWorker(): Worker | undefined {
  const here = import.meta.url;
  if (new URL(here).pathname.endsWith('.ts')) {
    const script = new URL('./filter-trades.worker.ts', here).href;
    const code = `import(${JSON.stringify(tsxEsmApi(here))}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(code, { eval: true });
  }
  const built = new URL('./filter-trades.worker.js', here);
  return existsSync(fileURLToPath(built)) ? new Worker(built) : undefined;
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
