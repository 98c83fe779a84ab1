import { pageHeading } from './support/app';
import { apiToken, loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';

const townSection = (page: Page) => page.getByRole('region', { name: 'Town Name Generator' });
const tomeSection = (page: Page) => page.getByRole('region', { name: 'XP Tome Calculator' });

async function generate(page: Page, coords: string) {
  const section = townSection(page);
  await section.getByLabel('Coordinates (X,Y)').fill(coords);
  await section.getByRole('button', { name: 'Generate' }).click();
}

async function calculate(page: Page, level: string) {
  const section = tomeSection(page);
  await section.getByLabel('Target Level').fill(level);
  await section.getByRole('button', { name: 'Calculate' }).click();
}

test.describe('town-name generator', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/utilities');
    await expect(pageHeading(page, 'Utilities')).toBeVisible();
  });

  test("checks for the comma before asking the server: 'Enter coordinates in X,Y format.'", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/town_name')) calls.push(request.url());
    });
    await generate(page, '100 200');
    await expect(townSection(page).getByRole('alert')).toHaveText('Enter coordinates in X,Y format.');
    await generate(page, '');
    await expect(townSection(page).getByRole('alert')).toHaveText('Enter coordinates in X,Y format.');
    expect(calls).toEqual([]);
  });

  test("shows the server's reason for coordinates that are not whole numbers", async ({ page }) => {
    await generate(page, '12,abc');
    await expect(townSection(page).getByRole('alert')).toHaveText('Y must be a whole number.');
  });

  test('names the town at the coordinates, the same name every time', async ({ page }) => {
    await generate(page, '1200, -350');
    const name = townSection(page).getByTestId('town-name');
    await expect(name).not.toBeEmpty();
    const first = await name.textContent();

    const token = await apiToken(page.request, USERS.editor);
    const api = await page.request.get('/api/town_name?coords=1200,-350', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await api.json()).name).toBe(first);

    await generate(page, '1201,-350');
    await expect(name).not.toHaveText(first!);
    await generate(page, '1200,-350');
    await expect(name).toHaveText(first!);
  });

  test("copies the name: 'Copied!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await generate(page, '64,64');
    const name = await townSection(page).getByTestId('town-name').textContent();
    await townSection(page).getByRole('button', { name: 'Copy' }).click();
    const copied = townSection(page).getByText('Copied!', { exact: true });
    await expect(copied).toBeVisible();
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
    await expect(copied).toBeHidden({ timeout: 5_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1_500);
    expect(shownFor).toBeLessThan(3_500);
  });

  test("says 'Failed to copy to clipboard.' when the browser refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.reload();
    await generate(page, '10,20');
    await townSection(page).getByRole('button', { name: 'Copy' }).click();
    await expect(townSection(page).getByText('Failed to copy to clipboard.', { exact: true })).toBeVisible();
  });

  test("says 'Error generating town name.' when the call fails", async ({ page }) => {
    await page.route('**/api/town_name?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await generate(page, '10,20');
    await expect(townSection(page).getByRole('alert')).toHaveText('Error generating town name.');
  });
});

test.describe('XP-tome calculator', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/utilities');
  });

  test('shows the tomes and the XP points for a target level', async ({ page }) => {
    await calculate(page, '30');
    const section = tomeSection(page);
    await expect(section.getByTestId('tomes-needed')).toHaveText('1');
    await expect(section.getByTestId('xp-points')).toHaveText('1,395');
    await calculate(page, '100');
    await expect(section.getByTestId('tomes-needed')).toHaveText('23');
    await expect(section.getByTestId('xp-points')).toHaveText('30,970');
  });

  for (const level of ['0', '101', '-5', '']) {
    test(`refuses level '${level}': 'Target level must be between 1 and 100.'`, async ({ page }) => {
      await calculate(page, level);
      await expect(tomeSection(page).getByRole('alert')).toHaveText(
        'Target level must be between 1 and 100.',
      );
      await expect(tomeSection(page).getByTestId('tomes-needed')).toHaveCount(0);
    });
  }

  test("says 'Error calculating tomes.' when the call fails", async ({ page }) => {
    await page.route('**/api/xp_tomes?*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await calculate(page, '10');
    await expect(tomeSection(page).getByRole('alert')).toHaveText('Error calculating tomes.');
  });
});
