import { mainNavigation } from './support/app';
import { loginAs, SELECTED_SERVER_KEY, storedItem, TOKEN_KEY } from './support/auth';
import { expect, type Page, test } from './support/test';
import { createPlayer, uniqueName } from './support/world';

const ONE_SERVER = [{ id: 1, name: 'Main SMP', modpack_id: 1, owner_username: 'user', members: [] }];

test.describe('header', () => {
  test('shows logo and title; without a server, every screen offers to create the first one', async ({
    page,
  }) => {
    await loginAs(page, await createPlayer(page.request, 'first-start'));
    await page.goto('/search');

    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Tradehall');
    await expect(banner.locator('svg').first()).toBeVisible();
    const prompt = page.getByRole('region', { name: 'Create your first server' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Next: import a world save.');
    await expect(page.getByLabel('Server:')).toHaveCount(0);
    await expect(page.getByText('Default Server')).toHaveCount(0);
    await page.goto('/baubles');
    await expect(prompt).toBeVisible();

    // The modpack comes preselected, RLCraft's (listed after Minecraft): a name is all it takes.
    await expect(prompt.getByLabel('Modpack').locator('option:checked')).toHaveText('RLCraft 2.9.x');
    await prompt.getByRole('button', { name: 'Create server' }).click();
    await expect(prompt.getByRole('alert')).toHaveText('Server name and modpack are required.');
    const name = uniqueName('First SMP');
    await prompt.getByLabel('Server name').fill(name);
    await prompt.getByRole('button', { name: 'Create server' }).click();

    await expect(prompt).toHaveCount(0);
    const serverPicker = banner.getByLabel('Server:');
    await expect(serverPicker.locator('option')).toHaveText([name]);
    expect(await storedItem(page, SELECTED_SERVER_KEY)).toBe(await serverPicker.inputValue());
  });

  test('on a phone: the banner fits; the server picker leads the navigation drawer', async ({ page }) => {
    await page.route('**/api/servers', (route) => route.fulfill({ json: ONE_SERVER }));
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, 'user');
    await page.goto('/search');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Tradehall');
    const toggle = banner.getByRole('button', { name: 'Toggle color scheme' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(banner.getByLabel('Server:')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Toggle navigation' }).click();
    const picker = mainNavigation(page).getByLabel('Server:');
    await expect(picker).toBeInViewport({ ratio: 1 });
    await expect(picker).toHaveValue('1');
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

test.describe('account menu', () => {
  test('beside the color scheme toggle: who is signed in, Profile and Logout', async ({ page }) => {
    await loginAs(page, 'editor');
    await page.goto('/search');
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Account menu' });

    await menuButton.click();
    await expect(page.getByRole('menu')).toContainText('Signed in as editor (editor)');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // The Profile page keeps its own Logout button.
    await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    await expect(banner.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
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
