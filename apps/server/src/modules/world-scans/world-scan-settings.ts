import { DEFAULT_PLACEMENT_SETTINGS, type PlacementSettings } from '@tradehall/domain';
import { DEFAULT_SCAN_LIMITS, type ScanLimits } from '@tradehall/world-save';

/** The limits and placement distances of world-save imports; environment variables, defaults in the README. */
export interface WorldScanSettings {
  /** WORLD_SCAN_MAX_UPLOAD_BYTES: the largest ZIP accepted (default 1 GiB). */
  maxUploadBytes: number;
  /** WORLD_SCAN_MAX_ENTRIES: the most entries (files and folders) the ZIP may hold (default 20,000). */
  maxEntries: number;
  /** WORLD_SCAN_MAX_UNPACKED_BYTES: the most the entries read may unpack to, in all (default 4 GiB). */
  maxUnpackedBytes: number;
  /** WORLD_SCAN_MAX_INFLATED_BYTES: the most a scan's chunks may inflate to, however large the world (64 GiB). */
  maxInflatedBytes: number;
  /** WORLD_SCAN_TIME_LIMIT: seconds a scan may take (default 600). */
  timeLimitSeconds: number;
  /** WORLD_SCAN_CONCURRENCY: scans at once on this server copy (default 2; one per user whatever it is). */
  concurrency: number;
  /** WORLD_SCAN_WORKER_HEAP_MB: heap of each scan worker thread (default 96). */
  workerHeapMb: number;
  placement: PlacementSettings;
}

export const WORLD_SCAN_DEFAULTS = {
  maxUploadBytes: 1024 * 1024 * 1024,
  maxEntries: 20_000,
  maxUnpackedBytes: 4 * 1024 * 1024 * 1024,
  maxInflatedBytes: DEFAULT_SCAN_LIMITS.maxInflatedBytes,
  timeLimitSeconds: DEFAULT_SCAN_LIMITS.timeLimitMs / 1000,
  concurrency: 2,
  workerHeapMb: DEFAULT_SCAN_LIMITS.workerHeapMb,
} as const;

/** A positive number from the environment, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

/** Read on every scan, so a changed setting needs no restart (and tests can set small limits). */
export function worldScanSettings(env: NodeJS.ProcessEnv = process.env): WorldScanSettings {
  return {
    maxUploadBytes: Math.floor(positive(env.WORLD_SCAN_MAX_UPLOAD_BYTES, WORLD_SCAN_DEFAULTS.maxUploadBytes)),
    maxEntries: Math.floor(positive(env.WORLD_SCAN_MAX_ENTRIES, WORLD_SCAN_DEFAULTS.maxEntries)),
    maxUnpackedBytes: Math.floor(
      positive(env.WORLD_SCAN_MAX_UNPACKED_BYTES, WORLD_SCAN_DEFAULTS.maxUnpackedBytes),
    ),
    maxInflatedBytes: Math.floor(
      positive(env.WORLD_SCAN_MAX_INFLATED_BYTES, WORLD_SCAN_DEFAULTS.maxInflatedBytes),
    ),
    timeLimitSeconds: positive(env.WORLD_SCAN_TIME_LIMIT, WORLD_SCAN_DEFAULTS.timeLimitSeconds),
    concurrency: Math.max(
      1,
      Math.floor(positive(env.WORLD_SCAN_CONCURRENCY, WORLD_SCAN_DEFAULTS.concurrency)),
    ),
    workerHeapMb: Math.floor(positive(env.WORLD_SCAN_WORKER_HEAP_MB, WORLD_SCAN_DEFAULTS.workerHeapMb)),
    placement: {
      townRadius: positive(env.WORLD_SCAN_TOWN_DISTANCE, DEFAULT_PLACEMENT_SETTINGS.townRadius),
      locationRadius: positive(env.WORLD_SCAN_LOCATION_DISTANCE, DEFAULT_PLACEMENT_SETTINGS.locationRadius),
    },
  };
}

/** A limit in words: '1,024 MB', or '1,000 bytes' below a megabyte. */
export function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 1) return `${bytes.toLocaleString('en')} bytes`;
  return `${(Math.round(megabytes * 10) / 10).toLocaleString('en')} MB`;
}

/** The reader's budgets under these settings. */
export function scanLimits(settings: WorldScanSettings): Partial<ScanLimits> {
  return {
    maxInflatedBytes: settings.maxInflatedBytes,
    timeLimitMs: settings.timeLimitSeconds * 1000,
    workerHeapMb: settings.workerHeapMb,
  };
}
