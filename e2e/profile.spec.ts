import { pageHeading } from './support/app';
import { apiToken, loginAs, storedItem, TOKEN_KEY } from './support/auth';
import { expect, type Page, test } from './support/test';
import { PASSWORD_CHANGE_USER } from './support/users';

async function changePassword(page: Page, oldPassword: string, newPassword: string, confirm: string) {
  await page.getByLabel('Old Password', { exact: true }).fill(oldPassword);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test.describe('profile', () => {
  test('shows username and role', async ({ page }) => {
    await loginAs(page, 'data_manager');
    await page.goto('/profile');

    await expect(pageHeading(page, 'Profile')).toBeVisible();
    const account = page.getByRole('table', { name: 'Account' });
    await expect(account.getByRole('row', { name: 'Username' })).toContainText('data_manager');
    await expect(account.getByRole('row', { name: 'Role' })).toContainText('data_manager');
  });

  test('changes the password with every message on the way', async ({ page }) => {
    const user = PASSWORD_CHANGE_USER;
    const newPassword = 'a-brand-new-password';
    await loginAs(page, user);
    await page.goto('/profile');
    const feedback = (text: string) => page.getByText(text, { exact: true });

    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(feedback('All password fields are required.')).toBeVisible();

    await changePassword(page, user.password, newPassword, 'something-else-entirely');
    await expect(feedback('New passwords must match.')).toBeVisible();

    await changePassword(page, 'wrong-old-password', newPassword, newPassword);
    await expect(feedback('Old password is incorrect.')).toBeVisible();

    const tokenBefore = await storedItem(page, TOKEN_KEY);
    await changePassword(page, user.password, newPassword, newPassword);
    await expect(feedback('Password changed successfully!')).toBeVisible();
    await expect(page.getByLabel('Old Password', { exact: true })).toHaveValue('');

    // The fresh token replaces the old one, so the user stays signed in.
    const tokenAfter = await storedItem(page, TOKEN_KEY);
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await page.reload();
    await expect(pageHeading(page, 'Profile')).toBeVisible();

    // The new password signs in; the old one no longer does.
    await apiToken(page.request, { ...user, password: newPassword });
    const oldLogin = await page.request.post('/api/login', {
      data: { username: user.username, password: user.password },
    });
    expect(oldLogin.status()).toBe(401);
  });
});
