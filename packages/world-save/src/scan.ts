// scanWorld: level.dat, then every region file of the three dimensions, read on worker threads (one region file
// per worker at a time, so memory stays flat whatever the world's size) or on the calling thread.
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { readLevelDat } from './level-dat';
import { REGION_FILE_PATTERN, type RegionJob, type RegionResult, scanRegionFile } from './region';
import {
  type ChunkProblem,
  type Dimension,
  type SaveVillager,
  WorldSaveError,
  type WorldScan,
} from './types';
import { type RegionReply, type RegionRequest, startRegionWorker } from './worker-protocol';

export interface ScanOptions {
  /** Told after each region file: (regions read, regions in all). Called with (0, total) first. */
  onProgress?: (read: number, total: number) => void;
  /**
   * Worker threads to read region files on; 0 reads them on the calling thread (yielding between files).
   * Default: one per core for worlds of 16 MiB of region files or more, else 0 (a worker costs more to start
   * than a small world takes to read).
   */
  workers?: number;
}

/** Where each dimension keeps its region files, relative to the world folder. */
export const DIMENSION_FOLDERS: readonly (readonly [Dimension, string])[] = [
  ['overworld', 'region'],
  ['nether', join('DIM-1', 'region')],
  ['end', join('DIM1', 'region')],
];

const AUTO_WORKERS_MIN_BYTES = 16 * 1024 * 1024;

/**
 * Scans a world folder (level.dat, region/, optionally DIM-1/region and DIM1/region). Throws WorldSaveError for a
 * missing or unreadable level.dat or an unsupported version; chunks and regions that cannot be read are listed in
 * `problems` and the rest is still scanned.
 */
export async function scanWorld(dir: string, options: ScanOptions = {}): Promise<WorldScan> {
  const started = performance.now();
  const world = await readLevelDat(await readLevelDatFile(dir), 'level.dat');
  const jobs = await listRegionFiles(dir);
  const sizes = await Promise.all(jobs.map(async (job) => (await stat(job.path)).size));
  const regionBytes = sizes.reduce((sum, size) => sum + size, 0);
  const auto = regionBytes >= AUTO_WORKERS_MIN_BYTES ? availableParallelism() : 0;
  const workers = Math.max(0, Math.min(options.workers ?? auto, jobs.length));

  let read = 0;
  options.onProgress?.(0, jobs.length);
  const { results, workerThreads } = await runJobs(jobs, workers, () => {
    read++;
    options.onProgress?.(read, jobs.length);
  });

  const villagers: SaveVillager[] = [];
  const problems: ChunkProblem[] = [];
  const modded = new Map<string, number>();
  for (const result of results) {
    villagers.push(...result.villagers);
    problems.push(...result.problems.sort((a, b) => a.z - b.z || a.x - b.x));
    for (const [id, count] of result.modded) modded.set(id, (modded.get(id) ?? 0) + count);
  }
  return {
    world,
    villagers,
    moddedVillagers: [...modded]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    problems,
    regions: jobs.length,
    regionBytes,
    seconds: (performance.now() - started) / 1000,
    workerThreads,
  };
}

async function readLevelDatFile(dir: string): Promise<Uint8Array> {
  try {
    return await readFile(join(dir, 'level.dat'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
      throw new WorldSaveError('no_level_dat', 'The world folder holds no level.dat.');
    }
    throw error;
  }
}

/** The region files r.X.Z.mca of every dimension, in dimension then region order; other files are ignored. */
export async function listRegionFiles(dir: string): Promise<RegionJob[]> {
  const jobs: RegionJob[] = [];
  for (const [dimension, folder] of DIMENSION_FOLDERS) {
    let names: string[];
    try {
      names = await readdir(join(dir, folder));
    } catch {
      continue;
    }
    const found: RegionJob[] = [];
    for (const file of names) {
      const match = REGION_FILE_PATTERN.exec(file);
      if (!match) continue;
      const path = join(dir, folder, file);
      if (!(await stat(path)).isFile()) continue;
      found.push({ path, file, dimension, regionX: Number(match[1]), regionZ: Number(match[2]) });
    }
    found.sort((a, b) => a.regionX - b.regionX || a.regionZ - b.regionZ);
    jobs.push(...found);
  }
  return jobs;
}

/** Reads every job, on `workers` threads or inline; results in job order, and how many threads did some. */
async function runJobs(
  jobs: RegionJob[],
  workers: number,
  onDone: () => void,
): Promise<{ results: RegionResult[]; workerThreads: number }> {
  const results: RegionResult[] = new Array(jobs.length);
  const retry: number[] = [];
  let cursor = 0;
  const next = (): number | undefined => retry.shift() ?? (cursor < jobs.length ? cursor++ : undefined);
  const finish = (index: number, result: RegionResult) => {
    results[index] = result;
    onDone();
  };

  const lanes: Promise<number>[] = [];
  for (let i = 0; i < workers; i++) {
    let worker: Worker | undefined;
    try {
      worker = startRegionWorker();
    } catch {
      worker = undefined;
    }
    if (!worker) break;
    lanes.push(workerLane(worker, jobs, next, finish, retry));
  }
  const workerThreads = (await Promise.all(lanes)).filter((done) => done > 0).length;
  // No worker (none asked for, none could start, or every one died): the rest on this thread.
  for (let index = next(); index !== undefined; index = next()) {
    finish(index, scanRegionFile(jobs[index]));
    await nextTurn();
  }
  return { results, workerThreads };
}

/**
 * Feeds jobs to one worker until none are left; a job the worker dies on goes back to `retry`. Resolves with the
 * number of jobs the worker finished.
 */
function workerLane(
  worker: Worker,
  jobs: RegionJob[],
  next: () => number | undefined,
  finish: (index: number, result: RegionResult) => void,
  retry: number[],
): Promise<number> {
  return new Promise((resolve) => {
    let current: number | undefined;
    let done = 0;
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      worker.removeAllListeners();
      worker.on('error', () => {});
      void worker.terminate();
      resolve(done);
    };
    const send = () => {
      current = next();
      if (current === undefined) end();
      else worker.postMessage({ id: current, job: jobs[current] } satisfies RegionRequest);
    };
    const fail = () => {
      if (current !== undefined) retry.push(current);
      current = undefined;
      end();
    };
    worker.on('message', (reply: RegionReply) => {
      if ('ready' in reply || reply.id !== current) return;
      if ('result' in reply) {
        done++;
        finish(current, reply.result);
      } else retry.push(current);
      if ('error' in reply) {
        // The job threw on the worker: read it inline (the same code) and let it surface there, if it does.
        current = undefined;
        end();
        return;
      }
      send();
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    send();
  });
}
