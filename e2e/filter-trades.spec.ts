import type { Locator } from '@playwright/test';
import { pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import type { TestUser } from './support/users';
import { createPlayer, createWorld, type TradeSpec, type World } from './support/world';

const book = (enchantments: [string, number][]) => ({
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: enchantments.map(([name, level]) => ({ name, level })),
});
const emeralds = (amount: number, books = 0) => ({
  cost_item1: 'Emerald',
  cost_amount1: amount,
  cost_item2: books > 0 ? 'Book' : '',
  cost_amount2: books,
});
const canz = (num: number) => ({
  town: 'canz',
  location: 'Hall 1',
  row: 'A',
  num,
  villager_type: 'Librarian',
});
const bones = (num: number, villager_type: string) => ({
  town: 'bones',
  location: 'Vault',
  row: 'B',
  num,
  villager_type,
});

/** The hand-checked hall of the API test: keeping Curse of Possession, the fewest to keep are A1, A3 and B1. */
const TRADES: TradeSpec[] = [
  { ...canz(1), ...emeralds(10, 1), ...book([['Mending', 1]]) },
  { ...canz(2), ...emeralds(12, 1), ...book([['Mending', 1]]) },
  { ...canz(2), ...emeralds(20), ...book([['Sharpness', 5]]) },
  { ...canz(3), ...emeralds(5), ...book([['Sharpness', 4]]) },
  { ...canz(3), ...emeralds(1), ...book([['Curse of Possession', 1]]) },
  { ...canz(4), ...emeralds(8, 1), ...book([['Protection', 3]]) },
  { ...bones(1, 'Librarian'), ...emeralds(20), ...book([['Sharpness', 5]]) },
  { ...bones(1, 'Librarian'), ...emeralds(15), ...book([['Protection', 4]]) },
  { ...bones(2, 'Armorer'), ...emeralds(15), ...book([['Protection', 4]]) },
  { ...bones(2, 'Armorer'), ...emeralds(2), ...book([['Curse of Binding', 1]]) },
  { ...bones(3, 'Farmer'), ...emeralds(1), sell_item: 'Bread', sell_amount: 6 },
];

let world: World;
let serverless: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    world = await createWorld(
      request,
      { towns: { canz: ['Hall 1'], bones: ['Vault'], empty: [] }, trades: TRADES },
      { prefix: 'filter' },
    );
    serverless = await createPlayer(request, 'filter-noserver');
  } finally {
    await request.dispose();
  }
});

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function pick(page: Page, label: string, ...options: string[]) {
  const input = combobox(page, label);
  for (const option of options) {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function openScreen(page: Page, who: TestUser = world.owner) {
  await loginAs(page, who);
  await page.goto('/filter-trades');
  // The first load of a lazy screen can be slow on a busy machine.
  await expect(pageHeading(page, 'Filter Trades')).toBeVisible({ timeout: 10_000 });
}

const apply = (page: Page) => page.getByRole('button', { name: 'Apply Strategy' }).click();

/** The cell texts of a table's body rows. */
async function cells(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.locator('td').allInnerTexts());
  return texts;
}

test.describe('Filter Trades', () => {
  test('applies the strategy: coverage, the villagers that can go, and the proof', async ({ page }) => {
    await openScreen(page);
    await expect(page.getByRole('heading', { name: 'How the strategy works' })).toBeVisible();
    await expect(page.getByText('Proven minimal:', { exact: true })).toBeVisible();
    // Curse of Possession is kept by default.
    await expect(
      page.getByRole('form', { name: 'Filter strategy' }).getByText('Curse of Possession'),
    ).toBeVisible();

    await pick(page, 'Filter by Town', 'canz', 'bones');
    await apply(page);

    const coverage = page.getByRole('table', { name: 'Coverage' });
    await expect(coverage.locator('thead th')).toHaveText([
      'Enchantment',
      'Level',
      'Type',
      'Villagers',
      'Cost',
    ]);
    await expect(coverage.locator('tbody tr')).toHaveCount(4);
    expect(await cells(coverage)).toEqual([
      ['Curse of Possession', 'I', 'Librarian', '1', '1 Emerald'],
      ['Mending', 'I', 'Librarian', '2', '10 Emerald + 1 Book'],
      ['Protection', 'IV', 'Armorer, Librarian', '2', '15 Emerald'],
      ['Sharpness', 'V', 'Librarian', '2', '20 Emerald'],
    ]);

    const removals = page.getByRole('table', { name: 'Villagers You Can Remove' });
    await expect(removals.locator('thead th')).toHaveText(['Location', 'Type', 'Lost Enchantments & Levels']);
    // Grouped by town and location; the farmer sells no book: not judged, listed apart.
    await expect(removals.locator('tbody tr:has(td)')).toHaveCount(3);
    await expect(removals.getByRole('rowheader')).toHaveText([
      /^bones \/ Vault \(1\)/,
      /^canz \/ Hall 1 \(2\)/,
    ]);
    expect((await cells(removals)).filter((row) => row.length > 0)).toEqual([
      ['bones / Vault / B2', 'Armorer', 'Nothing'],
      ['canz / Hall 1 / A2', 'Librarian', 'Nothing'],
      ['canz / Hall 1 / A4', 'Librarian', 'Protection III'],
    ]);
    await expect(page.getByTestId('not-judged')).toContainText('Not judged: sells no counted book (1)');

    const summary = page.getByTestId('strategy-summary');
    await expect(summary).toContainText('Keep 3 villagers to sell all 4 counted enchantments');
    await expect(summary).toContainText('3 of 6 judged villagers can be removed');
    await expect(summary).toContainText('Counted: Enchanted Book trades only');
    await expect(summary).toContainText('Proven minimal: no smaller set of villagers keeps all of it.');

    // The villagers to keep as text: below, folded until asked for.
    const keptList = page.getByTestId('kept-villagers');
    const keptText = 'Villagers to keep: bones / Vault / B1; canz / Hall 1 / A1; canz / Hall 1 / A3';
    await expect(keptList.getByText(keptText)).toBeHidden();
    await keptList.getByText('Villagers to keep as a list (3)').click();
    await expect(keptList.getByText(keptText)).toBeVisible();
  });

  test('draws the answer on hall maps and rings where to buy a coverage row', async ({ page }) => {
    await openScreen(page);
    await pick(page, 'Filter by Town', 'canz', 'bones');
    await apply(page);

    const hall = page.getByRole('grid', { name: 'Hall map: canz / Hall 1' });
    const vault = page.getByRole('grid', { name: 'Hall map: bones / Vault' });
    const cell = (map: Locator, key: string) => map.locator(`[role="gridcell"][data-slot="${key}"]`);
    const states = { A1: 'keep', A2: 'remove', A3: 'keep', A4: 'remove' } as const;
    for (const [key, state] of Object.entries(states)) {
      await expect(cell(hall, key), key).toHaveAttribute('data-state', state);
    }
    await expect(cell(vault, 'B1')).toHaveAttribute('data-state', 'keep');
    await expect(cell(vault, 'B2')).toHaveAttribute('data-state', 'remove');
    // The farmer sells no enchantment: not covered by the strategy.
    await expect(cell(vault, 'B3')).toHaveAttribute('data-state', 'uncovered');
    await expect(hall.getByRole('gridcell', { name: 'A1 Librarian: Mending I, keep' })).toBeVisible();
    await expect(vault.getByRole('gridcell', { name: 'B3 Farmer: Bread, not covered' })).toBeVisible();
    await expect(cell(hall, 'A5')).not.toHaveAttribute('data-state');
    await expect(page.getByRole('gridcell', { name: /highlighted/ })).toHaveCount(0);

    const coverage = page.getByRole('table', { name: 'Coverage' });
    await coverage.getByRole('button', { name: 'Protection: where to buy' }).click();
    const where = page.getByRole('list', { name: 'Where to buy Protection' });
    await expect(where.getByRole('link')).toHaveText(['bones / Vault / B1', 'bones / Vault / B2']);
    await expect(vault.getByRole('gridcell', { name: /highlighted$/ })).toHaveCount(2);
    await expect(cell(vault, 'B1')).toHaveAttribute('data-highlighted', 'true');
    await expect(cell(vault, 'B2')).toHaveAttribute('data-highlighted', 'true');
    await expect(hall.getByRole('gridcell', { name: /highlighted/ })).toHaveCount(0);

    await where.getByRole('link', { name: 'bones / Vault / B2' }).click();
    await expect(cell(vault, 'B2')).toBeFocused();

    // Another row moves the rings: Mending I sells at its Cost only at A1.
    await coverage.getByRole('row', { name: /Mending/ }).click();
    await expect(hall.getByRole('gridcell', { name: /highlighted$/ })).toHaveCount(1);
    await expect(cell(hall, 'A1')).toHaveAttribute('data-highlighted', 'true');
    await expect(vault.getByRole('gridcell', { name: /highlighted/ })).toHaveCount(0);
  });

  test('Remove Enchantments offers no curses and drops what is picked', async ({ page }) => {
    await openScreen(page);
    const remove = combobox(page, 'Remove Enchantments');
    await remove.click();
    await remove.fill('Curse of');
    await expect(page.getByRole('option', { name: 'Curse of Binding', exact: true })).toHaveCount(0);
    await remove.fill('');
    await pick(page, 'Remove Enchantments', 'Mending');
    await pick(page, 'Filter by Town', 'canz', 'bones');
    await apply(page);

    const coverage = page.getByRole('table', { name: 'Coverage' });
    await expect(coverage.locator('tbody tr')).toHaveCount(3);
    expect((await cells(coverage)).map((row) => row[0])).toEqual([
      'Curse of Possession',
      'Protection',
      'Sharpness',
    ]);
    await expect(page.getByTestId('strategy-summary')).toContainText('Keep 2 villagers');
  });

  test('asks for at least one curse and one town', async ({ page }) => {
    await openScreen(page);
    await apply(page);
    await expect(page.getByRole('alert')).toHaveText('Select at least one curse and one town.');

    await pick(page, 'Filter by Town', 'canz');
    const curses = combobox(page, 'Keep Curses');
    await curses.click();
    await curses.press('Backspace');
    await page.keyboard.press('Escape');
    await apply(page);
    await expect(page.getByRole('alert')).toHaveText('Select at least one curse and one town.');
    await expect(page.getByRole('table', { name: 'Coverage' })).toHaveCount(0);
  });

  test('without a server it asks for one and never calls the API', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/filter_trades')) calls += 1;
    });
    await openScreen(page, serverless);
    // No server: no picker with a placeholder ('Default Server' is gone), the first-server prompt instead.
    await expect(page.getByLabel('Server:')).toHaveCount(0);
    await apply(page);
    await expect(page.getByRole('alert')).toHaveText(
      'You must select a server before applying the strategy.',
    );
    expect(calls).toBe(0);
  });

  test('a town without trades finds no results', async ({ page }) => {
    await openScreen(page);
    await pick(page, 'Filter by Town', 'empty');
    await apply(page);
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(
      'No results found for the selected criteria.',
    );
  });

  test('says when the enchantments list cannot be loaded', async ({ page }) => {
    await page.route('**/api/enchantments', (route) =>
      route.fulfill({ status: 500, json: { error: 'down' } }),
    );
    await openScreen(page);
    await expect(page.getByText('Error: Could not load enchantments list.')).toBeVisible({ timeout: 12_000 });
  });

  test('says when the towns list cannot be loaded', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/towns',
      (route) => route.fulfill({ status: 500, json: { error: 'down' } }),
    );
    await openScreen(page);
    await expect(page.getByText('Error: Could not load towns list for the selected server.')).toBeVisible({
      timeout: 12_000,
    });
  });

  test('says when filtering fails', async ({ page }) => {
    await page.route('**/api/filter_trades', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await openScreen(page);
    await pick(page, 'Filter by Town', 'canz');
    await apply(page);
    await expect(page.getByRole('alert')).toHaveText('An error occurred while filtering trades.');
  });
});
