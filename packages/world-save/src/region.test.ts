// scanRegionFile on the calling thread (scans run it on worker threads), one region file per case: the header's
// edge cases, each problem's sentence, the budgets and rescans' unchanged chunks.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_OFFERS } from './entities';
import {
  inflateChunk,
  MAX_CHUNK_BYTES,
  REGION_FILE_PATTERN,
  type RegionJob,
  type RegionResult,
  scanRegionFile,
} from './region';
import { type RegionResult as CoreResult, type RegionReader, readRegion } from './region-core';
import {
  assembleRegion,
  buildChunkNbt,
  compressChunk,
  inflatingChunk,
  manyEntitiesChunk,
  moddedTraderEntity,
  type StoredChunk,
  villagerEntity,
} from './testing';
import { ScanLimitError } from './types';

const dir = mkdtempSync(join(tmpdir(), 'region-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function scan(bytes: Uint8Array, job: Partial<RegionJob> = {}): RegionResult {
  const path = join(dir, `r.${++files}.mca`);
  writeFileSync(path, bytes);
  return scanRegionFile({ path, file: 'r.-1.2.mca', dimension: 'end', regionX: -1, regionZ: 2, ...job });
}
const reasons = (result: RegionResult) => result.problems.map((p) => `${p.x},${p.z} ${p.kind} ${p.reason}`);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const librarian = (n: number, offers = 1) =>
  villagerEntity({
    uuid: uuid(n),
    x: n,
    y: 64,
    z: 0,
    profession: 1,
    career: 1,
    offers: Array.from({ length: offers }, () => ({
      buy: { id: 'minecraft:emerald', count: 5 },
      sell: { id: 'minecraft:enchanted_book', stored: [[70, 1]] as [number, number][] },
    })),
  });
/** A chunk at local (x, z) holding `entities`, stored with `compression`. */
function stored(x: number, z: number, entities: object[], extra: Partial<StoredChunk> = {}): StoredChunk {
  return { x, z, payload: compressChunk(buildChunkNbt(x, z, entities)), timestamp: 1000 + x, ...extra };
}

/** A header-only region with raw header entries (index → [sector, sectors]) and `body` after the header. */
function rawRegion(
  entries: [index: number, sector: number, sectors: number][],
  body: Uint8Array = new Uint8Array(0),
) {
  const out = new Uint8Array(8192 + body.length);
  const view = new DataView(out.buffer);
  for (const [index, sector, sectors] of entries) {
    view.setUint32(index * 4, (sector << 8) | sectors);
    view.setUint32(4096 + index * 4, 500 + index);
  }
  out.set(body, 8192);
  return out;
}
/** A chunk's sectors: length, compression byte, payload (padded to whole sectors unless `exact`). */
function chunkBytes(length: number, compression: number, payload: Uint8Array, sectors = 1): Uint8Array {
  const out = new Uint8Array(sectors * 4096);
  const view = new DataView(out.buffer);
  view.setUint32(0, length);
  out[4] = compression;
  out.set(payload, 5);
  return out;
}

describe('scanRegionFile', () => {
  it('reads the villagers and other traders of each chunk, with absolute chunk coordinates', () => {
    const result = scan(
      assembleRegion([
        stored(3, 1, [librarian(1), moddedTraderEntity({ id: 'mca:villager', x: 1, y: 2, z: 3 })]),
        stored(0, 0, [librarian(2, 2)]),
        stored(5, 0, [moddedTraderEntity({ id: 'mca:villager', x: 1, y: 2, z: 3 })]),
        stored(6, 0, []),
      ]),
    );
    expect(result.problems).toEqual([]);
    expect(result.villagers.map((v) => [v.uuid, v.chunkX, v.chunkZ, v.region, v.dimension])).toEqual([
      [uuid(1), -32 + 3, 64 + 1, 'r.-1.2.mca', 'end'],
      [uuid(2), -32, 64, 'r.-1.2.mca', 'end'],
    ]);
    expect(result.modded).toEqual([['mca:villager', 2]]);
    expect(result.moddedByChunk).toEqual([
      [3 + 32, 'mca:villager', 1],
      [5, 'mca:villager', 1],
    ]);
    expect(result.chunks).toBe(4);
    expect(result.slots).toBe(4);
    expect(result.villagerEntries).toBe(1 + 1 + 1 + (1 + 2 + 2));
    expect(result.timestamps).toHaveLength(1024);
    expect(result.timestamps[35]).toBe(1003);
    expect(result.timestamps[0]).toBe(1000);
    expect(result.timestamps[1]).toBe(0);
    expect(result.unchanged).toEqual([]);
    expect(result.inflatedBytes).toBeGreaterThan(0);
    expect(result.peakHeapBytes).toBeGreaterThan(0);
    expect(result.bytes).toBe(8192 + 4 * 4096);
  });

  it('inflates gzip (1), zlib (2) and uncompressed (3) chunks alike', () => {
    const nbt = buildChunkNbt(0, 0, [librarian(1)]);
    const none = new Uint8Array(nbt.length + 1);
    none[0] = 3;
    none.set(nbt, 1);
    for (const payload of [compressChunk(nbt, 1), compressChunk(nbt, 2), none]) {
      const result = scan(assembleRegion([{ x: 0, z: 0, payload }]));
      expect(result.problems).toEqual([]);
      expect(result.villagers.map((v) => v.uuid)).toEqual([uuid(1)]);
      expect(result.inflatedBytes).toBe(nbt.length);
    }
    expect(() => inflateChunk(0, nbt)).toThrow('unknown compression type 0.');
    expect(inflateChunk(3, nbt)).toBe(nbt);
  });

  it('reads nothing from a file that is missing, empty or shorter than its header', () => {
    const missing = scanRegionFile({
      path: join(dir, 'none.mca'),
      file: 'r.0.0.mca',
      dimension: 'overworld',
      regionX: 0,
      regionZ: 0,
    });
    expect(missing.problems).toHaveLength(1);
    expect(missing.problems[0]).toMatchObject({ region: 'r.0.0.mca', dimension: 'overworld', x: 0, z: 0 });
    expect(missing.problems[0].reason).toMatch(
      /^Unreadable: the region file cannot be opened \(ENOENT.*\)\.$/,
    );

    const empty = scan(new Uint8Array(0));
    expect(empty).toMatchObject({ problems: [], bytes: 0, chunks: 0, slots: 0, timestamps: [] });

    expect(reasons(scan(new Uint8Array(8191)))).toEqual([
      '-32,64 truncated Truncated: the region file is 8191 bytes, shorter than its 8192-byte header.',
    ]);
    expect(scan(new Uint8Array(8192))).toMatchObject({ problems: [], chunks: 0, slots: 0 });
  });

  it('names each bad header entry and reads the chunks after it', () => {
    const good = stored(0, 0, [librarian(1)]).payload;
    const body = chunkBytes(good.length, good[0], good.subarray(1), 1);
    const result = scan(
      rawRegion(
        [
          [1, 1, 1],
          [2, 0, 1],
          [3, 2, 0],
          [4, 2, 1],
          [5, 2, 1],
          [6, 3, 1],
        ],
        body,
      ),
    );
    expect(reasons(result)).toEqual([
      '-30,64 bad_offset Bad offset: the header puts the chunk at sector 0, inside the region header.',
      '-31,64 bad_offset Bad offset: the header puts the chunk at sector 1, inside the region header.',
      '-29,64 bad_offset Bad offset: the header gives the chunk at sector 2 a length of 0 sectors.',
      '-27,64 bad_offset Bad offset: the header puts the chunk in sectors of chunk (-28, 64).',
      "-26,64 truncated Truncated: the file ends (12288 bytes) before the chunk's data at sector 3.",
    ]);
    expect(result.villagers.map((v) => v.uuid)).toEqual([uuid(1)]);
    expect(result.chunks).toBe(1);
    expect(result.slots).toBe(6);
  });

  it('places the problems of later rows by their own row, and the chunk whose sectors are shared', () => {
    const good = stored(0, 0, [librarian(1)]).payload;
    const body = chunkBytes(good.length, good[0], good.subarray(1), 1);
    const result = scan(
      rawRegion(
        [
          [33, 2, 1],
          [66, 2, 1],
          [99, 1, 1],
        ],
        body,
      ),
    );
    expect(reasons(result)).toEqual([
      '-29,67 bad_offset Bad offset: the header puts the chunk at sector 1, inside the region header.',
      '-30,66 bad_offset Bad offset: the header puts the chunk in sectors of chunk (-31, 65).',
    ]);
    expect(result.villagers.map((v) => [v.chunkX, v.chunkZ])).toEqual([[-31, 65]]);
  });

  it('reads a chunk whose data fills its sectors to the last byte', () => {
    const nbt = inflatingChunk(4096 - 5);
    const none = new Uint8Array(nbt.length + 1);
    none[0] = 3;
    none.set(nbt, 1);
    const result = scan(assembleRegion([{ x: 0, z: 0, payload: none }]));
    expect(result.bytes).toBe(8192 + 4096);
    expect(result.problems).toEqual([]);
    expect(result.chunks).toBe(1);
  });

  it('reads the header entries in sector order, ties by index', () => {
    const a = stored(0, 0, [librarian(1)]).payload;
    const b = stored(0, 0, [librarian(2)]).payload;
    const body = new Uint8Array(2 * 4096);
    body.set(chunkBytes(a.length, a[0], a.subarray(1)), 0);
    body.set(chunkBytes(b.length, b[0], b.subarray(1)), 4096);
    const result = scan(
      rawRegion(
        [
          [0, 3, 1],
          [1, 2, 1],
        ],
        body,
      ),
    );
    expect(result.villagers.map((v) => v.uuid)).toEqual([uuid(1), uuid(2)]);
    expect(result.villagers.map((v) => v.chunkX)).toEqual([-31, -32]);
  });

  it('names a chunk whose length is 0, runs past its sectors, or past the end of the file', () => {
    const payload = new Uint8Array(10);
    const sized = (length: number, sectors: number) => chunkBytes(length, 2, payload, sectors);
    expect(reasons(scan(rawRegion([[0, 2, 1]], sized(0, 1))))).toEqual([
      '-32,64 truncated Truncated: the chunk says it holds 0 bytes, but its 1 sector(s) hold at most 4092.',
    ]);
    expect(reasons(scan(rawRegion([[0, 2, 1]], sized(4093, 1))))).toEqual([
      '-32,64 truncated Truncated: the chunk says it holds 4093 bytes, but its 1 sector(s) hold at most 4092.',
    ]);
    // Two sectors allotted, the file ends 100 bytes into the second: 8 bytes short of the 4,200 + 4.
    const cut = sized(4200, 2).subarray(0, 4096 + 100);
    expect(reasons(scan(rawRegion([[0, 2, 2]], cut)))).toEqual([
      "-32,64 truncated Truncated: the file ends 8 bytes into the chunk's data.",
    ]);
    // Exactly 5 bytes of the chunk in the file: its length and compression byte, then nothing.
    expect(reasons(scan(rawRegion([[0, 2, 1]], sized(1, 1).subarray(0, 5))))).toEqual([
      "-32,64 bad_compression Bad compression: the chunk's zlib data cannot be inflated.",
    ]);
    expect(reasons(scan(rawRegion([[0, 2, 1]], sized(1, 1).subarray(0, 4))))).toEqual([
      "-32,64 truncated Truncated: the file ends (8196 bytes) before the chunk's data at sector 2.",
    ]);
  });

  it('names bad compression and bad NBT, and goes on to the next chunk', () => {
    const nbt = buildChunkNbt(0, 0, [librarian(1)]);
    const unknown = new Uint8Array(20);
    unknown[0] = 9;
    const result = scan(
      assembleRegion([
        { x: 0, z: 0, payload: unknown },
        { x: 1, z: 0, payload: compressChunk(nbt.subarray(0, 40)) },
        { x: 2, z: 0, payload: compressChunk(new Uint8Array([99, 0, 0])) },
        stored(3, 0, [librarian(3)]),
      ]),
    );
    expect(reasons(result)).toEqual([
      '-32,64 bad_compression Bad compression: unknown compression type 9.',
      expect.stringMatching(
        /^-31,64 bad_nbt Bad NBT: NBT runs past the end of the data \(at byte \d+, \d+ more needed\)\.$/,
      ),
      '-30,64 bad_nbt Bad NBT: The root tag is type 99, not a compound.',
    ]);
    expect(result.villagers.map((v) => v.uuid)).toEqual([uuid(3)]);
    expect(result.chunks).toBe(1);
  });

  it('says what was cut short: entities beyond the first 10,000, offers beyond the limit', () => {
    const many = new Uint8Array(manyEntitiesChunk(10_002).length + 1);
    many[0] = 3;
    many.set(manyEntitiesChunk(10_002), 1);
    const offers = librarian(7, MAX_OFFERS + 1);
    const result = scan(assembleRegion([{ x: 0, z: 0, payload: many }, stored(1, 0, [offers])]));
    expect(reasons(result)).toEqual([
      '-32,64 too_large Too large: the chunk holds 10,002 entities; the first 10,000 were read.',
      `-31,64 too_large Too large: villager ${uuid(7)} offers ${MAX_OFFERS + 1} trades; the first ${MAX_OFFERS} were read.`,
    ]);
  });

  it('skips chunks saved at the time a rescan has for them, and reads the others', () => {
    const region = assembleRegion([stored(0, 0, [librarian(1)]), stored(1, 0, [librarian(2)])]);
    const seen = Array<number>(1024).fill(0);
    seen[0] = 1000;
    seen[1] = 999;
    seen[2] = 1002;
    const result = scan(region, { seen });
    expect(result.unchanged).toEqual([0]);
    expect(result.villagers.map((v) => v.uuid)).toEqual([uuid(2)]);
    expect(result.slots).toBe(2);
    expect(result.chunks).toBe(1);
    // A slot the last scan saw empty (0) is read even when the header's time is 0 too.
    const zero = assembleRegion([stored(0, 0, [librarian(1)], { timestamp: 0 })]);
    expect(scan(zero, { seen: Array<number>(1024).fill(0) }).villagers).toHaveLength(1);
  });

  it('names a chunk past 32 MiB a bad compression, unless the budget left is smaller: then the scan stops', () => {
    const bomb = compressChunk(inflatingChunk(MAX_CHUNK_BYTES + 1));
    const villagerEntries = 1_000_000;
    const alone = scan(assembleRegion([{ x: 0, z: 0, payload: bomb }]));
    expect(reasons(alone)).toEqual([
      `-32,64 bad_compression Bad compression: the chunk inflates to more than ${MAX_CHUNK_BYTES} bytes.`,
    ]);
    const atTheCap = scan(assembleRegion([{ x: 0, z: 0, payload: bomb }]), {
      budget: { inflatedBytes: MAX_CHUNK_BYTES, villagerEntries },
    });
    expect(atTheCap.problems.map((p) => p.kind)).toEqual(['bad_compression']);
    // 15 MiB read of a 20 MiB budget: the bomb meets the 5 MiB left, not the 32 MiB cap.
    const read = compressChunk(inflatingChunk(15 * 1024 * 1024));
    const region = assembleRegion([
      { x: 0, z: 0, payload: read },
      { x: 1, z: 0, payload: bomb },
    ]);
    expect(() => scan(region, { budget: { inflatedBytes: 20 * 1024 * 1024, villagerEntries } })).toThrow(
      ScanLimitError,
    );
  });

  it('keeps 0 as the save time of an empty slot, whatever its header entry holds', () => {
    const bytes = assembleRegion([stored(0, 0, [librarian(1)])]);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(4096 + 5 * 4, 1_600_000_000);
    const result = scan(bytes);
    expect(result.timestamps[5]).toBe(0);
    expect(result.timestamps[0]).toBeGreaterThan(0);
  });

  it('stops with ScanLimitError past the inflated-bytes budget or the villager-data budget', () => {
    const region = assembleRegion([stored(0, 0, [librarian(1)]), stored(1, 0, [librarian(2)])]);
    const { inflatedBytes, villagerEntries } = scan(region);
    const run = (budget: RegionJob['budget']) => {
      try {
        return scan(region, { budget, file: 'r.9.9.mca' });
      } catch (error) {
        return error;
      }
    };
    expect(run({ inflatedBytes, villagerEntries })).toMatchObject({ chunks: 2 });
    const inflated = run({ inflatedBytes: inflatedBytes - 1, villagerEntries });
    expect(inflated).toBeInstanceOf(ScanLimitError);
    expect(inflated).toMatchObject({
      code: 'inflated_bytes',
      message: `its chunks inflate to more than a world of its size can (over ${(inflatedBytes - 1).toLocaleString('en')} bytes by region r.9.9.mca).`,
    });
    // Over before inflating: the budget left is smaller than the next chunk.
    expect(run({ inflatedBytes: 10, villagerEntries })).toMatchObject({ code: 'inflated_bytes' });
    const villagers = run({ inflatedBytes, villagerEntries: villagerEntries - 1 });
    expect(villagers).toMatchObject({
      code: 'villager_data',
      message: `it holds more villagers and offers than a scan reads (over ${villagerEntries - 1} entries by region r.9.9.mca).`,
    });
  });

  it('reads a chunk stored uncompressed in more than twice its first read buffer (256 KiB) whole', () => {
    const nbt = manyEntitiesChunk(600_000);
    const none = new Uint8Array(nbt.length + 1);
    none[0] = 3;
    none.set(nbt, 1);
    const big = scan(assembleRegion([{ x: 0, z: 0, payload: none }]));
    expect(none.length).toBeGreaterThan(512 * 1024);
    expect(big.inflatedBytes).toBe(nbt.length);
    expect(reasons(big)).toEqual(
      reasons(scan(assembleRegion([{ x: 0, z: 0, payload: compressChunk(nbt) }]))),
    );
    expect(reasons(big)).toEqual([
      '-32,64 too_large Too large: the chunk holds 600,000 entities; the first 10,000 were read.',
    ]);
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the region file, read or not', () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 5; i++) {
      scan(assembleRegion([stored(0, 0, [librarian(1)])]));
      scan(new Uint8Array(100));
    }
    expect(openFiles()).toBe(before);
  });
});

