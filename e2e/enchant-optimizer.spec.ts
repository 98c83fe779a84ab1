import { pageHeading } from './support/app';
import { apiToken, loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import type { TestUser } from './support/users';
import { createWorld, type TradeSpec, type World } from './support/world';

/** The Enchantment Optimizer: the item, the enchantments with their town dots, levels, and computing a plan. */

const librarian = (town: string, num: number, name: string, level: number): TradeSpec => ({
  town,
  location: 'Hall',
  row: 'A',
  num,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: 10,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name, level }],
});

let world: World;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    world = await createWorld(
      request,
      {
        towns: { canz: ['Hall'], bones: ['Hall'], Riverside: ['Hall'] },
        trades: [
          librarian('canz', 1, 'Protection', 4),
          librarian('canz', 2, 'Mending', 1),
          librarian('bones', 1, 'Protection', 3),
          librarian('Riverside', 1, 'Feather Falling', 4),
        ],
      },
      { prefix: 'optimizer' },
    );
  } finally {
    await request.dispose();
  }
});

const itemSelect = (page: Page) => page.getByLabel('Item', { exact: true });
const available = (page: Page) => page.getByRole('group', { name: 'Available enchantments' });
const enchantment = (page: Page, name: string) =>
  available(page).getByRole('checkbox', { name, exact: true });
const levelSelect = (page: Page, name: string) => page.getByLabel(`${name} level`, { exact: true });
const compute = (page: Page) => page.getByRole('button', { name: 'Compute Optimal Steps' }).click();
const stepsTable = (page: Page) => page.getByRole('table', { name: 'Plan steps' });
const outcomeAlert = (page: Page) => page.getByRole('alert').filter({ hasNotText: 'Incompatible' });

async function openOptimizer(page: Page, who: TestUser | 'user' = world.owner) {
  await loginAs(page, who);
  await page.goto('/enchant-optimizer');
  await expect(pageHeading(page, 'Enchantment Optimizer')).toBeVisible({ timeout: 10_000 });
  await expect(itemSelect(page).locator('option')).toHaveCount(47);
}

async function pickItem(page: Page, item: string) {
  await itemSelect(page).selectOption(item);
  await expect(enchantment(page, 'Unbreaking')).toBeVisible();
}

async function toggle(page: Page, ...names: string[]) {
  for (const name of names) await enchantment(page, name).click();
}

