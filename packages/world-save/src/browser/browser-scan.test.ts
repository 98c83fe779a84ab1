// One reader, two hosts: the browser's scan (Blobs, DecompressionStream; here under Node, on the calling thread)
// against the server's (node:fs, node:zlib) on the same generated worlds, region by region: the same villagers,
// the same unreadable chunks with the same reasons, the same save times.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanLimitError, scanReport, scanWorld, WorldSaveError } from '../index';
import { parseLevelDat } from '../level-dat-node';
import { scanRegionFile } from '../region';
import { regionsReport } from '../report';
import { listRegionFiles } from '../scan';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  compressChunk,
  inflatingChunk,
  manyEntitiesChunk,
  moddedTraderEntity,
  pickFolder,
  plainEntity,
  type StoredChunk,
  sharedSectorRegion,
  villagerEntity,
  writeWorld,
} from '../testing';
import { type BrowserScanOptions, type PreviousScanState, scanWorldFiles, worldFilesOf } from './index';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'browser-scan-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const uuid = (n: number) => `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`;

const librarian = (n: number, x: number, z: number) =>
  villagerEntity({
    uuid: uuid(n),
    x,
    y: 64,
    z,
    profession: 1,
    professionName: 'minecraft:librarian',
    career: 1,
    careerLevel: 2,
    customName: `Lib ${n}`,
    offers: [
      { buy: { id: 'minecraft:paper', count: 24 }, sell: { id: 'minecraft:emerald' }, uses: 2, maxUses: 7 },
      {
        buy: { id: 'minecraft:book' },
        buyB: { id: 'minecraft:emerald', count: 20 },
        sell: { id: 'minecraft:enchanted_book', stored: [[70, 3]] },
      },
    ],
  });

/** A world with a bit of everything a scan meets: three dimensions, gzip and zlib, each kind of bad chunk. */
async function mixedWorld(target: string): Promise<void> {
  const overworld = await buildRegion(
    [
      {
        x: 0,
        z: 0,
        entities: [librarian(1, 4.5, 7.5), plainEntity({ id: 'minecraft:zombie', x: 3, y: 64, z: 3 })],
      },
      { x: 1, z: 0, entities: [moddedTraderEntity({ id: 'mod:trader', x: 20, y: 64, z: 2 })] },
      { x: 2, z: 3, entities: [librarian(2, 40, 50), librarian(3, 41, 51)] },
      ...(['bad_offset', 'truncated', 'bad_compression', 'bad_nbt'] as const).map((corrupt, i) => ({
        x: 10 + i,
        z: 2,
        entities: [librarian(10 + i, (10 + i) * 16, 34)],
        corrupt,
      })),
    ],
    { filler: true },
  );
  const gzipRegion = await buildRegion(
    [
      { x: 0, z: 0, entities: [librarian(4, 32 * 16 + 1, 1)] },
      { x: 5, z: 5, entities: [], corrupt: 'bad_compression' },
    ],
    { regionX: 1, compression: 1, filler: true },
  );
  const hostile = assembleRegion([
    { x: 1, z: 0, payload: compressChunk(manyEntitiesChunk(10_050)) },
    { x: 2, z: 0, payload: new Uint8Array([7, 1, 2, 3]) },
    { x: 3, z: 0, payload: new Uint8Array([3, ...buildChunkNbt(-29, 0, [librarian(5, -460, 2)])]) },
  ]);
  const nether = await buildRegion([{ x: 31, z: 31, entities: [librarian(6, -1, -1)] }], {
    regionX: -1,
    regionZ: -1,
  });
  const end = await buildRegion([{ x: 0, z: 0, entities: [librarian(7, 1, 1)] }]);
  await writeWorld(target, {
    levelDat: await buildLevelDat({ levelName: 'Two Hosts', enchantmentIds: { 'minecraft:efficiency': 70 } }),
    regions: [
      { dimension: 'overworld', file: 'r.0.0.mca', bytes: overworld },
      { dimension: 'overworld', file: 'r.1.0.mca', bytes: gzipRegion },
      { dimension: 'overworld', file: 'r.-1.0.mca', bytes: hostile },
      { dimension: 'overworld', file: 'r.0.1.mca', bytes: new Uint8Array(0) },
      { dimension: 'overworld', file: 'r.5.5.mca', bytes: new Uint8Array(100) },
      { dimension: 'overworld', file: 'r.3.3.mca', bytes: sharedSectorRegion(buildChunkNbt(96, 96, [])) },
      { dimension: 'nether', file: 'r.-1.-1.mca', bytes: nether },
      { dimension: 'end', file: 'r.0.0.mca', bytes: end },
    ],
  });
}

