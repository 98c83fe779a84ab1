// The server's scan of a world folder beyond what scan.test.ts reads from its worlds: which folders and files it
// takes, level.dat's refusals, how many workers it starts, its progress and time limit on any thread count, and
// how it assembles the regions' findings (assembleScan, the browser's report shares it).
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_DAT_MAX_BYTES } from './level-dat';
import type { RegionResult } from './region-core';
import { assembleScan, DIMENSION_FOLDERS, listRegionFiles, scanWorld } from './scan';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  villagerEntity,
  writeWorld,
} from './testing';
import type { ChunkProblem, SaveVillager, WorldInfo, WorldState } from './types';
import { ScanLimitError, WorldSaveError } from './types';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scan-world-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const uuid = (n: number) => `00000000-0000-4000-d000-${String(n).padStart(12, '0')}`;

/** A region file with one chunk at (32 regionX, 0) holding villager n. */
const regionOf = (regionX: number, n: number) =>
  assembleRegion([
    {
      x: 0,
      z: 0,
      payload: compressChunk(
        buildChunkNbt(regionX * 32, 0, [
          villagerEntity({
            uuid: uuid(n),
            x: regionX * 512 + 1,
            y: 64,
            z: 1,
            profession: 1,
            career: 1,
            offers: [],
          }),
        ]),
      ),
    },
  ]);

/** A world of `count` overworld region files, r.0.0.mca to r.{count-1}.0.mca, each with one villager. */
async function worldOf(name: string, count: number): Promise<string> {
  const target = join(dir, name);
  await writeWorld(target, {
    levelDat: await buildLevelDat({ levelName: name }),
    regions: Array.from({ length: count }, (_, i) => ({
      dimension: 'overworld' as const,
      file: `r.${i}.0.mca`,
      bytes: regionOf(i, i),
    })),
  });
  return target;
}

describe('listRegionFiles', () => {
  it('takes r.X.Z.mca files of the three dimension folders, in dimension then X then Z order', async () => {
    const target = join(dir, 'listed');
    const bytes = new Uint8Array(0);
    await writeWorld(target, {
      levelDat: new Uint8Array(0),
      regions: [
        ...[
          'r.1.0.mca',
          'r.-1.5.mca',
          'r.0.2.mca',
          'r.0.-3.mca',
          'r.10.0.mca',
          'r.2.0.mca',
          'r.-10.0.mca',
        ].map((file) => ({
          dimension: 'overworld' as const,
          file,
          bytes,
        })),
        { dimension: 'end', file: 'r.0.0.mca', bytes },
        { dimension: 'nether', file: 'r.2.2.mca', bytes },
        { dimension: 'nether', file: 'r.-2.2.mca', bytes },
      ],
    });
    for (const other of ['r.0.0.mca.bak', 'r.a.0.mca', 'region.mca', 'r.0.0.mcr']) {
      await writeFile(join(target, 'region', other), bytes);
    }
    await mkdir(join(target, 'region', 'r.7.7.mca'));
    await writeFile(join(target, 'r.3.3.mca'), bytes);
    const listed = await listRegionFiles(target);
    expect(
      listed.map(({ dimension, file, regionX, regionZ }) => [dimension, file, regionX, regionZ]),
    ).toEqual([
      ['overworld', 'r.-10.0.mca', -10, 0],
      ['overworld', 'r.-1.5.mca', -1, 5],
      ['overworld', 'r.0.-3.mca', 0, -3],
      ['overworld', 'r.0.2.mca', 0, 2],
      ['overworld', 'r.1.0.mca', 1, 0],
      ['overworld', 'r.2.0.mca', 2, 0],
      ['overworld', 'r.10.0.mca', 10, 0],
      ['nether', 'r.-2.2.mca', -2, 2],
      ['nether', 'r.2.2.mca', 2, 2],
      ['end', 'r.0.0.mca', 0, 0],
    ]);
    expect(listed[7]!.path).toBe(join(target, 'DIM-1', 'region', 'r.-2.2.mca'));
    expect(listed[9]!.path).toBe(join(target, 'DIM1', 'region', 'r.0.0.mca'));
  });

  it('lists nothing of a folder without region folders', async () => {
    const target = join(dir, 'bare');
    await mkdir(target);
    expect(await listRegionFiles(target)).toEqual([]);
  });

  it('names the three dimensions with their folders', () => {
    expect(DIMENSION_FOLDERS).toEqual([
      ['overworld', 'region'],
      ['nether', join('DIM-1', 'region')],
      ['end', join('DIM1', 'region')],
    ]);
  });
});