describe('REGION_FILE_PATTERN', () => {
  it('takes r.<x>.<z>.mca names only, with their signed coordinates', () => {
    expect('r.-12.305.mca'.match(REGION_FILE_PATTERN)?.slice(1)).toEqual(['-12', '305']);
    expect('r.7.-8.mca'.match(REGION_FILE_PATTERN)?.slice(1)).toEqual(['7', '-8']);
    for (const name of ['xr.0.0.mca', 'r.0.0.mca.bak', 'r.a.0.mca', 'r.0.b.mca', 'r..0.mca', 'r.0.0.mcr']) {
      expect(REGION_FILE_PATTERN.test(name), name).toBe(false);
    }
  });
});

describe('inflateChunk', () => {
  it('inflates at most maxBytes, by default MAX_CHUNK_BYTES', () => {
    const kilobyte = deflateSync(new Uint8Array(1024));
    expect(inflateChunk(2, kilobyte, 1024)).toHaveLength(1024);
    expect(() => inflateChunk(2, kilobyte, 1023)).toThrow(
      expect.objectContaining({ code: 'ERR_BUFFER_TOO_LARGE' }),
    );
    expect(inflateChunk(2, deflateSync(new Uint8Array(MAX_CHUNK_BYTES)))).toHaveLength(MAX_CHUNK_BYTES);
    expect(() => inflateChunk(2, deflateSync(new Uint8Array(MAX_CHUNK_BYTES + 1)))).toThrow(
      expect.objectContaining({ code: 'ERR_BUFFER_TOO_LARGE' }),
    );
  });
});

