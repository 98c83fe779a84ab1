import { buildLevelDat, buildRegion, type VillagerSpec, villagerEntity } from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { mainNavigation, pageHeading } from './support/app';
import { storedItem, TOKEN_KEY } from './support/auth';
import { openManageVillager, searchTrades, tradeRow } from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/**
 * Import from world save (issue 14) on Manage Villager: a small 1.12.2 world built here with the world-save
 * builders (nothing binary is committed), zipped with fflate, uploaded through the screen, one slot edited,
 * applied; then Manage Villager and Search show the trades.
 */

/** Forge's registry as the save keeps it: enchantments renumbered, one of a mod the reference data lacks. */
const ENCHANTMENT_IDS: Record<string, number> = {
  'minecraft:sharpness': 16,
  'minecraft:mending': 80,
  'minecraft:efficiency': 81,
  'somanyenchantments:razors_edge': 91,
};

const EMERALD = 'minecraft:emerald';
const book = (mcid: string, level: number, price: number) => ({
  buy: { id: EMERALD, count: price },
  buyB: { id: 'minecraft:book', count: 1 },
  sell: {
    id: 'minecraft:enchanted_book',
    count: 1,
    stored: [[ENCHANTMENT_IDS[mcid]!, level]] as [number, number][],
  },
});

/** A hall at x 100–108, z 198–206: all in chunk 6, 12 of region r.0.0. */
const VILLAGERS: VillagerSpec[] = [
  {
    uuid: '0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e01',
    x: 100.5,
    y: 64,
    z: 200.5,
    profession: 1,
    career: 1,
    professionName: 'minecraft:librarian',
    careerLevel: 2,
    offers: [
      { buy: { id: 'minecraft:paper', count: 24 }, sell: { id: EMERALD, count: 1 } },
      book('minecraft:mending', 1, 12),
    ],
  },
  {
    uuid: '0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e02',
    x: 108.5,
    y: 64,
    z: 200.5,
    profession: 1,
    career: 1,
    professionName: 'minecraft:librarian',
    careerLevel: 2,
    offers: [book('minecraft:sharpness', 3, 20), book('somanyenchantments:razors_edge', 2, 30)],
  },
  {
    uuid: '0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e03',
    x: 104.5,
    y: 64,
    z: 206.5,
    profession: 3,
    career: 3,
    professionName: 'minecraft:smith',
    careerLevel: 1,
    offers: [
      {
        buy: { id: EMERALD, count: 9 },
        sell: {
          id: 'minecraft:iron_pickaxe',
          count: 1,
          ench: [[ENCHANTMENT_IDS['minecraft:efficiency']!, 2]],
        },
      },
    ],
  },
  {
    uuid: '0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e04',
    x: 102.5,
    y: 64,
    z: 198.5,
    profession: 5,
    career: 1,
    offers: [],
  },
];

/** The world folder zipped, one folder deep as players zip it. */
async function worldZip(level: { dataVersion?: number; versionName?: string } = {}): Promise<Buffer> {
  const region = await buildRegion([{ x: 6, z: 12, entities: VILLAGERS.map(villagerEntity) }]);
  const levelDat = await buildLevelDat({ levelName: 'E2E World', enchantmentIds: ENCHANTMENT_IDS, ...level });
  return Buffer.from(zipSync({ 'E2E World/level.dat': levelDat, 'E2E World/region/r.0.0.mca': region }));
}

const importPanel = (page: Page) => page.getByRole('region', { name: 'Import from world save' });

async function openImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Import from world save', exact: true }).click();
  await expect(importPanel(page)).toBeVisible();
}

async function upload(page: Page, zip: Buffer, name = 'E2E World.zip'): Promise<void> {
  const panel = importPanel(page);
  await panel
    .getByLabel('World save (ZIP)')
    .setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
  await panel.getByRole('button', { name: 'Upload and scan', exact: true }).click();
}

const LIBRARIAN = 'Librarian at 100, 200';

// One worker for both tests: on a fresh database, two workers' first createWorld race to add the test modpack.
test.describe.configure({ mode: 'default' });