describe("scanWorld's level.dat", () => {
  const refusal = async (target: string, options: Parameters<typeof scanWorld>[1] = {}) =>
    scanWorld(target, { workers: 0, ...options }).then(
      () => undefined,
      (error: unknown) => error,
    );

  it.each([
    { name: 'a folder that is not there', make: async (_target: string) => {}, path: 'missing' },
    {
      name: 'a folder that is a file',
      make: async (target: string) => writeFile(target, 'not a folder'),
      path: 'a-file',
    },
    {
      name: 'a level.dat that is a folder',
      make: async (target: string) => mkdir(join(target, 'level.dat'), { recursive: true }),
      path: 'level-dat-folder',
    },
  ])('is missing in $name', async ({ make, path }) => {
    const target = join(dir, path);
    await make(target);
    const error = await refusal(target);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code: 'no_level_dat', message: 'The world folder holds no level.dat.' });
  });

  it('passes on other errors of the file system', async () => {
    const target = join(dir, 'loop');
    await mkdir(target);
    await symlink(join(target, 'level.dat'), join(target, 'level.dat'));
    const error = await refusal(target);
    expect(error).not.toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code: 'ELOOP' });
  });

  it.each([
    { bytes: LEVEL_DAT_MAX_BYTES + 1, message: 'level.dat is larger than 64 MB: it is no level.dat.' },
    {
      bytes: LEVEL_DAT_MAX_BYTES,
      message: 'level.dat is not a Minecraft level.dat (it cannot be read as NBT).',
    },
  ])(
    'of $bytes bytes is refused as "$message"',
    async ({ bytes, message }) => {
      const target = join(dir, `large-${bytes}`);
      await mkdir(target);
      await writeFile(join(target, 'level.dat'), '');
      await truncate(join(target, 'level.dat'), bytes);
      const error = await refusal(target);
      expect(error).toBeInstanceOf(WorldSaveError);
      expect(error).toMatchObject({
        code: 'bad_level_dat',
        message: expect.stringContaining(message.slice(0, -1)),
      });
    },
    30_000,
  );

  it.each([
    { options: {}, name: 'level.dat' },
    { options: { levelDatName: 'MyWorld/level.dat' }, name: 'MyWorld/level.dat' },
  ])(
    'is named $name in its refusals',
    async ({ options, name }) => {
      const target = join(dir, `bad-${name.length}`);
      await writeWorld(target, { levelDat: new Uint8Array([10, 0, 0, 1]), regions: [] });
      for (const workers of [0, 1]) {
        const error = await refusal(target, { ...options, workers });
        expect(error).toBeInstanceOf(WorldSaveError);
        expect((error as Error).message).toMatch(
          new RegExp(`^${name.replace('.', '\\.')} is not a Minecraft level\\.dat`),
        );
      }
    },
    30_000,
  );
});

