import { loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import { createWorld, type TradeSpec, type World } from './support/world';

/** Issue 27: levels typed with the name, exact names first, sorting by a column, what 'Only with Enchantments' hides. */
const book = (row: string, num: number, price: number, name: string, level: number): TradeSpec => ({
  town: 'canz',
  location: 'Library',
  row,
  num,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: price,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name, level }],
});
const TRADES: readonly TradeSpec[] = [
  { ...book('A', 1, 20, 'Lesser Sharpness', 5), town: 'bones', location: 'Hall' },
  book('A', 2, 24, 'Mending', 1),
  book('A', 3, 30, 'Sharpness', 5),
  book('A', 4, 9, 'Sharpness', 3),
  book('A', 5, 15, 'Unbreaking', 3),
  {
    town: 'canz',
    location: 'Library',
    row: 'B',
    num: 1,
    villager_type: 'Fletcher',
    cost_item1: 'Stick',
    cost_amount1: 32,
    sell_item: 'Emerald',
    sell_amount: 1,
  },
];

let world: World;
test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  world = await createWorld(
    request,
    { towns: { canz: ['Library'], bones: ['Hall'] }, trades: TRADES },
    { prefix: 'search-levels' },
  );
  await request.dispose();
});

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const enchantmentCells = (page: Page) => results(page).locator('tbody tr[data-index] td:last-child');

async function search(page: Page, text: string) {
  await page.getByLabel('Search text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function openSearch(page: Page) {
  await loginAs(page, world.owner);
  await page.goto('/search');
  await page.getByLabel('Server:').selectOption({ label: world.serverName });
  await expect(page.getByText('Loading filters...')).toHaveCount(0);
}

test('"Mending I" and "sharpness 5" find the enchantment at that level, the exact name first', async ({
  page,
}) => {
  await openSearch(page);
  await search(page, 'Mending I');
  await expect(enchantmentCells(page)).toHaveText(['Mending I']);
  await search(page, 'unbreaking 3');
  await expect(enchantmentCells(page)).toHaveText(['Unbreaking III']);
  await search(page, 'sharpness 5');
  // Sharpness V (canz) before Lesser Sharpness V (bones), though bones sorts first.
  await expect(enchantmentCells(page)).toHaveText(['Sharpness V', 'Lesser Sharpness V']);
});

test('the results sort by price and by level, and the address keeps the order', async ({ page }) => {
  await openSearch(page);
  await search(page, 'sharpness');
  await expect(enchantmentCells(page)).toHaveText(['Sharpness V', 'Sharpness III', 'Lesser Sharpness V']);
  await results(page).getByRole('button', { name: 'Amt1' }).click();
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(enchantmentCells(page)).toHaveText(['Sharpness III', 'Lesser Sharpness V', 'Sharpness V']);
  await expect(results(page).getByRole('columnheader', { name: 'Amt1' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await results(page).getByRole('button', { name: 'Enchantments' }).click();
  await expect(page).toHaveURL(/[?&]sort=-level(&|$)/);
  await expect(enchantmentCells(page).first()).toHaveText(/V$/);
  await expect(enchantmentCells(page).last()).toHaveText('Sharpness III');
  // A reload shows the same order.
  await page.reload();
  await expect(enchantmentCells(page).last()).toHaveText('Sharpness III');
});

test("the empty answer says what 'Only with Enchantments' hides", async ({ page }) => {
  await openSearch(page);
  await search(page, 'stick');
  await expect(page.getByRole('status').filter({ hasText: 'No trades found' })).toHaveText(
    '(No trades found.) 1 trade without enchantments matches: untick Only with Enchantments.',
  );
  await page.getByLabel('Only with Enchantments', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).locator('tbody tr[data-index]')).toHaveCount(1);
});
