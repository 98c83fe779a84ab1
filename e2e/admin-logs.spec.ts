import { loginAs } from './support/auth';
import { expect, test } from './support/test';
import { asAdmin, uniqueName } from './support/world';

test.describe('admin: Logs', () => {
  test('shows ID, Timestamp, User, Action, Table Name and Details, newest first', async ({ page }) => {
    const admin = await asAdmin(page.request);
    const name = uniqueName('LoggedPack');
    await admin.post('/data_editor/tables/modpacks', { modpack: name });
    await loginAs(page, 'auditor');
    await page.goto('/admin/logs');
    const table = page.getByRole('table', { name: 'Logs' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Timestamp',
      'User',
      'Action',
      'Table Name',
      'Details',
    ]);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell').nth(2)).toHaveText('admin');
    await expect(row.getByRole('cell').nth(3)).toHaveText('create');
    await expect(row.getByRole('cell').nth(4)).toHaveText('modpacks');
    const ids = await table.locator('tbody tr td:first-child').allTextContents();
    const numbers = ids.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  test('pages older entries with Load more', async ({ page }) => {
    const admin = await asAdmin(page.request);
    // More than a page of entries: saves of one modpack, each logged.
    const saved = (await admin.post('/data_editor/tables/modpacks', { modpack: uniqueName('Paged') })) as {
      row: { id: number };
    };
    for (let i = 0; i < 52; i++) {
      await admin.put(`/data_editor/tables/modpacks/${saved.row.id}`, { version: String(i) });
    }
    await loginAs(page, 'admin');
    await page.goto('/admin/logs');
    const rows = page.getByRole('table', { name: 'Logs' }).locator('tbody tr');
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(50);
    const ids = (await rows.locator('td:first-child').allTextContents()).map(Number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test("says '(No logs available.)' and 'Error fetching logs.'", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/logs?*', (route) => route.fulfill({ json: { logs: [], next_before_id: null } }));
    await page.goto('/admin/logs');
    await expect(page.getByText('(No logs available.)')).toBeVisible();
    await page.unroute('**/api/logs?*');
    await page.route('**/api/logs?*', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Error fetching logs.');
  });
});
