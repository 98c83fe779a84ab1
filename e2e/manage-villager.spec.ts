import { loginAs } from './support/auth';
import { withoutLiveUpdates } from './support/live-updates';
import {
  type ApiTrade,
  apiTrades,
  BOOK,
  button,
  CRYPT_BOOK,
  filterForm,
  filterSelect,
  openManageVillager,
  PAPER,
  rowName,
  SWORD,
  searchTrades,
  TOWNS,
  TRADES,
  tradeRow,
  tradeRows,
  tradesTable,
  WHEAT,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { ApiAs, createWorld } from './support/world';

/** Manage Villager: filters, the editable table, the enchantment modal, Save Edits and Delete Selected. */

const TEXT = {
  townFirst: 'Please select a town before searching.',
  noTrades: 'No trades found for this selection.',
  tradesError: 'Error fetching trades.',
  initialError: 'Error fetching initial data. Check backend connection and CORS setup.',
  saved: 'Saved all edits.',
  deleted: 'Deleted trades.',
};

const HEADERS = [
  'Sel.',
  'Location',
  'Row',
  'Num',
  'Villager',
  'Cost 1',
  'Amt 1',
  'Cost 2',
  'Amt 2',
  'Sell',
  'Amt',
  'Enchantments',
  'Notes',
];

const newWorld = (page: Page) =>
  createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'mv' });

const modal = (page: Page) => page.getByRole('dialog');

test.describe('manage villager: filters and listing', () => {
  test("a search needs a town: 'Please select a town before searching.'", async ({ page }) => {
    const world = await newWorld(page);
    const listings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/trades') listings.push(request.url());
    });
    await openManageVillager(page, world);

    await expect(filterSelect(page, 'Villager Type')).toBeDisabled();
    await button(filterForm(page), 'Search').click();
    await expect(page.getByRole('alert').filter({ hasText: TEXT.townFirst })).toBeVisible();
    expect(listings).toEqual([]);

    await expect(filterSelect(page, 'Row').locator('option')).toHaveCount(27);
    await expect(filterSelect(page, 'Row').locator('option').first()).toHaveText('All');
    await expect(filterSelect(page, 'Num').locator('option')).toHaveCount(21);
    await expect(filterSelect(page, 'Num').locator('option').last()).toHaveText('20');
  });

  test('changing the town resets villager type, location, row and num', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await filterSelect(page, 'Town').selectOption({ label: 'canz' });
    await expect(filterSelect(page, 'Villager Type')).toBeEnabled();
    await filterSelect(page, 'Villager Type').selectOption('Librarian');
    await filterSelect(page, 'Location').selectOption('Main Hall');
    await filterSelect(page, 'Row').selectOption('A');
    await filterSelect(page, 'Num').selectOption('1');

    await filterSelect(page, 'Town').selectOption({ label: 'bones' });
    await expect(filterSelect(page, 'Villager Type')).toHaveValue('');
    await expect(filterSelect(page, 'Location')).toHaveValue('');
    await expect(filterSelect(page, 'Row')).toHaveValue('');
    await expect(filterSelect(page, 'Num')).toHaveValue('');
    await expect(filterSelect(page, 'Location').locator('option')).toHaveText(['All Locations', 'Crypt']);
  });

  test('lists a town’s trades in the editable table, narrowed by the filters', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');

    await expect(tradesTable(page).getByRole('columnheader')).toHaveText(HEADERS);
    await expect(tradeRows(page)).toHaveCount(4);
    const book = tradeRow(page, rowName(BOOK));
    await expect(book.getByLabel('Location')).toHaveValue('Main Hall');
    await expect(book.getByLabel('Row')).toHaveValue('A');
    await expect(book.getByLabel('Num')).toHaveValue('1');
    await expect(book.getByLabel('Villager')).toHaveValue('Librarian');
    await expect(book.getByLabel('Cost 1')).toHaveValue('Book');
    await expect(book.getByLabel('Amt 1')).toHaveValue('1');
    await expect(book.getByLabel('Cost 2')).toHaveValue('Emerald');
    await expect(book.getByLabel('Amt 2')).toHaveValue('10');
    await expect(book.getByLabel('Sell')).toHaveValue('Enchanted Book');
    await expect(book.getByLabel('Amt', { exact: true })).toHaveValue('1');
    await expect(book.getByTestId('enchantments')).toHaveText('Mending I');
    await expect(book.getByLabel('Amt 1')).toHaveAttribute('min', '0');

    await searchTrades(page, 'canz', { villagerType: 'Librarian' });
    await expect(tradeRows(page)).toHaveCount(2);
    await searchTrades(page, 'canz', { location: 'Main Hall', row: 'A', num: '2' });
    await expect(tradeRows(page)).toHaveCount(1);
    await expect(tradeRow(page, rowName(SWORD))).toBeVisible();

    await searchTrades(page, 'bones');
    await expect(tradeRows(page)).toHaveCount(1);
    await expect(tradeRow(page, rowName(CRYPT_BOOK))).toBeVisible();
  });

  test("'No trades found for this selection.' when nothing matches", async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz', { row: 'Z' });
    await expect(page.getByText(TEXT.noTrades, { exact: true })).toBeVisible();
    await expect(tradesTable(page)).toHaveCount(0);
  });

  test("'Error fetching trades.' when the listing fails", async ({ page }) => {
    const world = await newWorld(page);
    await page.route(
      (url) => url.pathname === '/api/trades',
      (route) => route.fulfill({ status: 400, json: { error: 'broken' } }),
    );
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await expect(page.getByRole('alert').filter({ hasText: TEXT.tradesError })).toBeVisible();
  });

  test("'Error fetching initial data. ...' when reference data cannot be loaded", async ({ page }) => {
    const world = await newWorld(page);
    await page.route(
      (url) => url.pathname === '/api/villager_items',
      (route) => route.fulfill({ status: 400, json: { error: 'broken' } }),
    );
    await openManageVillager(page, world);
    await expect(page.getByRole('alert').filter({ hasText: TEXT.initialError })).toBeVisible();
  });

  test('the selection resets after a search', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(BOOK)).getByLabel('Select trade').check();
    await tradeRow(page, rowName(WHEAT)).getByLabel('Select trade').check();
    await expect(page.getByTestId('table-state')).toHaveText('2 selected');
    await searchTrades(page, 'canz');
    await expect(tradeRow(page, rowName(BOOK)).getByLabel('Select trade')).not.toBeChecked();
    await expect(page.getByTestId('table-state')).toHaveText('');
  });
});

