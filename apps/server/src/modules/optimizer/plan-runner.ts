import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { PlanRequest } from '@tradehall/domain';
import { WorkerPool, WorkerPoolBusyError, WorkerTimeoutError } from '../../lib/worker-pool';
import { startWorkerBeside } from '../../lib/worker-thread';
import { computePlan, type PlanOutcome } from './plan-job';

export interface PlanRunnerSettings {
  /** Plans computed at once, each on its own worker thread. Default 2 to 4, by the machine's cores. */
  maxWorkers?: number;
  /** Plans waiting for a worker; past it a plan answers 'busy'. Default 32. */
  maxQueued?: number;
  /** Starts a worker; undefined when none can run here (then plans run inline). */
  startWorker?: () => Worker | undefined;
  onWorkerError?: (error: Error) => void;
}

/**
 * How long a worker may take past the optimizer's own time budget before it is stopped: the optimizer checks
 * its budget as it goes, so this only catches work that does not (e.g. building a huge plan).
 */
export const hardLimitMs = (budgetMs: number): number => budgetMs + Math.max(2000, budgetMs / 2);

/**
 * Computes plans on worker threads, so a True Optimal search of several seconds leaves the event loop free.
 * Each plan gets its own worker for its whole run; one that overruns is stopped and answers 'timeout'.
 */
export class PlanRunner {
  private readonly pool: WorkerPool<PlanRequest, PlanOutcome>;

  constructor(settings: PlanRunnerSettings = {}) {
    this.pool = new WorkerPool({
      startWorker:
        settings.startWorker ?? (() => startWorkerBeside(import.meta.url, 'optimizer-plan.worker')),
      runInline: computePlan,
      maxWorkers: settings.maxWorkers ?? Math.min(4, Math.max(2, availableParallelism())),
      maxQueued: settings.maxQueued ?? 32,
      onWorkerError: settings.onWorkerError,
      // A plan that kills its worker (e.g. out of memory) must not get a second go on the main thread.
      afterCrash: 'reject',
    });
  }

  get workerLoaded(): boolean {
    return this.pool.workerLoaded;
  }

  async run(request: PlanRequest, budgetMs: number): Promise<PlanOutcome> {
    try {
      return await this.pool.run(
        { ...request, timeBudgetMs: budgetMs },
        { timeoutMs: hardLimitMs(budgetMs) },
      );
    } catch (error) {
      if (error instanceof WorkerTimeoutError)
        return { ok: false, reason: 'timeout', message: error.message };
      if (error instanceof WorkerPoolBusyError) return { ok: false, reason: 'busy', message: error.message };
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
