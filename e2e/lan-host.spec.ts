import { pageHeading } from './support/app';
import { loginThroughForm } from './support/auth';
import { E2E_PORT } from './support/environment';
import { expect, test } from './support/test';
import { USERS } from './support/users';

/**
 * The app opened at an address that is not localhost, as on the LAN (`http://192.0.2.2:8080`, which the server's
 * start-up log suggests): `upgrade-insecure-requests` (or HSTS) sent over plain HTTP made Chromium ask for the
 * scripts over HTTPS, which failed: a blank page. Chromium maps the name tradehall.test to 127.0.0.1, so it treats
 * the site like a LAN address while all traffic stays on loopback. Launch arguments are per browser: this file gets
 * its own, the config's plus the mapping.
 */
const HOST = 'tradehall.test';
const LAN_URL = `http://${HOST}:${E2E_PORT}`;

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
  baseURL: LAN_URL,
});

test.describe('the app under a LAN host name over plain HTTP', () => {
  test('loads, signs in and shows the app, with every request over HTTP', async ({ page }) => {
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));

    const response = await page.goto('/login');
    expect(new URL(page.url()).host).toBe(`${HOST}:${E2E_PORT}`);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await loginThroughForm(page, USERS.user);
    await expect(page).toHaveURL(`${LAN_URL}/search`);
    await expect(pageHeading(page, 'Trade Search')).toBeVisible();

    expect(failed).toEqual([]);
    expect(requested.filter((url) => !url.startsWith(`${LAN_URL}/`))).toEqual([]);
    const headers = response?.headers() ?? {};
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  test('shows the API documentation (its own CSP has no upgrade either)', async ({ page }) => {
    const response = await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Tradehall API/ })).toBeVisible();
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
