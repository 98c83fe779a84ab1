import { pageHeading } from './support/app';
import { loginAs, SELECTED_SERVER_KEY } from './support/auth';
import { expect, test } from './support/test';
import { createWorld, type World } from './support/world';

/**
 * Issue 27: when the shopping list suggests two lower-level books and a merge instead of one book, "Plan with
 * these books" recomputes the plan with the book made by that merge (its own first step).
 */

let world: World;

test.beforeAll(async ({ request }) => {
  const book = (row: string, num: number, level: number, emeralds: number) => ({
    town: 'canz',
    location: 'Library',
    row,
    num,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: emeralds,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Sharpness', level }],
  });
  // Sharpness IV for 1 emerald, V for 64: two IV and a merge cost far less than one V.
  world = await createWorld(
    request,
    { towns: { canz: ['Library'] }, trades: [book('A', 1, 4, 1), book('A', 2, 5, 64)] },
    { prefix: 'merge-plan' },
  );
});

test('Plan with these books re-plans with Sharpness V made from two Sharpness IV', async ({ page }) => {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SELECTED_SERVER_KEY, value: String(world.serverId) },
  );
  await loginAs(page, world.owner);
  await page.goto('/enchant-optimizer');
  await expect(pageHeading(page, 'Enchantment Optimizer')).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Item', { exact: true }).selectOption('Sword');
  await page
    .getByRole('group', { name: 'Available enchantments' })
    .getByRole('checkbox', { name: 'Sharpness', exact: true })
    .click();
  await page.getByRole('button', { name: 'Compute Optimal Steps' }).click();
  const steps = page.getByRole('table', { name: 'Plan steps' });
  await expect(steps).toBeVisible({ timeout: 15_000 });
  await expect(steps.locator('tbody tr')).toHaveCount(1);

  await page.getByRole('button', { name: 'Shopping list', exact: true }).click();
  await page.getByRole('button', { name: 'Plan with these books' }).click();

  // The merge is the plan's first step; the sword then takes the merged book (from step 1).
  await expect(steps.locator('tbody tr')).toHaveCount(2, { timeout: 15_000 });
  await expect(steps.locator('tbody tr').first()).toContainText('Sharpness IV');
  await expect(steps.locator('tbody tr').nth(1)).toContainText('(from step 1)');
  await expect(page.getByText('The plan above already merges these books.')).toBeVisible();
});
