import AxeBuilder from '@axe-core/playwright';
import { buildLevelDat, buildRegion, villagerEntity } from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { pageHeading } from './support/app';
import { loginAs, SELECTED_SERVER_KEY } from './support/auth';
import { DEMO_SERVER, ensureDemoWorld } from './support/demo-world';
import { pageWiderThanWindow } from './support/page-width';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';
import { asAdmin } from './support/world';

/**
 * WCAG 2.1 A and AA (issue 17): every screen and main state as the admin with the demo world loaded, checked
 * by axe-core at 1400 px and 375 px, each in light and dark colour scheme (the system setting, which the app
 * follows until the user chooses). One test per screen or state; each runs the four checks after one setup.
 * No axe rule is disabled, and the experimental label-content-name-mismatch is turned on. At each width the page
 * must also be no wider than the window (it does not scroll sideways: only the hall maps and wide tables scroll,
 * inside their own boxes).
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name (issue 28): a control's accessible name contains its visible text. axe marks the rule
 * experimental, so no tag selects it: it is turned on by name.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const WIDTHS = [
  { width: 1400, height: 900 },
  { width: 375, height: 812 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

let demoServerId = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await ensureDemoWorld();
  const servers: unknown = await (await asAdmin(request)).get('/servers');
  const list: unknown[] = Array.isArray(servers) ? servers : [];
  const demo = list.find(
    (server): server is { id: number } =>
      typeof server === 'object' && server !== null && 'name' in server && server.name === DEMO_SERVER,
  );
  if (!demo) throw new Error(`the demo server ${DEMO_SERVER} is not listed for the admin`);
  demoServerId = String(demo.id);
});

/** Runs axe at both widths in both schemes; fails listing every violation: rule, help and element targets. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const failures: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme, {
        timeout: 30_000,
      });
      const { violations } = await new AxeBuilder({ page })
        .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .analyze();
      for (const violation of violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
        failures.push(
          `${screen}, ${scheme}, ${size.width}px: ${violation.id} (${violation.help}) on ${violation.nodes.length}: ${targets}`,
        );
      }
    }
    const tooWide = await pageWiderThanWindow(page);
    if (tooWide) failures.push(`${screen}, ${size.width}px: ${tooWide}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

/** Signed in as the admin on the demo server, at `path`, once its heading shows. */
async function openAsAdmin(page: Page, path: string, heading: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SELECTED_SERVER_KEY, value: demoServerId },
  );
  await loginAs(page, 'admin');
  await page.goto(path);
  await expect(pageHeading(page, heading)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Server:')).toHaveValue(demoServerId);
}