test.describe('Enchantment Optimizer', () => {
  test('computes a plan: numbered steps with their costs, the totals and the merge tree', async ({
    page,
  }) => {
    await openOptimizer(page);
    await pickItem(page, 'Boots');
    await expect(enchantment(page, 'Sharpness')).toHaveCount(0);
    await toggle(page, 'Protection', 'Feather Falling', 'Unbreaking', 'Mending');
    // Toggling sets the level to the maximum; levels go from 1 to max, or None.
    await expect(levelSelect(page, 'Protection')).toHaveValue('4');
    await expect(levelSelect(page, 'Mending')).toHaveValue('1');
    await expect(levelSelect(page, 'Unbreaking').locator('option')).toHaveText(['None', 'I', 'II', 'III']);
    await expect(page.getByTestId('selection-count')).toHaveText('4 of 50 selected');

    await expect(page.getByLabel('Strategy')).toHaveValue('grouped');
    await page.getByLabel('Strategy').selectOption({ label: 'True Optimal, Slow' });
    await compute(page);

    await expect(stepsTable(page).locator('thead th')).toHaveText([
      'Step',
      'Left slot',
      'Right slot',
      'Levels',
      'XP',
      'Prior work after',
    ]);
    const rows = stepsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.locator('td:first-child')).toHaveText(['1', '2', '3', '4']);
    // The plan arrives below the settings: the page scrolls to it.
    await expect(page.getByRole('heading', { name: 'Plan for Boots' })).toBeInViewport();
    const summary = page.getByTestId('plan-summary');
    await expect(summary).toContainText('True Optimal, Slow');
    await expect(summary).toContainText('Proven optimal');

    // The same plan as the API's, totals included.
    const token = await apiToken(page.request, world.owner);
    const answer = await page.request.post('/api/optimizer/plan', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        item_keyword: 'Boots',
        enchantments: ['Protection IV', 'Feather Falling IV', 'Unbreaking III', 'Mending I'],
        strategy: 'optimal',
      },
    });
    const { plan } = await answer.json();
    await expect(summary).toContainText(`Total: ${plan.totals.levels} levels`);
    await expect(stepsTable(page).locator('tfoot th').nth(1)).toHaveText(String(plan.totals.levels));
    await expect(rows.locator('td:nth-child(4)')).toHaveText(
      plan.steps.map((step: { levels: number }) => String(step.levels)),
    );

    const tree = page.getByRole('region', { name: 'Merge tree' });
    await expect(tree.locator('[data-step]')).toHaveCount(4);
    await expect(tree.locator('[data-kind="book"]')).toHaveText(bookOrder(plan.tree));
    await expect(tree.locator('[data-kind="item"]')).toHaveText('Boots');
  });

  test('shows a dot for each town of the server selling an enchantment, and the legend', async ({ page }) => {
    await openOptimizer(page);
    await pickItem(page, 'Boots');
    const dots = (name: string) => available(page).locator(`[data-enchantment="${name}"]`).getByRole('img');
    await expect(dots('Protection')).toHaveAttribute(
      'aria-label',
      'Sold in bones (up to III), canz (up to IV)',
    );
    await expect(dots('Feather Falling')).toHaveAttribute('aria-label', 'Sold in Riverside (up to IV)');
    await expect(dots('Unbreaking')).toHaveCount(0);
    const legend = page.getByRole('region', { name: 'Town colours' });
    await expect(legend).toContainText('canz');
    // The selected server's towns, not the demo's five bases.
    for (const town of ['canz', 'bones', 'Riverside']) {
      await expect(legend.getByText(town, { exact: true })).toBeVisible();
    }
    for (const town of ['hilltop', 'fortress', 'oasis']) {
      await expect(legend.getByText(town, { exact: true })).toHaveCount(0);
    }
    // canz is red, bones blue; other towns get a colour of their own.
    const colour = (town: string) =>
      legend
        .getByText(town, { exact: true })
        .locator('xpath=preceding-sibling::span')
        .evaluate((dot) => getComputedStyle(dot).backgroundColor);
    expect(await colour('canz')).toBe('rgb(255, 0, 0)');
    expect(await colour('bones')).toBe('rgb(0, 0, 255)');
    expect(await colour('Riverside')).not.toMatch(/^rgb\((255, 0, 0|0, 0, 255|0, 128, 0)\)$/);
  });

  test('describes a single selected enchantment', async ({ page }) => {
    await openOptimizer(page);
    await pickItem(page, 'Boots');
    const description = page.getByRole('region', { name: 'Enchantment description' });
    await expect(description).toContainText('Select a single enchantment to read its description.');
    await toggle(page, 'Feather Falling');
    await expect(description).toContainText('Feather Falling');
    await expect(description).toContainText('Reduces fall damage.');
    await toggle(page, 'Protection');
    await expect(description).toContainText('Select a single enchantment to read its description.');
  });

  test('picking an item resets the selections and the plan; toggling clears the plan', async ({ page }) => {
    await openOptimizer(page);
    await pickItem(page, 'Sword');
    await toggle(page, 'Sharpness');
    await compute(page);
    await expect(stepsTable(page).locator('tbody tr')).toHaveCount(1);

    await toggle(page, 'Looting');
    await expect(stepsTable(page)).toHaveCount(0);
    await expect(levelSelect(page, 'Looting')).toHaveValue('3');
    await compute(page);
    await expect(stepsTable(page).locator('tbody tr')).toHaveCount(2);

    await pickItem(page, 'Pickaxe');
    await expect(stepsTable(page)).toHaveCount(0);
    await expect(page.getByTestId('selection-count')).toHaveText('0 of 50 selected');
    await expect(levelSelect(page, 'Sharpness')).toHaveCount(0);
  });

  test("asks for an enchantment: 'Please select at least one enchantment.'", async ({ page }) => {
    await openOptimizer(page);
    await compute(page);
    await expect(outcomeAlert(page)).toHaveText('Please select at least one enchantment.');
    await pickItem(page, 'Sword');
    await compute(page);
    await expect(outcomeAlert(page)).toHaveText('Please select at least one enchantment.');
    // An enchantment at level None does not count.
    await toggle(page, 'Sharpness');
    await levelSelect(page, 'Sharpness').selectOption('None');
    await compute(page);
    await expect(outcomeAlert(page)).toHaveText('Please select at least one enchantment.');
    await levelSelect(page, 'Sharpness').selectOption('3');
    await compute(page);
    await expect(stepsTable(page).locator('tbody td').nth(3)).toHaveText('3');
  });

  test('warns about incompatible enchantments, and the server refuses to plan them', async ({ page }) => {
    await openOptimizer(page);
    await pickItem(page, 'Boots');
    await toggle(page, 'Protection', 'Fire Protection');
    const warning = page.getByRole('alert').filter({ hasText: 'Incompatible enchantments' });
    await expect(warning).toContainText('Protection conflicts with Fire Protection');
    await compute(page);
    await expect(outcomeAlert(page)).toHaveText(
      'Optimization failed: Protection conflicts with Fire Protection.',
    );
    await toggle(page, 'Fire Protection');
    await expect(warning).toHaveCount(0);
  });

  test('selects at most 50 enchantments', async ({ page }) => {
    test.setTimeout(60_000);
    await openOptimizer(page, 'user');
    await pickItem(page, 'Sword');
    const boxes = available(page).getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(50);
    for (let index = 0; index < 50; index++) await boxes.nth(index).click();
    await expect(page.getByTestId('selection-count')).toHaveText('50 of 50 selected');
    await expect(available(page).getByRole('status')).toHaveText('At most 50 enchantments can be selected.');
    await expect(boxes.nth(50)).toBeDisabled();
    await boxes.nth(0).click();
    await expect(page.getByTestId('selection-count')).toHaveText('49 of 50 selected');
    await expect(boxes.nth(50)).toBeEnabled();
  });
});

