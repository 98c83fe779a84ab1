import { BOOK, openManageVillager, searchTrades, tradesTable } from './support/manage-villager';
import { pageWiderThanWindow } from './support/page-width';
import { expect, test } from './support/test';
import { createWorld, type TradeSpec } from './support/world';

/**
 * Manage Villager with a full hall (issue 28): the hall map's screen-reader text stays inside the map's scroll
 * box, so the page is no wider than the window, and the trade table's Enchantments column is in view at 1400 px.
 */

/** A villager in every slot of rows A–C (and rows E), each with a book: a hall map wider than a phone. */
const HALL: TradeSpec[] = ['A', 'B', 'C', 'E'].flatMap((row) =>
  Array.from({ length: 20 }, (_, index) => ({ ...BOOK, row, num: index + 1 })),
);

test('a full hall: no sideways page at 1400 or 390 px, the Enchantments column in view at 1400 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const world = await createWorld(
    page.request,
    { towns: { canz: ['Main Hall'] }, trades: HALL },
    {
      prefix: 'page-width',
    },
  );
  await page.setViewportSize({ width: 1400, height: 900 });
  await openManageVillager(page, world);
  await searchTrades(page, 'canz', { location: 'Main Hall' });
  const map = page.getByRole('grid', { name: 'Hall map: canz / Main Hall' });
  await expect(map).toBeVisible({ timeout: 15_000 });
  // Every row from A to the last in use (E) and one more: the empty row D is drawn.
  await expect(map.getByRole('rowheader')).toHaveText(['A', 'B', 'C', 'D', 'E', 'F']);

  expect(await pageWiderThanWindow(page)).toBeNull();
  const header = tradesTable(page).getByRole('columnheader', { name: 'Enchantments', exact: true });
  const box = await header.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1400);
  await expect(tradesTable(page).getByTestId('enchantments').first()).toContainText('Mending');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
  expect(await pageWiderThanWindow(page)).toBeNull();
});
