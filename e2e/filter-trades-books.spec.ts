import { readFile } from 'node:fs/promises';
import { pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import { createWorld, type TradeSpec, type World } from './support/world';

/**
 * Issue 27: Filter Trades counts Enchanted Book trades only by default. A Tool Smith's enchanted shovel is no
 * place to buy Unbreaking III; the fisherman and the smith are not judged; the criteria live in the address.
 */
const hall = (num: number, villager_type: string) => ({
  town: 'oasis',
  location: 'Market',
  row: 'A',
  num,
  villager_type,
});
const TRADES: TradeSpec[] = [
  {
    ...hall(1, 'Tool Smith'),
    cost_item1: 'Emerald',
    cost_amount1: 6,
    sell_item: 'Iron Shovel',
    sell_amount: 1,
    enchantments: [{ name: 'Unbreaking', level: 3 }],
  },
  {
    ...hall(2, 'Librarian'),
    cost_item1: 'Emerald',
    cost_amount1: 12,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Unbreaking', level: 3 }],
  },
  {
    ...hall(3, 'Librarian'),
    cost_item1: 'Emerald',
    cost_amount1: 14,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Unbreaking', level: 2 }],
  },
  { ...hall(4, 'Fisherman'), cost_item1: 'String', cost_amount1: 20, sell_item: 'Emerald', sell_amount: 1 },
];

let world: World;
test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  world = await createWorld(request, { towns: { oasis: ['Market'] }, trades: TRADES }, { prefix: 'books' });
  await request.dispose();
});

async function openScreen(page: Page, query = '') {
  await loginAs(page, world.owner);
  await page.goto('/search');
  await page.getByLabel('Server:').selectOption({ label: world.serverName });
  await page.goto(`/filter-trades${query}`);
  await expect(pageHeading(page, 'Filter Trades')).toBeVisible({ timeout: 10_000 });
}

const coverageRows = (page: Page) => page.getByRole('table', { name: 'Coverage' }).locator('tbody tr');
const removalRows = (page: Page) =>
  page.getByRole('table', { name: 'Villagers You Can Remove' }).locator('tbody tr:has(td)');

test('books only by default; Count enchanted gear too brings the shovel back, and the address keeps it', async ({
  page,
}) => {
  await openScreen(page);
  const town = page.getByRole('combobox', { name: 'Filter by Town', exact: true });
  await town.click();
  await town.fill('oasis');
  await page.getByRole('option', { name: 'oasis', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Strategy' }).click();

  await expect(page).toHaveURL(/[?&]town=oasis(&|$)/);
  const unbreaking = coverageRows(page).filter({ hasText: 'Unbreaking' }).first();
  await expect(unbreaking.locator('td').nth(2)).toHaveText('Librarian');
  await expect(unbreaking.locator('td').nth(4)).toHaveText('12 Emerald + 1 Book');
  await expect(page.getByTestId('strategy-summary')).toContainText(
    'Counted: Enchanted Book trades only (enchanted gear does not count).',
  );
  await expect(removalRows(page)).toHaveCount(1);
  await expect(removalRows(page).first()).toContainText('oasis / Market / A3');
  await expect(removalRows(page).first()).toContainText('Unbreaking II');
  const notJudged = page.getByTestId('not-judged');
  await expect(notJudged.getByText('Not judged: sells no counted book (2)')).toBeVisible();
  await expect(notJudged.getByText('oasis / Market / A1 (Tool Smith)')).toBeHidden();
  await notJudged.getByText('Not judged: sells no counted book (2)').click();
  await expect(notJudged.getByText('oasis / Market / A1 (Tool Smith)')).toBeVisible();
  await expect(notJudged.getByText('oasis / Market / A4 (Fisherman)')).toBeVisible();

  // The removal list as CSV, and a hall's list to print.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('removals.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toBe('\uFEFFTown,Location,Row,Num,Type,Lost\r\noasis,Market,A,3,Librarian,Unbreaking II\r\n');
  const printing = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print list of oasis / Market' }).click();
  const printed = await printing;
  await expect(printed.getByRole('heading', { name: 'Villagers to remove: oasis / Market' })).toBeVisible();
  await printed.close();

  // Gear too: the smith's shovel is the cheapest Unbreaking III; both librarians can go.
  await page.getByLabel('Count enchanted gear too').check();
  await page.getByRole('button', { name: 'Apply Strategy' }).click();
  await expect(page).toHaveURL(/[?&]gear=1(&|$)/);
  await expect(page.getByTestId('strategy-summary')).toContainText(
    'Counted: Enchanted Book trades and enchanted gear.',
  );
  await expect(unbreaking.locator('td').nth(4)).toHaveText('6 Emerald');
  await expect(removalRows(page)).toHaveCount(2);

  // A reload runs the same criteria again.
  await page.reload();
  await expect(page.getByLabel('Count enchanted gear too')).toBeChecked();
  await expect(removalRows(page)).toHaveCount(2);
});

test('a link with criteria runs the strategy', async ({ page }) => {
  await openScreen(page, '?curse=Curse+of+Possession&town=oasis');
  await expect(removalRows(page)).toHaveCount(1);
  await expect(page.getByTestId('strategy-summary')).toContainText('Counted: Enchanted Book trades only');
});
