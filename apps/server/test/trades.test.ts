import type { DeleteResult, Location, Trade } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, countRows, lastLog, ok, type TradeWorld } from './trade-world';

let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const newTrade = (overrides: object = {}) => ({
  server_id: w.a.id,
  town_id: w.towns.canz,
  location: 'Main Hall',
  row: 'D',
  num: 4,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: 12,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Unbreaking', level: 3 }],
  ...overrides,
});

describe(`trades: create, update, delete (${testDialect})`, () => {
  it('creates a trade with its enchantments (name, level, max level, mcid) and logs it', async () => {
    const trade = await ok<Trade>(w.member, 'POST', '/api/trades', newTrade(), 201);
    expect(trade).toMatchObject({
      server_id: w.a.id,
      town: 'canz',
      town_id: w.towns.canz,
      location: 'Main Hall',
      location_id: w.locations.mainHall,
      row: 'D',
      num: 4,
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: 12,
      cost_item2: 'Book',
      cost_amount2: 1,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      row_version: 1,
      enchantments: [{ name: 'Unbreaking', level: 3, maxlevel: 3, mcid: 'minecraft:unbreaking' }],
    });
    const log = await lastLog(t, 'trades');
    expect(log).toMatchObject({ username: w.member.username, action: 'create' });
    expect(log.details.after).toEqual(trade);
    const stored = await t.app.deps.db
      .selectFrom('trades')
      .select('search_text')
      .where('id', '=', trade.id)
      .executeTakeFirstOrThrow();
    expect(stored.search_text).toBe('librarian\nenchanted book\nemerald\nbook\nunbreaking');
  });

  it('uses the defaults amount1 1, amount2 0, sell amount 1 and creates a missing location', async () => {
    const trade = await ok<Trade>(
      w.owner,
      'POST',
      '/api/trades',
      {
        server_id: w.a.id,
        town: 'CANZ',
        location: 'East Wing',
        row: 'a',
        num: 7,
        villager_type: 'Farmer',
        cost_item1: 'Carrot',
        sell_item: 'Emerald',
      },
      201,
    );
    expect(trade).toMatchObject({ town: 'canz', location: 'East Wing', row: 'A', num: 7 });
    expect(trade).toMatchObject({
      cost_amount1: 1,
      cost_item2: '',
      cost_amount2: 0,
      sell_amount: 1,
      enchantments: [],
    });
    const locations = await ok<Location[]>(w.owner, 'GET', `/api/towns/${w.towns.canz}/locations`);
    expect(locations.map((l) => l.name)).toContain('East Wing');
    expect((await lastLog(t, 'locations')).details.after).toMatchObject({ name: 'East Wing', town: 'canz' });
  });

  it.each([
    ['row outside A-Z', { row: 'AA' }, 'row'],
    ['row a digit', { row: '1' }, 'row'],
    ['num 0', { num: 0 }, 'num'],
    ['num 21', { num: 21 }, 'num'],
    ['a fractional amount', { cost_amount1: 1.5 }, 'cost_amount1 must be a whole number'],
    ['a negative amount', { sell_amount: -1 }, 'sell_amount must be 0 or more'],
    ['no sell item', { sell_item: ' ' }, 'sell_item is required'],
    ['no town', { town_id: undefined }, 'A Town and a Sell Item must be selected before adding a new trade.'],
    ['an unknown town name', { town_id: undefined, town: 'atlantis' }, "There is no town named 'atlantis'"],
    [
      'an unknown enchantment',
      { enchantments: [{ name: 'Flight', level: 1 }] },
      'Unknown enchantment: Flight.',
    ],
    [
      'a level above max',
      { enchantments: [{ name: 'Mending', level: 2 }] },
      'Mending level must be from 1 to 1.',
    ],
    ['a level 0', { enchantments: [{ name: 'Sharpness', level: 0 }] }, 'level must be at least 1'],
    [
      'the same enchantment twice',
      {
        enchantments: [
          { name: 'Sharpness', level: 1 },
          { name: 'sharpness', level: 2 },
        ],
      },
      'Sharpness is listed more than once.',
    ],
    [
      'an enchantment that does not fit the item',
      { sell_item: 'Iron Pickaxe', enchantments: [{ name: 'Sharpness', level: 1 }] },
      'Sharpness cannot be put on Iron Pickaxe.',
    ],
    [
      'a bow enchantment on a sword',
      { sell_item: 'Diamond Sword', enchantments: [{ name: 'Power', level: 1 }] },
      'Power cannot be put on Diamond Sword.',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, message) => {
    const before = await countRows(t, 'trades');
    const response = await w.owner.request({
      method: 'POST',
      url: '/api/trades',
      payload: newTrade(overrides),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await countRows(t, 'trades')).toBe(before);
  });

  it('accepts enchantments that fit the item: books take any, items their types or Any', async () => {
    const cases = [
      { sell_item: 'Book', enchantments: [{ name: 'Power', level: 5 }] },
      {
        sell_item: 'Diamond Pickaxe',
        enchantments: [
          { name: 'Efficiency', level: 5 },
          { name: 'Unbreaking', level: 3 },
        ],
      },
      { sell_item: 'Iron Axe', enchantments: [{ name: 'Sharpness', level: 3 }] },
      { sell_item: 'Diamond Battleaxe', enchantments: [{ name: 'Sharpness', level: 1 }] },
      { sell_item: 'Fishing Rod', enchantments: [{ name: 'Lure', level: 3 }] },
      { sell_item: 'Leather Tunic', enchantments: [{ name: 'Protection', level: 4 }] },
      { sell_item: 'Emerald', enchantments: [{ name: 'Curse of Possession', level: 1 }] },
    ];
    for (const [index, overrides] of cases.entries()) {
      await ok(w.owner, 'POST', '/api/trades', newTrade({ ...overrides, row: 'Y', num: index + 1 }), 201);
    }
  });

  it('updates the whole trade, replacing enchantments, and logs before and after', async () => {
    const trade = await ok<Trade>(w.owner, 'POST', '/api/trades', newTrade({ row: 'E' }), 201);
    const updated = await ok<Trade>(w.member, 'PUT', `/api/trades/${trade.id}`, {
      ...newTrade({ row: 'E', cost_amount1: 20, location: 'North Wing' }),
      enchantments: [{ name: 'Efficiency', level: 4 }],
      row_version: trade.row_version,
    });
    expect(updated).toMatchObject({
      id: trade.id,
      location: 'North Wing',
      location_id: w.locations.northWing,
      cost_amount1: 20,
      row_version: 2,
      enchantments: [{ name: 'Efficiency', level: 4, maxlevel: 5, mcid: 'minecraft:efficiency' }],
    });
    const log = await lastLog(t, 'trades');
    expect(log).toMatchObject({ action: 'update', username: w.member.username });
    expect(log.details).toEqual({ before: trade, after: updated });
  });

  it('answers 409 for a stale row_version and changes nothing', async () => {
    const trade = await ok<Trade>(w.owner, 'POST', '/api/trades', newTrade({ row: 'F' }), 201);
    await ok(w.member, 'PUT', `/api/trades/${trade.id}`, {
      ...newTrade({ row: 'F', cost_amount1: 2 }),
      row_version: 1,
    });
    const stale = await w.owner.request({
      method: 'PUT',
      url: `/api/trades/${trade.id}`,
      payload: { ...newTrade({ row: 'F', cost_amount1: 50, enchantments: [] }), row_version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed by someone else/);
    const now = await ok<Trade[]>(w.owner, 'GET', `/api/trades?server_id=${w.a.id}&town=canz&row=F`);
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({
      cost_amount1: 2,
      row_version: 2,
      enchantments: [{ name: 'Unbreaking', level: 3 }],
    });
  });

  it('deletes a trade with its enchantments and logs what it was', async () => {
    const trade = await ok<Trade>(w.owner, 'POST', '/api/trades', newTrade({ row: 'G' }), 201);
    const result = await ok<DeleteResult>(w.member, 'DELETE', `/api/trades/${trade.id}`);
    expect(result).toEqual({ message: 'Trade deleted.', deleted: { trades: 1 } });
    const left = await t.app.deps.db
      .selectFrom('trade_enchantments')
      .select('trade_id')
      .where('trade_id', '=', trade.id)
      .execute();
    expect(left).toEqual([]);
    expect((await lastLog(t, 'trades')).details).toEqual({ before: trade });
    // Gone from a server the member may see: named gone (issue 29), no longer the membership 403.
    expect((await w.member.request({ method: 'DELETE', url: `/api/trades/${trade.id}` })).statusCode).toBe(
      404,
    );
    expect((await w.other.request({ method: 'DELETE', url: `/api/trades/${trade.id}` })).statusCode).toBe(
      403,
    );
    expect((await w.admin.request({ method: 'DELETE', url: `/api/trades/${trade.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe(`trades: the Manage Villager listing (${testDialect})`, () => {
  const list = (query: string, session = w.owner) => ok<Trade[]>(session, 'GET', `/api/trades?${query}`);

  it('filters by town, location, row, num and villager type (names ignoring case), sorted by slot', async () => {
    const canz = await list(`server_id=${w.a.id}&town=canz`);
    expect(canz.length).toBeGreaterThanOrEqual(3);
    const keys = canz.map((tr) => [tr.location, tr.row, tr.num]);
    const sorted = [...keys].sort((x, y) => String(x).localeCompare(String(y), 'en', { numeric: true }));
    expect(keys.map(String)).toEqual(sorted.map(String));
    expect(
      (await list(`server_id=${w.a.id}&town=CANZ&location=main hall&row=A&num=1`)).map((tr) => tr.id),
    ).toEqual([w.trades.mending.id]);
    expect((await list(`server_id=${w.a.id}&town=canz&vt=weapon smith`)).map((tr) => tr.id)).toEqual([
      w.trades.sword.id,
    ]);
    expect((await list(`server_id=${w.a.id}&town=bones`)).map((tr) => tr.id)).toEqual([w.trades.wheat.id]);
  });

  it('treats a literal All as a name (the web omits All rather than sending it)', async () => {
    expect(await list(`server_id=${w.a.id}&town=All`)).toEqual([]);
    expect(await list(`server_id=${w.a.id}&town=canz&location=All`)).toEqual([]);
    expect(await list(`server_id=${w.a.id}&vt=All`)).toEqual([]);
  });

  it('without server_id covers only the servers the caller may see', async () => {
    const mine = await list('');
    expect(new Set(mine.map((tr) => tr.server_id))).toEqual(new Set([w.a.id]));
    expect(await list('', w.outsider)).toEqual([]);
    const all = await list('', w.auditor);
    expect(new Set(all.map((tr) => tr.server_id))).toEqual(new Set([w.a.id, w.b.id]));
  });

  it('refuses bad filters with 400', async () => {
    const response = await w.owner.request({ method: 'GET', url: `/api/trades?server_id=${w.a.id}&row=AB` });
    expect(response.statusCode).toBe(400);
    const placeholder = await w.owner.request({ method: 'GET', url: '/api/trades?server_id=default' });
    expect(placeholder.statusCode).toBe(400);
  });
});