test.describe('manage villager: access and server', () => {
  test('an auditor never reaches the page', async ({ page }) => {
    await loginAs(page, 'auditor');
    await page.goto('/manage-villager');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('picking another server in the header starts the screen afresh', async ({ page }) => {
    const world = await newWorld(page);
    const second = await createWorld(
      page.request,
      { towns: { oasis: ['Well'] }, trades: [] },
      { prefix: 'mv-second', owner: world.owner },
    );
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await expect(tradeRows(page)).toHaveCount(4);

    await page.getByLabel('Server:').selectOption({ label: second.serverName });
    await expect(tradesTable(page)).toHaveCount(0);
    await expect(filterSelect(page, 'Town')).toHaveValue('');
    await expect(filterSelect(page, 'Town').locator('option')).toHaveText(['Select a town', 'oasis']);
  });
});

test.describe('manage villager: editing', () => {
  test('edits cells, sets enchantments in the modal, and saves every changed row', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');

    const paper = tradeRow(page, rowName(PAPER));
    await paper.getByLabel('Amt 1').fill('20');
    await paper.getByLabel('Cost 2').fill('Book');
    await paper.getByLabel('Amt 2').fill('2');
    const wheat = tradeRow(page, rowName(WHEAT));
    await wheat.getByLabel('Location').fill('Barn');
    await wheat.getByLabel('Row').selectOption('D');
    await wheat.getByLabel('Num').fill('7');
    await expect(page.getByTestId('table-state')).toHaveText('2 unsaved');

    // The sword takes sword enchantments and Any/breakable ones, not armour ones.
    const sword = tradeRow(page, rowName(SWORD));
    await sword.getByRole('button', { name: 'Edit enchantments' }).click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByText('Enchantments: Iron Sword')).toBeVisible();
    const available = modal(page).getByRole('group', { name: 'Available enchantments' });
    const chosen = modal(page).getByRole('group', { name: 'Selected enchantments' });
    await expect(available.getByLabel('Looting (max III)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Mending (max I)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Protection (max IV)', { exact: true })).toHaveCount(0);
    await expect(available.getByLabel('Sharpness (max V)', { exact: true })).toBeChecked();
    await expect(chosen.getByLabel('Level of Sharpness')).toHaveValue('3');
    await expect(chosen.getByLabel('Level of Sharpness').locator('option')).toHaveText([
      'I',
      'II',
      'III',
      'IV',
      'V',
    ]);

    await available.getByLabel('Filter enchantments').fill('looting');
    await expect(available.getByRole('checkbox')).toHaveCount(2);
    await available.getByLabel('Looting (max III)', { exact: true }).check();
    await chosen.getByLabel('Level of Looting').selectOption('3');
    await chosen.getByLabel('Level of Sharpness').selectOption('5');
    await button(modal(page), 'Save Changes').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(sword.getByTestId('enchantments')).toHaveText('Sharpness V, Looting III');

    // Cancel leaves the row as it was.
    await sword.getByRole('button', { name: 'Edit enchantments' }).click();
    await modal(page).getByLabel('Looting (max III)', { exact: true }).uncheck();
    await button(modal(page), 'Cancel').click();
    await expect(sword.getByTestId('enchantments')).toHaveText('Sharpness V, Looting III');
    await expect(page.getByTestId('table-state')).toHaveText('3 unsaved');

    await button(page, 'Save Edits').click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.saved })).toBeVisible();
    await expect(page.getByTestId('table-state')).toHaveText('');

    const saved = await apiTrades(page.request, world, 'canz');
    const byId = (id: number) => saved.find((trade) => trade.id === id);
    const [bookId, paperId, swordId, wheatId] = world.tradeIds;
    expect(byId(paperId!)).toMatchObject({ cost_amount1: 20, cost_item2: 'Book', cost_amount2: 2 });
    expect(byId(wheatId!)).toMatchObject({ location: 'Barn', row: 'D', num: 7 });
    expect(byId(swordId!)?.enchantments.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Looting', level: 3 },
      { name: 'Sharpness', level: 5 },
    ]);
    expect(byId(bookId!)).toMatchObject({ cost_amount2: 10 });
    await expect(tradeRow(page, rowName(byId(wheatId!)!))).toBeVisible();
  });

  test('the modal offers every enchantment for an Enchanted Book', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz', { villagerType: 'Librarian' });
    await tradeRow(page, rowName(BOOK)).getByRole('button', { name: 'Edit enchantments' }).click();
    const available = modal(page).getByRole('group', { name: 'Available enchantments' });
    await expect(available.getByLabel('Protection (max IV)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Looting (max III)', { exact: true })).toBeVisible();
    const all = (await (await ApiAs.login(page.request, world.owner)).get('/enchantments')) as unknown[];
    await expect(available.getByRole('checkbox')).toHaveCount(all.length);
  });

  test('a row changed meanwhile answers 409: the message names it and the row is reloaded', async ({
    page,
  }) => {
    await withoutLiveUpdates(page);
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(PAPER)).getByLabel('Amt 1').fill('30');
    await tradeRow(page, rowName(WHEAT)).getByLabel('Amt 1').fill('25');

    // Someone else saves the paper trade first.
    const other = await ApiAs.login(page.request, world.owner);
    const paperId = world.tradeIds[1]!;
    const current = (await apiTrades(page.request, world, 'canz')).find((t) => t.id === paperId)!;
    const { id: _id, town: _town, ...rest } = current;
    await other.put(`/trades/${paperId}`, { ...rest, cost_amount1: 18 });

    await button(page, 'Save Edits').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error saving: ' });
    await expect(alert).toContainText('changed by someone else meanwhile and has been reloaded');
    await expect(alert).toContainText(rowName(PAPER));
    await expect(tradeRow(page, rowName(PAPER)).getByLabel('Amt 1')).toHaveValue('18');
    // The other row was saved.
    const after = await apiTrades(page.request, world, 'canz');
    expect(after.find((t) => t.id === world.tradeIds[3])?.cost_amount1).toBe(25);
    expect(after.find((t) => t.id === paperId)?.cost_amount1).toBe(18);
  });

  test("a refused save shows 'Error saving: ' with the server's reason", async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    // Sharpness does not fit bread.
    await tradeRow(page, rowName(SWORD)).getByLabel('Sell').fill('Bread');
    await button(page, 'Save Edits').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving: ' })).toContainText(
      'Sharpness cannot be put on Bread.',
    );
  });
});