const SCREENS: readonly { path: string; heading: string }[] = [
  { path: '/search', heading: 'Trade Search' },
  { path: '/manage-villager', heading: 'Manage Villager' },
  { path: '/filter-trades', heading: 'Filter Trades' },
  { path: '/enchant-optimizer', heading: 'Enchantment Optimizer' },
  { path: '/baubles', heading: 'Baubles' },
  { path: '/utilities', heading: 'Utilities' },
  { path: '/manage-references', heading: 'Enchantment References' },
  { path: '/profile', heading: 'Profile' },
  { path: '/admin/users', heading: 'Admin Dashboard' },
  { path: '/admin/import-export', heading: 'Admin Dashboard' },
  { path: '/admin/data-editor', heading: 'Admin Dashboard' },
  { path: '/admin/modpacks', heading: 'Admin Dashboard' },
  { path: '/admin/logs', heading: 'Admin Dashboard' },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Four axe runs over a screen of the demo world, twice for the states with a second view.
  test.describe.configure({ timeout: 60_000 });

  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(pageHeading(page, 'Login')).toBeVisible();
    await expectAccessible(page, 'login');
  });

  test('login page with an error and field errors shown', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await page.getByLabel('Username').fill(USERS.admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await expectAccessible(page, 'login error');
  });

  for (const { path, heading } of SCREENS) {
    test(`${path}`, async ({ page }) => {
      await openAsAdmin(page, path, heading);
      await expect(page.getByLabel('Loading')).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page, path);
    });
  }

  test('/search with results', async ({ page }) => {
    await openAsAdmin(page, '/search', 'Trade Search');
    await page.getByLabel('Search text', { exact: true }).fill('mending');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'search results');
  });

  test('/manage-villager with trades listed and the enchantment modal open', async ({ page }) => {
    // Eight axe runs over a listing of a few hundred editable rows and its hall map.
    test.setTimeout(240_000);
    await openAsAdmin(page, '/manage-villager', 'Manage Villager');
    const filters = page.getByRole('form', { name: 'Trade filters' });
    await filters.getByLabel('Town', { exact: true }).selectOption({ label: 'canz' });
    await filters.getByLabel('Villager Type', { exact: true }).selectOption('Librarian');
    await filters.getByLabel('Location', { exact: true }).selectOption('Main Hall');
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('grid', { name: 'Hall map: canz / Main Hall' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('table', { name: 'Trades' }).locator('tbody tr').first()).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'manage villager listing');

    const addForm = page.getByRole('region', { name: 'Add New Trade' });
    await addForm.getByLabel('Sell Item', { exact: true }).selectOption('Enchanted Book');
    await addForm.getByRole('button', { name: 'Choose Enchantments', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'enchantment modal');
  });

  test('/search with results on the hall maps', async ({ page }) => {
    test.setTimeout(120_000);
    await openAsAdmin(page, '/search?q=mending&base=canz&view=map', 'Trade Search');
    await expect(page.getByRole('grid', { name: /^Hall map: canz/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'search map');
  });

  test('error and confirmation states: a failed search, the delete banner', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/trades/search',
      (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await openAsAdmin(page, '/search?q=mending', 'Trade Search');
    await expect(page.getByRole('alert')).toHaveText('Search failed.');
    await expectAccessible(page, 'search failed');

    await page.goto('/manage-villager?town=canz&location=Library&row=A&num=1');
    const table = page.getByRole('table', { name: 'Trades' });
    await table.getByLabel('Select trade').first().check({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Delete Selected', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'delete banner');
  });

  test('field problems: utilities and the password form', async ({ page }) => {
    await openAsAdmin(page, '/utilities', 'Utilities');
    await page.getByLabel('Coordinates (X,Y)').fill('12');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByLabel('Target Level').fill('300');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toHaveCount(2);
    await expect(page.getByLabel('Coordinates (X,Y)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'utilities problems');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('All password fields are required.');
    await expectAccessible(page, 'password problems');
  });

  test('/admin/data-editor with a table open', async ({ page }) => {
    await openAsAdmin(page, '/admin/data-editor', 'Admin Dashboard');
    await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('towns');
    await expect(page.getByText(/^Rows \d+–\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'data editor grid');
  });

  test('/filter-trades result', async ({ page }) => {
    // Three hall maps of canz (over 500 cells, each with its trades as a description) and both tables.
    test.setTimeout(240_000);
    await openAsAdmin(page, '/filter-trades', 'Filter Trades');
    const towns = page.getByRole('combobox', { name: 'Filter by Town', exact: true });
    await towns.click();
    await towns.fill('canz');
    await page.getByRole('option', { name: 'canz', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply Strategy' }).click();
    await expect(page.getByRole('table', { name: 'Coverage' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'filter trades result');
  });

  test('/enchant-optimizer plan', async ({ page }) => {
    await openAsAdmin(page, '/enchant-optimizer', 'Enchantment Optimizer');
    await page.getByLabel('Item', { exact: true }).selectOption('Boots');
    for (const name of ['Protection', 'Feather Falling', 'Unbreaking', 'Mending']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
    }
    await page.getByRole('button', { name: 'Compute Optimal Steps' }).click();
    await expect(page.getByRole('table', { name: 'Plan steps' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'optimizer plan');
  });

  test('/enchant-optimizer shopping list', async ({ page }) => {
    // The plan, the list and the hall maps of a town: about 4,000 elements, like the Filter Trades result.
    test.setTimeout(120_000);
    await openAsAdmin(page, '/enchant-optimizer', 'Enchantment Optimizer');
    await page.getByLabel('Item', { exact: true }).selectOption('Sword');
    for (const name of ['Sharpness', 'Looting', 'Fire Aspect', 'Mending']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
    }
    await page.getByRole('button', { name: 'Compute Optimal Steps' }).click();
    await page.getByRole('button', { name: 'Shopping list', exact: true }).click();
    await expect(page.getByRole('table', { name: /^Villagers to visit in / }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'optimizer shopping list');
  });

  test('world-save import preview', async ({ page }) => {
    await openAsAdmin(page, '/manage-villager', 'Manage Villager');
    await page.getByRole('button', { name: 'Import from world save', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Import from world save' });
    const region = await buildRegion([
      {
        x: 6,
        z: 12,
        entities: [
          villagerEntity({
            uuid: '0e5f3c1a-7b2d-4c8e-9f10-1a2b3c4d5eaa',
            x: 100.5,
            y: 64,
            z: 200.5,
            profession: 1,
            career: 1,
            professionName: 'minecraft:librarian',
            careerLevel: 2,
            offers: [
              { buy: { id: 'minecraft:paper', count: 24 }, sell: { id: 'minecraft:emerald', count: 1 } },
            ],
          }),
        ],
      },
    ]);
    const levelDat = await buildLevelDat({ levelName: 'A11y World', enchantmentIds: {} });
    const zip = Buffer.from(
      zipSync({ 'A11y World/level.dat': levelDat, 'A11y World/region/r.0.0.mca': region }),
    );
    await panel
      .getByLabel('World save (ZIP)')
      .setInputFiles({ name: 'A11y World.zip', mimeType: 'application/zip', buffer: zip });
    await panel.getByRole('button', { name: 'Upload and scan', exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'World "A11y World"' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, 'world import preview');
  });
});