test('upload a world, edit a slot, apply; Manage Villager and Search show the trades', async ({ page }) => {
  test.setTimeout(60_000);
  const world = await createWorld(page.request, { towns: {}, trades: [] }, { prefix: 'world-import' });
  await openManageVillager(page, world);
  await openImport(page);
  const panel = importPanel(page);

  const scanned = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/world-scans'),
  );
  await upload(page, await worldZip());
  const scanResponse = await scanned;
  expect(scanResponse.status()).toBe(201);
  // The upload carries a progress token; the server recorded the scan under it (the screen polls it).
  const progressToken = new URL(scanResponse.url()).searchParams.get('progress');
  expect(progressToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const progress = await page.request.get(`/api/world-scan-progress/${progressToken}`, {
    headers: { Authorization: `Bearer ${await storedItem(page, TOKEN_KEY)}` },
  });
  expect(await progress.json()).toEqual({ read: 1, total: 1, phase: 'done' });

  await expect(panel.getByRole('status').filter({ hasText: 'World "E2E World"' })).toHaveText(
    /World "E2E World" \(Minecraft 1\.12\.2\): 4 villagers with 5 offers in 1 town and 1 location/,
  );
  const warnings = panel.getByRole('region', { name: 'Warnings' });
  await expect(warnings).toContainText('somanyenchantments:razors_edge (numeric id 91): once');

  // The map: a focusable point per villager, named by type, x, z and proposed slot; focus shows the offers.
  const worldMap = panel.getByRole('figure', { name: 'Map of the villagers: Overworld' });
  const points = worldMap.getByRole('button', { name: / at -?\d+, -?\d+: / });
  await expect(points).toHaveCount(4);
  await worldMap.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(worldMap.getByText('2×', { exact: true })).toBeVisible();
  await expect(points).toHaveCount(4);
  const point = panel.getByRole('button', { name: new RegExp(`^${LIBRARIAN}: .+ / Hall 1 [A-Z]\\d+$`) });
  await expect(point).toHaveCount(1);
  await point.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book',
  );

  // The proposed town (named by the coordinate generator) is the same for the whole hall.
  const smithTown = panel.getByLabel('Town of Tool Smith at 104, 206', { exact: true });
  const proposedTown = await smithTown.inputValue();
  expect(proposedTown).not.toBe('');
  const table = panel.getByRole('table', { name: `Villagers of ${proposedTown} / Hall 1` });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: LIBRARIAN, exact: true })).toContainText('new');
  await expect(table.getByRole('row', { name: 'Nitwit at 102, 198', exact: true })).toContainText(
    'No offers (nothing to import)',
  );
  // A player without references.edit is not offered to add the unknown enchantment.
  await expect(panel.getByLabel('Add unknown enchantments')).toHaveCount(0);
  await expect(panel.getByTestId('apply-estimate')).toHaveText(
    'Apply will create 4 trades, update 0 and remove 0; 1 is skipped.',
  );

  // The proposed placement: a hall map of the location, each villager with offers in its slot (the Nitwit has
  // none); clicking a cell brings its row of the table into focus.
  const placement = panel.getByRole('region', { name: 'Proposed placement' });
  const hallMap = placement.getByRole('grid', { name: `Hall map: ${proposedTown} / Hall 1` });
  const proposedSlot = /([A-Z]\d+)$/.exec((await point.getAttribute('aria-label')) ?? '')?.[1];
  expect(proposedSlot).toBeTruthy();
  const librarianCell = hallMap.getByRole('gridcell', { name: `${proposedSlot} Librarian: Mending I` });
  await expect(librarianCell).toBeVisible();
  await expect(hallMap.getByRole('gridcell', { name: /^[A-Z]\d+ Librarian: Sharpness III$/ })).toHaveCount(1);
  await expect(hallMap.getByRole('gridcell', { name: /^[A-Z]\d+ Tool Smith: Efficiency II$/ })).toHaveCount(
    1,
  );
  await expect(hallMap.getByRole('gridcell', { name: /Nitwit/ })).toHaveCount(0);
  await librarianCell.click();
  await expect(panel.getByLabel(`Skip ${LIBRARIAN}`, { exact: true })).toBeFocused();

  // Edit one villager's slot: the point's name and the placement map follow.
  await panel.getByLabel(`Town of ${LIBRARIAN}`, { exact: true }).fill('Importville');
  await panel.getByLabel(`Location of ${LIBRARIAN}`, { exact: true }).fill('Library');
  await panel.getByLabel(`Row of ${LIBRARIAN}`, { exact: true }).selectOption('B');
  await panel.getByLabel(`Num of ${LIBRARIAN}`, { exact: true }).selectOption('2');
  await expect(panel.getByRole('button', { name: `${LIBRARIAN}: Importville / Library B2` })).toBeVisible();
  await expect(
    placement
      .getByRole('grid', { name: 'Hall map: Importville / Library' })
      .getByRole('gridcell', { name: 'B2 Librarian: Mending I' }),
  ).toBeVisible();
  await expect(hallMap.getByRole('gridcell', { name: /Mending/ })).toHaveCount(0);

  const applied = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/apply'));
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  expect((await applied).postDataJSON()).toEqual({
    placements: [{ uuid: VILLAGERS[0]!.uuid, town: 'Importville', location: 'Library', row: 'B', num: 2 }],
  });
  await expect(panel.getByRole('status').filter({ hasText: 'Applied.' })).toHaveText(
    'Applied. Search and Manage Villager now show the trades. Created 4, updated 0, unchanged 0, removed 0, skipped 1 (trades).',
  );
  await expect(panel.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();

  // Manage Villager: the new towns are in the filter at once, the trades in the listing.
  await searchTrades(page, 'Importville');
  await expect(tradeRow(page, 'Library B2 · Librarian: 1 Enchanted Book (Mending I)')).toBeVisible();
  await expect(
    tradeRow(page, 'Library B2 · Librarian: 1 Emerald'),
    'the paper offer, in the edited slot too',
  ).toBeVisible();
  await searchTrades(page, proposedTown);
  await expect(page.getByRole('table', { name: 'Trades' }).locator('tbody tr')).toHaveCount(2);

  // Search (reached inside the app, so its cached towns must have been refreshed).
  await mainNavigation(page).getByRole('link', { name: 'Search', exact: true }).click();
  await expect(pageHeading(page, 'Trade Search')).toBeVisible();
  await page.getByLabel('Town', { exact: true }).selectOption({ label: 'Importville' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('tbody tr[data-index]')).toHaveCount(1);
  await expect(results.locator('tbody tr[data-index]').first().getByRole('cell')).toHaveText([
    'Importville',
    'Library',
    'B',
    '2',
    'Librarian',
    'Emerald',
    '12',
    'Book',
    '1',
    'Enchanted Book',
    '1',
    '', // no notes
    'Mending I',
  ]);

  // Scanning the same world again: every villager is where the trades are, unchanged.
  await mainNavigation(page).getByRole('link', { name: 'Manage Villager', exact: true }).click();
  await openImport(page);
  await upload(page, await worldZip());
  await expect(panel.getByTestId('apply-estimate')).toHaveText(
    'Apply will create 0 trades, update 0 and remove 0; 4 stay unchanged and 1 is skipped.',
  );
  await expect(panel.getByLabel(`Town of ${LIBRARIAN}`, { exact: true })).toHaveValue('Importville');
  await expect(panel.getByRole('row', { name: LIBRARIAN, exact: true })).toContainText('unchanged');
});