describe('scanWorld on worker threads', () => {
  it.each([
    { name: 'none asked', workers: 0, regions: 3, threads: 0 },
    { name: 'fewer than asked', workers: -2, regions: 3, threads: 0 },
    { name: 'one per region file at most', workers: 3, regions: 2, threads: 2 },
    { name: 'one for a world of no region files', workers: 3, regions: 0, threads: 1 },
    { name: 'one by default for a small world', workers: undefined, regions: 3, threads: 1 },
  ])(
    'starts $name',
    async ({ name, workers, regions, threads }) => {
      const progress: [number, number][] = [];
      const target = await worldOf(`threads-${name.replace(/\W+/g, '-')}`, regions);
      const started = performance.now();
      const scan = await scanWorld(target, {
        ...(workers === undefined ? {} : { workers }),
        onProgress: (read, total) => progress.push([read, total]),
      });
      const seconds = (performance.now() - started) / 1000;
      expect(scan.workerThreads).toBe(threads);
      expect(scan.seconds).toBeGreaterThan(0);
      expect(scan.seconds).toBeLessThanOrEqual(seconds);
      expect(scan.villagers.map((v) => v.uuid)).toEqual(Array.from({ length: regions }, (_, i) => uuid(i)));
      expect(progress).toEqual(Array.from({ length: regions + 1 }, (_, read) => [read, regions]));
    },
    60_000,
  );

  it.each([
    { name: 'one under 16 MiB of region files', bytes: 16 * 1024 * 1024 - 4, threads: 1 },
    {
      name: 'one per core (at most 4) from 16 MiB',
      bytes: 16 * 1024 * 1024,
      threads: Math.min(availableParallelism(), 4),
    },
  ])(
    'starts $name',
    async ({ name, bytes, threads }) => {
      const target = await worldOf(`auto-${name.length}`, 0);
      for (let i = 0; i < 4; i++) {
        const path = join(target, 'region', `r.${i}.5.mca`);
        await mkdir(join(target, 'region'), { recursive: true });
        await writeFile(path, '');
        await truncate(path, bytes / 4);
      }
      const scan = await scanWorld(target);
      expect(scan).toMatchObject({ regions: 4, regionBytes: bytes, workerThreads: threads, chunks: 0 });
    },
    60_000,
  );

  it.each([0, 1])(
    'leaves no timer behind on %i workers',
    async (workers) => {
      const target = await worldOf(`left-${workers}`, 2);
      const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
      const before = timers();
      await scanWorld(target, { workers });
      expect(timers()).toBeLessThanOrEqual(before);
    },
    30_000,
  );

  it('rescans a world that gained a region file', async () => {
    const target = await worldOf('grown', 1);
    const first = await scanWorld(target, { workers: 0 });
    await writeFile(join(target, 'region', 'r.1.0.mca'), regionOf(1, 1));
    const again = await scanWorld(target, { workers: 0, previous: first.state });
    expect(again).toMatchObject({ rescan: true, chunks: 2, changedChunks: 1 });
    expect(again.villagers.map((v) => v.uuid)).toEqual([uuid(0), uuid(1)]);
  });

  it.each([0, 1, 2])(
    'stops at its time limit on %i workers',
    async (workers) => {
      // 256 region files: read on the calling thread, 4 took under the 1 ms limit once on a quiet machine.
      const target = await worldOf(`slow-${workers}`, 256);
      const error = await scanWorld(target, { workers, limits: { timeLimitMs: 1 } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ScanLimitError);
      expect(error).toMatchObject({ code: 'time' });
    },
    30_000,
  );
});

const WORLD: WorldInfo = {
  levelName: 'Assembled',
  versionName: '1.12.2',
  dataVersion: 1343,
  seed: '7',
  enchantmentIds: new Map(),
  enchantmentIdSource: 'vanilla',
};

const villager = (n: number, chunkX: number, region: string): SaveVillager => ({
  uuid: uuid(n),
  dimension: 'overworld',
  x: chunkX * 16,
  y: 64,
  z: 0,
  profession: 1,
  professionName: null,
  career: 1,
  careerLevel: 1,
  customName: null,
  child: false,
  offers: [],
  region,
  chunkX,
  chunkZ: 0,
});

const problem = (region: string, x: number, z: number): ChunkProblem => ({
  region,
  dimension: 'overworld',
  x,
  z,
  kind: 'truncated',
  reason: `Truncated at ${x}, ${z}.`,
});

const result = (over: Partial<RegionResult>): RegionResult => ({
  villagers: [],
  modded: [],
  problems: [],
  bytes: 0,
  chunks: 0,
  inflatedBytes: 0,
  villagerEntries: 0,
  peakHeapBytes: 0,
  timestamps: [],
  slots: 0,
  unchanged: [],
  moddedByChunk: [],
  ...over,
});

describe('assembleScan', () => {
  const FACTS = { regions: 2, regionBytes: 9000, seconds: 1.5, workerThreads: 3 };
  const A = 'r.0.0.mca';
  const B = 'r.1.0.mca';
  const read = [
    {
      dimension: 'overworld' as const,
      file: A,
      result: result({
        villagers: [villager(1, 0, A)],
        problems: [problem(A, 4, 1), problem(A, 9, 0), problem(A, 2, 1)],
        moddedByChunk: [
          [0, 'mod:b', 2],
          [1, 'mod:a', 1],
        ],
        peakHeapBytes: 500,
        slots: 5,
        unchanged: [3],
        timestamps: [1, 2],
      }),
    },
    {
      dimension: 'nether' as const,
      file: B,
      result: result({
        villagers: [villager(2, 32, B)],
        moddedByChunk: [[0, 'mod:b', 3]],
        peakHeapBytes: 700,
        slots: 2,
        unchanged: [],
      }),
    },
    {
      dimension: 'end' as const,
      file: A,
      result: result({ peakHeapBytes: 600, slots: 1, unchanged: [0] }),
    },
  ];

  it('gathers the regions: problems by z then x, modded traders summed by id, heap at its peak, chunks read', () => {
    const scan = assembleScan(WORLD, read, undefined, FACTS);
    expect(scan).toEqual({
      world: WORLD,
      villagers: [villager(1, 0, A), villager(2, 32, B)],
      moddedVillagers: [
        { id: 'mod:a', count: 1 },
        { id: 'mod:b', count: 5 },
      ],
      problems: [problem(A, 9, 0), problem(A, 2, 1), problem(A, 4, 1)],
      ...FACTS,
      peakWorkerHeapBytes: 700,
      chunks: 8,
      changedChunks: 6,
      rescan: false,
      state: {
        worldKey: '7|"Assembled"',
        regions: {
          'overworld/r.0.0.mca': {
            timestamps: [1, 2],
            villagers: [villager(1, 0, A)],
            problems: [problem(A, 4, 1), problem(A, 9, 0), problem(A, 2, 1)],
            modded: [
              [0, 'mod:b', 2],
              [1, 'mod:a', 1],
            ],
          },
          'nether/r.1.0.mca': {
            timestamps: [],
            villagers: [villager(2, 32, B)],
            problems: [],
            modded: [[0, 'mod:b', 3]],
          },
          'end/r.0.0.mca': { timestamps: [], villagers: [], problems: [], modded: [] },
        },
      },
    });
  });

  it('carries over what the previous scan found in the chunks not read, and says it is a rescan', () => {
    const previous: WorldState = {
      worldKey: '7|"Assembled"',
      regions: {
        'end/r.0.0.mca': {
          timestamps: [],
          villagers: [villager(3, 0, A), villager(4, 1, A)],
          problems: [problem(A, 0, 0)],
          modded: [
            [0, 'mod:c', 4],
            [1, 'mod:a', 9],
          ],
        },
      },
    };
    const scan = assembleScan(WORLD, read, previous, FACTS);
    expect(scan.rescan).toBe(true);
    expect(scan.villagers.map((v) => v.uuid)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(scan.problems).toEqual([problem(A, 9, 0), problem(A, 2, 1), problem(A, 4, 1), problem(A, 0, 0)]);
    expect(scan.moddedVillagers).toEqual([
      { id: 'mod:a', count: 1 },
      { id: 'mod:b', count: 5 },
      { id: 'mod:c', count: 4 },
    ]);
  });

  it('assembles a world of no regions', () => {
    expect(assembleScan(WORLD, [], undefined, FACTS)).toMatchObject({
      villagers: [],
      moddedVillagers: [],
      problems: [],
      peakWorkerHeapBytes: 0,
      chunks: 0,
      changedChunks: 0,
      rescan: false,
    });
  });
});