test.describe('manage villager: deleting selected trades', () => {
  test('the banner lists the trades; Cancel keeps them, Confirm deletes them', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(PAPER)).getByLabel('Select trade').check();
    await tradeRow(page, rowName(WHEAT)).getByLabel('Select trade').check();

    await button(page, 'Delete Selected').click();
    const banner = page.getByRole('alertdialog');
    await expect(banner).toContainText('Delete these 2 trades?');
    await expect(banner.getByRole('listitem')).toHaveText([rowName(WHEAT), rowName(PAPER)]);
    await button(banner, 'Cancel').click();
    await expect(banner).toHaveCount(0);
    await expect(tradeRows(page)).toHaveCount(4);

    await button(page, 'Delete Selected').click();
    await button(page.getByRole('alertdialog'), 'Confirm').click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.deleted })).toBeVisible();
    await expect(tradeRows(page)).toHaveCount(2);
    await expect(tradeRow(page, rowName(PAPER))).toHaveCount(0);
    const left = (await apiTrades(page.request, world, 'canz')).map((trade: ApiTrade) => trade.id);
    expect(left.sort()).toEqual([world.tradeIds[0], world.tradeIds[2]].sort());
  });

  test("'Error deleting: ' when a trade is already gone", async ({ page }) => {
    await withoutLiveUpdates(page);
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await searchTrades(page, 'canz');
    await tradeRow(page, rowName(PAPER)).getByLabel('Select trade').check();
    const api = await ApiAs.login(page.request, world.owner);
    await api.delete(`/trades/${world.tradeIds[1]}`);

    await button(page, 'Delete Selected').click();
    await button(page.getByRole('alertdialog'), 'Confirm').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error deleting: ' })).toBeVisible();
  });
});
