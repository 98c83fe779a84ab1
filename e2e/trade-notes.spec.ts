import { loginAs } from './support/auth';
import {
  addForm,
  button,
  filterSelect,
  openManageVillager,
  searchTrades,
  TOWNS,
  TRADES,
  tradeRows,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/** Issue 26's proof, end to end: a note typed in Manage Villager is shown there and found by Search. */

const field = (page: Page, label: string) => addForm(page).getByLabel(label, { exact: true });

test('a note added in Manage Villager shows in its row and is found by Search', async ({ page }) => {
  const world = await createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'notes' });
  await openManageVillager(page, world);
  await filterSelect(page, 'Town').selectOption({ label: 'canz' });
  await filterSelect(page, 'Villager Type').selectOption('Librarian');
  await expect(button(addForm(page), 'Add Trade')).toBeEnabled();
  await field(page, 'Location').fill('Notes Hall');
  await field(page, 'Sell Item').selectOption('Compass');
  await field(page, 'Notes').fill('name-tagged Bob');
  await button(addForm(page), 'Add Trade').click();
  await expect(addForm(page).getByRole('status')).toContainText('Trade added');

  await searchTrades(page, 'canz', { villagerType: 'Librarian' });
  const notes = tradeRows(page).getByRole('textbox', { name: 'Notes' });
  await expect
    .poll(() => notes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toContain('name-tagged Bob');

  await loginAs(page, world.owner);
  await page.goto('/search');
  await page.getByLabel('Server:').selectOption({ label: world.serverName });
  await page.getByLabel('Only with Enchantments', { exact: true }).uncheck();
  await page.getByLabel('Search text', { exact: true }).fill('TAGGED bob');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  const rows = results.locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Compass');
  await expect(rows.first()).toContainText('name-tagged Bob');
});