describe('readRegion, driven as a host drives it', () => {
  const place = { file: 'r.0.0.mca', dimension: 'overworld', regionX: 0, regionZ: 0 } as const;
  const ended = (step: IteratorResult<unknown, CoreResult>): string[] => {
    if (!step.done) throw new Error('the reader asked for more');
    return step.value.problems.map((p) => `${p.kind} ${p.reason}`);
  };
  const afterHeaderRead = (size: number): RegionReader => {
    const reader = readRegion(place, size);
    expect(reader.next().value).toEqual({ kind: 'read', position: 0, length: 8192 });
    return reader;
  };

  it("names the file unreadable when its host cannot read it, the host's sentence ended once", () => {
    for (const [message, said] of [
      ['the disk went away', 'the disk went away.'],
      ['unexpected end of r.0.0.mca', 'unexpected end of r.0.0.mca.'],
      ['gone!', 'gone!'],
    ] as const) {
      expect(ended(afterHeaderRead(12_288).throw(new Error(message)))).toEqual([
        `unreadable Unreadable: the region file could not be read (${said}).`,
      ]);
    }
    expect(ended(afterHeaderRead(8192).next({ failed: true }))).toEqual([
      'unreadable Unreadable: the region file could not be read (the host answered a read with no bytes.).',
    ]);
  });

  it('passes a ScanLimitError from its host on: the scan stops', () => {
    const limit = new ScanLimitError('time', 'out of time.');
    expect(() => afterHeaderRead(12_288).throw(limit)).toThrow(limit);
  });
});
