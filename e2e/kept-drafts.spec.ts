import { pageHeading } from './support/app';
import { loginThroughForm, TOKEN_KEY } from './support/auth';
import { withoutLiveUpdates } from './support/live-updates';
import {
  addForm,
  BOOK,
  button,
  openManageVillager,
  rowName,
  searchTrades,
  TOWNS,
  TRADES,
  tradeRow,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { createWorld } from './support/world';

/**
 * Keep what the player typed (issue 27): unsaved Manage Villager edits and the Add New Trade form survive the
 * outage page and a trip to /login and back, and come back with a note; logout forgets them.
 */

const KEPT_EDITS = 'Your unsaved edits of 1 row were kept while the page was away. Save Edits to save them.';
const KEPT_TRADE = 'Your new trade was kept while the page was away. Check it, then Add Trade.';

const field = (page: Page, label: string) => addForm(page).getByLabel(label, { exact: true });
const bookAmount = (page: Page) => tradeRow(page, rowName(BOOK)).getByRole('spinbutton', { name: 'Amt 2' });

/** The health check runs every minute, and once more a second after a failure. */
async function nextHealthChecks(page: Page) {
  await page.clock.fastForward(61_000);
  await page.clock.fastForward(2_000);
}

async function typeDrafts(page: Page) {
  await searchTrades(page, 'canz', { villagerType: 'Librarian' });
  await bookAmount(page).fill('99');
  await field(page, 'Sell Item').selectOption('Bookshelf');
  await field(page, 'Amount 1').fill('17');
  await field(page, 'Location').fill('Side Hall');
}

async function expectDraftsBack(page: Page) {
  await expect(pageHeading(page, 'Manage Villager')).toBeVisible({ timeout: 10_000 });
  await expect(bookAmount(page)).toHaveValue('99');
  await expect(page.getByRole('status').filter({ hasText: 'unsaved edits' })).toContainText(KEPT_EDITS);
  await expect(field(page, 'Sell Item')).toHaveValue('Bookshelf');
  await expect(field(page, 'Amount 1')).toHaveValue('17');
  await expect(field(page, 'Location')).toHaveValue('Side Hall');
  await expect(addForm(page).getByRole('status')).toHaveText(KEPT_TRADE);
}

test('unsaved edits and the Add New Trade form survive the outage page and a re-login; logout forgets them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const world = await createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix: 'kept' });
  await withoutLiveUpdates(page);
  await page.clock.install();
  await openManageVillager(page, world);
  await typeDrafts(page);

  // Two failed health checks: Service Unavailable replaces the screen; Try Again brings it back.
  await page.route('**/api/hello', (route) => route.abort('connectionrefused'));
  await nextHealthChecks(page);
  await expect(pageHeading(page, 'Service Unavailable')).toBeVisible({ timeout: 10_000 });
  await expect(pageHeading(page, 'Manage Villager')).toHaveCount(0);
  await page.unroute('**/api/hello');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expectDraftsBack(page);

  // The token expires: Add Trade answers 401, the browser goes to /login, and back after signing in.
  const address = page.url();
  await page.evaluate((key) => localStorage.setItem(key, 'an-expired-token'), TOKEN_KEY);
  await button(addForm(page), 'Add Trade').click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughForm(page, world.owner);
  await expect(page).toHaveURL(address);
  await expectDraftsBack(page);

  // Logout forgets them: signing in again shows the saved trade.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughForm(page, world.owner);
  // Signed in (the form leaves /login) before the address is opened, or it would find no session yet.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(address);
  await expect(bookAmount(page)).toHaveValue(String(BOOK.cost_amount2));
  await expect(page.getByText(KEPT_EDITS)).toHaveCount(0);
  await expect(field(page, 'Sell Item')).toHaveValue('');
  await expect(page.getByText(KEPT_TRADE)).toHaveCount(0);
  await expect(button(page, 'Save Edits')).toBeVisible();
});
