import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorldScan, WorldScanState } from '@tradehall/contracts';
import { type BrowserScan, scanWorldFiles, worldFilesOf } from '@tradehall/world-save/browser';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  compressChunk,
  pickFolder,
  type StoredChunk,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  FORGE_IDS,
  librarian,
  makeServer,
  trader,
  uploadWorld,
  villagerChunks,
  worldZip,
} from './world-scans-support';

/**
 * The browser's scan (the same @tradehall/world-save reader on Blobs and DecompressionStream, run here under
 * Node) sent as JSON, against the same world uploaded as a ZIP: the same preview, first scans and rescans alike.
 */
let t: TestApp;
let owner: Session;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  dir = await mkdtemp(join(tmpdir(), 'tradehall-browser-scan-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Writes the world's files under `folder` and answers them as the ZIP the player would upload instead. */
async function writeBoth(folder: string, files: Record<string, Uint8Array>) {
  await rm(folder, { recursive: true, force: true });
  const level = await buildLevelDat({ enchantmentIds: FORGE_IDS, levelName: 'Test World' });
  for (const [path, bytes] of Object.entries({ 'level.dat': level, ...files })) {
    await mkdir(join(folder, path, '..'), { recursive: true });
    await writeFile(join(folder, path), bytes);
  }
  return worldZip({ files });
}

const sendReport = (serverId: number, report: BrowserScan['report']) =>
  owner.request({ method: 'POST', url: `/api/servers/${serverId}/world-scans`, payload: report });

async function browserScan(folder: string, serverId: number): Promise<BrowserScan> {
  const state = (
    await owner.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` })
  ).json<WorldScanState>();
  return scanWorldFiles(worldFilesOf(await pickFolder(folder)), { previous: state });
}

const comparable = (scan: WorldScan) => ({ ...scan, id: '', summary: { ...scan.summary, seconds: 0 } });
const villagersOf = (scan: WorldScan) => [...scan.villagers].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));

describe(`the browser's scan through the JSON path (${testDialect})`, () => {
  it('previews a world with problems, three dimensions and clutter as its ZIP does', async () => {
    const folder = join(dir, 'mixed');
    const zip = await writeBoth(folder, {
      'region/r.0.0.mca': await buildRegion(
        [
          ...villagerChunks([
            librarian('00000000-0000-4000-b200-000000000001', 10.5, 10.5, [['minecraft:mending', 1, 20]]),
            trader('00000000-0000-4000-b200-000000000002', 40.5, 10.5, 0, 1),
          ]),
          { x: 9, z: 9, entities: [], corrupt: 'bad_nbt' },
          { x: 8, z: 9, entities: [], corrupt: 'truncated' },
        ],
        { filler: true },
      ),
      'region/r.1.0.mca': await buildRegion([{ x: 0, z: 0, entities: [], corrupt: 'bad_compression' }], {
        regionX: 1,
        compression: 1,
      }),
      'DIM-1/region/r.-1.-1.mca': await buildRegion(
        villagerChunks([librarian('00000000-0000-4000-b200-000000000003', -20.5, -20.5, [])]),
        { regionX: -1, regionZ: -1 },
      ),
      'DIM1/region/r.0.0.mca': new Uint8Array(0),
      'playerdata/x.dat': new Uint8Array([1, 2, 3]),
      'region/r.0.0.mca.bak': new Uint8Array([1, 2, 3]),
    });
    const viaZip = await uploadWorld(owner, await makeServer(t, owner), zip);
    expect(viaZip.statusCode, viaZip.body.slice(0, 300)).toBe(201);
    const serverId = await makeServer(t, owner);
    const viaBrowser = await sendReport(serverId, (await browserScan(folder, serverId)).report);
    expect(viaBrowser.statusCode, viaBrowser.body.slice(0, 300)).toBe(201);
    expect(comparable(viaBrowser.json<WorldScan>())).toEqual(comparable(viaZip.json<WorldScan>()));
    expect(viaBrowser.json<WorldScan>().villagers).toHaveLength(3);
  });

  const uuid = (n: number) => `00000000-0000-4000-b300-${String(n).padStart(12, '0')}`;
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

  it.each([
    {
      name: 'a chunk re-saved with a changed villager',
      now: [chunk(0, [1, 2], 100), chunk(1, [3], 200, 2), chunk(2, [], 100), chunk(3, [4], 100)],
      changed: 1,
    },
    {
      name: 'a chunk removed',
      now: [chunk(0, [1, 2], 100), chunk(2, [], 100), chunk(3, [4], 100)],
      changed: 0,
    },
    {
      name: 'a villager moved across chunks',
      now: [chunk(0, [1], 300), chunk(1, [3], 100), chunk(2, [2], 300), chunk(3, [4], 100)],
      changed: 2,
    },
  ])('rescans after $name: the preview of a full scan of the world now', async ({ name, now, changed }) => {
    const folder = join(dir, name.replace(/\W+/g, '-'));
    await writeBoth(folder, { 'region/r.0.0.mca': assembleRegion(FIRST) });
    const serverId = await makeServer(t, owner);
    const first = await sendReport(serverId, (await browserScan(folder, serverId)).report);
    expect(first.statusCode).toBe(201);
    const seen = new Set(first.json<WorldScan>().villagers.map((v) => v.uuid));

    const zip = await writeBoth(folder, { 'region/r.0.0.mca': assembleRegion(now) });
    const rescan = await browserScan(folder, serverId);
    expect(rescan).toMatchObject({ rescan: true, changedChunks: changed });
    const viaRescan = await sendReport(serverId, rescan.report);
    expect(viaRescan.statusCode).toBe(201);
    const full = await uploadWorld(owner, await makeServer(t, owner), zip);
    // A villager without offers that the last scan saw is no news (nitwits, children): unchanged, not new.
    const expected = villagersOf(full.json<WorldScan>()).map((v) =>
      v.offers.length === 0 && seen.has(v.uuid) ? { ...v, status: 'unchanged' } : v,
    );
    expect(villagersOf(viaRescan.json<WorldScan>())).toEqual(expected);
    expect(viaRescan.json<WorldScan>().summary).toMatchObject({
      changed_chunks: changed,
      chunks: now.length,
    });
  });
});

describe(`the JSON path refuses what no scan sends (${testDialect})`, () => {
  const base = async () => {
    const folder = join(dir, 'base');
    await writeBoth(folder, {
      'region/r.0.0.mca': await buildRegion(
        villagerChunks([
          librarian('00000000-0000-4000-b400-000000000001', 10.5, 10.5, [['minecraft:mending', 1, 20]]),
        ]),
      ),
    });
    return (await scanWorldFiles(worldFilesOf(await pickFolder(folder)))).report;
  };
  type Report = Awaited<ReturnType<typeof base>>;
  const first = (r: Report) => r.villagers[0]!;
  const region = (r: Report) => r.regions[0]!;

  it.each<[string, (r: Report) => unknown, RegExp]>([
    [
      'a region file name that is a path',
      (r) => ({ ...r, regions: [{ ...region(r), file: '../r.0.0.mca' }] }),
      /regions\.0\.file/,
    ],
    [
      'more region files than a world has',
      (r) => ({ ...r, regions: Array(20_001).fill(region(r)) }),
      /regions/,
    ],
    [
      'a chunk slot past 1,023',
      (r) => ({ ...r, regions: [{ ...region(r), unchanged: [1024] }] }),
      /regions\.0\.unchanged\.0/,
    ],
    [
      'a region larger than 4 GiB',
      (r) => ({ ...r, regions: [{ ...region(r), bytes: 2 ** 33 }] }),
      /regions\.0\.bytes/,
    ],
    [
      'a save time that is negative',
      (r) => ({ ...r, regions: [{ ...region(r), timestamps: [[-1, 1024]] }] }),
      /regions\.0\.timestamps/,
    ],
    [
      'an x beyond the world border',
      (r) => ({ ...r, villagers: [{ ...first(r), x: 3e7 + 1 }] }),
      /villagers\.0\.x/,
    ],
    [
      'more than 100 offers',
      (r) => ({ ...r, villagers: [{ ...first(r), offers: Array(101).fill(first(r).offers[0]) }] }),
      /villagers\.0\.offers/,
    ],
    [
      'more than 64 enchantments on an item',
      (r) => {
        const offer = first(r).offers[0]!;
        const sell = { ...offer.sell, enchantments: Array(65).fill({ numeric_id: 1, level: 1 }) };
        return { ...r, villagers: [{ ...first(r), offers: [{ ...offer, sell }] }] };
      },
      /villagers\.0\.offers\.0\.sell\.enchantments/,
    ],
    [
      'a use count that is no whole number',
      (r) => ({ ...r, villagers: [{ ...first(r), offers: [{ ...first(r).offers[0]!, uses: 1.5 }] }] }),
      /villagers\.0\.offers\.0\.uses/,
    ],
    [
      'a level name of 1,001 characters',
      (r) => ({ ...r, world: { ...r.world, level_name: 'x'.repeat(1001) } }),
      /world\.level_name/,
    ],
    ['a seed that is no number', (r) => ({ ...r, world: { ...r.world, seed: '12a' } }), /world\.seed/],
    [
      'a problem of an unknown kind',
      (r) => ({
        ...r,
        problems: [{ region: 'r.0.0.mca', dimension: 'overworld', x: 0, z: 0, kind: 'evil', reason: 'x' }],
      }),
      /problems\.0\.kind/,
    ],
    [
      'a problem reason of 301 characters',
      (r) => ({
        ...r,
        problems: [
          {
            region: 'r.0.0.mca',
            dimension: 'overworld',
            x: 0,
            z: 0,
            kind: 'bad_nbt',
            reason: 'x'.repeat(301),
          },
        ],
      }),
      /problems\.0\.reason/,
    ],
    [
      'a dimension no 1.12 world has',
      (r) => ({ ...r, villagers: [{ ...first(r), dimension: 'twilight' }] }),
      /villagers\.0\.dimension/,
    ],
    [
      'a modded trader counted 10,001 times',
      (r) => ({ ...r, modded: [['overworld', 'r.0.0.mca', 0, 'mod:x', 10_001]] }),
      /modded\.0/,
    ],
    ['a body that is no object', () => [1, 2, 3], /body/],
  ])('answers 400 naming the field for %s, and stores nothing', async (_name, spoil, error) => {
    const serverId = await makeServer(t, owner);
    const response = await owner.request({
      method: 'POST',
      url: `/api/servers/${serverId}/world-scans`,
      payload: spoil(await base()) as object,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error).toMatch(error);
    const state = (
      await owner.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` })
    ).json<WorldScanState>();
    expect(state).toEqual({ world_key: null, regions: [] });
  });

  it('answers 400 for JSON that does not parse', async () => {
    const serverId = await makeServer(t, owner);
    const response = await owner.request({
      method: 'POST',
      url: `/api/servers/${serverId}/world-scans`,
      headers: { 'content-type': 'application/json' },
      payload: '{"world": ',
    });
    expect(response.statusCode).toBe(400);
  });
});
