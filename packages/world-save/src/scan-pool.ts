// The worker threads of one scan: each does one job at a time; a job whose worker dies (out of memory, say)
// fails the whole scan with ScanLimitError, never a retry on the calling thread, so the worst a hostile file
// can do is end its own worker.
import type { Worker } from 'node:worker_threads';
import { ScanLimitError, WorldSaveError } from './types';
import {
  type JobAnswer as Answer,
  answerJob,
  startScanWorker,
  type WorkerJob,
  type WorkerReply,
} from './worker-protocol';

interface Lane {
  worker: Worker;
  busy: boolean;
}

interface Waiting {
  job: WorkerJob;
  resolve: (reply: Answer) => void;
  reject: (error: Error) => void;
}

/** The error a job's failing reply stands for (a limit, a save that cannot be read, or a bug). */
export function replyError(reply: Answer): Error | null {
  if ('limit' in reply) return new ScanLimitError(reply.limit.code, reply.limit.message);
  if ('save' in reply) return new WorldSaveError(reply.save.code, reply.save.message);
  if ('error' in reply) return new Error(reply.error);
  return null;
}

export class ScanPool {
  private readonly lanes: Lane[] = [];
  private readonly queue: Waiting[] = [];
  private readonly running = new Map<Worker, Waiting>();
  private failure: Error | undefined;
  private nextId = 0;

  /** `size` workers of `heapMb` each; 0 runs the jobs on the calling thread (tests and benchmarks). */
  constructor(
    size: number,
    private readonly heapMb: number,
  ) {
    for (let i = 0; i < size; i++) this.lanes.push({ worker: this.start(), busy: false });
  }

  get threads(): number {
    return this.lanes.length;
  }

  run(job: WorkerJob): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.lanes.length === 0) return Promise.resolve(answerJob(this.nextId++, job));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; jobs still waiting or running fail with `reason`. */
  async close(reason?: Error): Promise<void> {
    this.failure ??= reason ?? new ScanLimitError('worker', 'the scan was stopped.');
    for (const waiting of [...this.queue.splice(0), ...this.running.values()]) waiting.reject(this.failure);
    this.running.clear();
    await Promise.all(
      this.lanes.splice(0).map(({ worker }) => {
        worker.removeAllListeners();
        worker.on('error', () => {});
        return worker.terminate();
      }),
    );
  }

  private start(): Worker {
    const worker = startScanWorker(this.heapMb);
    if (!worker) throw new ScanLimitError('worker', 'no scan worker could be started.');
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) return;
      const waiting = this.running.get(worker);
      this.running.delete(worker);
      const lane = this.lanes.find((l) => l.worker === worker);
      if (lane) lane.busy = false;
      waiting?.resolve(reply);
      this.pump();
    });
    const died = (error?: Error) => {
      const outOfMemory = (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const failure = outOfMemory
        ? new ScanLimitError(
            'memory',
            `reading it needs more than the ${this.heapMb} MB a scan worker may use.`,
          )
        : new ScanLimitError('worker', `its scan worker stopped (${error?.message ?? 'it exited'}).`);
      void this.close(failure);
    };
    worker.on('error', died);
    worker.on('exit', () => died());
    return worker;
  }

  private pump(): void {
    for (const lane of this.lanes) {
      if (lane.busy) continue;
      const waiting = this.queue.shift();
      if (!waiting) return;
      lane.busy = true;
      this.running.set(lane.worker, waiting);
      lane.worker.postMessage({ id: this.nextId++, job: waiting.job });
    }
  }
}
