import { buildLevelDat, buildRegion, type VillagerSpec, villagerEntity } from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { openManageVillager, tradeRows } from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/**
 * The world-save preview's proposed locations (issue 28): two halls of one village merged and renamed before
 * Apply, the server the trades go into named, and a link to the imported trades after Apply.
 */

const EMERALD = 'minecraft:emerald';
const paper = { buy: { id: 'minecraft:paper', count: 24 }, sell: { id: EMERALD, count: 1 } };
const bread = { buy: { id: EMERALD, count: 1 }, sell: { id: 'minecraft:bread', count: 6 } };

const librarian = (n: number, x: number): VillagerSpec => ({
  uuid: `1e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e0${n}`,
  x,
  y: 64,
  z: 200.5,
  profession: 1,
  career: 1,
  professionName: 'minecraft:librarian',
  offers: [paper],
});

/** Two halls 40 blocks apart (one town, two locations): chunks 6 and 8 of row 12 in region r.0.0. */
const HALL_1 = [
  librarian(1, 100.5),
  {
    uuid: '1e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5e03',
    x: 104.5,
    y: 64,
    z: 200.5,
    profession: 0,
    career: 1,
    professionName: 'minecraft:farmer',
    offers: [bread],
  },
];
const HALL_2 = [librarian(2, 140.5)];

async function worldZip(): Promise<Buffer> {
  const region = await buildRegion([
    { x: 6, z: 12, entities: HALL_1.map(villagerEntity) },
    { x: 8, z: 12, entities: HALL_2.map(villagerEntity) },
  ]);
  const levelDat = await buildLevelDat({ levelName: 'Village World', enchantmentIds: {} });
  return Buffer.from(
    zipSync({ 'Village World/level.dat': levelDat, 'Village World/region/r.0.0.mca': region }),
  );
}

const importPanel = (page: Page) => page.getByRole('region', { name: 'Import from world save' });

test('merge and rename proposed locations before Apply, then follow the link to the imported trades', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const world = await createWorld(page.request, { towns: {}, trades: [] }, { prefix: 'world-merge' });
  await openManageVillager(page, world);
  await page.getByRole('button', { name: 'Import from world save', exact: true }).click();
  const panel = importPanel(page);
  await panel
    .getByLabel('World save (ZIP)')
    .setInputFiles({ name: 'Village World.zip', mimeType: 'application/zip', buffer: await worldZip() });
  await panel.getByRole('button', { name: 'Upload and scan', exact: true }).click();

  const locations = panel.getByRole('table', { name: 'Proposed locations' });
  await expect(locations.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const town = (await locations.locator('tbody tr').first().getByRole('cell').first().textContent()) ?? '';
  expect(town).not.toBe('');
  await expect(locations.getByLabel(`Name of ${town} / Hall 1`)).toHaveValue('Hall 1');
  await expect(locations.getByLabel(`Name of ${town} / Hall 2`)).toHaveValue('Hall 2');

  // Merge Hall 2 into Hall 1: one location of three villagers, no slot shared.
  await locations.getByLabel(`Merge ${town} / Hall 2 into`).selectOption(`${town} / Hall 1`);
  await locations.getByRole('button', { name: `Merge ${town} / Hall 2`, exact: true }).click();
  await expect(locations.locator('tbody tr')).toHaveCount(1);
  await expect(locations.locator('tbody tr').getByRole('cell').nth(2)).toHaveText('3');
  const placement = panel.getByRole('region', { name: 'Proposed placement' });
  await expect(placement.getByRole('grid')).toHaveCount(1);
  await expect(placement.getByRole('grid', { name: `Hall map: ${town} / Hall 1` })).toBeVisible();
  await expect(panel.getByText('These villagers share a slot')).toHaveCount(0);

  // Rename it in place (Enter): the map and the villagers' slots follow.
  const name = locations.getByLabel(`Name of ${town} / Hall 1`);
  await name.fill('Library');
  await name.press('Enter');
  const library = placement.getByRole('grid', { name: `Hall map: ${town} / Library` });
  await expect(library.getByRole('gridcell', { name: / Librarian(:|$)/ })).toHaveCount(2);
  await expect(library.getByRole('gridcell', { name: / Farmer(:|$)/ })).toHaveCount(1);
  await expect(panel.getByLabel('Location of Librarian at 140, 200', { exact: true })).toHaveValue('Library');

  // The Apply section names the server the trades go into.
  await expect(panel.getByText(`The trades go into the server ${world.serverName}.`)).toBeVisible();
  const applied = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/apply'));
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  const body = (await applied).postDataJSON() as { placements: { location: string; town: string }[] };
  expect(body.placements.map((p) => `${p.town} / ${p.location}`)).toEqual(Array(3).fill(`${town} / Library`));
  await expect(panel.getByRole('status').filter({ hasText: 'Applied.' })).toContainText('Created 3');

  // After Apply: a link to the imported trades opens their listing.
  const links = panel.getByRole('navigation', { name: 'Imported trades' });
  await expect(links).toContainText(`${town} / Library (3 villagers)`);
  await links.getByRole('link', { name: `${town} / Library`, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('town') === town && url.searchParams.get('location') === 'Library',
  );
  await expect(tradeRows(page)).toHaveCount(3, { timeout: 15_000 });
});
