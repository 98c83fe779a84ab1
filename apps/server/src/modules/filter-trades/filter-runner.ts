import type { Worker } from 'node:worker_threads';
import { type FilterTradesInput, type FilterTradesResult, filterTrades } from '@tradehall/domain';
import { WorkerPool } from '../../lib/worker-pool';
import { startWorkerBeside } from '../../lib/worker-thread';
import type { FilterJob, RunOptions } from './filter-protocol';

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

const runJob = ({ input, options }: FilterJob): FilterTradesResult => filterTrades(input, options);

/**
 * Runs the Filter Trades strategy. Large inputs (10,000 villagers take some 300 ms) go to one long-lived worker
 * thread so the event loop keeps serving other requests; small ones run inline. Without a worker (none built,
 * or it failed to load) everything runs inline, with the same result.
 */
export class FilterRunner {
  private readonly pool: WorkerPool<FilterJob, FilterTradesResult>;

  constructor(private readonly settings: FilterRunnerSettings = {}) {
    this.pool = new WorkerPool({
      startWorker: settings.startWorker ?? startDefaultWorker,
      runInline: runJob,
      maxWorkers: 1,
      onWorkerError: settings.onWorkerError,
    });
  }

  /** True while a worker is up and has loaded the strategy. */
  get workerLoaded(): boolean {
    return this.pool.workerLoaded;
  }

  run(input: FilterTradesInput, options: RunOptions = {}): Promise<FilterTradesResult> {
    const threshold = this.settings.workerFromTrades ?? DEFAULT_WORKER_FROM_TRADES;
    if (input.trades.length < threshold) return Promise.resolve().then(() => runJob({ input, options }));
    return this.pool.run({ input, options });
  }

  /** Stops the worker; runs still waiting for it are rejected. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** `filter-trades.worker` beside this module (see startWorkerBeside). */
export function startDefaultWorker(): Worker | undefined {
  return startWorkerBeside(import.meta.url, 'filter-trades.worker');
}
