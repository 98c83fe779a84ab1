import { addForm, button, filterSelect, openManageVillager, TOWNS, TRADES } from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/** Issue 24: a librarian's book priced outside what a librarian asks is saved, and the form says so. */

const field = (page: Page, label: string) => addForm(page).getByLabel(label, { exact: true });
const modal = (page: Page) => page.getByRole('dialog');

test('an out-of-range librarian price is saved and shows its warning', async ({ page }) => {
  const world = await createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'lib-price' });
  await openManageVillager(page, world);
  await filterSelect(page, 'Town').selectOption({ label: 'canz' });
  await filterSelect(page, 'Villager Type').selectOption('Librarian');
  await field(page, 'Location').fill('Main Hall');
  await field(page, 'Cost Item 1').selectOption('Book');
  await field(page, 'Cost Item 2').selectOption('Emerald');
  await field(page, 'Amount 2').fill('3');
  await field(page, 'Sell Item').selectOption('Enchanted Book');
  await button(addForm(page), 'Choose Enchantments').click();
  await modal(page).getByLabel('Mending (max I)', { exact: true }).check();
  await button(modal(page), 'Save Changes').click();
  await button(addForm(page), 'Add Trade').click();

  const status = addForm(page).getByRole('status');
  await expect(status).toContainText('Trade added:');
  await expect(status).toContainText('Mending I: a librarian asks 10–38 emeralds; this trade says 3');
});
