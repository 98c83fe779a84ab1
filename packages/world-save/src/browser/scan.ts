// The browser's scan of a world folder the player picked: level.dat, then the region files on Web Workers (one
// region file per worker at a time), under the same budgets as the server's scan, with progress per region file.
// Its result is the report the server previews (only what the preview needs leaves the machine). For a rescan,
// the server's state of the last scan says each chunk's save time then, and only chunks saved since are read.
import { DEFAULT_SCAN_LIMITS, ScanBudget, type ScanLimits, timeLimitError } from '../limits';
import type { RegionResult } from '../region-core';
import { regionsReport, type ScanReport } from '../report';
import { regionKey, worldKeyOf } from '../rescan';
import { decodeRuns } from '../runs';
import { type WorldInfo, WorldSaveError } from '../types';
import { BrowserScanPool, type ScanThread } from './pool';
import { answerError } from './protocol';
import type { ChunkInflater } from './region';
import type { WorldFiles } from './world-files';

/** The server's state of the last scan (GET /api/servers/{id}/world-scan-state). */
export interface PreviousScanState {
  world_key: string | null;
  regions: readonly { dimension: string; file: string; timestamps: readonly (readonly [number, number])[] }[];
}

export interface BrowserScanOptions {
  /** Workers to read on (the page: one per core, at most 4); 0 or no `startWorker` reads on this thread. */
  workers?: number;
  startWorker?: () => ScanThread;
  /** Told after level.dat and after each region file: (region files read, in all, the file just read). */
  onProgress?: (read: number, total: number, file?: string) => void;
  previous?: PreviousScanState;
  limits?: Partial<
    Pick<ScanLimits, 'inflatedPerRegionByte' | 'maxInflatedBytes' | 'maxVillagerEntries' | 'timeLimitMs'>
  >;
  signal?: AbortSignal;
  /** 'stream': every chunk through DecompressionStream (the benchmark compares it with the default, 'fast'). */
  inflater?: ChunkInflater;
}

export interface BrowserScan {
  world: WorldInfo;
  report: ScanReport;
  /** Chunk slots holding a chunk, and of those the chunks read (a rescan skips the unchanged). */
  chunks: number;
  changedChunks: number;
  regionBytes: number;
  /** Bytes of region files read from disk (a rescan reads headers only where nothing changed). */
  seconds: number;
  workers: number;
  rescan: boolean;
}

/** The most workers a browser scan starts. */
export const MAX_BROWSER_WORKERS = 4;

/**
 * Scans the picked world. Throws WorldSaveError (no or bad level.dat, another game version) and ScanLimitError
 * (over a budget, too long, a worker failed), as the server's scan does; unreadable chunks are in the report.
 */
export async function scanWorldFiles(
  files: WorldFiles,
  options: BrowserScanOptions = {},
): Promise<BrowserScan> {
  const started = performance.now();
  if (!files.levelDat) throw new WorldSaveError('no_level_dat', 'The world folder holds no level.dat.');
  const limits = { ...DEFAULT_SCAN_LIMITS, ...options.limits };
  const regionBytes = files.regions.reduce((sum, region) => sum + region.file.size, 0);
  const size = Math.max(
    0,
    Math.min(options.workers ?? 0, MAX_BROWSER_WORKERS, Math.max(1, files.regions.length)),
  );
  const pool = new BrowserScanPool(size, options.startWorker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopped = new Promise<never>((_, reject) => {
    const stop = (error: Error) => {
      reject(error);
      pool.close(error);
    };
    timer = setTimeout(() => stop(timeLimitError(limits)), limits.timeLimitMs);
    options.signal?.addEventListener('abort', () =>
      stop(new DOMException('The scan was cancelled.', 'AbortError')),
    );
  });
  stopped.catch(() => {});
  try {
    return await Promise.race([read(pool, files, limits, regionBytes, options, started), stopped]);
  } finally {
    clearTimeout(timer);
    pool.close();
  }
}

async function read(
  pool: BrowserScanPool,
  files: WorldFiles,
  limits: ScanLimits,
  regionBytes: number,
  options: BrowserScanOptions,
  started: number,
): Promise<BrowserScan> {
  const levelDat = files.levelDat!;
  const levelAnswer = await pool.run({ kind: 'level', file: levelDat.file, fileName: levelDat.path });
  const levelError = answerError(levelAnswer);
  if (levelError) throw levelError;
  if (!('level' in levelAnswer)) throw new Error('The scan worker answered level.dat with no world.');
  const world = levelAnswer.level;
  const previous = options.previous?.world_key === worldKeyOf(world) ? options.previous : undefined;
  const seenTimes = new Map(
    (previous?.regions ?? []).map((r) => [`${r.dimension}/${r.file}`, decodeRuns(r.timestamps)]),
  );

  const budgets = new ScanBudget(limits, regionBytes);
  const total = files.regions.length;
  const results: RegionResult[] = new Array(total);
  let done = 0;
  options.onProgress?.(0, total);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < total; i = next++) {
      const region = files.regions[i]!;
      const place = {
        file: region.name,
        dimension: region.dimension,
        regionX: region.regionX,
        regionZ: region.regionZ,
        budget: budgets.left(),
        seen: seenTimes.get(regionKey(region.dimension, region.name)),
      };
      const answer = await pool.run({ kind: 'region', file: region.file, place, inflater: options.inflater });
      const error = answerError(answer);
      if (error) throw error;
      if (!('region' in answer)) throw new Error(`The scan worker answered ${region.name} with no region.`);
      budgets.count(answer.region);
      results[i] = answer.region;
      done++;
      options.onProgress?.(done, total, region.name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.threads) }, lane));

  const seconds = (performance.now() - started) / 1000;
  const regions = files.regions.map((region, i) => ({
    dimension: region.dimension,
    file: region.name,
    result: results[i]!,
  }));
  const chunks = results.reduce((sum, r) => sum + r.slots, 0);
  const unchanged = results.reduce((sum, r) => sum + r.unchanged.length, 0);
  return {
    world,
    report: regionsReport(world, regions, Math.round(seconds * 1000) / 1000),
    chunks,
    changedChunks: chunks - unchanged,
    regionBytes,
    seconds,
    workers: pool.threads,
    rescan: previous !== undefined,
  };
}
