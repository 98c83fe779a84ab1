// Hostile files against the reader: each is refused or reported within its budget, quickly, and what the
// bytes do not justify is never allocated. (The server's tests send the same shapes over HTTP.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanLimitError, scanWorld, WorldSaveError, type WorldScan } from './index';
import { MAX_CHUNK_ENTITIES, MAX_DECODED_VALUES, readChunk } from './nbt-reader';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  deepNestingChunk,
  inflatingChunk,
  intArrayChunk,
  listBombChunk,
  listBombLevelDat,
  manyEntitiesChunk,
  manyValuesChunk,
  sharedSectorRegion,
  villagerEntity,
  writeWorld,
} from './testing';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostile-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const villagerChunk = (x: number) =>
  buildChunkNbt(x, 0, [villagerEntity({ x: x * 16 + 1, y: 64, z: 1, profession: 1, career: 1, offers: [] })]);

/** A world of one region: the hostile chunk at (0, 0) and a chunk with a villager at (1, 0). */
async function worldWith(name: string, hostile: Uint8Array, options: Parameters<typeof scanWorld>[1] = {}) {
  const target = join(dir, name);
  const region = assembleRegion([
    { x: 0, z: 0, payload: compressChunk(hostile) },
    { x: 1, z: 0, payload: compressChunk(villagerChunk(1)) },
  ]);
  await writeWorld(target, {
    levelDat: await buildLevelDat({}),
    regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
  });
  const started = performance.now();
  const scan = await scanWorld(target, options);
  return { scan, ms: performance.now() - started };
}

const problemAt00 = (scan: WorldScan) => scan.problems.find((p) => p.x === 0 && p.z === 0);

describe('the NBT reader allocates only what the bytes justify', () => {
  it.each([
    {
      name: 'a list declaring 33.5 million compounds with no bytes',
      nbt: listBombChunk(),
      reason: /needs at least/,
    },
    {
      name: 'an int array declaring a billion ints',
      nbt: intArrayChunk(1 << 30),
      reason: /runs past the end/,
    },
    { name: 'lists nested 600 deep', nbt: deepNestingChunk(600), reason: /nested too deeply/ },
  ])('reports $name as unreadable, and reads the rest of the region', async ({ nbt, reason, name }) => {
    const { scan, ms } = await worldWith(name.replace(/\W+/g, '-'), nbt);
    expect(problemAt00(scan)).toMatchObject({ kind: 'bad_nbt', reason: expect.stringMatching(reason) });
    expect(scan.villagers).toHaveLength(1);
    expect(ms).toBeLessThan(10_000);
  });

  it('reads 512 levels of nesting, the most the game writes', () => {
    expect(() => readChunk(deepNestingChunk(500))).not.toThrow();
  });

  it('stops decoding at its budget of values, and reports the chunk as too large', async () => {
    const { scan } = await worldWith('values', manyValuesChunk(MAX_DECODED_VALUES + 10));
    expect(problemAt00(scan)).toMatchObject({
      kind: 'too_large',
      reason: `Too large: it holds more than ${MAX_DECODED_VALUES.toLocaleString('en')} values to decode.`,
    });
    expect(scan.villagers).toHaveLength(1);
  });

  it('counts the elements of a real int array against that budget', () => {
    expect(() => readChunk(intArrayChunk(MAX_DECODED_VALUES + 1, MAX_DECODED_VALUES + 1))).toThrow(
      /values to decode/,
    );
  });

  it('decodes the first 10,000 entities of a chunk and says how many more it held', async () => {
    const chunk = readChunk(manyEntitiesChunk(MAX_CHUNK_ENTITIES + 5));
    expect(chunk.entities).toHaveLength(MAX_CHUNK_ENTITIES);
    expect(chunk.skipped).toBe(5);
    const { scan } = await worldWith('entities', manyEntitiesChunk(1_000_000));
    expect(problemAt00(scan)).toMatchObject({
      kind: 'too_large',
      reason: 'Too large: the chunk holds 1,000,000 entities; the first 10,000 were read.',
    });
  });
});

describe('a scan has a budget as a whole', () => {
  it('reads chunk slots that share sectors once, and reports the others', async () => {
    const target = join(dir, 'shared');
    await writeWorld(target, {
      levelDat: await buildLevelDat({}),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: sharedSectorRegion(villagerChunk(0)) }],
    });
    const scan = await scanWorld(target);
    expect(scan.villagers).toHaveLength(1);
    expect(scan.problems).toHaveLength(1023);
    expect(scan.problems[0]).toMatchObject({
      kind: 'bad_offset',
      reason: expect.stringMatching(/sectors of chunk \(0, 0\)/),
    });
  });

  it('stops when the chunks inflate to more than 64 times the region bytes (422 on the server)', async () => {
    const target = join(dir, 'inflation');
    await writeWorld(target, {
      levelDat: await buildLevelDat({}),
      regions: [
        {
          dimension: 'overworld',
          file: 'r.0.0.mca',
          bytes: sharedSectorRegion(inflatingChunk(32 * 1024 * 1024 - 1)),
        },
      ],
    });
    const started = performance.now();
    const error = await scanWorld(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanLimitError);
    expect(error).toMatchObject({
      code: 'inflated_bytes',
      message: expect.stringMatching(/inflate to more than/),
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('stops at its ceiling of inflated bytes', async () => {
    const { scan } = await worldWith('ceiling-fine', inflatingChunk(256 * 1024));
    expect(scan.villagers).toHaveLength(1);
    const error = await worldWith('ceiling', inflatingChunk(256 * 1024), {
      limits: { maxInflatedBytes: 128 * 1024 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'inflated_bytes' });
  });

  it('stops at its time limit', async () => {
    const error = await worldWith('slow', villagerChunk(0), { limits: { timeLimitMs: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: 'time',
      message: 'it takes longer than 0 s to read, the most a scan may take.',
    });
  });

  it('stops at its budget of villager data', async () => {
    const error = await worldWith('villagers', villagerChunk(0), { limits: { maxVillagerEntries: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'villager_data' });
  });

  it('ends a worker that runs out of heap, not the process', async () => {
    const error = await worldWith('heap', manyValuesChunk(MAX_DECODED_VALUES - 10), {
      limits: { workerHeapMb: 4 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'memory', message: expect.stringMatching(/more than the 4 MB/) });
  }, 30_000);

  it('measures the heap of its workers', async () => {
    const { scan } = await worldWith('measured', manyValuesChunk(MAX_DECODED_VALUES - 10));
    expect(scan.workerThreads).toBe(1);
    expect(scan.peakWorkerHeapBytes).toBeGreaterThan(0);
    expect(scan.peakWorkerHeapBytes).toBeLessThan(96 * 1024 * 1024);
  });
});

describe('level.dat is read by the same bounded reader', () => {
  it('refuses a list bomb in level.dat as no level.dat, at once', async () => {
    const target = join(dir, 'level-bomb');
    await writeWorld(target, { levelDat: listBombLevelDat(), regions: [] });
    const started = performance.now();
    const error = await scanWorld(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code: 'bad_level_dat' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
