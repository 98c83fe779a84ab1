import type { Request, Route } from '@playwright/test';
import { loginAs } from './support/auth';
import { BASE_URL } from './support/environment';
import { expect, type Page, test } from './support/test';
import { createWorld, type TradeSpec, type World } from './support/world';

/**
 * The Search screen (SPEC §2, issue 3) against a server made through the API: towns canz (Library, Smithy) and
 * bones (Hall), four trades with enchantments and two without. A second server of the same owner has hilltop.
 */
const TRADES: readonly TradeSpec[] = [
  {
    town: 'canz',
    location: 'Library',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 24,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Mending', level: 1 }],
  },
  {
    town: 'canz',
    location: 'Library',
    row: 'A',
    num: 2,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 38,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [
      { name: 'Sharpness', level: 5 },
      { name: 'Unbreaking', level: 3 },
    ],
  },
  {
    town: 'canz',
    location: 'Smithy',
    row: 'B',
    num: 3,
    villager_type: 'Weapon Smith',
    cost_item1: 'Emerald',
    cost_amount1: 12,
    sell_item: 'Iron Sword',
    sell_amount: 1,
    enchantments: [{ name: 'Sharpness', level: 4 }],
  },
  {
    town: 'canz',
    location: 'Smithy',
    row: 'B',
    num: 4,
    villager_type: 'Farmer',
    cost_item1: 'Wheat',
    cost_amount1: 20,
    sell_item: 'Emerald',
    sell_amount: 1,
  },
  {
    town: 'bones',
    location: 'Hall',
    row: 'C',
    num: 5,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 30,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Protection', level: 4 }],
  },
  {
    town: 'bones',
    location: 'Hall',
    row: 'C',
    num: 6,
    villager_type: 'Fletcher',
    cost_item1: 'Stick',
    cost_amount1: 32,
    sell_item: 'Emerald',
    sell_amount: 1,
  },
];

/** Each trade as its table row: Town, Location, Row, Num, Villager, Cost 1, Amt1, Cost 2, Amt2, Sell Item, ... */
const ROW = {
  mending: [
    'canz',
    'Library',
    'A',
    '1',
    'Librarian',
    'Emerald',
    '24',
    'Book',
    '1',
    'Enchanted Book',
    '1',
    'Mending I',
  ],
  sharpBook: [
    'canz',
    'Library',
    'A',
    '2',
    'Librarian',
    'Emerald',
    '38',
    '',
    '',
    'Enchanted Book',
    '1',
    'Sharpness V, Unbreaking III',
  ],
  sword: [
    'canz',
    'Smithy',
    'B',
    '3',
    'Weapon Smith',
    'Emerald',
    '12',
    '',
    '',
    'Iron Sword',
    '1',
    'Sharpness IV',
  ],
  wheat: ['canz', 'Smithy', 'B', '4', 'Farmer', 'Wheat', '20', '', '', 'Emerald', '1', ''],
  protection: [
    'bones',
    'Hall',
    'C',
    '5',
    'Librarian',
    'Emerald',
    '30',
    'Book',
    '1',
    'Enchanted Book',
    '1',
    'Protection IV',
  ],
  sticks: ['bones', 'Hall', 'C', '6', 'Fletcher', 'Stick', '32', '', '', 'Emerald', '1', ''],
} as const;

const HEADERS = [
  'Town',
  'Location',
  'Row',
  'Num',
  'Villager',
  'Cost 1',
  'Amt1',
  'Cost 2',
  'Amt2',
  'Sell Item',
  'Sell Amt',
  'Notes',
  'Enchantments',
];

const TEXT = {
  initial: 'Enter your search criteria and click Search.',
  loadingFilters: 'Loading filters...',
  searching: 'Searching...',
  none: '(No trades found.)',
  failed: 'Search failed.',
  filtersFailed: 'Error loading filters.',
  locationsFailed: 'Could not fetch locations for the selected town.',
};

let world: World;
let second: World;

test.beforeAll(async ({ playwright }, testInfo) => {
  // About twenty API calls, three of them logins: more than one test's time on a busy machine.
  testInfo.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  world = await createWorld(
    request,
    { towns: { canz: ['Library', 'Smithy'], bones: ['Hall'] }, trades: TRADES },
    {
      prefix: 'search',
    },
  );
  second = await createWorld(
    request,
    {
      towns: { hilltop: ['Tower'] },
      trades: [{ ...TRADES[0]!, town: 'hilltop', location: 'Tower' }],
    },
    { prefix: 'search', owner: world.owner },
  );
  await request.dispose();
});