test('a world of another version and a ZIP without level.dat: the server says why, still signed in', async ({
  page,
}) => {
  const world = await createWorld(page.request, { towns: {}, trades: [] }, { prefix: 'world-import-bad' });
  await openManageVillager(page, world);
  await openImport(page);
  const panel = importPanel(page);

  // Nothing to upload before a file is chosen.
  await expect(panel.getByRole('button', { name: 'Upload and scan', exact: true })).toBeDisabled();

  // Busy: a progress bar and Cancel (which drops the upload and frees the form).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isScan = (url: URL) => url.pathname.endsWith('/world-scans');
  // The held upload never reaches the server: a scan still running there would keep this user's one place
  // (429 for the next upload).
  let aborted = Promise.resolve();
  await page.route(isScan, (route) => {
    aborted = held.then(() => route.abort()).catch(() => {});
    return aborted;
  });
  await upload(page, await worldZip());
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuemax',
    '100',
  );
  await expect(panel.getByRole('status')).toHaveText(/^(Uploading… \d+%|Scanning regions….*)$/);
  await expect(panel.getByRole('button', { name: 'Upload and scan', exact: true })).toBeDisabled();
  await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Upload and scan', exact: true })).toBeEnabled();
  // The held request is aborted before its route goes: unrouted first, it could still go on to the server.
  release();
  await aborted;
  await page.unroute(isScan);

  await upload(page, await worldZip({ dataVersion: 2586, versionName: '1.16.5' }));
  await expect(panel.getByRole('alert')).toHaveText(
    'The world could not be scanned: This world was saved by Minecraft 1.16.5; only 1.12 worlds can be scanned.',
  );
  // A 422 of the scan is about the world, not the token.
  expect(await storedItem(page, TOKEN_KEY)).not.toBeNull();
  await expect(pageHeading(page, 'Manage Villager')).toBeVisible();

  await upload(page, Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('no world here') })));
  await expect(panel.getByRole('alert')).toHaveText(
    'The world could not be scanned: The upload holds no level.dat: zip the world folder itself.',
  );
});