/** What the server's host reads of the folder, as the report a browser sends. */
async function serverReport(folder: string) {
  const { readFile } = await import('node:fs/promises');
  const world = parseLevelDat(await readFile(join(folder, 'level.dat')));
  const regions = (await listRegionFiles(folder)).map((job) => ({
    dimension: job.dimension,
    file: job.file,
    result: scanRegionFile(job),
  }));
  return regionsReport(world, regions, 0);
}

async function browserScan(
  folder: string,
  previous?: PreviousScanState,
  limits?: BrowserScanOptions['limits'],
) {
  const files = worldFilesOf(await pickFolder(folder));
  const scan = await scanWorldFiles(files, { previous, limits });
  return { ...scan, report: { ...scan.report, seconds: 0 } };
}

describe('the browser scan and the server scan', () => {
  it('read the same villagers, problems and save times from the same world', async () => {
    const folder = join(dir, 'mixed');
    await mixedWorld(folder);
    const server = await serverReport(folder);
    const browser = await browserScan(folder);
    expect(browser.report).toEqual(server);
    expect(browser.report.villagers.map((v) => v.uuid.slice(-2)).sort()).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].sort(),
    );
    expect(new Set(browser.report.problems.map((p) => p.kind))).toEqual(
      new Set(['bad_offset', 'truncated', 'bad_compression', 'bad_nbt', 'too_large']),
    );
    // And the same as the report of the server's whole scan (scanWorld) of that folder.
    const whole = scanReport(await scanWorld(folder, { workers: 0 }));
    expect(browser.report.villagers).toEqual(whole.villagers);
    expect(browser.report.problems).toEqual(whole.problems);
    expect(browser.report.modded).toEqual(whole.modded);
    expect(browser).toMatchObject({ chunks: whole.regions.reduce((s, r) => s + r.slots, 0), rescan: false });
  });

  it('read the same from generated worlds of realistic chunks', async () => {
    for (const seed of [1, 2, 3]) {
      const folder = join(dir, `filler-${seed}`);
      const chunks = Array.from({ length: 40 }, (_, i) => ({
        x: i % 8,
        z: Math.floor(i / 8),
        entities:
          i % 3 === 0 ? [librarian(100 * seed + i, (i % 8) * 16 + 3, Math.floor(i / 8) * 16 + 3)] : [],
      }));
      await writeWorld(folder, {
        levelDat: await buildLevelDat({ levelName: `Filler ${seed}` }),
        regions: [
          {
            dimension: 'overworld',
            file: 'r.0.0.mca',
            bytes: await buildRegion(chunks, { filler: true, seed }),
          },
        ],
      });
      expect((await browserScan(folder)).report).toEqual(await serverReport(folder));
    }
  }, 60_000);

  it('give odd zlib chunks the same verdicts (the fast inflater leaves them to DecompressionStream)', async () => {
    const folder = join(dir, 'odd-zlib');
    const zlibOf = (x: number, n: number) => compressChunk(buildChunkNbt(x, 0, [librarian(n, x * 16, 1)]));
    const badCheck = zlibOf(1, 21);
    badCheck[badCheck.length - 1]! ^= 0xff;
    const cut = zlibOf(2, 22).subarray(0, -6);
    const bomb = compressChunk(inflatingChunk(33 * 1024 * 1024));
    // Stored blocks (zlib level 0), one whose NLEN is not the complement of its LEN (byte 0 is the compression).
    const stored = (x: number, n: number) =>
      new Uint8Array([2, ...deflateSync(buildChunkNbt(x, 0, [librarian(n, x * 16, 1)]), { level: 0 })]);
    const badNlen = stored(6, 26);
    badNlen[6]! ^= 1;
    const region = assembleRegion([
      { x: 0, z: 0, payload: zlibOf(0, 20) },
      { x: 1, z: 0, payload: badCheck },
      { x: 2, z: 0, payload: cut },
      { x: 3, z: 0, payload: new Uint8Array([...zlibOf(3, 23), 9, 9, 9, 9]) },
      { x: 4, z: 0, payload: bomb },
      { x: 5, z: 0, payload: stored(5, 25) },
      { x: 6, z: 0, payload: badNlen },
    ]);
    await writeWorld(folder, {
      levelDat: await buildLevelDat({}),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
    });
    const browser = await browserScan(folder, undefined, { inflatedPerRegionByte: 100_000 });
    expect(browser.report).toEqual(await serverReport(folder));
    expect(browser.report.problems.map((p) => [p.x, p.kind])).toEqual([
      [1, 'bad_compression'],
      [2, 'bad_compression'],
      [4, 'bad_compression'],
      [6, 'bad_compression'],
    ]);
    expect(browser.report.villagers.map((v) => v.uuid.slice(-2)).sort()).toEqual(['20', '23', '25']);
  }, 60_000);

  it('stop at the same budget with the same words', async () => {
    const folder = join(dir, 'inflating');
    const region = assembleRegion([{ x: 0, z: 0, payload: compressChunk(inflatingChunk(20 * 1024 * 1024)) }]);
    await writeWorld(folder, {
      levelDat: await buildLevelDat({}),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
    });
    const server = await scanWorld(folder, { workers: 0 }).catch((e: unknown) => e);
    const browser = await browserScan(folder).catch((e: unknown) => e);
    expect(server).toBeInstanceOf(ScanLimitError);
    expect(browser).toBeInstanceOf(ScanLimitError);
    expect({ ...(browser as ScanLimitError) }).toEqual({ ...(server as ScanLimitError) });
    expect((browser as ScanLimitError).message).toBe((server as ScanLimitError).message);
  });
});