const townSelect = (page: Page) => page.getByLabel('Town', { exact: true });
const locationSelect = (page: Page) => page.getByLabel('Location', { exact: true });
const villagerSelect = (page: Page) => page.getByLabel('Villager Type', { exact: true });
const textField = (page: Page) => page.getByLabel('Search text', { exact: true });
const onlyEnchanted = (page: Page) => page.getByLabel('Only with Enchantments', { exact: true });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const resultRows = (page: Page) => results(page).locator('tbody tr[data-index]');

function isSearch(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/trades/search';
}

/** The query of the next search request, as a plain object. */
async function nextSearchQuery(page: Page, action: () => Promise<void>): Promise<Record<string, string>> {
  const [request] = await Promise.all([page.waitForRequest(isSearch), action()]);
  return Object.fromEntries(new URL(request.url()).searchParams);
}

async function expectRows(page: Page, rows: readonly (readonly string[])[]): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /found\.$/ })).toHaveText(
    `${rows.length} ${rows.length === 1 ? 'trade' : 'trades'} found.`,
  );
  await expect(resultRows(page)).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    // The Notes column before Enchantments: these trades have none.
    const cells = [...row.slice(0, -1), '', ...row.slice(-1)];
    await expect(resultRows(page).nth(index).getByRole('cell')).toHaveText(cells);
  }
}

/** Signs in as the world's owner and opens /search on the world's server, filters loaded. */
async function openSearch(page: Page, server: World = world): Promise<void> {
  await loginAs(page, world.owner);
  await page.goto('/search');
  await page.getByLabel('Server:').selectOption({ label: server.serverName });
  await expect(townSelect(page).locator('option')).not.toHaveCount(1);
  await expect(page.getByText(TEXT.loadingFilters)).toHaveCount(0);
}

/** A route handler that holds the answer until `release()` is called. */
function heldRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    handler: async (route: Route) => {
      await released;
      await route.continue();
    },
  };
}

