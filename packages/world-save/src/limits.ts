// A scan's budgets as a whole, the same in every host: what its chunks may inflate to, how much villager data it
// may hold, how long it may take. Each region file is sent what is left, and its result is counted against them.
import type { RegionBudget, RegionResult } from './region-core';
import { ScanLimitError } from './types';

/** Heap of one scan worker thread (the server's host): a real region file needs about 40 MB. */
export const DEFAULT_WORKER_HEAP_MB = 96;

/** A scan's budgets as a whole; over any, the scan throws ScanLimitError and the world is not read. */
export interface ScanLimits {
  /**
   * Bytes the chunks may inflate to per byte of region file. A 1.12 chunk inflates to at most about 170 KB and
   * takes at least one 4 KiB sector (about 40 times); real worlds inflate 5 to 25 times.
   */
  inflatedPerRegionByte: number;
  /** The ceiling of that, whatever the world's size. */
  maxInflatedBytes: number;
  /** Villager data a scan reads: villagers, their offers and the offers' enchantments, counted one each. */
  maxVillagerEntries: number;
  /** How long a scan may take, in milliseconds. */
  timeLimitMs: number;
  /** Heap of each worker thread, in MB (the server's host; a browser gives its workers no such limit). */
  workerHeapMb: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = {
  inflatedPerRegionByte: 64,
  maxInflatedBytes: 64 * 1024 ** 3,
  maxVillagerEntries: 200_000,
  timeLimitMs: 10 * 60 * 1000,
  workerHeapMb: DEFAULT_WORKER_HEAP_MB,
};

/** What is left of a scan's budgets while its region files are read (in any order, several at a time). */
export class ScanBudget {
  private readonly inflatedBudget: number;
  private inflated = 0;
  private entries = 0;

  constructor(
    private readonly limits: ScanLimits,
    regionBytes: number,
  ) {
    this.inflatedBudget = Math.min(limits.maxInflatedBytes, limits.inflatedPerRegionByte * regionBytes);
  }

  /** What the next region file may use: what is left now, so no file can take more than the world has left. */
  left(): RegionBudget {
    return {
      inflatedBytes: this.inflatedBudget - this.inflated,
      villagerEntries: this.limits.maxVillagerEntries - this.entries,
    };
  }

  /** Counts a region file's result; throws ScanLimitError when the world goes over. */
  count(result: RegionResult): void {
    this.inflated += result.inflatedBytes;
    this.entries += result.villagerEntries;
    if (this.inflated > this.inflatedBudget) {
      throw new ScanLimitError(
        'inflated_bytes',
        `its chunks inflate to more than a world of its size can (over ${this.inflatedBudget.toLocaleString('en')} bytes).`,
      );
    }
    if (this.entries > this.limits.maxVillagerEntries) {
      throw new ScanLimitError(
        'villager_data',
        `it holds more villagers and offers than a scan reads (over ${this.limits.maxVillagerEntries.toLocaleString('en')} entries).`,
      );
    }
  }
}

/** The error a scan that took too long ends with. */
export function timeLimitError(limits: ScanLimits): ScanLimitError {
  const seconds = Math.round(limits.timeLimitMs / 1000);
  return new ScanLimitError('time', `it takes longer than ${seconds} s to read, the most a scan may take.`);
}
