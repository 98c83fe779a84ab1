import { pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import { asAdmin, createWorld, type World } from './support/world';

/**
 * The optimizer follows the server's modpack (issue 24): on an RLCraft 2.9.x server (no level cap) a 50-level step
 * is planned without a warning; with vanilla rules the same plan is Too Expensive.
 */
let world: World;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const modpacks = (await (await asAdmin(request)).get('/modpacks')) as {
      id: number;
      modpack: string;
      version: string;
    }[];
    const rlcraft = modpacks.find((m) => m.modpack === 'RLCraft' && m.version === '2.9.x');
    if (!rlcraft) throw new Error('the install has no RLCraft 2.9.x modpack');
    world = await createWorld(request, { towns: {}, trades: [] }, { prefix: 'anvil', modpackId: rlcraft.id });
  } finally {
    await request.dispose();
  }
});

const SWORD_BOOKS = [
  'Sharpness',
  'Looting',
  'Fire Aspect',
  'Knockback',
  'Unbreaking',
  'Mending',
  'Sweeping Edge',
];
const rulesSelect = (page: Page) => page.getByRole('combobox', { name: /^Anvil rules/ });
const stepsTable = (page: Page) => page.getByRole('table', { name: 'Plan steps' });
const compute = (page: Page) => page.getByRole('button', { name: 'Compute Optimal Steps' }).click();

test('on an RLCraft server a 50-level step has no warning; with vanilla rules it is Too Expensive', async ({
  page,
}) => {
  await loginAs(page, world.owner);
  await page.goto('/enchant-optimizer');
  await expect(pageHeading(page, 'Enchantment Optimizer')).toBeVisible({ timeout: 10_000 });
  await expect(rulesSelect(page)).toHaveValue('server');
  await expect(rulesSelect(page).locator('option:checked')).toHaveText('RLCraft 2.9.x anvil: no level cap');

  await page.getByLabel('Item', { exact: true }).selectOption('Sword');
  const available = page.getByRole('group', { name: 'Available enchantments' });
  for (const name of SWORD_BOOKS) await available.getByRole('checkbox', { name, exact: true }).click();
  await page.getByRole('textbox', { name: 'Item prior work' }).fill('4');
  await compute(page);

  const levels = stepsTable(page).locator('tbody tr td:nth-child(4)');
  await expect(levels).toHaveCount(7);
  await expect(levels.last()).toHaveText('50');
  await expect(page.getByTestId('plan-rules')).toHaveText('Rules: RLCraft 2.9.x anvil: no level cap.');
  await expect(stepsTable(page).getByText('Too Expensive')).toHaveCount(0);
  await expect(page.getByText(/Too Expensive on this anvil/)).toHaveCount(0);

  await rulesSelect(page).selectOption('vanilla');
  await compute(page);
  await expect(page.getByTestId('plan-rules')).toHaveText(
    'Rules: Vanilla 1.12.2 anvil: Too Expensive at 40 levels.',
  );
  await expect(levels.last()).toHaveText(/^50\s*Too Expensive$/);
  await expect(page.getByRole('status').filter({ hasText: 'Too Expensive on this anvil' })).toHaveText(
    'No order keeps every step under 40 levels. Too Expensive on this anvil (40 levels or more): step 7.',
  );
  await expect(page.getByTestId('plan-summary')).not.toContainText('Proven optimal');
  await expect(page.getByTestId('plan-summary')).toContainText('No plan fits under the cap');
});
