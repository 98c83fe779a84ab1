import { withoutLiveUpdates } from './support/live-updates';
import {
  apiTrades,
  BOOK,
  button,
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
import { ApiAs, createWorld } from './support/world';

/** Manage Villager: the Move/Copy panel. */

const TEXT = {
  destinationRequired: 'Select a destination town, location, row and num.',
  bothRequired:
    'Select a source and a destination town, location, row and num (or select trades in the table).',
  unresolved: 'Could not resolve source/destination town ID - refresh towns and try again.',
};

const newWorld = (page: Page) =>
  createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'mv-move' });

const movePanel = (page: Page) => panel(page, 'Move/Copy');
const slot = (page: Page, side: 'Source' | 'Destination') =>
  movePanel(page).getByRole('group', { name: side });

async function setDestination(page: Page, town: string, location: string, row: string, num: string) {
  const destination = slot(page, 'Destination');
  await destination.getByLabel('Destination Town').selectOption({ label: town });
  await destination.getByLabel('Destination Location').fill(location);
  await destination.getByLabel('Destination Row').selectOption(row);
  await destination.getByLabel('Destination Num').selectOption(num);
}

test.describe('move/copy panel', () => {
  test('moves the selected trades to another villager, creating its location', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(BOOK)).getByLabel('Select trade').check();
    await tradeRow(page, rowName(PAPER)).getByLabel('Select trade').check();

    await button(page, 'Move/Copy').click();
    await expect(movePanel(page)).toContainText('Moves the 2 selected trades.');
    await expect(slot(page, 'Source')).toHaveCount(0);
    await button(movePanel(page), 'Move Trades').click();
    await expect(movePanel(page).getByRole('alert')).toHaveText(TEXT.destinationRequired);

    await setDestination(page, 'bones', 'Vault', 'D', '9');
    await button(movePanel(page), 'Move Trades').click();
    await expect(movePanel(page).getByRole('status')).toHaveText('Moved 2 trades to bones / Vault D9.');
    await expect(tradeRows(page)).toHaveCount(2);
    await expect(page.getByTestId('table-state')).toHaveText('');

    const bones = await apiTrades(page.request, world, 'bones');
    const moved = bones.filter((trade) => trade.location === 'Vault');
    expect(moved.map((trade) => trade.id).sort()).toEqual([world.tradeIds[0], world.tradeIds[1]].sort());
    expect(moved.every((trade) => trade.row === 'D' && trade.num === 9)).toBe(true);
  });

  test('copies every trade of the source villager (from the filters) to another one', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz', { location: 'Main Hall', row: 'A', num: '2' });
    await expect(tradeRows(page)).toHaveCount(1);

    await button(page, 'Move/Copy').click();
    await movePanel(page).getByLabel('Action').selectOption('Copy');
    const source = slot(page, 'Source');
    await expect(source.getByLabel('Source Town')).toHaveValue(String(world.townIds.canz));
    await expect(source.getByLabel('Source Location')).toHaveValue('Main Hall');
    await expect(source.getByLabel('Source Row')).toHaveValue('A');
    await expect(source.getByLabel('Source Num')).toHaveValue('2');
    await button(movePanel(page), 'Copy Trades').click();
    await expect(movePanel(page).getByRole('alert')).toHaveText(TEXT.bothRequired);

    await setDestination(page, 'canz', 'Annex', 'B', '6');
    await button(movePanel(page), 'Copy Trades').click();
    await expect(movePanel(page).getByRole('status')).toHaveText('Copied 1 trade to canz / Annex B6.');

    const canz = await apiTrades(page.request, world, 'canz');
    const swords = canz.filter((trade) => trade.sell_item === SWORD.sell_item);
    expect(swords.map(({ location, row, num }) => `${location} ${row}${num}`).sort()).toEqual([
      'Annex B6',
      'Main Hall A2',
    ]);
    expect(
      swords.every((trade) => trade.enchantments.some((e) => e.name === 'Sharpness' && e.level === 3)),
    ).toBe(true);
  });

  test('without a selection, the source villager is required too', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await button(page, 'Move/Copy').click();
    await setDestination(page, 'canz', 'Annex', 'B', '6');
    await button(movePanel(page), 'Move Trades').click();
    await expect(movePanel(page).getByRole('alert')).toHaveText(TEXT.bothRequired);
  });

  test("'Error: ' and the server's reason when a town cannot be resolved", async ({ page }) => {
    await withoutLiveUpdates(page);
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(PAPER)).getByLabel('Select trade').check();
    await button(page, 'Move/Copy').click();
    await setDestination(page, 'bones', 'Crypt', 'C', '4');
    // The destination town is deleted meanwhile.
    const api = await ApiAs.login(page.request, world.owner);
    await api.delete(`/towns/${world.townIds.bones}`);
    await button(movePanel(page), 'Move Trades').click();
    await expect(movePanel(page).getByRole('alert')).toHaveText(`Error: ${TEXT.unresolved}`);
  });

  test("'An error occurred during the Copy operation.' when the answer carries no reason", async ({
    page,
  }) => {
    const world = await newWorld(page);
    await page.route(
      (url) => url.pathname === '/api/trades/move',
      (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(PAPER)).getByLabel('Select trade').check();
    await button(page, 'Move/Copy').click();
    await movePanel(page).getByLabel('Action').selectOption('Copy');
    await setDestination(page, 'bones', 'Crypt', 'C', '4');
    await button(movePanel(page), 'Copy Trades').click();
    await expect(movePanel(page).getByRole('alert')).toHaveText(
      'An error occurred during the Copy operation.',
    );
  });
});
