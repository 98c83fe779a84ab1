export { DEFAULT_SCAN_LIMITS, type ScanLimits } from './limits';

// scanWorld: level.dat, then every region file of the three dimensions, read on worker threads with their own
// heap limits (one region file per worker at a time, so memory stays flat whatever the world's size), under the
// scan's budgets: what its chunks may inflate to, how much villager data it may hold, and how long it may take.
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LEVEL_DAT_MAX_BYTES } from './level-dat';
import { DEFAULT_SCAN_LIMITS, ScanBudget, type ScanLimits, timeLimitError } from './limits';
import { REGION_FILE_PATTERN, type RegionJob, type RegionResult } from './region';
import { carryOver, regionKey, type WorldState, worldKeyOf } from './rescan';
import { replyError, ScanPool } from './scan-pool';
import {
  type ChunkProblem,
  type Dimension,
  type SaveVillager,
  type WorldInfo,
  WorldSaveError,
  type WorldScan,
} from './types';

export interface ScanOptions {
  /** Told after each region file: (regions read, regions in all). Called with (0, total) first. */
  onProgress?: (read: number, total: number) => void;
  /**
   * Worker threads to read level.dat and the region files on. Default: one per core (at most 4) for worlds of
   * 16 MiB of region files or more, else one. 0 reads them on the calling thread (tests and benchmarks only:
   * nothing then bounds a hostile file's memory).
   */
  workers?: number;
  limits?: Partial<ScanLimits>;
  /** level.dat's name in messages (e.g. its path in an uploaded ZIP). */
  levelDatName?: string;
  /** The state of the last scan (WorldScan.state): when it is of this world, only chunks saved since are read. */
  previous?: WorldState;
}

/** Where each dimension keeps its region files, relative to the world folder. */
export const DIMENSION_FOLDERS: readonly (readonly [Dimension, string])[] = [
  ['overworld', 'region'],
  ['nether', join('DIM-1', 'region')],
  ['end', join('DIM1', 'region')],
];

const AUTO_WORKERS_MIN_BYTES = 16 * 1024 * 1024;
const MAX_AUTO_WORKERS = 4;

/**
 * Scans a world folder (level.dat, region/, optionally DIM-1/region and DIM1/region). Throws WorldSaveError for a
 * missing or unreadable level.dat or an unsupported version, and ScanLimitError when the world goes over a
 * budget or a worker dies; chunks and regions that cannot be read are listed in `problems` and the rest is still
 * scanned.
 */
export async function scanWorld(dir: string, options: ScanOptions = {}): Promise<WorldScan> {
  const started = performance.now();
  const limits = { ...DEFAULT_SCAN_LIMITS, ...options.limits };
  const levelDat = await readLevelDatFile(dir);
  const jobs = await listRegionFiles(dir);
  const sizes = await Promise.all(jobs.map(async (job) => (await stat(job.path)).size));
  const regionBytes = sizes.reduce((sum, size) => sum + size, 0);
  const auto = regionBytes >= AUTO_WORKERS_MIN_BYTES ? Math.min(availableParallelism(), MAX_AUTO_WORKERS) : 1;
  const workers = Math.max(0, Math.min(options.workers ?? auto, Math.max(1, jobs.length)));

  const pool = new ScanPool(workers, limits.workerHeapMb);
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = timeLimitError(limits);
      reject(error);
      void pool.close(error);
    }, limits.timeLimitMs);
  });
  timeUp.catch(() => {});
  try {
    const read = readWorld(pool, levelDat, jobs, {
      regionBytes,
      limits,
      onProgress: options.onProgress,
      levelDatName: options.levelDatName ?? 'level.dat',
      previous: options.previous,
    });
    const { world, results, previous } = await Promise.race([read, timeUp]);
    const regions = jobs.map((job, i) => ({ dimension: job.dimension, file: job.file, result: results[i]! }));
    return assembleScan(world, regions, previous, {
      regions: jobs.length,
      regionBytes,
      seconds: (performance.now() - started) / 1000,
      workerThreads: pool.threads,
    });
  } finally {
    clearTimeout(timer);
    await pool.close();
  }
}

