// The browser scan's workers: one job each at a time. A worker that fails (its script does not load, it runs out
// of memory) fails the scan with ScanLimitError, as on the server; the tab itself goes on.
import { ScanLimitError } from '../types';
import { answerBrowserJob, type BrowserAnswer, type BrowserJob, type BrowserRequest } from './protocol';

/** A Web Worker as the scan uses it (the page wraps `new Worker(...)` in this). */
export interface ScanThread {
  post(request: BrowserRequest): void;
  listen(onAnswer: (answer: BrowserAnswer) => void, onFailure: (message: string) => void): void;
  terminate(): void;
}

interface Waiting {
  job: BrowserJob;
  resolve: (answer: BrowserAnswer) => void;
  reject: (error: Error) => void;
}

interface Lane {
  thread: ScanThread;
  running: Waiting | null;
}

export class BrowserScanPool {
  private readonly lanes: Lane[] = [];
  private readonly queue: Waiting[] = [];
  private failure: Error | undefined;
  private nextId = 0;

  /** `size` workers from `start`; without them, jobs run on the calling thread. */
  constructor(size: number, start?: () => ScanThread) {
    for (let i = 0; start && i < size; i++) {
      const lane: Lane = { thread: start(), running: null };
      lane.thread.listen(
        (answer) => {
          const waiting = lane.running;
          lane.running = null;
          waiting?.resolve(answer);
          this.pump();
        },
        (message) => this.close(new ScanLimitError('worker', `its scan worker stopped (${message}).`)),
      );
      this.lanes.push(lane);
    }
  }

  get threads(): number {
    return this.lanes.length;
  }

  run(job: BrowserJob): Promise<BrowserAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.lanes.length === 0) return answerBrowserJob(this.nextId++, job);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; jobs still waiting or running fail with `reason`. */
  close(reason?: Error): void {
    this.failure ??= reason ?? new ScanLimitError('worker', 'the scan was stopped.');
    const running = this.lanes.flatMap((lane) => (lane.running ? [lane.running] : []));
    for (const waiting of [...this.queue.splice(0), ...running]) waiting.reject(this.failure);
    for (const lane of this.lanes.splice(0)) lane.thread.terminate();
  }

  private pump(): void {
    for (const lane of this.lanes) {
      if (lane.running) continue;
      const waiting = this.queue.shift();
      if (!waiting) return;
      lane.running = waiting;
      lane.thread.post({ id: this.nextId++, job: waiting.job });
    }
  }
}
