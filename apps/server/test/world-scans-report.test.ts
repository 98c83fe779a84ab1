import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorldScan, WorldScanState } from '@tradehall/contracts';
import { scanReport, scanWorld } from '@tradehall/world-save';
import { buildLevelDat, buildRegion, writeWorld } from '@tradehall/world-save/testing';
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

/** A world scanned in the browser arrives as JSON: checked field by field, and previewed as a ZIP would be. */
let t: TestApp;
let owner: Session;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  dir = await mkdtemp(join(tmpdir(), 'tradehall-report-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const VILLAGERS = [
  librarian('00000000-0000-4000-b100-000000000001', 10.5, 10.5, [['minecraft:mending', 1, 20]]),
  trader('00000000-0000-4000-b100-000000000002', 12.5, 10.5, 0, 1),
];

const sendReport = (session: Session, serverId: number, payload: unknown) =>
  session.request({
    method: 'POST',
    url: `/api/servers/${serverId}/world-scans`,
    payload: payload as object,
  });

/** The world as a folder (for the browser's reader, here the same reader) and as a ZIP (for the upload). */
async function theWorld() {
  const region = await buildRegion(villagerChunks(VILLAGERS));
  const level = await buildLevelDat({ levelName: 'Test World', enchantmentIds: FORGE_IDS });
  await writeWorld(join(dir, 'world'), {
    levelDat: level,
    regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
  });
  const zip = await worldZip({ files: { 'region/r.0.0.mca': region } });
  return { folder: join(dir, 'world'), zip };
}

const comparable = (scan: WorldScan) => ({ ...scan, id: '', summary: { ...scan.summary, seconds: 0 } });

describe(`a world scanned in the browser (${testDialect})`, () => {
  it('gives the same preview as the same world uploaded as a ZIP', async () => {
    const { folder, zip } = await theWorld();
    const viaZip = await uploadWorld(owner, await makeServer(t, owner), zip);
    const report = scanReport(await scanWorld(folder, { workers: 0 }));
    const viaReport = await sendReport(owner, await makeServer(t, owner), report);
    expect(viaReport.statusCode, viaReport.body.slice(0, 300)).toBe(201);
    expect(comparable(viaReport.json<WorldScan>())).toEqual(comparable(viaZip.json<WorldScan>()));
    expect(viaReport.json<WorldScan>().villagers).toHaveLength(2);
  });

  it('rescans: keeps what the last scan found in the chunks the browser reports unchanged, if the state agrees', async () => {
    const { folder } = await theWorld();
    const serverId = await makeServer(t, owner);
    const first = await scanWorld(folder, { workers: 0 });
    expect((await sendReport(owner, serverId, scanReport(first))).statusCode).toBe(201);

    const state = (
      await owner.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` })
    ).json<WorldScanState>();
    expect(state.world_key).toBe(first.state.worldKey);
    expect(state.regions.map((r) => `${r.dimension}/${r.file}`)).toEqual(['overworld/r.0.0.mca']);

    // The browser read nothing: every chunk unchanged, no villagers sent.
    const slots = first.state.regions['overworld/r.0.0.mca']!.timestamps.flatMap((time, i) =>
      time === 0 ? [] : [i],
    );
    const nothingRead = { ...scanReport(first, { 'overworld/r.0.0.mca': slots }), villagers: [] };
    const rescan = await sendReport(owner, serverId, nothingRead);
    expect(rescan.statusCode).toBe(201);
    expect(rescan.json<WorldScan>().villagers).toHaveLength(2);
    expect(rescan.json<WorldScan>().summary).toMatchObject({
      changed_chunks: 0,
      last_scan_at: expect.any(String),
    });

    // A report that calls a chunk unchanged while giving it another save time is not believed.
    const report = scanReport(first, { 'overworld/r.0.0.mca': slots });
    const lying = {
      ...report,
      villagers: [],
      regions: report.regions.map((r) => ({ ...r, timestamps: [[123, 1024]] as [number, number][] })),
    };
    const believed = await sendReport(owner, serverId, lying);
    expect(believed.json<WorldScan>().villagers).toHaveLength(0);
  });

  it.each([
    [
      'a villager UUID that is none',
      (r: Record<string, unknown>) => ({ ...r, villagers: [{ ...(r.villagers as object[])[0], uuid: 'x' }] }),
      /villagers\.0\.uuid must be a villager UUID/,
    ],
    ['a field the schema does not know', (r: Record<string, unknown>) => ({ ...r, extra: 1 }), /extra/],
    [
      'save times that do not cover 1,024 slots',
      (r: Record<string, unknown>) => ({
        ...r,
        regions: [{ ...(r.regions as object[])[0], timestamps: [[1, 3]] }],
      }),
      /regions\.0\.timestamps must cover the 1,024 chunk slots/,
    ],
    [
      'a count that is no whole number',
      (r: Record<string, unknown>) => ({ ...r, seconds: 'fast' }),
      /seconds/,
    ],
    [
      'more villagers than a scan reads',
      (r: Record<string, unknown>) => ({ ...r, villagers: Array(20_001).fill((r.villagers as object[])[0]) }),
      /villagers/,
    ],
  ])('answers 400 naming the field for %s, and stores nothing', async (_name, spoil, error) => {
    const { folder } = await theWorld();
    const serverId = await makeServer(t, owner);
    const report = scanReport(await scanWorld(folder, { workers: 0 })) as unknown as Record<string, unknown>;
    const response = await sendReport(owner, serverId, spoil(report));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(error);
    const state = (
      await owner.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` })
    ).json<WorldScanState>();
    expect(state).toEqual({ world_key: null, regions: [] });
  });

  it('answers 413 for a body over 32 MB, and 403 to a user who may not scan the server', async () => {
    const serverId = await makeServer(t, owner);
    const huge = await owner.request({
      method: 'POST',
      url: `/api/servers/${serverId}/world-scans`,
      headers: { 'content-type': 'application/json' },
      payload: `{"pad":"${'x'.repeat(33 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    const stranger = await t.loginAs('user');
    expect((await sendReport(stranger, serverId, {})).statusCode).toBe(403);
    expect(
      (await stranger.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` }))
        .statusCode,
    ).toBe(403);
  });
});
