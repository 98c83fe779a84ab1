import { loginAs } from './support/auth';
import { expect, type Page, test } from './support/test';
import { asAdmin, createPlayer, uniqueName } from './support/world';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

test.describe('admin: User Management', () => {
  test('lists users with User, Email, Role and Change Role', async ({ page }) => {
    const player = await createPlayer(page.request, 'listed');
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(usersTable(page).getByRole('columnheader')).toHaveText([
      'User',
      'Email',
      'Role',
      'Change Role',
    ]);
    const row = usersTable(page).getByRole('row').filter({ hasText: player.username });
    await expect(row.getByRole('cell').nth(2)).toHaveText('user');
    await expect(row.getByRole('combobox', { name: `Change role of ${player.username}` })).toBeEnabled();
  });

  test('creates a user (email optional) and reloads the page', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    const username = uniqueName('created');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username and password are required.');

    await page.getByLabel('Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('created-password');
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Create User' }).click();
    await reloaded;
    const row = usersTable(page).getByRole('row').filter({ hasText: username });
    await expect(row.getByRole('cell').nth(2)).toHaveText('editor');
  });

  test('shows a failed creation as the response text without tags, at most 500 characters', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await page.route('**/api/admin/users', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({ status: 400, json: { error: `<b>Bad</b> <i>name</i> ${'x'.repeat(600)}` } });
    });
    await page.getByLabel('Username').fill('someone');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough');
    await page.getByRole('button', { name: 'Create User' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Bad name xxx');
    expect((await alert.textContent())?.length).toBe(500);
    expect(await alert.innerHTML()).not.toContain('<b>');
  });

  test('a taken username reports the server’s reason', async ({ page }) => {
    const player = await createPlayer(page.request, 'taken');
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByLabel('Username').fill(player.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('alert')).toHaveText(`username '${player.username}' is already taken.`);
  });

  test('changes a role and reloads the page', async ({ page }) => {
    const player = await createPlayer(page.request, 'promoted');
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    const select = page.getByRole('combobox', { name: `Change role of ${player.username}` });
    // Nothing is sent before the change is confirmed; Cancel keeps the role.
    await select.selectOption('data_manager');
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await expect(dialog).toContainText(`Change the role of ${player.username} from user to data_manager?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(select).toHaveValue('user');
    await select.selectOption('data_manager');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Change Role' }).click();
    await reloaded;
    const row = usersTable(page).getByRole('row').filter({ hasText: player.username });
    await expect(row.getByRole('cell').nth(2)).toHaveText('data_manager');
    const admin = await asAdmin(page.request);
    const users = (await admin.get('/admin/users')) as { username: string; role: string }[];
    expect(users.find((u) => u.username === player.username)?.role).toBe('data_manager');
  });

  test('a refused role change shows the server’s reason', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await page.route('**/api/admin/users/*/role', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'text/html',
        body: '<html><body><h1>Refused</h1></body></html>',
      }),
    );
    // The answer is a refusal: the shared editor account keeps its role.
    await page.getByRole('combobox', { name: 'Change role of editor' }).selectOption('auditor');
    await page
      .getByRole('dialog', { name: 'Change role' })
      .getByRole('button', { name: 'Change Role' })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Bad Request');
  });

  test('asks an admin to type their username before changing their own role', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    let sent = 0;
    await page.route('**/api/admin/users/*/role', (route) => {
      sent += 1;
      return route.fallback();
    });
    await page.getByRole('combobox', { name: 'Change role of admin' }).selectOption('editor');
    const dialog = page.getByRole('dialog', { name: 'Change your own role' });
    await expect(dialog).toContainText(
      'You are about to change your own role from admin to editor. You may lose access to this page at once.',
    );
    const confirm = dialog.getByRole('button', { name: 'Change my role' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type your username to confirm').fill('admi');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type your username to confirm').fill('admin');
    await expect(confirm).toBeEnabled();
    // The shared admin must stay admin for the other tests: cancel here (the component test confirms).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('combobox', { name: 'Change role of admin' })).toHaveValue('admin');
    expect(sent).toBe(0);
  });

  for (const role of ['auditor', 'data_manager'] as const) {
    test(`${role} sees the list read-only, without the create form`, async ({ page }) => {
      await loginAs(page, role);
      await page.goto('/admin/users');
      await expect(usersTable(page)).toBeVisible();
      await expect(usersTable(page).getByRole('combobox').first()).toBeDisabled();
      await expect(page.getByRole('heading', { name: 'Create New User' })).toHaveCount(0);
      await expect(page.getByText('Only admins can change roles or create users.')).toBeVisible();
    });
  }

  test("shows 'No users found.' for an empty list and a load error as it came", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/admin/users', (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto('/admin/users');
    await expect(page.getByText('No users found.')).toBeVisible();
    await page.unroute('**/api/admin/users');
    await page.route('**/api/admin/users', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database <unavailable>' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Database <unavailable>');
  });
});
