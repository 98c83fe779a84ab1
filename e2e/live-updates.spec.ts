import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from '@playwright/test';
import { pageHeading } from './support/app';
import { loginAs, SELECTED_SERVER_KEY } from './support/auth';
import { DEMO_EDITOR, DEMO_SERVER, DEMO_USER, ensureDemoWorld } from './support/demo-world';
import {
  type ApiTrade,
  button,
  filterSelect,
  panel,
  searchTrades,
  tradeRows,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import type { TestUser } from './support/users';
import { ApiAs, uniqueName } from './support/world';

/**
 * Live updates (issue 16): two members of the demo server, each in a browser context of their own. What one
 * saves reaches the other's screen within 2 s, without a reload, with an "Updated by" note; an edit of a row
 * that the other changed meanwhile is warned about before Save Edits.
 */

const LIVE_MS = 2000;
let serverId = 0;
/** The contexts a test opened: closed after it, so its streams end (at most 5 per user). */
const contexts: BrowserContext[] = [];
const newContext = async (browser: Browser) => {
  const context = await browser.newContext();
  contexts.push(context);
  return context;
};

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await ensureDemoWorld();
  const servers = await (await ApiAs.login(request, DEMO_USER)).get('/servers');
  const demo = (servers as { id: number; name: string }[]).find((server) => server.name === DEMO_SERVER);
  if (!demo) throw new Error(`${DEMO_SERVER} is not listed for ${DEMO_USER.username}`);
  serverId = demo.id;
});

interface LiveTown {
  name: string;
  id: number;
  trade: ApiTrade;
}

/** A town of its own on the demo server (demo_user's), with one librarian selling Mending. */
async function liveTown(owner: ApiAs): Promise<LiveTown> {
  const name = uniqueName('live');
  const { town } = (await owner.post('/towns', { name, server_id: serverId })) as { town: { id: number } };
  const trade = (await owner.post('/trades', {
    server_id: serverId,
    town_id: town.id,
    location: 'Live Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 30,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Mending', level: 1 }],
  })) as ApiTrade;
  return { name, id: town.id, trade };
}

/** PUT /api/trades/{id} with some fields changed (the trade's current version). */
async function changeTrade(api: ApiAs, trade: ApiTrade, changes: Partial<ApiTrade>): Promise<void> {
  const [current] = (
    (await api.get(`/trades?server_id=${serverId}&town=${encodeURIComponent(trade.town)}`)) as (ApiTrade & {
      row_version: number;
      enchantments: { name: string; level: number }[];
    })[]
  ).filter((row) => row.id === trade.id);
  if (!current) throw new Error(`trade ${trade.id} is gone`);
  const { location, row, num, villager_type, cost_item1, cost_amount1, cost_item2, cost_amount2 } = current;
  const { sell_item, sell_amount, enchantments, row_version } = current;
  await api.put(`/trades/${trade.id}`, {
    ...{ location, row, num, villager_type, cost_item1, cost_amount1, cost_item2, cost_amount2 },
    ...{ sell_item, sell_amount, row_version },
    enchantments: enchantments.map(({ name, level }) => ({ name, level })),
    ...changes,
  });
}

/**
 * A browser context of its own, signed in as `user` on the demo server at `path`, once its live-update stream
 * is open; a mark in `window` shows later that the page was never reloaded.
 */
