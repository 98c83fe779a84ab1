import { pageHeading } from './support/app';
import { loginThroughForm, storedItem, TOKEN_KEY } from './support/auth';
import { expect, test } from './support/test';
import { USERS } from './support/users';

test.describe('login', () => {
  test('signs in and lands on /search, replacing the login page in history', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, USERS.user);

    await expect(page).toHaveURL(/\/search$/);
    await expect(pageHeading(page, 'Trade Search')).toBeVisible();
    expect(await storedItem(page, TOKEN_KEY)).toBeTruthy();

    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('shows the server error after "Login failed: "', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, { ...USERS.editor, password: 'not-the-password' });

    await expect(page.getByRole('alert')).toHaveText('Login failed: Invalid username or password.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
  });

  test("an unusual answer: its message, else the HTTP status text, after 'Login failed: '", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database is down' } }),
    );
    await loginThroughForm(page, USERS.editor);
    await expect(page.getByRole('alert')).toHaveText('Login failed: Database is down');

    await page.unroute('**/api/login');
    await page.route('**/api/login', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed: Service Unavailable');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
  });

  test('requires both fields before asking the server', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls.push(request.url());
    });
    await page.goto('/login');

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await page.getByLabel('Username').fill('user');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Username is required.')).toBeHidden();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(loginCalls).toEqual([]);
  });

  test('a page opened without a token goes to /login and back there after login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughForm(page, USERS.auditor);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(pageHeading(page, 'Profile')).toBeVisible();
  });

  test('the origin keeps its nested path', async ({ page }) => {
    await page.goto('/admin/logs');
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughForm(page, USERS.admin);
    await expect(page).toHaveURL(/\/admin\/logs$/);
    await expect(page.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  });
});
