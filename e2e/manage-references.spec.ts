import type { APIRequestContext } from '@playwright/test';
import { pageHeading } from './support/app';
import { apiToken, loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';

interface ApiEnchantment {
  id: number;
  name: string;
  mcid: string;
  incompatibilities: string;
  description: string;
  maxlevel: number;
  row_version: number;
  [field: string]: unknown;
}

let adminToken: string | undefined;

async function adminHeaders(request: APIRequestContext) {
  adminToken ??= await apiToken(request, USERS.admin);
  return { authorization: `Bearer ${adminToken}` };
}

async function fetchEnchantment(request: APIRequestContext, name: string): Promise<ApiEnchantment> {
  const response = await request.get('/api/enchantments', { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as ApiEnchantment[]).find((e) => e.name === name);
  if (!found) throw new Error(`no enchantment ${name}`);
  return found;
}

/** Saves `original`'s fields over the current row again (the browser tests share one database). */
async function restore(request: APIRequestContext, original: ApiEnchantment) {
  const current = await fetchEnchantment(request, original.name).catch(() => null);
  const { id: _id, ...body } = { ...original, row_version: current?.row_version ?? original.row_version };
  const response = await request.put(`/api/enchantments/${original.id}`, {
    headers: await adminHeaders(request),
    data: body,
  });
  expect(response.status()).toBe(200);
}

async function pickEnchantment(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Enchantment', exact: true });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('enchantment references', () => {
  for (const role of ['user', 'auditor'] as const) {
    test(`${role} sees the enchantment read only, without Save Changes`, async ({ page }) => {
      await loginAs(page, role);
      await page.goto('/manage-references');
      await expect(pageHeading(page, 'Enchantment References')).toBeVisible();
      await pickEnchantment(page, 'Looting');
      await expect(field(page, 'Name')).toHaveValue('Looting');
      await expect(field(page, 'Name')).not.toBeEditable();
      await expect(field(page, 'MCID')).toHaveValue('minecraft:looting');
      await expect(field(page, 'Description')).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
      await expect(
        page.getByText('Read only: your role can look up enchantments but not change them.'),
      ).toBeVisible();
    });
  }

  test('the reference table: search, item-type filter and sortable columns, read by every role', async ({
    page,
  }) => {
    const all = (await (
      await page.request.get('/api/enchantments', { headers: await adminHeaders(page.request) })
    ).json()) as ApiEnchantment[];
    const appliesTo = (e: ApiEnchantment, type: string) =>
      String(e.applicable)
        .split(',')
        .some((part) => ['any', type.toLowerCase()].includes(part.trim().toLowerCase()));
    const byName = (a: string, b: string) => a.localeCompare(b);

    await loginAs(page, 'auditor');
    await page.goto('/manage-references');
    const table = page.getByRole('table', { name: 'Enchantment reference' });
    const names = table.locator('tbody tr td:first-child');
    const count = page.getByRole('status').filter({ hasText: / enchantments$/ });
    await expect(count).toHaveText(`${all.length} of ${all.length} enchantments`);
    await expect(table.getByRole('columnheader')).toHaveText([
      /^Name\b/,
      'Max Level',
      'Rarity',
      'Applicable',
      'Incompatible With',
      'Curse',
      'Treasure',
      'Librarian',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names.first()).toHaveText(all.map((e) => e.name).sort(byName)[0]!);

    await page.getByLabel('Search enchantments').fill('mending');
    // The text matches names, rarity, item types and incompatible names.
    await expect(names.filter({ hasText: /^(Advanced )?Mending$/ })).toHaveText([
      'Advanced Mending',
      'Mending',
    ]);
    await expect(count).toHaveText(new RegExp(`^${await names.count()} of ${all.length} enchantments$`));
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText(/mending/i);

    await page.getByLabel('Search enchantments').fill('');
    await page.getByLabel('Item type').selectOption('BOW');
    const forBows = all.filter((e) => appliesTo(e, 'BOW'));
    await expect(count).toHaveText(`${forBows.length} of ${all.length} enchantments`);
    await expect(names).toHaveText(forBows.map((e) => e.name).sort(byName));

    await page.getByLabel('Item type').selectOption('');
    const maxLevel = table.getByRole('columnheader', { name: 'Max Level' });
    await maxLevel.getByRole('button').click();
    await expect(maxLevel).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    const lowest = Math.min(...all.map((e) => e.maxlevel));
    await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(String(lowest));
    await maxLevel.getByRole('button').click();
    await expect(maxLevel).toHaveAttribute('aria-sort', 'descending');
    const highest = Math.max(...all.map((e) => e.maxlevel));
    await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(String(highest));

    // A name opens that enchantment in the editor above.
    const top = all
      .filter((e) => e.maxlevel === highest)
      .map((e) => e.name)
      .sort(byName)[0]!;
    await names.first().getByRole('button').click();
    await expect(page.getByRole('heading', { level: 2, name: top })).toBeVisible();
  });

  test('editor edits every field and saves; incompatibility shows on both sides', async ({ page }) => {
    const unsheathing = await fetchEnchantment(page.request, 'Unsheathing');
    const partner = await fetchEnchantment(page.request, 'Upgraded Potentials');
    try {
      await loginAs(page, 'editor');
      await page.goto('/manage-references');
      await pickEnchantment(page, 'Unsheathing');
      await expect(page).toHaveURL(new RegExp(`id=${unsheathing.id}$`));

      await field(page, 'Description').fill('Draws the sword faster. Edited in the browser test.');
      await field(page, 'Max Level').fill('4');
      const rarity = page.getByRole('combobox', { name: 'Rarity', exact: true });
      await rarity.click();
      await page.getByRole('option', { name: 'Uncommon', exact: true }).click();
      const incompatible = page.getByRole('combobox', { name: 'Incompatible With', exact: true });
      await incompatible.click();
      await incompatible.fill('Upgraded Pot');
      await page.getByRole('option', { name: 'Upgraded Potentials', exact: true }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();

      const status = page.getByRole('status').filter({ hasText: 'Saved' });
      await expect(status).toContainText('Saved Unsheathing.');
      await expect(status).toContainText(
        'Also updated to keep incompatibilities symmetric: Upgraded Potentials.',
      );
      await page.reload();
      await expect(field(page, 'Description')).toHaveValue(
        'Draws the sword faster. Edited in the browser test.',
      );
      await expect(field(page, 'Max Level')).toHaveValue('4');
      await expect(page.getByRole('combobox', { name: 'Rarity', exact: true })).toHaveValue('Uncommon');

      // The other side lists it back.
      await pickEnchantment(page, 'Upgraded Potentials');
      await expect(page.locator('form').getByText('Unsheathing', { exact: true })).toBeVisible();
      const saved = await fetchEnchantment(page.request, 'Upgraded Potentials');
      expect(saved.incompatibilities.split(',')).toContain(unsheathing.mcid);
    } finally {
      await restore(page.request, unsheathing);
      const partnerNow = await fetchEnchantment(page.request, 'Upgraded Potentials');
      expect(partnerNow.incompatibilities).toBe(partner.incompatibilities);
    }
  });

  test("checks Max Level before sending, and shows 'Save failed.' with the server's reason", async ({
    page,
  }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/manage-references');
    await pickEnchantment(page, 'Moisturized');
    const before = await fetchEnchantment(page.request, 'Moisturized');

    await field(page, 'Max Level').fill('11');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Max Level must be from 1 to 10')).toBeVisible();

    await field(page, 'Max Level').fill('2');
    await field(page, 'Name').fill('Sharpness');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Save failed.');
    await expect(alert).toContainText("An enchantment named 'Sharpness' already exists.");
    expect(await fetchEnchantment(page.request, 'Moisturized')).toEqual(before);
  });

  test("shows 'Enchantment not found.' for an enchantment that does not exist", async ({ page }) => {
    await loginAs(page, 'editor');
    await page.goto('/manage-references?id=999999');
    await expect(page.getByRole('alert')).toHaveText('Enchantment not found.');
  });

  test("shows 'Error: Could not fetch enchantments.' when the list cannot be loaded", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/enchantments', (route) =>
      route.fulfill({ status: 503, json: { error: 'down' } }),
    );
    await page.goto('/manage-references');
    await expect(page.getByText('Error: Could not fetch enchantments.')).toBeVisible({ timeout: 15_000 });
  });
});