test.describe('Enchantment Optimizer errors', () => {
  test("'Error fetching optimizer menu items.'", async ({ page }) => {
    await page.route('**/api/optimizer/menu_items', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database is down.' } }),
    );
    await loginAs(page, 'user');
    await page.goto('/enchant-optimizer');
    await expect(page.getByRole('alert')).toHaveText('Error fetching optimizer menu items.', {
      timeout: 10_000,
    });
  });

  test("'Error fetching enchantments.' and the applicable-enchantments error", async ({ page }) => {
    await page.route('**/api/enchantments', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database is down.' } }),
    );
    await page.route('**/api/optimizer/applicable_enchantments?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database is down.' } }),
    );
    await openOptimizer(page, 'user');
    await expect(page.getByRole('alert').filter({ hasText: 'Error fetching enchantments.' })).toBeVisible({
      timeout: 10_000,
    });
    await itemSelect(page).selectOption('Sword');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error fetching the enchantments that apply to this item.' }),
    ).toBeVisible({ timeout: 10_000 });
  });

  test("'Optimization failed' with the server's reason, and 'No plan returned.'", async ({ page }) => {
    let answer: { status: number; json: object } = {
      status: 503,
      json: { error: 'True Optimal could not finish within 10 s for 30 books; use Grouped by Rarity.' },
    };
    await page.route('**/api/optimizer/plan', (route) => route.fulfill(answer));
    await openOptimizer(page, 'user');
    await pickItem(page, 'Sword');
    await toggle(page, 'Sharpness');
    await compute(page);
    await expect(outcomeAlert(page)).toHaveText(
      'Optimization failed: True Optimal could not finish within 10 s for 30 books; use Grouped by Rarity.',
    );
    answer = { status: 200, json: { plan: null } };
    await compute(page);
    await expect(page.getByRole('status').filter({ hasText: 'No plan returned.' })).toBeVisible();
  });
});

/** Book labels of the tree, left to right. */
function bookOrder(node: { kind: string; label?: string; target?: unknown; sacrifice?: unknown }) {
  const labels: string[] = [];
  const walk = (current: typeof node) => {
    if (current.kind === 'book' && current.label) labels.push(current.label);
    if (current.kind === 'merge') {
      walk(current.target as typeof node);
      walk(current.sacrifice as typeof node);
    }
  };
  walk(node);
  return labels;
}
