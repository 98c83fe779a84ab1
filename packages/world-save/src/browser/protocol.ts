// Both ends of the browser scan's Web Workers: the jobs (level.dat, one region file) with the File to read, and
// the answers. Files travel to a worker as Blobs (structured clone shares them, nothing is copied).
import type { RegionPlace, RegionResult } from '../region-core';
import {
  type ScanLimitCode,
  ScanLimitError,
  type WorldInfo,
  WorldSaveError,
  type WorldSaveErrorCode,
} from '../types';
import { readLevelDatBlob } from './level-dat';
import { type ChunkInflater, scanRegionBlob } from './region';

export type BrowserJob =
  | { kind: 'level'; file: Blob; fileName: string }
  | { kind: 'region'; file: Blob; place: RegionPlace; inflater?: ChunkInflater };

export interface BrowserRequest {
  id: number;
  job: BrowserJob;
}

export type BrowserAnswer =
  | { id: number; region: RegionResult }
  | { id: number; level: WorldInfo }
  | { id: number; limit: { code: ScanLimitCode; message: string } }
  | { id: number; save: { code: WorldSaveErrorCode; message: string } }
  | { id: number; error: string };

/** Does one job on this thread, its outcome as the worker's answer. */
export async function answerBrowserJob(id: number, job: BrowserJob): Promise<BrowserAnswer> {
  try {
    if (job.kind === 'level') return { id, level: await readLevelDatBlob(job.file, job.fileName) };
    return { id, region: await scanRegionBlob(job.file, job.place, job.inflater) };
  } catch (error) {
    if (error instanceof ScanLimitError) return { id, limit: { code: error.code, message: error.message } };
    if (error instanceof WorldSaveError) return { id, save: { code: error.code, message: error.message } };
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The error a failing answer stands for. */
export function answerError(answer: BrowserAnswer): Error | null {
  if ('limit' in answer) return new ScanLimitError(answer.limit.code, answer.limit.message);
  if ('save' in answer) return new WorldSaveError(answer.save.code, answer.save.message);
  if ('error' in answer) return new Error(answer.error);
  return null;
}

/** A worker's global scope as the scan uses it (the worker's script wraps `self` in this). */
export interface WorkerScope {
  listen(onRequest: (request: BrowserRequest) => void): void;
  post(answer: BrowserAnswer): void;
}

/** Inside a Web Worker: answers every request, one at a time in the order they came. */
export function serveBrowserScanJobs(scope: WorkerScope): void {
  let queue = Promise.resolve();
  scope.listen(({ id, job }) => {
    queue = queue.then(async () => scope.post(await answerBrowserJob(id, job)));
  });
}
