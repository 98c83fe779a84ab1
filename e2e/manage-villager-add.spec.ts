import { withoutLiveUpdates } from './support/live-updates';
import {
  addForm,
  apiTrades,
  BOOK,
  button,
  CRYPT_BOOK,
  filterSelect,
  openManageVillager,
  rowName,
  searchTrades,
  TOWNS,
  TRADES,
  tradeRow,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { ApiAs, createWorld } from './support/world';

/** Manage Villager: the Add New Trade form and its trade template helper. */

const TEXT = {
  specificType: 'Please select a specific Villager Type from the main filter above to add a trade.',
  townAndSell: 'A Town and a Sell Item must be selected before adding a new trade.',
  averageApplied: 'Average price applied.',
  noTemplate: 'No existing trade data found for this item.',
  templateFailed: 'Could not fetch average price.',
};

const newWorld = (page: Page) =>
  createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'mv-add' });

const field = (page: Page, label: string) => addForm(page).getByLabel(label, { exact: true });
const modal = (page: Page) => page.getByRole('dialog');

async function chooseVillager(page: Page, town: string, villagerType: string): Promise<void> {
  await filterSelect(page, 'Town').selectOption({ label: town });
  await filterSelect(page, 'Villager Type').selectOption(villagerType);
  await expect(button(addForm(page), 'Add Trade')).toBeEnabled();
}

