import { mainNavigation, pageHeading } from './support/app';
import { loginAs } from './support/auth';
import { expect, test } from './support/test';

test.describe('service unavailable', () => {
  test('replaces the product while /api/hello cannot be reached, and recovers', async ({ page }) => {
    await page.route('**/api/hello', (route) => route.abort('connectionrefused'));
    await page.goto('/login');

    await expect(pageHeading(page, 'Service Unavailable')).toBeVisible();
    await expect(page.getByText(/server is unreachable/)).toBeVisible();
    await expect(page.getByText(/try again in a few minutes/)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Tradehall');

    await page.unroute('**/api/hello');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a 503 from the health check hides the signed-in product too', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/hello', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto('/search');

    await expect(pageHeading(page, 'Service Unavailable')).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(pageHeading(page, 'Trade Search')).toHaveCount(0);
  });
});