interface ReadContext {
  levelDatName: string;
  previous?: WorldState;
  regionBytes: number;
  limits: ScanLimits;
  onProgress?: (read: number, total: number) => void;
}

/** level.dat, then the region files (in parallel on the pool), each sent what is left of the budgets. */
async function readWorld(pool: ScanPool, levelDat: Uint8Array, jobs: RegionJob[], context: ReadContext) {
  const { limits, onProgress } = context;
  const levelReply = await pool.run({ kind: 'level', bytes: levelDat, fileName: context.levelDatName });
  const levelError = replyError(levelReply);
  if (levelError) throw levelError;
  if (!('level' in levelReply)) throw new Error('The scan worker answered level.dat with no world.');
  const world = levelReply.level;
  const previous = context.previous?.worldKey === worldKeyOf(world) ? context.previous : undefined;

  const budgets = new ScanBudget(limits, context.regionBytes);
  let done = 0;
  const readRegion = async (job: RegionJob): Promise<RegionResult> => {
    const budget = budgets.left();
    const seen = previous?.regions[regionKey(job.dimension, job.file)]?.timestamps;
    const reply = await pool.run({ kind: 'region', region: { ...job, budget, seen } });
    const error = replyError(reply);
    if (error) throw error;
    if (!('region' in reply)) throw new Error(`The scan worker answered ${job.file} with no region.`);
    budgets.count(reply.region);
    done++;
    onProgress?.(done, jobs.length);
    if (pool.threads === 0) await nextTurn();
    return reply.region;
  };
  onProgress?.(0, jobs.length);
  const results: RegionResult[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < jobs.length; i = next++) results[i] = await readRegion(jobs[i]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.threads) }, lane));
  return { world, results, previous };
}

/** A region file's findings, where it is. */
export interface RegionFindings {
  dimension: Dimension;
  file: string;
  result: RegionResult;
}

/**
 * The scan of a world from its regions' findings (read here or in a browser), with what `previous` found in
 * the chunks they did not read.
 */
export function assembleScan(
  world: WorldInfo,
  regions: readonly RegionFindings[],
  previous: WorldState | undefined,
  facts: Pick<WorldScan, 'regions' | 'regionBytes' | 'seconds' | 'workerThreads'>,
): WorldScan {
  const villagers: SaveVillager[] = [];
  const problems: ChunkProblem[] = [];
  const modded = new Map<string, number>();
  const state: WorldState = { worldKey: worldKeyOf(world), regions: {} };
  let peakWorkerHeapBytes = 0;
  let chunks = 0;
  let unchanged = 0;
  for (const { dimension, file, result } of regions) {
    const key = regionKey(dimension, file);
    const region = carryOver(result, previous?.regions[key]);
    state.regions[key] = region;
    villagers.push(...region.villagers);
    problems.push(...[...region.problems].sort((a, b) => a.z - b.z || a.x - b.x));
    for (const [, id, count] of region.modded) modded.set(id, (modded.get(id) ?? 0) + count);
    peakWorkerHeapBytes = Math.max(peakWorkerHeapBytes, result.peakHeapBytes);
    chunks += result.slots;
    unchanged += result.unchanged.length;
  }
  return {
    world,
    villagers,
    moddedVillagers: [...modded]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    problems,
    ...facts,
    peakWorkerHeapBytes,
    chunks,
    changedChunks: chunks - unchanged,
    rescan: previous !== undefined,
    state,
  };
}

async function readLevelDatFile(dir: string): Promise<Uint8Array> {
  const path = join(dir, 'level.dat');
  try {
    if ((await stat(path)).size > LEVEL_DAT_MAX_BYTES) {
      throw new WorldSaveError(
        'bad_level_dat',
        `level.dat is larger than ${LEVEL_DAT_MAX_BYTES / 1024 / 1024} MB: it is no level.dat.`,
      );
    }
    return await readFile(path);
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