test.describe('add new trade', () => {
  test('disabled with a hint until a town and a villager type are chosen; defaults 1, 0, 1', async ({
    page,
  }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    const hint = addForm(page).getByTestId('add-trade-hint');

    await expect(hint).toHaveText(
      'Select a town and a specific Villager Type in the filters above to add a trade.',
    );
    await expect(button(addForm(page), 'Add Trade')).toBeDisabled();
    await expect(field(page, 'Sell Item')).toBeDisabled();

    await filterSelect(page, 'Town').selectOption({ label: 'canz' });
    await expect(hint).toHaveText(TEXT.specificType);
    await expect(button(addForm(page), 'Add Trade')).toBeDisabled();

    await filterSelect(page, 'Villager Type').selectOption('Librarian');
    await expect(hint).toHaveCount(0);
    await expect(button(addForm(page), 'Add Trade')).toBeEnabled();
    await expect(field(page, 'Amount 1')).toHaveValue('1');
    await expect(field(page, 'Amount 2')).toHaveValue('0');
    await expect(field(page, 'Sell Amount')).toHaveValue('1');

    // Negative amounts cannot be typed.
    await field(page, 'Amount 2').fill('-5');
    await expect(field(page, 'Amount 2')).toHaveValue('5');
  });

  test('item choices come from the villager type; a sell item is required', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await chooseVillager(page, 'canz', 'Librarian');

    await expect(field(page, 'Sell Item').locator('option')).toContainText([
      'Select an item',
      'Bookshelf',
      'Clock',
      'Compass',
      'Emerald',
      'Enchanted Book',
    ]);
    await expect(field(page, 'Cost Item 1').locator('option', { hasText: 'Paper' })).toHaveCount(1);
    await expect(field(page, 'Cost Item 1').locator('option', { hasText: 'Wheat' })).toHaveCount(0);
    await expect(field(page, 'Cost Item 2').locator('option').first()).toHaveText('None');

    await field(page, 'Location').fill('Main Hall');
    await button(addForm(page), 'Add Trade').click();
    await expect(addForm(page).getByRole('alert')).toHaveText(TEXT.townAndSell);
  });

  test('enchantment choices follow the sell item; another sell item clears them', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await chooseVillager(page, 'canz', 'Librarian');
    await expect(button(addForm(page), 'Choose Enchantments')).toBeDisabled();

    await field(page, 'Sell Item').selectOption('Enchanted Book');
    await button(addForm(page), 'Choose Enchantments').click();
    const available = modal(page).getByRole('group', { name: 'Available enchantments' });
    await expect(available.getByLabel('Protection (max IV)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Sharpness (max V)', { exact: true })).toBeVisible();
    await available.getByLabel('Unbreaking (max III)', { exact: true }).check();
    await modal(page).getByLabel('Level of Unbreaking').selectOption('3');
    await button(modal(page), 'Save Changes').click();
    await expect(addForm(page).getByTestId('add-trade-enchantments')).toHaveText('Unbreaking III');

    await field(page, 'Sell Item').selectOption('Compass');
    await expect(addForm(page).getByTestId('add-trade-enchantments')).toHaveText('none');

    // A sword offers sword enchantments and those for Any/breakable items, not armour ones.
    await filterSelect(page, 'Villager Type').selectOption('Weapon Smith');
    await field(page, 'Sell Item').selectOption('Diamond Sword');
    await button(addForm(page), 'Choose Enchantments').click();
    await expect(available.getByLabel('Sharpness (max V)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Unbreaking (max III)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Curse of Vanishing (max I)', { exact: true })).toBeVisible();
    await expect(available.getByLabel('Protection (max IV)', { exact: true })).toHaveCount(0);
    await button(modal(page), 'Cancel').click();
  });

  test('adds a trade with enchantments to the chosen villager', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await filterSelect(page, 'Town').selectOption({ label: 'bones' });
    await filterSelect(page, 'Villager Type').selectOption('Librarian');
    await filterSelect(page, 'Location').selectOption('Crypt');
    await filterSelect(page, 'Row').selectOption('C');
    await filterSelect(page, 'Num').selectOption('3');
    // The filters' villager prefills the form.
    await expect(field(page, 'Location')).toHaveValue('Crypt');
    await expect(field(page, 'Row')).toHaveValue('C');
    await expect(field(page, 'Num')).toHaveValue('3');

    await field(page, 'Location').fill('Vault');
    await field(page, 'Num').selectOption('4');
    await field(page, 'Cost Item 1').selectOption('Book');
    await field(page, 'Cost Item 2').selectOption('Emerald');
    await field(page, 'Amount 2').fill('30'); // in what a librarian asks for Looting II (8–32)
    await field(page, 'Sell Item').selectOption('Enchanted Book');
    await button(addForm(page), 'Choose Enchantments').click();
    await modal(page).getByLabel('Looting (max III)', { exact: true }).check();
    await modal(page).getByLabel('Level of Looting').selectOption('2');
    await button(modal(page), 'Save Changes').click();
    await button(addForm(page), 'Add Trade').click();

    const added = {
      ...CRYPT_BOOK,
      location: 'Vault',
      num: 4,
      cost_amount2: 30,
      enchantments: [{ name: 'Looting', level: 2 }],
    };
    await expect(addForm(page).getByRole('status')).toHaveText(`Trade added: ${rowName(added)}.`);
    // The item fields start afresh; the villager stays for the next trade.
    await expect(field(page, 'Sell Item')).toHaveValue('');
    await expect(field(page, 'Amount 2')).toHaveValue('0');
    await expect(field(page, 'Location')).toHaveValue('Vault');

    const trades = await apiTrades(page.request, world, 'bones');
    const saved = trades.find((trade) => trade.location === 'Vault');
    expect(saved).toMatchObject({
      row: 'C',
      num: 4,
      villager_type: 'Librarian',
      cost_item1: 'Book',
      cost_amount1: 1,
      cost_item2: 'Emerald',
      cost_amount2: 30,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
    });
    expect(saved?.enchantments.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Looting', level: 2 },
    ]);

    await searchTrades(page, 'bones', { villagerType: 'Librarian' });
    await expect(tradeRow(page, rowName(added))).toBeVisible();
  });

  test("'Error adding trade: ' with the server's reason", async ({ page }) => {
    await withoutLiveUpdates(page);
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await chooseVillager(page, 'canz', 'Librarian');
    await field(page, 'Location').fill('Main Hall');
    await field(page, 'Sell Item').selectOption('Compass');
    // The town goes away meanwhile.
    const api = await ApiAs.login(page.request, world.owner);
    await api.delete(`/towns/${world.townIds.canz}`);
    await button(addForm(page), 'Add Trade').click();
    await expect(addForm(page).getByRole('alert')).toContainText('Error adding trade: ');
  });

  test('the trade template helper fills the costs with the average price', async ({ page }) => {
    const world = await newWorld(page);
    // One more enchanted book: cost 2 over all three averages (10 + 20 + 30) / 3 = 20 emeralds.
    const api = await ApiAs.login(page.request, world.owner);
    await api.post('/trades', {
      ...BOOK,
      town: undefined,
      town_id: world.townIds.canz,
      server_id: world.serverId,
      cost_amount2: 30,
      enchantments: [],
    });
    await openManageVillager(page, world);
    await chooseVillager(page, 'canz', 'Librarian');
    await expect(button(addForm(page), 'Use Average Price')).toBeDisabled();

    await field(page, 'Sell Item').selectOption('Enchanted Book');
    await button(addForm(page), 'Use Average Price').click();
    await expect(addForm(page).getByRole('status')).toHaveText(TEXT.averageApplied);
    await expect(field(page, 'Cost Item 1')).toHaveValue('Book');
    await expect(field(page, 'Amount 1')).toHaveValue('1');
    await expect(field(page, 'Cost Item 2')).toHaveValue('Emerald');
    await expect(field(page, 'Amount 2')).toHaveValue('20');

    await field(page, 'Sell Item').selectOption('Bookshelf');
    await button(addForm(page), 'Use Average Price').click();
    await expect(addForm(page).getByRole('status')).toHaveText(TEXT.noTemplate);

    await page.route(
      (url) => url.pathname === '/api/trade_template',
      (route) => route.fulfill({ status: 500, body: 'boom' }),
    );
    await button(addForm(page), 'Use Average Price').click();
    await expect(addForm(page).getByRole('alert')).toHaveText(TEXT.templateFailed);
  });
});
