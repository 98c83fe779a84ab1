import type { Worker } from 'node:worker_threads';
import { WorkerPool, WorkerTimeoutError } from '../../lib/worker-pool';
import { startWorkerBeside } from '../../lib/worker-thread';
import { enchantmentMatcher, type ReferenceEnchantment } from './enchantment-match';
import { buildPreview, type Preview, type PreviewInput } from './preview';

/** What the preview worker is sent: the preview's input with the reference rows instead of their matcher. */
export interface PreviewJob extends Omit<PreviewInput, 'matchEnchantment'> {
  references: readonly ReferenceEnchantment[];
}

export const previewOf = ({ references, ...input }: PreviewJob): Preview =>
  buildPreview({ ...input, matchEnchantment: enchantmentMatcher(references) });

/**
 * Builds scan previews on a worker thread: placing thousands of villagers and naming their offers takes a second
 * or more for a large (or hostile) world, which the API's event loop must not spend. A job whose worker dies or
 * runs past its time is refused, never retried inline.
 */
export class PreviewRunner {
  private readonly pool: WorkerPool<PreviewJob, Preview>;

  constructor(startWorker: () => Worker | undefined = startPreviewWorker) {
    this.pool = new WorkerPool({ startWorker, runInline: previewOf, maxWorkers: 2, afterCrash: 'reject' });
  }

  /** The preview; rejects with WorkerTimeoutError past `timeoutMs`. */
  run(job: PreviewJob, timeoutMs: number): Promise<Preview> {
    return this.pool.run(job, { timeoutMs });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

export { WorkerTimeoutError };

function startPreviewWorker(): Worker | undefined {
  return startWorkerBeside(import.meta.url, 'world-scan-preview.worker');
}
