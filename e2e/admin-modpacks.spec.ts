import { loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { asAdmin, uniqueName } from './support/world';

const table = (page: Page) => page.getByRole('table', { name: 'Modpacks' });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add modpack' });

async function addModpack(page: Page, name: string): Promise<number> {
  const admin = await asAdmin(page.request);
  const saved = (await admin.post('/data_editor/tables/modpacks', { modpack: name, version: '1.0' })) as {
    row: { id: number };
  };
  return saved.row.id;
}

test.describe('admin: Modpacks', () => {
  test("adds a modpack (name required, version optional): 'Modpack name is required.'", async ({ page }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/admin/modpacks');
    await addForm(page).getByRole('button', { name: 'Add Modpack' }).click();
    await expect(addForm(page).getByRole('alert')).toHaveText('Modpack name is required.');
    await addForm(page).getByLabel('Modpack name').fill('   ');
    await addForm(page).getByRole('button', { name: 'Add Modpack' }).click();
    await expect(addForm(page).getByRole('alert')).toHaveText('Modpack name is required.');

    const name = uniqueName('Pack');
    await addForm(page).getByLabel('Modpack name').fill(`  ${name} `);
    await addForm(page).getByRole('button', { name: 'Add Modpack' }).click();
    await expect(addForm(page).getByRole('status')).toHaveText(`Saved ${name}.`);
    await expect(
      table(page)
        .getByRole('textbox', { name: /^Name of modpack/ })
        .last(),
    ).toHaveValue(name);
  });

  test("shows 'Error: ' plus the server's error, or 'Add failed.'", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/modpacks');
    await page.route('**/api/data_editor/tables/modpacks', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { error: 'Something clashed.' } })
        : route.fallback(),
    );
    await addForm(page).getByLabel('Modpack name').fill('Clash');
    await addForm(page).getByRole('button', { name: 'Add Modpack' }).click();
    await expect(addForm(page).getByRole('alert')).toHaveText('Error: Something clashed.');
    await page.unroute('**/api/data_editor/tables/modpacks');
    await page.route('**/api/data_editor/tables/modpacks', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, body: 'Bad gateway' })
        : route.fallback(),
    );
    await addForm(page).getByRole('button', { name: 'Add Modpack' }).click();
    await expect(addForm(page).getByRole('alert')).toHaveText('Add failed.');
  });

  test('saves a changed name and version', async ({ page }) => {
    const id = await addModpack(page, uniqueName('Editable'));
    await loginAs(page, 'admin');
    await page.goto('/admin/modpacks');
    const renamed = uniqueName('Renamed');
    await table(page)
      .getByRole('textbox', { name: `Name of modpack ${id}` })
      .fill(renamed);
    await table(page)
      .getByRole('textbox', { name: `Version of modpack ${id}` })
      .fill('2.0');
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: `Name of modpack ${id}` }) });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
    const admin = await asAdmin(page.request);
    const data = (await admin.get('/data_editor/tables/modpacks?limit=1000')) as {
      rows: { id: number; modpack: string; version: string }[];
    };
    expect(data.rows.find((r) => r.id === id)).toMatchObject({ modpack: renamed, version: '2.0' });
  });

  test("'Save failed.' with the server's reason", async ({ page }) => {
    const id = await addModpack(page, uniqueName('Unsaveable'));
    await loginAs(page, 'admin');
    await page.goto('/admin/modpacks');
    await table(page)
      .getByRole('textbox', { name: `Name of modpack ${id}` })
      .fill('   ');
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: `Version of modpack ${id}` }) });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Save failed. Modpack name is required.');
  });

  test('deletes after a confirmation; a modpack in use is refused with the reason', async ({ page }) => {
    const name = uniqueName('Doomed');
    const id = await addModpack(page, name);
    const used = await addModpack(page, uniqueName('Used'));
    const admin = await asAdmin(page.request);
    const server = uniqueName('UsesPack');
    await admin.post('/data_editor/tables/servers', { name: server, modpack_id: used });
    await loginAs(page, 'admin');
    await page.goto('/admin/modpacks');

    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: `Name of modpack ${id}` }) });
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(row.getByText(`Delete ${name}?`)).toBeVisible();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(table(page).getByRole('textbox', { name: `Name of modpack ${id}` })).toHaveCount(0);

    const usedRow = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: `Name of modpack ${used}` }) });
    await usedRow.getByRole('button', { name: 'Delete' }).click();
    await usedRow.getByRole('button', { name: 'Confirm' }).click();
    await expect(usedRow.getByRole('alert')).toHaveText(
      `Delete failed. This modpack is used by 1 server ('${server}') and cannot be deleted. Change their modpack first.`,
    );
  });

  test("the auditor reads the list without controls; 'Error loading modpacks.'", async ({ page }) => {
    const name = uniqueName('Visible');
    await addModpack(page, name);
    await loginAs(page, 'auditor');
    await page.goto('/admin/modpacks');
    await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(addForm(page)).toHaveCount(0);
    await expect(table(page).getByRole('button')).toHaveCount(0);
    await page.route('**/api/data_editor/tables/modpacks?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'x' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Error loading modpacks.');
  });
});
