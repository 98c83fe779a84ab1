import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  type VillagerSpec,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { openManageVillager } from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/**
 * Choose world folder (issue 30): a 1.12.2 world folder written here with the world-save builders (nothing
 * binary is committed), beside files a real world folder holds, picked through the folder input; Chromium reads
 * it on Web Workers and sends only the villagers as JSON; the preview is applied. A second pick of the same
 * folder after one chunk changed reads only that chunk.
 */

const librarian = (n: number, x: number, z: number, price: number): VillagerSpec => ({
  uuid: `0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5f0${n}`,
  x,
  y: 64,
  z,
  profession: 1,
  career: 1,
  professionName: 'minecraft:librarian',
  careerLevel: 2,
  offers: [{ buy: { id: 'minecraft:paper', count: 24 }, sell: { id: 'minecraft:emerald', count: price } }],
});

/** Two librarians in chunk (6, 12), a third in chunk (7, 12), a chunk without villagers at (0, 0). */
async function writeWorldFolder(folder: string, thirdPrice: number, thirdSavedAt: number): Promise<void> {
  const chunk = (x: number, z: number, villagers: VillagerSpec[], timestamp: number) => ({
    x,
    z,
    timestamp,
    payload: compressChunk(buildChunkNbt(x, z, villagers.map(villagerEntity))),
  });
  const region = assembleRegion([
    chunk(0, 0, [], 1000),
    chunk(6, 12, [librarian(1, 100.5, 200.5, 1), librarian(2, 104.5, 200.5, 2)], 1000),
    chunk(7, 12, [librarian(3, 116.5, 200.5, thirdPrice)], thirdSavedAt),
  ]);
  const files: [string, Uint8Array | string][] = [
    ['level.dat', await buildLevelDat({ levelName: 'Folder World' })],
    ['region/r.0.0.mca', region],
    ['region/r.0.0.mca.tmp', 'left behind by a backup tool'],
    ['DIM-1/region/r.0.0.mca', new Uint8Array(0)],
    ['playerdata/0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5eff.dat', 'not read'],
    ['stats/0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5eff.json', '{}'],
    ['data/villages.dat', 'not read'],
    ['session.lock', ''],
  ];
  for (const [path, bytes] of files) {
    await mkdir(join(folder, path, '..'), { recursive: true });
    await writeFile(join(folder, path), bytes);
  }
}

const importPanel = (page: Page) => page.getByRole('region', { name: 'Import from world save' });

async function pickFolder(page: Page, folder: string) {
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/world-scans'),
  );
  await importPanel(page).getByLabel('World folder').setInputFiles(folder);
  return sent;
}

/** The report the browser sent: JSON, gzipped (Content-Encoding: gzip). */
function sentReport(request: Request): unknown {
  expect(request.headers()['content-encoding']).toBe('gzip');
  return JSON.parse(gunzipSync(request.postDataBuffer()!).toString('utf8'));
}

test('choose a world folder: read in the browser, only the villagers sent, applied; a rescan reads one chunk', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dir = await mkdtemp(join(tmpdir(), 'tradehall-e2e-folder-'));
  try {
    const folder = join(dir, 'Folder World');
    await writeWorldFolder(folder, 3, 1000);
    const world = await createWorld(page.request, { towns: {}, trades: [] }, { prefix: 'world-folder' });
    await openManageVillager(page, world);
    await page.getByRole('button', { name: 'Import from world save', exact: true }).click();
    const panel = importPanel(page);
    await expect(panel.getByRole('button', { name: 'Choose world folder', exact: true })).toBeVisible();

    const request = await pickFolder(page, folder);
    expect(request.headers()['content-type']).toMatch(/^application\/json/);
    const report = sentReport(request) as {
      world: { level_name: string };
      villagers: { uuid: string }[];
      regions: { dimension: string; file: string; slots: number; unchanged: number[] }[];
    };
    expect(report.world.level_name).toBe('Folder World');
    expect(report.villagers.map((v) => v.uuid.slice(-2)).sort()).toEqual(['01', '02', '03']);
    expect(report.regions.map((r) => [r.dimension, r.file, r.slots, r.unchanged])).toEqual([
      ['overworld', 'r.0.0.mca', 3, []],
      ['nether', 'r.0.0.mca', 0, []],
    ]);
    // Nothing of the world beyond the report: far less than the region file itself.
    expect(request.postDataBuffer()!.length).toBeLessThan(4000);

    await expect(panel.getByRole('status').filter({ hasText: 'World "Folder World"' })).toHaveText(
      /World "Folder World" \(Minecraft 1\.12\.2\): 3 villagers with 3 offers/,
    );
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Applied.' })).toContainText('Created 3');

    // The third librarian's chunk is saved again with another price: the rescan reads that chunk only.
    await writeWorldFolder(folder, 5, 2000);
    const rescan = sentReport(await pickFolder(page, folder)) as typeof report;
    expect(rescan.villagers.map((v) => v.uuid.slice(-2))).toEqual(['03']);
    expect(rescan.regions[0]!.unchanged).toEqual([0, 390]);
    await expect(panel.getByRole('status').filter({ hasText: 'World "Folder World"' })).toContainText(
      '1 of 3 chunks changed since your last scan',
    );
    await expect(panel.getByTestId('apply-estimate')).toHaveText(
      /^Apply will create 0 trades, update (up to )?1 and remove 0; 2 stay unchanged\./,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the app's pages may compile WebAssembly: the browser scan's workers inflate chunks with it", async ({
  page,
}) => {
  await page.goto('/');
  // The scan's workers are served with the same Content-Security-Policy as the page.
  const outcome = await page.evaluate(() =>
    WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
      () => 'compiled',
      (error: unknown) => String(error),
    ),
  );
  expect(outcome).toBe('compiled');
});
