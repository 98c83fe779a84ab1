import { apiToken, loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';
import { createWorld } from './support/world';

// Issue 27: an export re-imported twice without a change is counted unchanged both times.

const tableSelect = (page: Page) => page.getByRole('combobox', { name: 'Table', exact: true });
const oneTable = (page: Page) => page.getByRole('region', { name: 'One table (CSV)' });

test('a towns export re-imported twice without a change is unchanged both times', async ({ page }) => {
  await createWorld(page.request, { towns: { Canz: [], Bones: [] }, trades: [] }, { prefix: 'round-trip' });
  const token = await apiToken(page.request, USERS.admin);
  const exported = await page.request.get('/api/export/towns', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status()).toBe(200);
  const csv = await exported.body();
  const rows = csv.toString('utf8').trim().split('\r\n').length - 1;

  await loginAs(page, 'admin');
  await page.goto('/admin/import-export');
  await tableSelect(page).selectOption('towns');
  for (const attempt of [1, 2]) {
    await oneTable(page)
      .getByLabel('CSV file to import')
      .setInputFiles({ name: 'towns.csv', mimeType: 'text/csv', buffer: csv });
    await oneTable(page).getByRole('button', { name: 'Import CSV' }).click();
    await expect(oneTable(page).getByRole('status'), `attempt ${attempt}`).toHaveText(
      new RegExp(`^Imported into towns\\.\\s*0 added, 0 updated, ${rows} unchanged\\.$`),
    );
  }
});
