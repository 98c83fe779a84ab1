import { mainNavigation } from './support/app';
import { loginAs, SELECTED_SERVER_KEY, storedItem } from './support/auth';
import { expect, type Page, test } from './support/test';

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

  test('on a phone: the banner fits; the server picker leads the navigation drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, 'user');
    await page.goto('/search');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Tradehall');
    const toggle = banner.getByRole('button', { name: 'Toggle color scheme' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(banner.getByLabel('Server:')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Toggle navigation' }).click();
    const picker = mainNavigation(page).getByLabel('Server:');
    await expect(picker).toBeInViewport({ ratio: 1 });
    await expect(picker).toHaveValue('default');
    await mainNavigation(page).getByRole('link', { name: 'Baubles' }).click();
    await expect(page).toHaveURL(/\/baubles$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(banner.getByLabel('Server:')).toBeVisible();
    await expect(mainNavigation(page).getByLabel('Server:')).toHaveCount(0);
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

test.describe('color scheme', () => {
  const html = (page: Page) => page.locator('html');
  const toggle = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: 'Toggle color scheme' });

  test('follows the system until chosen; the choice survives a reload and a new system setting', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // Signed in, the same header button; the chosen scheme no longer follows the system.
    await loginAs(page, 'user');
    await page.goto('/search');
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  });
});
