import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Role, type TestUser, USERS } from './users';

export const TOKEN_KEY = 'token';
export const SELECTED_SERVER_KEY = 'selectedServer';

/** POST /api/login; fails the test unless the server answers with a token. */
export async function apiToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  expect(response.status(), `login of ${user.username}`).toBe(200);
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('access_token' in body) ||
    typeof body.access_token !== 'string'
  ) {
    throw new Error(`POST /api/login answered without access_token: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** Puts a token into local storage before the app's first page load (once per page, not on every reload). */
export async function placeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (sessionStorage.getItem('e2e-token-placed')) return;
        sessionStorage.setItem('e2e-token-placed', '1');
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the app's own document does.
      }
    },
    { key: TOKEN_KEY, value: token },
  );
}

/** Signs in without the login form (faster): a token from the API placed into local storage. */
export async function loginAs(page: Page, who: Role | TestUser): Promise<void> {
  const user = typeof who === 'string' ? USERS[who] : who;
  await placeToken(page, await apiToken(page.request, user));
}

/** Signs in through the login form, as a user would. */
export async function loginThroughForm(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
}
