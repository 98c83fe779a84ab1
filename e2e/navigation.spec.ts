import { mainNavigation, pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { expect, test } from './support/test';
import { ROLES, type Role } from './support/users';

/** SPEC §6, in display order. */
const ALL_ROLES_ENTRIES = ['Search', 'Baubles', 'Enchantments', 'Profile'];
const PLAYER_ENTRIES = ['Manage Villager', 'Filter Trades', 'Enchantment Optimizer', 'Utilities'];
const NAV_ORDER = [
  'Search',
  'Manage Villager',
  'Filter Trades',
  'Enchantment Optimizer',
  'Baubles',
  'Utilities',
  'Enchantments',
  'Admin',
  'Profile',
];

function expectedEntries(role: Role): string[] {
  const visible = new Set(ALL_ROLES_ENTRIES);
  if (role !== 'auditor') for (const entry of PLAYER_ENTRIES) visible.add(entry);
  if (role === 'admin' || role === 'data_manager' || role === 'auditor') visible.add('Admin');
  return NAV_ORDER.filter((entry) => visible.has(entry));
}

const ADMIN_TABS = ['User Management', 'Import / Export', 'Data Editor', 'Modpacks', 'Logs'];
const PLAYER_PAGES = ['/manage-villager', '/filter-trades', '/enchant-optimizer', '/utilities'];

const ADMIN_AREA_ROLES: readonly Role[] = ['admin', 'data_manager', 'auditor'];

for (const role of ROLES) {
  test(`${role}: exactly their navigation, and the pages they may not see lead to /search`, async ({
    page,
  }) => {
    await loginAs(page, role);
    await page.goto('/search');

    const links = mainNavigation(page).getByRole('link');
    await expect(links).toHaveText(expectedEntries(role));
    for (const absent of NAV_ORDER.filter((entry) => !expectedEntries(role).includes(entry))) {
      await expect(mainNavigation(page).getByRole('link', { name: absent, exact: true })).toHaveCount(0);
    }

    if (ADMIN_AREA_ROLES.includes(role)) {
      // Those who manage users land on User Management, the others on Logs.
      await page.goto('/admin');
      await expect(page).toHaveURL(role === 'admin' ? /\/admin\/users$/ : /\/admin\/logs$/);
      await expect(pageHeading(page, 'Admin Dashboard')).toBeVisible();
    } else {
      for (const path of ['/admin', '/admin/logs']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/search$/);
        await expect(page.getByRole('alert')).toHaveText('You do not have access to Admin.');
      }
      await expect(pageHeading(page, 'Trade Search')).toBeVisible();
    }

    if (role === 'auditor') {
      for (const path of PLAYER_PAGES) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/search$/);
      }
      await expect(page.getByRole('alert')).toHaveText('You do not have access to Utilities.');
    }
  });
}

test('navigation entries open their screens', async ({ page }) => {
  await loginAs(page, 'data_manager');
  await page.goto('/search');
  const screens: [string, string, string][] = [
    ['Manage Villager', '/manage-villager', 'Manage Villager'],
    ['Filter Trades', '/filter-trades', 'Filter Trades'],
    ['Enchantment Optimizer', '/enchant-optimizer', 'Enchantment Optimizer'],
    ['Baubles', '/baubles', 'Baubles'],
    ['Utilities', '/utilities', 'Utilities'],
    ['Enchantments', '/manage-references', 'Enchantment References'],
    ['Admin', '/admin/logs', 'Admin Dashboard'],
    ['Profile', '/profile', 'Profile'],
    ['Search', '/search', 'Trade Search'],
  ];
  for (const [entry, path, heading] of screens) {
    await mainNavigation(page).getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(pageHeading(page, heading)).toBeVisible();
  }
});

test('the Admin Dashboard has a tab per admin screen', async ({ page }) => {
  await loginAs(page, 'auditor');
  await page.goto('/admin');

  await expect(page).toHaveURL(/\/admin\/logs$/);
  await expect(page.getByRole('tab')).toHaveText(ADMIN_TABS);
  await expect(page.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Logs' })).toBeVisible();

  for (const [label, path] of [
    ['User Management', 'users'],
    ['Import / Export', 'import-export'],
    ['Data Editor', 'data-editor'],
    ['Modpacks', 'modpacks'],
    ['Logs', 'logs'],
  ]) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  }
});
