import type { Worker } from 'node:worker_threads';
import type { PoolReply, PoolRequest } from './worker-thread';

/** A job ran past its time limit; its worker was stopped. */
export class WorkerTimeoutError extends Error {
  override name = 'WorkerTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The job did not finish within ${timeoutMs} ms.`);
  }
}

/** Every worker is busy and the queue is full. */
export class WorkerPoolBusyError extends Error {
  override name = 'WorkerPoolBusyError';
}

export interface WorkerPoolSettings<I, O> {
  /** Starts a worker (see worker-thread.ts); undefined when none can run here (then every job runs inline). */
  startWorker: () => Worker | undefined;
  /** The same work on the calling thread: used when no worker can run, and for the jobs of a worker that died. */
  runInline: (input: I) => O;
  /** Most workers at once; each runs one job at a time. Default 1. */
  maxWorkers?: number;
  /** Most jobs waiting for a worker; past it `run` rejects with WorkerPoolBusyError. Default no limit. */
  maxQueued?: number;
  /** Told when a worker fails. */
  onWorkerError?: (error: Error) => void;
  /**
   * What happens to the job of a loaded worker that dies: run it inline (default), or reject it (for jobs that
   * may be what killed the worker, e.g. by running out of memory). Jobs of a worker that never loaded always
   * run inline.
   */
  afterCrash?: 'inline' | 'reject';
}

export interface RunOptions {
  /**
   * Stops the worker and rejects with WorkerTimeoutError when the job has not finished this long after the
   * worker began it (loading the worker does not count). Not applied to inline runs.
   */
  timeoutMs?: number;
}

interface Job<I, O> {
  input: I;
  timeoutMs: number | undefined;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

interface Slot<I, O> {
  worker: Worker;
  /** The worker has loaded its module (answered 'ready'). */
  loaded: boolean;
  current?: { id: number; job: Job<I, O>; timer?: NodeJS.Timeout };
}

/**
 * Runs CPU-heavy jobs on worker threads so the event loop keeps serving requests. Workers start on demand (up to
 * `maxWorkers`), stay up while idle (unreferenced), and take one job at a time, so a job past its time limit can
 * be stopped by ending its worker without touching others. Without workers (none built, or one failed to load)
 * every job runs inline, with the same result.
 */
export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly queue: Job<I, O>[] = [];
  private disabled = false;
  private nextId = 1;

  constructor(private readonly settings: WorkerPoolSettings<I, O>) {}

  /** True while some worker is up and has loaded. */
  get workerLoaded(): boolean {
    return [...this.slots].some((slot) => slot.loaded);
  }

  run(input: I, options: RunOptions = {}): Promise<O> {
    if (this.disabled) return this.inline(input);
    const idle = [...this.slots].some((slot) => !slot.current);
    const room = idle || this.slots.size < (this.settings.maxWorkers ?? 1);
    if (!room && this.queue.length >= (this.settings.maxQueued ?? Number.POSITIVE_INFINITY)) {
      return Promise.reject(new WorkerPoolBusyError('Every worker is busy.'));
    }
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, timeoutMs: options.timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /** Stops every worker; jobs not finished are rejected. Later jobs run inline. */
  async close(): Promise<void> {
    this.disabled = true;
    const slots = [...this.slots];
    this.slots.clear();
    const closed = new Error('The worker pool was closed.');
    for (const job of this.queue.splice(0)) job.reject(closed);
    for (const slot of slots) {
      if (slot.current) {
        clearTimeout(slot.current.timer);
        slot.current.job.reject(closed);
      }
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private inline(input: I): Promise<O> {
    return Promise.resolve().then(() => this.settings.runInline(input));
  }

  private settleInline(job: Job<I, O>): void {
    try {
      job.resolve(this.settings.runInline(job.input));
    } catch (error) {
      job.reject(error);
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      if (this.disabled) {
        for (const job of this.queue.splice(0)) this.settleInline(job);
        return;
      }
      const slot = [...this.slots].find((candidate) => !candidate.current) ?? this.startSlot();
      if (!slot) {
        if (this.disabled) continue; // no worker can start: the loop drains the queue inline
        return;
      }
      const job = this.queue.shift();
      if (job) this.dispatch(slot, job);
    }
  }

  /** A new worker when there is room for one; disables the pool when none can start. */
  private startSlot(): Slot<I, O> | undefined {
    if (this.slots.size >= (this.settings.maxWorkers ?? 1)) return undefined;
    let worker: Worker | undefined;
    try {
      worker = this.settings.startWorker();
    } catch (error) {
      this.settings.onWorkerError?.(error instanceof Error ? error : new Error(String(error)));
    }
    if (!worker) {
      this.disabled = true;
      return undefined;
    }
    const slot: Slot<I, O> = { worker, loaded: false };
    worker.unref();
    worker.on('message', (reply: PoolReply<O>) => this.onReply(slot, reply));
    worker.on('error', (error) => this.onFailure(slot, error));
    worker.on('exit', (code) => this.onFailure(slot, new Error(`A worker exited (code ${code}).`)));
    this.slots.add(slot);
    return slot;
  }

  private dispatch(slot: Slot<I, O>, job: Job<I, O>): void {
    const id = this.nextId++;
    slot.current = { id, job };
    if (slot.loaded) this.startTimer(slot);
    slot.worker.postMessage({ id, input: job.input } satisfies PoolRequest<I>);
  }

  private startTimer(slot: Slot<I, O>): void {
    const current = slot.current;
    if (!current || current.timer || current.job.timeoutMs === undefined) return;
    const timeoutMs = current.job.timeoutMs;
    current.timer = setTimeout(() => this.expire(slot, timeoutMs), timeoutMs);
    current.timer.unref();
  }

  private onReply(slot: Slot<I, O>, reply: PoolReply<O>): void {
    if ('ready' in reply) {
      slot.loaded = true;
      this.startTimer(slot);
      return;
    }
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    if ('result' in reply) current.job.resolve(reply.result);
    else current.job.reject(new Error(reply.error));
    this.pump();
  }

  /** The job is over its time: end its worker (a new one starts for the next job). */
  private expire(slot: Slot<I, O>, timeoutMs: number): void {
    if (!this.slots.delete(slot)) return;
    const current = slot.current;
    slot.current = undefined;
    void slot.worker.terminate();
    current?.job.reject(new WorkerTimeoutError(timeoutMs));
    this.pump();
  }

  /** The worker died: its job finishes inline. One that never loaded will not load next time: stay inline. */
  private onFailure(slot: Slot<I, O>, error: Error): void {
    if (!this.slots.delete(slot)) return;
    if (!slot.loaded) this.disabled = true;
    this.settings.onWorkerError?.(error);
    void slot.worker.terminate();
    const current = slot.current;
    slot.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      if (slot.loaded && this.settings.afterCrash === 'reject') current.job.reject(error);
      else this.settleInline(current.job);
    }
    this.pump();
  }
}
