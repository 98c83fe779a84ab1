import {
  apiTrades,
  BOOK,
  button,
  filterSelect,
  openManageVillager,
  PAPER,
  panel,
  rowName,
  SWORD,
  searchTrades,
  TOWNS,
  TRADES,
  tradeRow,
  tradeRows,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/** Manage Villager's hall map (issue 15): the searched location drawn above the table, its cells as filters. */

const newWorld = (page: Page) =>
  createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'mv-map' });

const hallMap = (page: Page) => page.getByRole('grid', { name: 'Hall map: canz / Main Hall' });
const cell = (page: Page, name: string | RegExp) => hallMap(page).getByRole('gridcell', { name });

test.describe('manage villager: hall map', () => {
  test('clicking a cell lists that villager, in the address too; again lists the whole location', async ({
    page,
  }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz', { location: 'Main Hall' });
    await expect(page).toHaveURL(/\/manage-villager\?town=canz&location=Main\+Hall$/);
    await expect(tradeRows(page)).toHaveCount(3);
    await expect(cell(page, 'A1 Librarian: Mending I')).toBeVisible();
    await expect(cell(page, 'A2 Weapon Smith: Sharpness III')).toBeVisible();
    await expect(cell(page, 'A3 empty')).toBeVisible();

    await cell(page, 'A2 Weapon Smith: Sharpness III').click();
    await expect(page).toHaveURL(/town=canz&location=Main\+Hall&row=A&num=2$/);
    await expect(tradeRows(page)).toHaveCount(1);
    await expect(tradeRow(page, rowName(SWORD))).toBeVisible();
    await expect(filterSelect(page, 'Row')).toHaveValue('A');
    await expect(filterSelect(page, 'Num')).toHaveValue('2');
    await expect(cell(page, 'A2 Weapon Smith: Sharpness III')).toHaveAttribute('aria-selected', 'true');

    // The keyboard reaches the map: the selected cell is its one tab stop; arrows move, Enter chooses.
    await cell(page, 'A2 Weapon Smith: Sharpness III').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'A1 Librarian: Mending I')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/row=A&num=1$/);
    await expect(tradeRows(page)).toHaveCount(2);
    await expect(tradeRow(page, rowName(BOOK))).toBeVisible();
    await expect(tradeRow(page, rowName(PAPER))).toBeVisible();

    await page.reload();
    await expect(tradeRows(page)).toHaveCount(2);
    await expect(cell(page, /^A1 /)).toHaveAttribute('aria-selected', 'true');

    await cell(page, /^A1 /).click();
    await expect(page).toHaveURL(/location=Main\+Hall$/);
    await expect(tradeRows(page)).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/row=A&num=1$/);
    await expect(tradeRows(page)).toHaveCount(2);
  });

  test('with Move/Copy open, a click on a cell chooses the destination', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz', { location: 'Main Hall', row: 'A', num: '2' });
    await expect(tradeRows(page)).toHaveCount(1);
    await tradeRow(page, rowName(SWORD)).getByLabel('Select trade').check();

    await button(page, 'Move/Copy').click();
    const move = panel(page, 'Move/Copy');
    await cell(page, 'A5 empty').click();
    const destination = move.getByRole('group', { name: 'Destination' });
    await expect(destination.getByLabel('Destination Town')).toHaveValue(String(world.townIds.canz));
    await expect(destination.getByLabel('Destination Location')).toHaveValue('Main Hall');
    await expect(destination.getByLabel('Destination Row')).toHaveValue('A');
    await expect(destination.getByLabel('Destination Num')).toHaveValue('5');
    await expect(cell(page, 'A5 empty')).toHaveAttribute('aria-selected', 'true');

    await button(move, 'Move Trades').click();
    await expect(move.getByRole('status')).toHaveText('Moved 1 trade to canz / Main Hall A5.');
    await expect(cell(page, 'A5 Weapon Smith: Sharpness III')).toBeVisible();
    await expect(cell(page, 'A2 empty')).toBeVisible();
    const moved = (await apiTrades(page.request, world, 'canz')).find((t) => t.sell_item === SWORD.sell_item);
    expect(moved).toMatchObject({ location: 'Main Hall', row: 'A', num: 5 });
  });

  test('a town renamed here shows renamed in Search, without a reload', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Search', exact: true }).click();
    const searchTown = page.getByLabel('Town', { exact: true });
    await expect(searchTown.locator('option')).toHaveText(['All Towns', 'bones', 'canz']);

    await nav.getByRole('link', { name: 'Manage Villager', exact: true }).click();
    await button(page, 'Manage Town').click();
    const towns = panel(page, 'Manage Town');
    await towns.getByLabel('Town', { exact: true }).selectOption({ label: 'canz' });
    await towns.getByLabel('New Town Name').fill('canz-renamed');
    await button(towns, 'Rename Town').click();
    await expect(towns.getByRole('status')).toHaveText('Town updated successfully!');

    const reloaded = page.waitForEvent('load', { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await nav.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(searchTown.locator('option')).toHaveText(['All Towns', 'bones', 'canz-renamed']);
    expect(await reloaded).toBe(false);
  });
});