async function openAs(browser: Browser, user: TestUser, path: string, heading: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SELECTED_SERVER_KEY, value: String(serverId) },
  );
  await loginAs(page, user);
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/servers/${serverId}/events`,
  );
  await page.goto(path);
  await expect(pageHeading(page, heading)).toBeVisible({ timeout: 15_000 });
  expect((await streamOpen).status()).toBe(200);
  await page.evaluate(() => {
    (window as { liveMark?: boolean }).liveMark = true;
  });
  return page;
}

const notReloaded = (page: Page) => page.evaluate(() => (window as { liveMark?: boolean }).liveMark === true);

test.describe('live updates between members', () => {
  test('a town renamed by one member shows for the other within 2 s, with an Updated by note', async ({
    browser,
  }) => {
    const owner = await ApiAs.login((await newContext(browser)).request, DEMO_USER);
    const town = await liveTown(owner);
    const watcher = await openAs(browser, DEMO_USER, '/manage-villager', 'Manage Villager');
    await searchTrades(watcher, town.name);
    await expect(tradeRows(watcher)).toHaveCount(1);

    const editor = await openAs(browser, DEMO_EDITOR, '/manage-villager', 'Manage Villager');
    await button(editor, 'Manage Town').click();
    const towns = panel(editor, 'Manage Town');
    await towns.getByLabel('Town', { exact: true }).selectOption({ label: town.name });
    const renamed = `${town.name}-renamed`;
    await towns.getByLabel('New Town Name').fill(renamed);
    await Promise.all([
      editor.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes(`/api/towns/${town.id}`),
      ),
      button(towns, 'Rename Town').click(),
    ]);

    await expect(filterSelect(watcher, 'Town').locator('option', { hasText: renamed })).toHaveCount(1, {
      timeout: LIVE_MS,
    });
    await expect(watcher.getByText('Updated by demo_editor just now')).toBeVisible({ timeout: LIVE_MS });
    await expect(tradeRows(watcher)).toHaveCount(1);
    expect(await notReloaded(watcher)).toBe(true);
    await owner.delete(`/towns/${town.id}`);
  });

  test("search results follow another member's change, with an Updated by note", async ({ browser }) => {
    const context = await newContext(browser);
    const owner = await ApiAs.login(context.request, DEMO_USER);
    const editorApi = await ApiAs.login(context.request, DEMO_EDITOR);
    const town = await liveTown(owner);
    const watcher = await openAs(browser, DEMO_USER, '/search', 'Trade Search');
    await watcher.getByLabel('Town', { exact: true }).selectOption({ label: town.name });
    await watcher.getByRole('button', { name: 'Search', exact: true }).click();
    const results = watcher.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results.getByRole('cell', { name: '30', exact: true })).toHaveCount(1);

    await changeTrade(editorApi, town.trade, { cost_amount1: 37 });
    await expect(results.getByRole('cell', { name: '37', exact: true })).toHaveCount(1, { timeout: LIVE_MS });
    await expect(watcher.getByText('Updated by demo_editor just now')).toBeVisible({ timeout: LIVE_MS });
    expect(await notReloaded(watcher)).toBe(true);
    await owner.delete(`/towns/${town.id}`);
  });

  test('warns before saving a row another member changed; saving over keeps their other change', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    const owner = await ApiAs.login(context.request, DEMO_USER);
    const editorApi = await ApiAs.login(context.request, DEMO_EDITOR);
    const town = await liveTown(owner);
    const page = await openAs(browser, DEMO_USER, '/manage-villager', 'Manage Villager');
    await searchTrades(page, town.name);
    await tradeRows(page).first().getByLabel('Amt 1', { exact: true }).fill('25');

    await changeTrade(editorApi, town.trade, { sell_amount: 2 });
    const warning = page.getByRole('alert', { name: 'Rows changed while you were editing' });
    await expect(warning).toContainText('A row you are editing was changed by someone else', {
      timeout: LIVE_MS,
    });
    await expect(warning).toContainText('changed by demo_editor just now');
    await expect(tradeRows(page).first().getByLabel('Amt 1', { exact: true })).toHaveValue('25');

    await button(page, 'Save Edits').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving: ' })).toContainText(
      'changed by someone else meanwhile',
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      );
    }

    await button(warning, 'Save my edits over theirs').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved all edits.' })).toBeVisible();
    await expect(warning).toHaveCount(0);
    const [saved] = (await owner.get(
      `/trades?server_id=${serverId}&town=${encodeURIComponent(town.name)}`,
    )) as ApiTrade[];
    expect(saved).toMatchObject({ cost_amount1: 25, sell_amount: 2 });
    await owner.delete(`/towns/${town.id}`);
  });
});

test('a tab whose stream is refused as one too many (429) says live updates are off in it', async ({
  browser,
}) => {
  const page = await (await newContext(browser)).newPage();
  // The sixth stream of a user is answered 429 (EVENT_STREAMS_PER_USER is 5); five real tabs are not needed.
  await page.route('**/api/servers/*/events', (route) =>
    route.fulfill({ status: 429, json: { error: 'Too many live-update streams are open.' } }),
  );
  await page.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SELECTED_SERVER_KEY, value: String(serverId) },
  );
  await loginAs(page, DEMO_USER);
  await page.goto('/search');
  await expect(page.getByRole('status').filter({ hasText: 'Live updates are off' })).toHaveText(
    'Live updates are off in this tab (too many open)',
  );
});
