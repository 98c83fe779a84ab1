import { pageHeading } from './support/app';
import { loginAs, loginThroughForm, placeToken, storedItem, TOKEN_KEY } from './support/auth';
import { expect, test } from './support/test';
import { USERS } from './support/users';

test.describe('session', () => {
  test('a rejected token is removed and the browser sent to /login, then back after login', async ({
    page,
  }) => {
    await placeToken(page, 'not-a-valid-token');
    await page.goto('/baubles');

    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();

    await loginThroughForm(page, USERS.user);
    await expect(page).toHaveURL(/\/baubles$/);
  });

  test('/ and unknown paths go to /search', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/');
    await expect(page).toHaveURL(/\/search$/);

    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/search$/);
    await expect(pageHeading(page, 'Trade Search')).toBeVisible();
  });

  test('logout clears token and server and leads to /login', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    expect(await storedItem(page, 'selectedServer')).toBeNull();
    await expect(page.getByLabel('Server:')).toHaveCount(0);

    // A deliberate logout carries no origin: the next login starts at /search.
    await loginThroughForm(page, USERS.user);
    await expect(page).toHaveURL(/\/search$/);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login$/);
  });
});
