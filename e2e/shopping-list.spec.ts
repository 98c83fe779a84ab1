import type { ShoppingListResponse } from '@tradehall/contracts';
import { pageHeading } from './support/app';
import { apiToken, loginAs, SELECTED_SERVER_KEY } from './support/auth';
import { DEMO_SERVER, DEMO_USER, ensureDemoWorld } from './support/demo-world';
import { expect, type Page, test } from './support/test';

/**
 * The optimizer's shopping list on the demo world, as its owner demo_user: plan a sword, open the shopping
 * list, see the villagers of canz with their prices, the totals (as the API sums them), the hall map of canz
 * with the villagers to visit highlighted, and a printout of one page per town.
 */

const SWORD = ['Sharpness', 'Looting', 'Fire Aspect', 'Mending'];
let serverId = 0;
let token = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await ensureDemoWorld();
  token = await apiToken(request, DEMO_USER);
  const servers = await (
    await request.get('/api/servers', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const demo = (servers as { id: number; name: string }[]).find((server) => server.name === DEMO_SERVER);
  if (!demo) throw new Error(`${DEMO_USER.username} does not see ${DEMO_SERVER}`);
  serverId = demo.id;
});

async function planSword(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SELECTED_SERVER_KEY, value: String(serverId) },
  );
  await loginAs(page, DEMO_USER);
  await page.goto('/enchant-optimizer');
  await expect(pageHeading(page, 'Enchantment Optimizer')).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Item', { exact: true }).selectOption('Sword');
  const available = page.getByRole('group', { name: 'Available enchantments' });
  for (const name of SWORD) await available.getByRole('checkbox', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Compute Optimal Steps' }).click();
  await expect(page.getByRole('table', { name: 'Plan steps' })).toBeVisible({ timeout: 15_000 });
}

/** The API's list for the plan's books (the levels the optimizer chose: each at its maximum). */
async function apiList(page: Page): Promise<ShoppingListResponse> {
  const response = await page.request.post('/api/optimizer/shopping-list', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      server_id: serverId,
      item_keyword: 'Sword',
      enchantments: ['Sharpness V', 'Looting III', 'Fire Aspect II', 'Mending I'],
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ShoppingListResponse;
}

test.describe('Shopping list', () => {
  test('plans a sword, lists the villagers of its first town with prices and a total, and maps them', async ({
    page,
  }) => {
    await planSword(page);
    await page.getByRole('button', { name: 'Shopping list', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Shopping list for Sword' })).toBeVisible({
      timeout: 15_000,
    });

    const expected = await apiList(page);
    // The town with the most purchases comes first (which one depends on the demo's trades).
    const town = expected.towns[0];
    expect(town, 'the demo world sells the books somewhere').toBeDefined();
    const townTable = page.getByRole('table', { name: `Villagers to visit in ${town!.town}` });
    const rows = townTable.locator('tbody tr');
    const stops = town!.stops.flatMap((stop) => stop.items.map((item) => ({ stop, item })));
    await expect(rows).toHaveCount(stops.length);
    for (const [index, { stop, item }] of stops.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(stop.location);
      await expect(cells.nth(1)).toHaveText(stop.row);
      await expect(cells.nth(2)).toHaveText(String(stop.num));
      await expect(cells.nth(5)).toContainText(item.unit_price.text);
      await expect(cells.nth(5)).toContainText(/\d+ Emerald/);
    }
    await expect(page.getByTestId('shopping-total-emeralds')).toHaveText(
      expected.totals.emeralds.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('shopping-total-books-bought')).toHaveText(
      String(expected.totals.books_bought),
    );

    // Every book lists its sellers cheapest first; the default is the API's choice.
    const fireAspect = page.getByRole('group', { name: 'Fire Aspect II' });
    await expect(fireAspect.getByRole('radio').nth(expected.books[2]!.choice!)).toBeChecked();

    // The hall map of that town highlights the villagers to visit there.
    await page.getByLabel('Town on the map').selectOption(town!.town);
    const first = town!.stops[0]!;
    const map = page.getByRole('grid', { name: `Hall map: ${town!.town} / ${first.location}` });
    await expect(
      map.getByRole('gridcell', { name: new RegExp(`^${first.row}${first.num} .*highlighted$`) }),
    ).toBeVisible();
  });

  test('choosing another seller changes the total; printing gives one page per town', async ({ page }) => {
    await planSword(page);
    await page.getByRole('button', { name: 'Shopping list', exact: true }).click();
    const expected = await apiList(page);
    const total = page.getByTestId('shopping-total-emeralds');
    await expect(total).toHaveText(expected.totals.emeralds.toLocaleString('en-US'), { timeout: 15_000 });

    const book = expected.books.findIndex((b) => b.options.length > 1);
    expect(book, 'some book of the sword has two sellers on the demo world').toBeGreaterThanOrEqual(0);
    const { label, options, choice } = expected.books[book]!;
    const other = options.findIndex((_, index) => index !== choice);
    await page.getByRole('group', { name: label }).getByRole('radio').nth(other).check();
    const changed = expected.totals.emeralds - options[choice!]!.emeralds + options[other]!.emeralds;
    await expect(total).toHaveText(changed.toLocaleString('en-US'));

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root')).toBeHidden();
    const pages = page.getByTestId('shopping-print-town');
    await expect(pages.first()).toBeVisible();
    const count = await pages.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count - 1; index++) {
      expect(await pages.nth(index).evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
    }
    await expect(pages.first()).toContainText('Total:');
  });
});