describe('picking a world folder', () => {
  it('reads level.dat and the region files, and skips every other file without reading it', async () => {
    const folder = join(dir, 'cluttered');
    await mixedWorld(folder);
    const clutter: [string, string][] = [
      ['playerdata/0b6e1f44-5c2a-4d7e-9a11-3f2c8d9e0a01.dat', 'not nbt'],
      ['stats/x.json', '{}'],
      ['data/villages.dat', 'xx'],
      ['region/notes.txt', 'hello'],
      ['region/r.0.0.mca.bak', 'garbage'],
      ['region/old/r.9.9.mca', 'garbage'],
      ['DIM-1/data/x.dat', 'garbage'],
      ['DIM7/region/r.0.0.mca', 'another mod dimension'],
      ['backup/level.dat', 'a backup world deeper down'],
      ['backup/region/r.0.0.mca', 'garbage'],
      ['session.lock', ''],
    ];
    for (const [path, text] of clutter) {
      await mkdir(join(folder, path, '..'), { recursive: true });
      await writeFile(join(folder, path), text);
    }
    const picked = await pickFolder(folder);
    const files = worldFilesOf(picked);
    expect(files.levelDat?.path).toBe('cluttered/level.dat');
    expect(files.regions.map((r) => `${r.dimension}/${r.name}`)).toEqual([
      'overworld/r.-1.0.mca',
      'overworld/r.0.0.mca',
      'overworld/r.0.1.mca',
      'overworld/r.1.0.mca',
      'overworld/r.3.3.mca',
      'overworld/r.5.5.mca',
      'nether/r.-1.-1.mca',
      'end/r.0.0.mca',
    ]);
    expect(files.skipped).toBe(clutter.length);
    // Reading any skipped file would fail the scan: they are made unreadable.
    const read = new Set([...files.regions.map((r) => r.file), files.levelDat!.file]);
    const poisoned = picked.map((p) => (read.has(p.file) ? p : { path: p.path, file: unreadableBlob() }));
    const scan = await scanWorldFiles(worldFilesOf(poisoned));
    expect({ ...scan.report, seconds: 0 }).toEqual(await serverReport(folder));
  });

  it('refuses a folder without level.dat, and a level.dat of another version, as the server does', async () => {
    const folder = join(dir, 'no-level');
    await mkdir(join(folder, 'region'), { recursive: true });
    await writeFile(join(folder, 'region', 'r.0.0.mca'), new Uint8Array(0));
    const none = await scanWorldFiles(worldFilesOf(await pickFolder(folder))).catch((e: unknown) => e);
    expect(none).toBeInstanceOf(WorldSaveError);
    expect((none as WorldSaveError).code).toBe('no_level_dat');

    await writeFile(
      join(folder, 'level.dat'),
      await buildLevelDat({ dataVersion: 1631, versionName: '1.13.2' }),
    );
    const newer = await scanWorldFiles(worldFilesOf(await pickFolder(folder))).catch((e: unknown) => e);
    expect(newer).toMatchObject({ code: 'unsupported_version', message: expect.stringMatching(/1\.13\.2/) });

    await writeFile(join(folder, 'level.dat'), new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]));
    const broken = await scanWorldFiles(worldFilesOf(await pickFolder(folder))).catch((e: unknown) => e);
    expect(broken).toMatchObject({ code: 'bad_level_dat' });
  });

  it('keeps the server scan budgets', async () => {
    const folder = await timedWorld('budget', FIRST);
    const files = worldFilesOf(await pickFolder(folder));
    const over = await scanWorldFiles(files, { limits: { maxVillagerEntries: 3 } }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(ScanLimitError);
    expect((over as ScanLimitError).code).toBe('villager_data');
    const inflated = await scanWorldFiles(files, { limits: { inflatedPerRegionByte: 0.001 } }).catch(
      (e: unknown) => e,
    );
    expect((inflated as ScanLimitError).code).toBe('inflated_bytes');
  });
});

