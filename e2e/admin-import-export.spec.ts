import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { apiToken, loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';
import { asAdmin, createWorld } from './support/world';

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});
const zipFile = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: 'application/zip',
  buffer: Buffer.from(bytes),
});
const tableSelect = (page: Page) => page.getByRole('combobox', { name: 'Table', exact: true });
const oneTable = (page: Page) => page.getByRole('region', { name: 'One table (CSV)' });
const backup = (page: Page) => page.getByRole('region', { name: 'All tables (ZIP backup)' });

/** The backup as the admin exports it through the API, unpacked. */
async function exportedBackup(page: Page): Promise<Record<string, Uint8Array>> {
  const token = await apiToken(page.request, USERS.admin);
  const response = await page.request.get('/api/export_all', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return unzipSync(new Uint8Array(await response.body()));
}

/** A backup of villager_items only, unchanged: importing it leaves the table as it is (issue 27). */
async function villagerItemsBackup(page: Page): Promise<Uint8Array> {
  const files = await exportedBackup(page);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!));
  manifest.tables = manifest.tables.filter((entry: { table: string }) => entry.table === 'villager_items');
  return zipSync({
    'villager_items.csv': files['villager_items.csv']!,
    'manifest.json': new TextEncoder().encode(JSON.stringify(manifest)),
  });
}

