import { pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import type { TestUser } from './support/users';
import { createPlayer } from './support/world';

/** Saved optimizer configurations: save, update, load and delete, and every check of SPEC §5. */

const itemSelect = (page: Page) => page.getByLabel('Item', { exact: true });
const enchantment = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Available enchantments' }).getByRole('checkbox', { name, exact: true });
const levelSelect = (page: Page, name: string) => page.getByLabel(`${name} level`, { exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Saved Configurations' });
const configSelect = (page: Page) => panel(page).getByLabel('Saved configurations');
const nameField = (page: Page) => panel(page).getByLabel('Config name');
const button = (page: Page, name: 'Save' | 'Load' | 'Delete') =>
  panel(page).getByRole('button', { name, exact: true }).click();
const feedback = (page: Page) => panel(page).getByRole('alert').or(panel(page).getByRole('status'));

/** Signs in as a player of its own (parallel tests never see each other's configs) and opens the optimizer. */
async function openOptimizer(page: Page, prefix: string) {
  const who: TestUser = await createPlayer(page.request, prefix);
  await loginAs(page, who);
  await page.goto('/enchant-optimizer');
  await expect(pageHeading(page, 'Enchantment Optimizer')).toBeVisible({ timeout: 10_000 });
  await expect(itemSelect(page).locator('option')).toHaveCount(47);
}

async function pick(page: Page, item: string, ...names: string[]) {
  await itemSelect(page).selectOption(item);
  for (const name of names) await enchantment(page, name).click();
}

const SAVED_CONFIGS = '**/api/optimizer/configs';

test.describe('Saved configurations', () => {
  test('saves, updates under the same name, loads and deletes a config', async ({ page }) => {
    await openOptimizer(page, 'opt-configs');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config']);

    await pick(page, 'Boots', 'Protection', 'Feather Falling', 'Unbreaking');
    await levelSelect(page, 'Protection').selectOption('3');
    await levelSelect(page, 'Unbreaking').selectOption('None');
    await nameField(page).fill('Boots PvE');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Config "Boots PvE" saved.');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config', 'Boots PvE']);
    await expect(configSelect(page)).not.toHaveValue('');

    // The same name again (any case) updates the config.
    await levelSelect(page, 'Protection').selectOption('4');
    await nameField(page).fill('boots pve');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Config "boots pve" updated.');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config', 'boots pve']);

    // Loading sets the item, the enchantments and their levels.
    await page.reload();
    await expect(itemSelect(page).locator('option')).toHaveCount(47);
    await pick(page, 'Sword', 'Sharpness');
    await configSelect(page).selectOption({ label: 'boots pve' });
    await button(page, 'Load');
    await expect(feedback(page)).toHaveText('Loaded config "boots pve".');
    await expect(itemSelect(page)).toHaveValue('Boots');
    await expect(levelSelect(page, 'Protection')).toHaveValue('4');
    await expect(levelSelect(page, 'Feather Falling')).toHaveValue('4');
    await expect(levelSelect(page, 'Unbreaking')).toHaveCount(0);
    await expect(levelSelect(page, 'Sharpness')).toHaveCount(0);
    await expect(enchantment(page, 'Protection')).toBeChecked();
    await expect(nameField(page)).toHaveValue('boots pve');

    await button(page, 'Delete');
    await expect(feedback(page)).toHaveText('Config "boots pve" deleted.');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config']);
  });

  test('saving after Load creates a config under a new name and updates one under an existing name', async ({
    page,
  }) => {
    await openOptimizer(page, 'opt-save-after-load');
    await pick(page, 'Boots', 'Protection');
    await nameField(page).fill('AuditA');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Config "AuditA" saved.');

    await configSelect(page).selectOption({ label: 'AuditA' });
    await button(page, 'Load');
    await expect(feedback(page)).toHaveText('Loaded config "AuditA".');
    await nameField(page).fill('AuditB');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Config "AuditB" saved.');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config', 'AuditA', 'AuditB']);

    // An existing name, typed while AuditB is the one last saved, updates AuditA (no 409).
    await levelSelect(page, 'Protection').selectOption('2');
    await nameField(page).fill('AuditA');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Config "AuditA" updated.');
    await expect(configSelect(page).locator('option')).toHaveText(['Select a config', 'AuditA', 'AuditB']);
    await configSelect(page).selectOption({ label: 'AuditA' });
    await button(page, 'Load');
    await expect(levelSelect(page, 'Protection')).toHaveValue('2');
    await configSelect(page).selectOption({ label: 'AuditB' });
    await button(page, 'Load');
    await expect(levelSelect(page, 'Protection')).toHaveValue('4');
  });

  test('asks for a config name, an item and an enchantment with a level before saving', async ({ page }) => {
    await openOptimizer(page, 'opt-save-checks');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/optimizer/configs'))
        calls.push(request.url());
    });
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('A config name is required.');
    await nameField(page).fill('My config');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('An item keyword is required to save.');
    await pick(page, 'Sword');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText(
      'At least one enchantment with a level other than None is needed to save.',
    );
    await enchantment(page, 'Sharpness').click();
    await levelSelect(page, 'Sharpness').selectOption('None');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText(
      'At least one enchantment with a level other than None is needed to save.',
    );
    expect(calls).toEqual([]);
  });

  test('asks for a config to be selected before loading or deleting', async ({ page }) => {
    await openOptimizer(page, 'opt-select-checks');
    await button(page, 'Load');
    await expect(feedback(page)).toHaveText('A config must be selected to load or delete.');
    await page.reload();
    await expect(itemSelect(page).locator('option')).toHaveCount(47);
    await button(page, 'Delete');
    await expect(feedback(page)).toHaveText('A config must be selected to load or delete.');
  });

  test('checks a loaded config: its shape, each enchantment, and that the item still exists', async ({
    page,
  }) => {
    const broken = [
      { id: 1, config_name: 'No items', item_keyword: 'Boots' },
      {
        id: 2,
        config_name: 'No level',
        item_keyword: 'Boots',
        items: [{ mcid: 'minecraft:protection', enchantment: 'Protection' }],
      },
      {
        id: 3,
        config_name: 'Trident',
        item_keyword: 'Trident',
        items: [{ enchantment: 'Loyalty', level: 3 }],
      },
      {
        id: 4,
        config_name: 'Renamed',
        item_keyword: 'Boots',
        items: [
          { enchantment: 'Protection', level: 4 },
          { enchantment: 'Old Boost', level: 2 },
        ],
      },
    ];
    await page.route(SAVED_CONFIGS, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: broken }) : route.continue(),
    );
    await openOptimizer(page, 'opt-load-checks');
    const load = async (name: string) => {
      await configSelect(page).selectOption({ label: name });
      await button(page, 'Load');
    };
    await load('No items');
    await expect(feedback(page)).toHaveText(
      'A saved config must be an object with an item_keyword and an items array.',
    );
    await load('No level');
    await expect(feedback(page)).toHaveText(
      'Each enchantment of a saved config needs an enchantment and a level.',
    );
    await load('Trident');
    await expect(feedback(page)).toHaveText('The item Trident from the saved config is no longer valid.');
    await expect(itemSelect(page)).toHaveValue('');
    await load('Renamed');
    await expect(feedback(page)).toHaveText(
      'Loaded config "Renamed". Left out, as Boots no longer takes them: Old Boost.',
    );
    await expect(levelSelect(page, 'Protection')).toHaveValue('4');
  });

  test('shows why a save or a delete failed', async ({ page }) => {
    await page.route(SAVED_CONFIGS, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'Database is down.' } })
        : route.fulfill({ json: [{ id: 7, config_name: 'Kept', item_keyword: 'Sword', items: [] }] }),
    );
    await page.route('**/api/optimizer/configs/7', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database is down.' } }),
    );
    await openOptimizer(page, 'opt-failures');
    await pick(page, 'Sword', 'Sharpness');
    await nameField(page).fill('Sword');
    await button(page, 'Save');
    await expect(feedback(page)).toHaveText('Error saving the config. Database is down.');
    await configSelect(page).selectOption({ label: 'Kept' });
    await button(page, 'Delete');
    await expect(feedback(page)).toHaveText('Error deleting the config. Database is down.');
  });
});
