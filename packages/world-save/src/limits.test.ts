// The scan's budgets as a whole (ScanBudget, the default caps, the time limit's error): each cap at, below and
// above its boundary, with the exact sentence the server answers.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCAN_LIMITS,
  DEFAULT_WORKER_HEAP_MB,
  ScanBudget,
  type ScanLimits,
  timeLimitError,
} from './limits';
import type { RegionResult } from './region-core';
import { ScanLimitError } from './types';

const limits = (over: Partial<ScanLimits> = {}): ScanLimits => ({
  inflatedPerRegionByte: 10,
  maxInflatedBytes: 1_000_000,
  maxVillagerEntries: 50,
  timeLimitMs: 1000,
  workerHeapMb: 8,
  ...over,
});

/** A region file's result as the budget sees it: what it inflated and how much villager data it held. */
const read = (inflatedBytes: number, villagerEntries = 0): RegionResult => ({
  villagers: [],
  modded: [],
  problems: [],
  bytes: 0,
  chunks: 0,
  inflatedBytes,
  villagerEntries,
  peakHeapBytes: 0,
  timestamps: [],
  slots: 0,
  unchanged: [],
  moddedByChunk: [],
});

const thrown = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('the default caps', () => {
  it('are 64 bytes per region byte up to 64 GiB, 200,000 entries, 10 minutes and 96 MB workers', () => {
    expect(DEFAULT_WORKER_HEAP_MB).toBe(96);
    expect(DEFAULT_SCAN_LIMITS).toEqual({
      inflatedPerRegionByte: 64,
      maxInflatedBytes: 68_719_476_736,
      maxVillagerEntries: 200_000,
      timeLimitMs: 600_000,
      workerHeapMb: 96,
    });
  });
});

describe('ScanBudget', () => {
  it.each([
    { name: 'per region byte, under the ceiling', over: {}, regionBytes: 1234, inflated: 12_340 },
    {
      name: 'the ceiling, under per region byte',
      over: { maxInflatedBytes: 5000 },
      regionBytes: 1234,
      inflated: 5000,
    },
    { name: 'both equal', over: { maxInflatedBytes: 12_340 }, regionBytes: 1234, inflated: 12_340 },
    { name: 'no region bytes', over: {}, regionBytes: 0, inflated: 0 },
  ])('gives the first file all of its budget: $name', ({ over, regionBytes, inflated }) => {
    expect(new ScanBudget(limits(over), regionBytes).left()).toEqual({
      inflatedBytes: inflated,
      villagerEntries: 50,
    });
  });

  it('gives each next file what is left after the files counted so far', () => {
    const budget = new ScanBudget(limits(), 1000);
    budget.count(read(3000, 7));
    expect(budget.left()).toEqual({ inflatedBytes: 7000, villagerEntries: 43 });
    budget.count(read(2500, 13));
    expect(budget.left()).toEqual({ inflatedBytes: 4500, villagerEntries: 30 });
    budget.count(read(0, 0));
    expect(budget.left()).toEqual({ inflatedBytes: 4500, villagerEntries: 30 });
  });

  const inflation = (budgetBytes: string) =>
    `its chunks inflate to more than a world of its size can (over ${budgetBytes} bytes).`;
  const entries = (count: string) =>
    `it holds more villagers and offers than a scan reads (over ${count} entries).`;

  it.each([
    { name: 'inflated bytes below the budget', results: [read(9999)], error: null },
    { name: 'inflated bytes at the budget', results: [read(10_000)], error: null },
    { name: 'inflated bytes at the budget over two files', results: [read(4000), read(6000)], error: null },
    {
      name: 'inflated bytes one over the budget',
      results: [read(10_001)],
      error: { code: 'inflated_bytes', message: inflation('10,000') },
    },
    {
      name: 'inflated bytes one over the budget in the second file',
      results: [read(4000), read(6001)],
      error: { code: 'inflated_bytes', message: inflation('10,000') },
    },
    { name: 'entries below the cap', results: [read(0, 49)], error: null },
    { name: 'entries at the cap', results: [read(0, 50)], error: null },
    { name: 'entries at the cap over two files', results: [read(0, 20), read(0, 30)], error: null },
    {
      name: 'entries one over the cap',
      results: [read(0, 51)],
      error: { code: 'villager_data', message: entries('50') },
    },
    {
      name: 'entries one over the cap in the second file',
      results: [read(0, 20), read(0, 31)],
      error: { code: 'villager_data', message: entries('50') },
    },
    {
      name: 'both over: the inflated bytes are said',
      results: [read(10_001, 51)],
      error: { code: 'inflated_bytes', message: inflation('10,000') },
    },
  ])('counts $name', ({ results, error }) => {
    const budget = new ScanBudget(limits(), 1000);
    const last = results.at(-1)!;
    for (const result of results.slice(0, -1)) budget.count(result);
    const failure = thrown(() => budget.count(last));
    if (error === null) expect(failure).toBeUndefined();
    else {
      expect(failure).toBeInstanceOf(ScanLimitError);
      expect(failure).toMatchObject(error);
    }
  });

  it('says large budgets with thousands separators', () => {
    const budget = new ScanBudget(
      limits({ maxInflatedBytes: 2 ** 40, maxVillagerEntries: 200_000 }),
      1_234_567,
    );
    expect(thrown(() => budget.count(read(12_345_671)))).toMatchObject({
      message: inflation('12,345,670'),
    });
    const other = new ScanBudget(limits({ maxVillagerEntries: 200_000 }), 1);
    expect(thrown(() => other.count(read(0, 200_001)))).toMatchObject({ message: entries('200,000') });
  });
});

describe('timeLimitError', () => {
  it.each([
    { timeLimitMs: 600_000, seconds: 600 },
    { timeLimitMs: 1499, seconds: 1 },
    { timeLimitMs: 1500, seconds: 2 },
    { timeLimitMs: 1, seconds: 0 },
  ])('says $timeLimitMs ms as $seconds s', ({ timeLimitMs, seconds }) => {
    const error = timeLimitError(limits({ timeLimitMs }));
    expect(error).toBeInstanceOf(ScanLimitError);
    expect(error).toMatchObject({
      code: 'time',
      message: `it takes longer than ${seconds} s to read, the most a scan may take.`,
    });
  });
});