test.describe('admin: Import / Export', () => {
  test('exports a table as {table}.csv through a Download link kept until the next export', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAs(page, 'auditor');
    await page.goto('/admin/import-export');
    await tableSelect(page).selectOption('enchantments');
    await oneTable(page).getByRole('button', { name: 'Export CSV' }).click();
    const link = oneTable(page).getByRole('link', { name: 'Download enchantments.csv' });
    await expect(link).toHaveAttribute('download', 'enchantments.csv');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('enchantments.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFid,name,mcid,rarity,maxlevel')).toBe(true);
    // Still there a minute later; the next export replaces it (a fresh object URL).
    await page.clock.fastForward(60_000);
    await expect(link).toBeVisible();
    const first = await link.getAttribute('href');
    await oneTable(page).getByRole('button', { name: 'Export CSV' }).click();
    await expect(link).not.toHaveAttribute('href', first ?? '');
    await expect(link).toHaveCount(1);
  });

  test('imports a CSV into the chosen table and says so', async ({ page }) => {
    const world = await createWorld(page.request, { towns: { Canz: [] }, trades: [] }, { prefix: 'csv' });
    await loginAs(page, 'data_manager');
    await page.goto('/admin/import-export');
    await expect(oneTable(page).getByLabel('CSV file to import')).toHaveAttribute('accept', '.csv');
    await tableSelect(page).selectOption('towns');
    await oneTable(page).getByRole('button', { name: 'Import CSV' }).click();
    await expect(oneTable(page).getByRole('alert')).toHaveText('Please select a CSV file first.');

    await oneTable(page)
      .getByLabel('CSV file to import')
      .setInputFiles(
        csvFile(
          'towns.csv',
          `server_id;name\r\n${world.serverId};Bones\r\n${world.serverId};"Oasis, north"\r\n`,
        ),
      );
    await oneTable(page).getByRole('button', { name: 'Import CSV' }).click();
    await expect(oneTable(page).getByRole('status')).toHaveText(
      /^Imported into towns\.\s*2 added, 0 updated, 0 unchanged\.$/,
    );
    const admin = await asAdmin(page.request);
    const towns = (await admin.get(`/towns?server_id=${world.serverId}`)) as { name: string }[];
    expect(towns.map((t) => t.name).sort()).toEqual(['Bones', 'Canz', 'Oasis, north']);
  });

  test("'Import failed: ' lists the rows, columns and reasons; nothing is written", async ({ page }) => {
    const world = await createWorld(page.request, { towns: { Canz: [] }, trades: [] }, { prefix: 'bad-csv' });
    await loginAs(page, 'admin');
    await page.goto('/admin/import-export');
    await tableSelect(page).selectOption('towns');
    await oneTable(page)
      .getByLabel('CSV file to import')
      .setInputFiles(
        csvFile('towns.csv', `server_id,name\r\n${world.serverId},Fine\r\n${world.serverId},CANZ\r\n`),
      );
    await oneTable(page).getByRole('button', { name: 'Import CSV' }).click();
    await expect(oneTable(page).getByRole('alert')).toHaveText(
      `Import failed: towns.csv was not imported (1 problem; nothing was written): row 3, name: Town name cannot be empty or already exists on this server (id ${world.townIds.Canz}).`,
    );
    const admin = await asAdmin(page.request);
    const towns = (await admin.get(`/towns?server_id=${world.serverId}`)) as { name: string }[];
    expect(towns.map((t) => t.name)).toEqual(['Canz']);
  });

  test('shows progress while a file uploads and the server checks it', async ({ page }) => {
    const world = await createWorld(
      page.request,
      { towns: { Canz: [] }, trades: [] },
      { prefix: 'progress' },
    );
    await loginAs(page, 'admin');
    await page.goto('/admin/import-export');
    await page.route('**/api/import/towns', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await tableSelect(page).selectOption('towns');
    await oneTable(page)
      .getByLabel('CSV file to import')
      .setInputFiles(csvFile('towns.csv', `server_id,name\r\n${world.serverId},Slow\r\n`));
    await oneTable(page).getByRole('button', { name: 'Import CSV' }).click();
    await expect(oneTable(page).getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    await expect(oneTable(page).getByText(/^(Uploading… \d+%|Checking and importing…)/)).toBeVisible();
    await expect(oneTable(page).getByRole('status')).toHaveText(
      /^Imported into towns\.\s*1 added, 0 updated, 0 unchanged\.$/,
    );
    await expect(oneTable(page).getByRole('progressbar')).toHaveCount(0);
  });

  test('exports every table to a ZIP with a manifest', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/import-export');
    await backup(page).getByRole('button', { name: 'Export All to ZIP' }).click();
    const link = backup(page).getByRole('link', { name: /^Download tradehall-backup-\d{8}-\d{6}\.zip$/ });
    const downloading = page.waitForEvent('download');
    await link.click();
    const files = unzipSync(new Uint8Array(await readFile((await (await downloading).path())!)));
    expect(Object.keys(files)).toContain('manifest.json');
    expect(Object.keys(files)).toContain('trades.csv');
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toMatchObject({
      format: 'tradehall-backup',
      format_version: 1,
    });
  });

  test('Import All says it replaces tables, asks first, and replaces them', async ({ page }) => {
    const zip = await villagerItemsBackup(page);
    await loginAs(page, 'admin');
    await page.goto('/admin/import-export');
    await expect(
      backup(page).getByText(/Import All from ZIP REPLACES every table the ZIP holds/),
    ).toBeVisible();
    await expect(backup(page).getByLabel('ZIP backup to import')).toHaveAttribute('accept', '.zip');
    await backup(page).getByRole('button', { name: 'Import All from ZIP' }).click();
    await expect(backup(page).getByRole('alert').last()).toHaveText('Please select a ZIP file first.');

    await backup(page).getByLabel('ZIP backup to import').setInputFiles(zipFile('items.zip', zip));
    await backup(page).getByRole('button', { name: 'Import All from ZIP' }).click();
    await expect(backup(page).getByText('Replace the tables in items.zip?')).toBeVisible();
    await backup(page).getByRole('button', { name: 'Confirm Replace' }).click();
    await expect(backup(page).getByRole('status')).toContainText(
      'Nothing to replace from items.zip. 1 table unchanged: villager_items.',
    );
  });

  test("'Bulk import failed: ' with the reason for a ZIP that is not a backup", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/import-export');
    const evil = zipSync({ '../evil.csv': new TextEncoder().encode('x') });
    await backup(page).getByLabel('ZIP backup to import').setInputFiles(zipFile('evil.zip', evil));
    await backup(page).getByRole('button', { name: 'Import All from ZIP' }).click();
    await backup(page).getByRole('button', { name: 'Confirm Replace' }).click();
    await expect(backup(page).getByRole('alert').last()).toHaveText(
      "Bulk import failed: The ZIP holds '../evil.csv', which is not part of a Tradehall backup.",
    );
  });

  test('the auditor exports but has no import controls', async ({ page }) => {
    await loginAs(page, 'auditor');
    await page.goto('/admin/import-export');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export All to ZIP' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import All from ZIP' })).toHaveCount(0);
    await expect(page.getByLabel('CSV file to import')).toHaveCount(0);
  });

  test('the data_manager imports CSV and exports everything, but Import All is for the admin only', async ({
    page,
  }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/admin/import-export');
    await expect(oneTable(page).getByRole('button', { name: 'Import CSV' })).toBeVisible();
    await expect(oneTable(page).getByLabel('CSV file to import')).toBeVisible();
    await expect(backup(page).getByRole('button', { name: 'Export All to ZIP' })).toBeVisible();
    await expect(backup(page).getByRole('button', { name: 'Import All from ZIP' })).toHaveCount(0);
    await expect(backup(page).getByLabel('ZIP backup to import')).toHaveCount(0);
    await expect(backup(page).getByText(/Import All from ZIP REPLACES/)).toHaveCount(0);
  });

  test('shows the table-list, export and bulk export errors', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/data_editor/tables', (route) =>
      route.fulfill({ status: 500, json: { error: 'x' } }),
    );
    await page.goto('/admin/import-export');
    await expect(page.getByRole('alert')).toHaveText(
      'Error loading table list. Ensure you are logged in as an admin.',
    );
    await page.unroute('**/api/data_editor/tables');
    await page.route('**/api/export/*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Disk full.' } }),
    );
    await page.route('**/api/export_all', (route) =>
      route.fulfill({ status: 503, json: { error: 'Try later.' } }),
    );
    await page.reload();
    await oneTable(page).getByRole('button', { name: 'Export CSV' }).click();
    await expect(oneTable(page).getByRole('alert')).toHaveText('Export failed: Disk full.');
    await backup(page).getByRole('button', { name: 'Export All to ZIP' }).click();
    await expect(backup(page).getByRole('alert').last()).toHaveText('Bulk export failed: Try later.');
  });
});