test.describe('search screen', () => {
  test('before the first search: the prompt, defaults, and no search request', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (isSearch(request)) searches.push(request.url());
    });
    await openSearch(page);

    await expect(page.getByText(TEXT.initial, { exact: true })).toBeVisible();
    await expect(townSelect(page)).toHaveValue('All');
    await expect(townSelect(page).locator('option')).toHaveText(['All Towns', 'bones', 'canz']);
    await expect(locationSelect(page)).toHaveValue('All');
    await expect(locationSelect(page)).toBeDisabled();
    await expect(villagerSelect(page)).toHaveValue('All');
    await expect(villagerSelect(page).locator('option').first()).toHaveText('All Villager Types');
    await expect(villagerSelect(page).locator('option', { hasText: 'Weapon Smith' })).toHaveCount(1);
    await expect(onlyEnchanted(page)).toBeChecked();
    await expect(results(page)).toHaveCount(0);
    expect(searches).toEqual([]);
  });

  test("shows 'Loading filters...' while the towns load", async ({ page }) => {
    const towns = heldRoute();
    await page.route((url) => url.pathname === '/api/towns', towns.handler);
    await loginAs(page, world.owner);
    await page.goto('/search');
    await expect(page.getByText(TEXT.loadingFilters, { exact: true })).toBeVisible();
    towns.release();
    await expect(page.getByText(TEXT.loadingFilters, { exact: true })).toHaveCount(0);
    await expect(page.getByText(TEXT.initial, { exact: true })).toBeVisible();
  });

  test('the default search: every town, only trades with enchantments, all columns', async ({ page }) => {
    await openSearch(page);
    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query).toEqual({ only_ench: 'true', server_id: String(world.serverId) });

    await expect(results(page).getByRole('columnheader')).toHaveText(HEADERS);
    // Sorted by town, location, row, num. Amt2 is blank when 0; enchantments read 'Name ROMAN'.
    await expectRows(page, [ROW.protection, ROW.mending, ROW.sharpBook, ROW.sword]);
  });

  test("'Only with Enchantments' off: trades without enchantments too", async ({ page }) => {
    await openSearch(page);
    await onlyEnchanted(page).uncheck();
    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query.only_ench).toBe('false');
    await expectRows(page, [ROW.protection, ROW.sticks, ROW.mending, ROW.sharpBook, ROW.sword, ROW.wheat]);

    await onlyEnchanted(page).check();
    await searchButton(page).click();
    await expectRows(page, [ROW.protection, ROW.mending, ROW.sharpBook, ROW.sword]);
  });

  test("'Only with Enchantments' also filters the answer on the client", async ({ page }) => {
    await openSearch(page);
    await page.route(
      (url) => url.pathname === '/api/trades/search',
      async (route) => {
        const response = await route.fetch({
          url: route.request().url().replace('only_ench=true', 'only_ench=false'),
        });
        await route.fulfill({ response });
      },
    );
    await searchButton(page).click();
    await expectRows(page, [ROW.protection, ROW.mending, ROW.sharpBook, ROW.sword]);
  });

  test('Town filter: sends the town name; Location lists that town’s locations', async ({ page }) => {
    await openSearch(page);
    await townSelect(page).selectOption({ label: 'canz' });
    await expect(locationSelect(page)).toBeEnabled();
    await expect(locationSelect(page).locator('option')).toHaveText(['All Locations', 'Library', 'Smithy']);

    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query).toEqual({ base: 'canz', only_ench: 'true', server_id: String(world.serverId) });
    await expectRows(page, [ROW.mending, ROW.sharpBook, ROW.sword]);
  });

  test('Location filter, and a new town resets it to All Locations', async ({ page }) => {
    await openSearch(page);
    await townSelect(page).selectOption({ label: 'canz' });
    await locationSelect(page).selectOption('Smithy');
    await onlyEnchanted(page).uncheck();
    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query).toMatchObject({ base: 'canz', location: 'Smithy' });
    await expectRows(page, [ROW.sword, ROW.wheat]);

    await townSelect(page).selectOption({ label: 'bones' });
    await expect(locationSelect(page)).toHaveValue('All');
    await expect(locationSelect(page).locator('option')).toHaveText(['All Locations', 'Hall']);
    const next = await nextSearchQuery(page, () => searchButton(page).click());
    expect(next.location).toBeUndefined();
    await expectRows(page, [ROW.protection, ROW.sticks]);

    await townSelect(page).selectOption({ label: 'All Towns' });
    await expect(locationSelect(page)).toBeDisabled();
    await expect(locationSelect(page)).toHaveValue('All');
  });

  test('Villager Type filter', async ({ page }) => {
    await openSearch(page);
    await villagerSelect(page).selectOption('Weapon Smith');
    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query.vt).toBe('Weapon Smith');
    await expectRows(page, [ROW.sword]);

    await villagerSelect(page).selectOption('Librarian');
    await townSelect(page).selectOption({ label: 'bones' });
    await searchButton(page).click();
    await expectRows(page, [ROW.protection]);
  });

  test('pressing Enter in the text field searches', async ({ page }) => {
    await openSearch(page);
    await textField(page).fill('mend');
    const query = await nextSearchQuery(page, () => textField(page).press('Enter'));
    expect(query.q).toBe('mend');
    await expectRows(page, [ROW.mending]);

    await textField(page).fill('SHARP');
    await textField(page).press('Enter');
    await expectRows(page, [ROW.sharpBook, ROW.sword]);
  });

  test("'(No trades found.)' when nothing matches", async ({ page }) => {
    await openSearch(page);
    await textField(page).fill('no such item anywhere');
    await textField(page).press('Enter');
    await expect(page.getByText(TEXT.none, { exact: true })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("'Searching...' while the answer is on its way", async ({ page }) => {
    await openSearch(page);
    const search = heldRoute();
    await page.route((url) => url.pathname === '/api/trades/search', search.handler);
    await searchButton(page).click();
    await expect(page.getByText(TEXT.searching, { exact: true })).toBeVisible();
    await expect(page.getByText(TEXT.initial, { exact: true })).toHaveCount(0);
    search.release();
    await expectRows(page, [ROW.protection, ROW.mending, ROW.sharpBook, ROW.sword]);
  });

  test("'Search failed.' when the search call fails", async ({ page }) => {
    await openSearch(page);
    await page.route(
      (url) => url.pathname === '/api/trades/search',
      (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await searchButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(TEXT.failed);
    await expect(results(page)).toHaveCount(0);
  });

  for (const path of ['/api/towns', '/api/villager_items']) {
    test(`'Error loading filters.' when ${path} fails`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === path,
        (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
      );
      await loginAs(page, world.owner);
      await page.goto('/search');
      // 5xx answers are tried twice more before the error shows.
      await expect(page.getByRole('alert')).toHaveText(TEXT.filtersFailed, { timeout: 10_000 });
    });
  }

  test("'Could not fetch locations for the selected town.' when the locations call fails", async ({
    page,
  }) => {
    await openSearch(page);
    await page.route(
      (url) => /^\/api\/towns\/\d+\/locations$/.test(url.pathname),
      (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await townSelect(page).selectOption({ label: 'canz' });
    await expect(page.getByRole('alert')).toHaveText(TEXT.locationsFailed, { timeout: 10_000 });
    await expect(locationSelect(page).locator('option')).toHaveText(['All Locations']);
  });

  test("changing the header's server reloads the filters and clears the results", async ({ page }) => {
    await openSearch(page);
    await searchButton(page).click();
    await expectRows(page, [ROW.protection, ROW.mending, ROW.sharpBook, ROW.sword]);

    const towns = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/towns' &&
        new URL(request.url()).searchParams.get('server_id') === String(second.serverId),
    );
    await page.getByLabel('Server:').selectOption({ label: second.serverName });
    await towns;
    await expect(townSelect(page).locator('option')).toHaveText(['All Towns', 'hilltop']);
    await expect(page.getByText(TEXT.initial, { exact: true })).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    const query = await nextSearchQuery(page, () => searchButton(page).click());
    expect(query.server_id).toBe(String(second.serverId));
    await expectRows(page, [['hilltop', 'Tower', ...ROW.mending.slice(2)]]);
  });

  test('5,000 results: counted, only the rows in view are drawn, and the list scrolls to the end', async ({
    page,
  }) => {
    await openSearch(page);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      server_id: world.serverId,
      town: 'canz',
      town_id: world.townIds.canz,
      location: 'Library',
      location_id: 1,
      row: 'A',
      num: (i % 20) + 1,
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: i + 1,
      cost_item2: '',
      cost_amount2: 0,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      notes: '',
      enchantments: [{ name: 'Mending', level: 1 }],
      row_version: 1,
    }));
    await page.route(
      (url) => url.pathname === '/api/trades/search',
      (route) => route.fulfill({ json: many }),
    );
    await searchButton(page).click();
    await expect(page.getByRole('status')).toHaveText('5,000 trades found.');
    expect(await resultRows(page).count()).toBeLessThan(100);

    await results(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(resultRows(page).last().getByRole('cell').nth(6)).toHaveText('5000');
    expect(await resultRows(page).count()).toBeLessThan(100);
  });
  test('the text field suggests enchantment names (read from /api/enchantment-names)', async ({ page }) => {
    const names = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/enchantment-names',
    );
    await openSearch(page);
    expect((await names).status()).toBe(200);
    const listId = await textField(page).getAttribute('list');
    await expect(page.locator(`datalist[id="${listId}"] option[value="Mending"]`)).toHaveCount(1);
  });

  test('the search lives in the address: a link runs it, and a reload or Back shows the same view', async ({
    page,
  }) => {
    await openSearch(page);
    await townSelect(page).selectOption({ label: 'canz' });
    await textField(page).fill('sharpness');
    await searchButton(page).click();
    await expectRows(page, [ROW.sharpBook, ROW.sword]);
    await expect(page).toHaveURL(/\/search\?q=sharpness&base=canz$/);

    await onlyEnchanted(page).uncheck();
    await textField(page).fill('');
    await searchButton(page).click();
    await expectRows(page, [ROW.mending, ROW.sharpBook, ROW.sword, ROW.wheat]);
    await expect(page).toHaveURL(/\/search\?q=&base=canz&only_ench=false$/);

    await page.reload();
    await expectRows(page, [ROW.mending, ROW.sharpBook, ROW.sword, ROW.wheat]);
    await expect(onlyEnchanted(page)).not.toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=sharpness&base=canz$/);
    await expectRows(page, [ROW.sharpBook, ROW.sword]);
    await expect(textField(page)).toHaveValue('sharpness');
    await expect(townSelect(page).locator('option:checked')).toHaveText('canz');

    // A link opened afresh runs its search at once.
    const query = await nextSearchQuery(page, async () => {
      await page.goto('/search?q=mending&base=CANZ&location=Library');
    });
    expect(query).toMatchObject({ q: 'mending', base: 'CANZ', location: 'Library', only_ench: 'true' });
    await expectRows(page, [ROW.mending]);
    await expect(locationSelect(page)).toHaveValue('Library');
  });

  test('Map draws the found trades on their locations’ hall maps, matching cells highlighted', async ({
    page,
  }) => {
    await openSearch(page);
    await textField(page).fill('sharpness');
    await searchButton(page).click();
    await expectRows(page, [ROW.sharpBook, ROW.sword]);

    await page.getByRole('switch', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const library = page.getByRole('grid', { name: 'Hall map: canz / Library' });
    const smithy = page.getByRole('grid', { name: 'Hall map: canz / Smithy' });
    await expect(
      library.getByRole('gridcell', { name: 'A2 Librarian: Sharpness V, highlighted' }),
    ).toBeVisible();
    // The whole hall is drawn: the villager that did not match is there, not highlighted.
    await expect(
      library.getByRole('gridcell', { name: 'A1 Librarian: Mending I', exact: true }),
    ).toBeVisible();
    await expect(
      smithy.getByRole('gridcell', { name: 'B3 Weapon Smith: Sharpness IV, highlighted' }),
    ).toBeVisible();
    await expect(smithy.getByRole('gridcell', { name: /^B4 Farmer: [^,]+$/ })).toBeVisible();
    await expect(page.getByRole('grid', { name: /^Hall map: bones/ })).toHaveCount(0);

    await page.reload();
    await expect(library.getByRole('gridcell', { name: /^A2 .*highlighted$/ })).toBeVisible();
    await page.getByRole('switch', { name: 'Map' }).click();
    await expect(resultRows(page)).toHaveCount(2);
  });
});
