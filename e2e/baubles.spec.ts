import type { APIRequestContext } from '@playwright/test';
import { pageHeading } from './support/app';
import { apiToken, loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';

interface ApiBauble {
  id: number;
  name: string;
  type: string;
  tier: string;
  tags: string[];
  description: string;
  row_version: number;
  [field: string]: unknown;
}

async function fetchBaubles(request: APIRequestContext): Promise<{ token: string; baubles: ApiBauble[] }> {
  const token = await apiToken(request, USERS.admin);
  const response = await request.get('/api/baubles', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return { token, baubles: (await response.json()) as ApiBauble[] };
}

const tierRow = (page: Page, tier: string) => page.getByRole('group', { name: `Tier ${tier}`, exact: true });
const details = (page: Page) => page.getByRole('region', { name: 'Bauble details' });
const tile = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('baubles', () => {
  test('shows tier rows S, A, B, C, D, F of drawn icons, none broken', async ({ page }) => {
    const { baubles } = await fetchBaubles(page.request);
    await loginAs(page, 'user');
    await page.goto('/baubles');
    await expect(pageHeading(page, 'Baubles')).toBeVisible();

    const rows = page.getByRole('group', { name: /^Tier [SABCDF]$/ });
    await expect(rows).toHaveCount(6);
    const labels = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(labels).toEqual(['Tier S', 'Tier A', 'Tier B', 'Tier C', 'Tier D', 'Tier F']);
    for (const tier of ['S', 'A', 'B', 'C', 'D', 'F']) {
      const expected = baubles.filter((b) => b.tier === tier).length;
      await expect(tierRow(page, tier).getByRole('button')).toHaveCount(expected);
    }
    // Every bauble has an icon: a drawn one, or an image that really loaded.
    const tiles = page.getByRole('group', { name: /^Tier / }).getByRole('button');
    await expect(tiles).toHaveCount(baubles.length);
    const iconless = await tiles.evaluateAll(
      (nodes) =>
        nodes.filter((node) => {
          const image = node.querySelector('img');
          if (image) return !(image.complete && image.naturalWidth > 0);
          return node.querySelector('svg[data-bauble-icon="drawn"]') === null;
        }).length,
    );
    expect(iconless).toBe(0);
  });

  test('search (any case), type filter and tag filter combine', async ({ page }) => {
    const { baubles } = await fetchBaubles(page.request);
    await loginAs(page, 'auditor');
    await page.goto('/baubles');
    const visibleTiles = page.getByRole('group', { name: /^Tier / }).getByRole('button');
    await expect(visibleTiles).toHaveCount(baubles.length);

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('RiNg');
    const byName = baubles.filter((b) => b.name.toLowerCase().includes('ring'));
    await expect(visibleTiles).toHaveCount(byName.length);

    await pickOption(page, 'Type', 'Ring');
    const byType = byName.filter((b) => b.type === 'ring');
    await expect(visibleTiles).toHaveCount(byType.length);

    const tag = byType.flatMap((b) => b.tags)[0]!;
    await pickOption(page, 'Tag', tag);
    const byTag = byType.filter((b) => b.tags.includes(tag));
    expect(byTag.length).toBeGreaterThan(0);
    await expect(visibleTiles).toHaveCount(byTag.length);
    for (const bauble of byTag) await expect(tile(page, bauble.name)).toBeVisible();

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('no such bauble');
    await expect(visibleTiles).toHaveCount(0);
    await expect(page.getByText('No baubles match your search.')).toBeVisible();
  });

  test('the details panel shows name, Slot, Tier, description, How to Obtain and Upgrade Path', async ({
    page,
  }) => {
    await loginAs(page, 'editor');
    await page.goto('/baubles');
    await tile(page, 'Ankh Shield').click();
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: 'Ankh Shield' })).toBeVisible();
    await expect(panel.getByText('Slot:')).toBeVisible();
    await expect(panel).toContainText('Trinket (any slot)');
    await expect(panel.getByText('Tier:')).toBeVisible();
    await expect(panel).toContainText('Usable shield');
    await expect(panel.getByRole('heading', { name: 'How to Obtain' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Upgrade Path' })).toBeVisible();
    await expect(panel).toContainText('Obsidian Shield + Ankh Charm -> Ankh Shield');
    // Only admins edit baubles.
    await expect(panel.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('admin: Edit works on a copy; Cancel discards; Save sends and shows the server message', async ({
    page,
  }) => {
    const { token, baubles } = await fetchBaubles(page.request);
    const original = baubles.find((b) => b.name === 'Cobalt Shield')!;
    await loginAs(page, 'admin');
    await page.goto('/baubles');
    await tile(page, 'Cobalt Shield').click();
    const panel = details(page);

    await panel.getByRole('button', { name: 'Edit' }).click();
    const description = panel.getByRole('textbox', { name: 'Description' });
    await description.fill('A changed description that is thrown away.');
    // Picking another bauble is not possible while editing.
    await expect(tile(page, 'Ankh Shield')).toBeDisabled();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toContainText(original.description);
    await expect(tile(page, 'Ankh Shield')).toBeEnabled();

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('textbox', { name: 'Name' }).fill('');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Name is required')).toBeVisible();
    await panel.getByRole('textbox', { name: 'Name' }).fill('Cobalt Shield');
    await panel
      .getByRole('textbox', { name: 'Description' })
      .fill('Blocks knockback. Edited in the browser test.');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText("Bauble 'Cobalt Shield' updated successfully.");
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(panel).toContainText('Blocks knockback. Edited in the browser test.');
    await page.reload();
    await tile(page, 'Cobalt Shield').click();
    await expect(details(page)).toContainText('Blocks knockback. Edited in the browser test.');

    // Put it back for the other tests.
    const current = (await fetchBaubles(page.request)).baubles.find((b) => b.id === original.id)!;
    const { id: _id, ...body } = { ...original, row_version: current.row_version };
    const restore = await page.request.put(`/api/baubles/${original.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(restore.status()).toBe(200);
  });

  test("admin: a failed save shows 'Error saving changes.' and stays in edit mode", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/baubles/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { error: 'This bauble was changed by someone else.' } })
        : route.fallback(),
    );
    await page.goto('/baubles');
    await tile(page, 'Cobalt Shield').click();
    const panel = details(page);
    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toContainText('Error saving changes.');
    await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test("shows 'Error fetching baubles data.' when the list cannot be loaded", async ({ page }) => {
    await loginAs(page, 'user');
    await page.route('**/api/baubles', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.goto('/baubles');
    await expect(page.getByText('Error fetching baubles data.')).toBeVisible({ timeout: 15_000 });
  });
});
