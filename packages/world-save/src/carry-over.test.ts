// The pure parts of rescans (rescan.ts, runs.ts), table-driven, without building worlds.
import { describe, expect, it } from 'vitest';
import type { RegionResult } from './region';
import { carryOver, chunkIndex, regionKey, worldKeyOf } from './rescan';
import { decodeRuns, encodeRuns } from './runs';
import type { ChunkProblem, RegionState, SaveVillager, WorldInfo } from './types';

describe('chunkIndex', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [31, 0, 31],
    [0, 1, 32],
    [31, 31, 1023],
    [32, 0, 0],
    [-1, 0, 31],
    [-1, -1, 1023],
    [-32, -33, 31 * 32],
    [65, 2, 1 + 64],
  ])('chunk (%i, %i) sits in slot %i of its region', (x, z, index) => {
    expect(chunkIndex(x, z)).toBe(index);
  });
});

describe('keys', () => {
  const world = (levelName: string, seed: string | null): WorldInfo => ({
    levelName,
    seed,
    versionName: null,
    dataVersion: null,
    enchantmentIds: new Map(),
    enchantmentIdSource: 'vanilla',
  });

  it('names a region by dimension and file', () => {
    expect(regionKey('nether', 'r.-1.2.mca')).toBe('nether/r.-1.2.mca');
  });

  it.each([
    ['New World', '42', '42|"New World"'],
    ['New World', null, '|"New World"'],
    ['a\u0000b', '-7', '-7|"a\\u0000b"'],
    ['', '1', '1|""'],
    ['x|y', '1', '1|"x|y"'],
  ])('keys the world %j with seed %s as %s', (name, seed, key) => {
    expect(worldKeyOf(world(name, seed))).toBe(key);
  });

  it('tells apart worlds that differ only in seed or name', () => {
    expect(worldKeyOf(world('A', '1'))).not.toBe(worldKeyOf(world('A', '2')));
    expect(worldKeyOf(world('A', '1'))).not.toBe(worldKeyOf(world('B', '1')));
  });
});

describe('carryOver', () => {
  const villager = (uuid: string, chunkX: number, chunkZ: number): SaveVillager => ({
    uuid,
    dimension: 'overworld',
    x: chunkX * 16,
    y: 64,
    z: chunkZ * 16,
    profession: 1,
    professionName: null,
    career: 1,
    careerLevel: null,
    customName: null,
    child: false,
    offers: [],
    region: 'r.0.0.mca',
    chunkX,
    chunkZ,
  });
  const problem = (x: number, z: number): ChunkProblem => ({
    region: 'r.0.0.mca',
    dimension: 'overworld',
    x,
    z,
    kind: 'bad_nbt',
    reason: 'Bad NBT: test',
  });
  const result = (extra: Partial<RegionResult>): RegionResult => ({
    villagers: [],
    modded: [],
    problems: [],
    bytes: 0,
    chunks: 0,
    inflatedBytes: 0,
    villagerEntries: 0,
    peakHeapBytes: 0,
    timestamps: [5, 6],
    slots: 0,
    unchanged: [],
    moddedByChunk: [],
    ...extra,
  });
  const before: RegionState = {
    timestamps: [1, 2],
    // chunk (1, 0) is slot 1, (2, 0) slot 2, (0, 1) slot 32; absolute coordinates in the next region too
    villagers: [villager('a', 1, 0), villager('b', 2, 0), villager('c', 0, 1), villager('d', 33, 32)],
    problems: [problem(1, 0), problem(2, 0), problem(32, 1)],
    modded: [
      [1, 'mca:villager', 2],
      [2, 'mca:villager', 1],
      [32, 'other', 4],
    ],
  };

  it('keeps what the last scan found in the unchanged chunks, after what was read now', () => {
    const now = result({
      villagers: [villager('new', 2, 0)],
      problems: [problem(3, 0)],
      moddedByChunk: [[3, 'x', 1]],
      unchanged: [1, 32, 33],
    });
    expect(carryOver(now, before)).toEqual({
      timestamps: [5, 6],
      villagers: [villager('new', 2, 0), villager('a', 1, 0), villager('c', 0, 1), villager('d', 33, 32)],
      problems: [problem(3, 0), problem(1, 0), problem(32, 1)],
      modded: [
        [3, 'x', 1],
        [1, 'mca:villager', 2],
        [32, 'other', 4],
      ],
    });
  });

  it('keeps nothing of the last scan when every chunk was read, or when there was none', () => {
    const now = result({
      villagers: [villager('n', 0, 0)],
      problems: [problem(0, 0)],
      moddedByChunk: [[0, 'm', 1]],
    });
    const expected = {
      timestamps: [5, 6],
      villagers: [villager('n', 0, 0)],
      problems: [problem(0, 0)],
      modded: [[0, 'm', 1]],
    };
    expect(carryOver(now, before)).toEqual(expected);
    expect(carryOver({ ...now, unchanged: [1, 2, 32] }, undefined)).toEqual(expected);
  });
});

describe('encodeRuns and decodeRuns', () => {
  it.each<[number[], [number, number][]]>([
    [[], []],
    [[0], [[0, 1]]],
    [
      [0, 0, 0, 7, 7, 0],
      [
        [0, 3],
        [7, 2],
        [0, 1],
      ],
    ],
    [
      [1, 2, 3],
      [
        [1, 1],
        [2, 1],
        [3, 1],
      ],
    ],
  ])('encodes %j as %j and back', (times, runs) => {
    expect(encodeRuns(times)).toEqual(runs);
    expect(decodeRuns(runs)).toEqual(times);
  });

  it('round-trips a region of 1,024 times', () => {
    const times = Array.from({ length: 1024 }, (_, i) =>
      i % 100 < 60 ? 0 : 1_600_000_000 + Math.floor(i / 7),
    );
    const runs = encodeRuns(times);
    expect(runs.length).toBeLessThan(times.length);
    expect(decodeRuns(runs)).toEqual(times);
  });
});
