import type { Page } from './test';

/**
 * Keeps the page from hearing other members' changes (its live-update stream is refused): for tests of what
 * the page answers when it did not hear of a change made meanwhile (a 409, a town gone), which live updates
 * would otherwise show at once (e2e/live-updates.spec.ts).
 */
export async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route('**/api/servers/*/events', (route) => route.abort());
}
