import type { Page } from '@playwright/test';

/** The role navigation of the signed-in layout. */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

export function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}