function unreadableBlob(): Blob {
  const blob = new Blob(['x']);
  const fail = () => Promise.reject(new Error('a skipped file was read'));
  Object.defineProperties(blob, {
    arrayBuffer: { value: fail },
    text: { value: fail },
    stream: {
      value: () => {
        throw new Error('a skipped file was read');
      },
    },
    slice: {
      value: () => {
        throw new Error('a skipped file was read');
      },
    },
  });
  return blob;
}

// Rescans through the browser path: the state a first scan leaves (as the server gives it back), then the world
// changes, and the rescan reads only the changed chunks.
const chunk = (x: number, ids: number[], time: number, career = 1): StoredChunk => ({
  x,
  z: 0,
  timestamp: time,
  payload: compressChunk(
    buildChunkNbt(
      x,
      0,
      ids.map((id) =>
        villagerEntity({ uuid: uuid(id), x: x * 16 + 2, y: 64, z: 3, profession: 1, career, offers: [] }),
      ),
    ),
  ),
});

const FIRST = [chunk(0, [1, 2], 100), chunk(1, [3], 100), chunk(2, [], 100), chunk(3, [4], 100)];

async function timedWorld(name: string, chunks: StoredChunk[]) {
  const folder = join(dir, name);
  await writeWorld(folder, {
    levelDat: await buildLevelDat({ levelName: 'Rescan' }),
    regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: assembleRegion(chunks) }],
  });
  return folder;
}

const stateOf = (report: Awaited<ReturnType<typeof browserScan>>): PreviousScanState => ({
  world_key: `${report.world.seed ?? ''}|${JSON.stringify(report.world.levelName)}`,
  regions: report.report.regions.map((r) => ({
    dimension: r.dimension,
    file: r.file,
    timestamps: r.timestamps,
  })),
});

describe('browser rescans', () => {
  it.each([
    {
      name: 'a chunk re-saved with a changed villager',
      now: [chunk(0, [1, 2], 100), chunk(1, [3], 200, 2), chunk(2, [], 100), chunk(3, [4], 100)],
      read: ['03@1:2'],
      unchanged: [0, 2, 3],
    },
    {
      name: 'a chunk removed',
      now: [chunk(0, [1, 2], 100), chunk(2, [], 100), chunk(3, [4], 100)],
      read: [],
      unchanged: [0, 2, 3],
    },
    {
      name: 'a villager moved across chunks',
      now: [chunk(0, [1], 300), chunk(1, [3], 100), chunk(2, [2], 300), chunk(3, [4], 100)],
      read: ['01@0:1', '02@2:1'],
      unchanged: [1, 3],
    },
  ])('after $name, read only the changed chunks', async ({ name, now, read, unchanged }) => {
    const folder = await timedWorld(name.replace(/\W+/g, '-'), FIRST);
    const first = await browserScan(folder);
    await timedWorld(name.replace(/\W+/g, '-'), now);
    const rescan = await browserScan(folder, stateOf(first));
    expect(rescan).toMatchObject({ rescan: true, changedChunks: now.length - unchanged.length });
    expect(rescan.report.villagers.map((v) => `${v.uuid.slice(-2)}@${v.chunk_x}:${v.career}`).sort()).toEqual(
      read,
    );
    expect(rescan.report.regions[0]!.unchanged).toEqual(unchanged);
    // The save times are the world's now, as a full scan reads them.
    expect(rescan.report.regions).toEqual(
      (await browserScan(folder)).report.regions.map((r) => ({ ...r, unchanged })),
    );
  });

  it('reads every chunk of another world, whatever state it is given', async () => {
    const folder = await timedWorld('other', FIRST);
    const first = await browserScan(folder);
    const rescan = await browserScan(folder, { ...stateOf(first), world_key: '1|"Another"' });
    expect(rescan).toMatchObject({ rescan: false, changedChunks: 4 });
    expect(rescan.report.villagers).toHaveLength(4);
  });
});
