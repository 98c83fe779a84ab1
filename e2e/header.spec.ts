import { mainNavigation } from './support/app';
import { loginAs, SELECTED_SERVER_KEY, storedItem } from './support/auth';
import { expect, test } from './support/test';

test.describe('header', () => {
  test('shows logo and title, and the Default Server placeholder on an empty install', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/search');

    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Tradehall');
    await expect(banner.locator('svg').first()).toBeVisible();
    const serverPicker = page.getByLabel('Server:');
    await expect(serverPicker).toHaveValue('default');
    await expect(serverPicker.locator('option')).toHaveText(['Default Server']);
  });

  test('signed out: banner only, no server picker and no navigation', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('banner')).toContainText('Tradehall');
    await expect(page.getByLabel('Server:')).toHaveCount(0);
    await expect(mainNavigation(page)).toHaveCount(0);
  });
});

test.describe('current server', () => {
  const servers = [
    { id: 1, name: 'Main SMP', modpack_id: 1, owner_username: 'user', members: [] },
    { id: 2, name: 'Hardcore', modpack_id: 1, owner_username: 'user', members: ['editor'] },
  ];

  test('is restored from selectedServer while listed, else the first server', async ({ page }) => {
    // The server list is stubbed: this checks the client's choice (SPEC §4), not the servers API.
    await page.route('**/api/servers', (route) => route.fulfill({ json: servers }));
    await loginAs(page, 'user');
    await page.goto('/search');

    const serverPicker = page.getByLabel('Server:');
    await expect(serverPicker.locator('option')).toHaveText(['Main SMP', 'Hardcore']);
    await expect(serverPicker).toHaveValue('1');

    await serverPicker.selectOption({ label: 'Hardcore' });
    expect(await storedItem(page, SELECTED_SERVER_KEY)).toBe('2');
    await page.reload();
    await expect(serverPicker).toHaveValue('2');

    await page.evaluate((key) => localStorage.setItem(key, '99'), SELECTED_SERVER_KEY);
    await page.reload();
    await expect(serverPicker).toHaveValue('1');
  });
});
