import type { Locator } from '@playwright/test';
import { loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { asAdmin, createWorld, uniqueName } from './support/world';

const tableSelect = (page: Page) => page.getByRole('combobox', { name: 'Table', exact: true });

/**
 * The grid row of a stored row. Rows are listed by id, so a row the test just added is on one of the last pages
 * (other tests add rows meanwhile): start at the last page and page back until it shows.
 */
async function gridRow(page: Page, id: number): Promise<Locator> {
  const row = page.locator(`tr[data-row-id="${id}"]`);
  await expect(page.getByText(/^(Rows \d+–\d+ of \d+|No rows\.)$/)).toBeVisible();
  const lastPage = page.getByRole('button', { name: 'Last', exact: true });
  if (await lastPage.isEnabled()) {
    const shown = await page.getByText(/^Rows \d+–\d+ of \d+$/).textContent();
    await lastPage.click();
    await expect(page.getByText(/^Rows \d+–\d+ of \d+$/)).not.toHaveText(shown ?? '');
  }
  for (let i = 0; i < 50; i++) {
    await expect(page.getByText(/^(Rows \d+–\d+ of \d+|No rows\.)$/)).toBeVisible();
    if (await row.isVisible()) return row;
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    if (await previous.isDisabled()) break;
    const shown = await page.getByText(/^Rows \d+–\d+ of \d+$/).textContent();
    await previous.click();
    await expect(page.getByText(/^Rows \d+–\d+ of \d+$/)).not.toHaveText(shown ?? '');
  }
  throw new Error(`row ${id} is not in the grid`);
}

async function addModpack(page: Page, name: string): Promise<number> {
  const admin = await asAdmin(page.request);
  const saved = (await admin.post('/data_editor/tables/modpacks', { modpack: name })) as {
    row: { id: number };
  };
  return saved.row.id;
}

test.describe('admin: Data Editor', () => {
  test('adds a row with Add New Row; a refused one says so with the reason', async ({ page }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/admin/data-editor');
    await tableSelect(page).selectOption('modpacks');
    await expect(page.getByRole('table', { name: 'modpacks rows' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Row' }).click();
    const newRow = page.getByRole('row', { name: 'New row' });
    await newRow.getByRole('button', { name: 'Save' }).click();
    await expect(newRow.getByRole('alert')).toHaveText(
      'Failed to add new record. Check console for details. Modpack name is required.',
    );
    const name = uniqueName('GridPack');
    await newRow.getByRole('textbox', { name: 'modpack of the new row' }).fill(name);
    await newRow.getByRole('textbox', { name: 'version of the new row' }).fill('9.9');
    await newRow.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved ${name} 9.9.` })).toBeVisible();
    await expect(newRow).toHaveCount(0);
  });

  test("saves an edited row; 'Failed to save row {id}.' with the reason", async ({ page }) => {
    const id = await addModpack(page, uniqueName('EditMe'));
    await loginAs(page, 'admin');
    await page.goto('/admin/data-editor');
    await tableSelect(page).selectOption('modpacks');
    let row = await gridRow(page, id);
    await row.getByRole('textbox', { name: `version of row ${id}` }).fill('3.1');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Saved EditMe');
    row = await gridRow(page, id);
    await expect(row.getByRole('textbox', { name: `version of row ${id}` })).toHaveValue('3.1');
    await expect(row.getByRole('cell').last()).toHaveText('2');

    await row.getByRole('textbox', { name: `modpack of row ${id}` }).fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText(`Failed to save row ${id}. Modpack name is required.`);
  });

  test('checks a trade by the trade rules', async ({ page }) => {
    const world = await createWorld(page.request, {
      towns: { Canz: ['Hall'] },
      trades: [
        {
          town: 'Canz',
          location: 'Hall',
          row: 'A',
          num: 1,
          villager_type: 'Librarian',
          cost_item1: 'Emerald',
          cost_amount1: 5,
          sell_item: 'Enchanted Book',
          sell_amount: 1,
          enchantments: [{ name: 'Mending', level: 1 }],
        },
      ],
    });
    const id = world.tradeIds[0]!;
    await loginAs(page, 'admin');
    await page.goto('/admin/data-editor');
    await tableSelect(page).selectOption('trades');
    const row = await gridRow(page, id);
    await expect(row.getByRole('textbox', { name: `enchantments of row ${id}` })).toHaveValue(
      'Mending (minecraft:mending)',
    );
    await row.getByRole('textbox', { name: `num of row ${id}` }).fill('21');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText(`Failed to save row ${id}. num must be from 1 to 20.`);
  });

  test("deletes after Confirm; 'Failed to delete row {id}.' with the reason", async ({ page }) => {
    const doomed = await addModpack(page, uniqueName('DeleteMe'));
    const used = await addModpack(page, uniqueName('InUse'));
    const admin = await asAdmin(page.request);
    await admin.post('/data_editor/tables/servers', { name: uniqueName('Srv'), modpack_id: used });
    await loginAs(page, 'admin');
    await page.goto('/admin/data-editor');
    await tableSelect(page).selectOption('modpacks');

    let row = await gridRow(page, doomed);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Deleted DeleteMe');
    await expect(page.locator(`tr[data-row-id="${doomed}"]`)).toHaveCount(0);

    row = await gridRow(page, used);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByRole('alert')).toHaveText(
      new RegExp(`^Failed to delete row ${used}\\. This modpack is used by 1 server`),
    );
  });

  test('the auditor reads every table but has no Save, Delete or Add New Row', async ({ page }) => {
    await loginAs(page, 'auditor');
    await page.goto('/admin/data-editor');
    await tableSelect(page).selectOption('enchantments');
    await expect(page.getByText(/^Rows 1–50 of \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Row' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(
      page.getByText('Read only: your role can look at the tables but not change them.'),
    ).toBeVisible();
  });

  test('shows the table-list and table-data errors', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/data_editor/tables', (route) =>
      route.fulfill({ status: 403, json: { error: 'no' } }),
    );
    await page.goto('/admin/data-editor');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to fetch table list. Ensure you are logged in as an admin.',
    );
    await page.unroute('**/api/data_editor/tables');
    await page.route('**/api/data_editor/tables/towns?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'The database is busy.' } }),
    );
    await page.reload();
    await tableSelect(page).selectOption('towns');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch data for towns. The database is busy.');
  });
});
