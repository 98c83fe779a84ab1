import { gunzipSync } from 'node:zlib';
import { TRADE_RESULT_LIMIT, type Trade, type TradeTemplate } from '@tradehall/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeDataChanged } from '../src/modules/shared/trade-data-events';
import { TradeDataFreshness } from '../src/modules/trades/freshness';
import { SearchCache } from '../src/modules/trades/search-cache';
import { insertTradesBatch } from '../src/modules/trades/trade-bulk.repository';
import { TradeSearch } from '../src/modules/trades/trade-search';
import { listTradeRows, type TradeFilter, withEnchantments } from '../src/modules/trades/trades.repository';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const search = (query: string, session = w.owner) =>
  ok<Trade[]>(session, 'GET', `/api/trades/search?${query}`);
const ids = (trades: Trade[]) => trades.map((trade) => trade.id);

describe(`trade search (${testDialect})`, () => {
  it("matches q in enchantment names ignoring case: 'mend' finds Mending books", async () => {
    const found = await search(`q=mend&server_id=${w.a.id}`);
    expect(ids(found)).toEqual([w.trades.mending.id]);
    expect(found[0]).toMatchObject({
      town: 'canz',
      location: 'Main Hall',
      row: 'A',
      num: 1,
      villager_type: 'Librarian',
      sell_item: 'Enchanted Book',
      enchantments: [{ name: 'Mending', level: 1, maxlevel: 1, mcid: 'minecraft:mending' }],
    });
    expect(ids(await search(`q=MENDING&server_id=${w.a.id}`))).toEqual([w.trades.mending.id]);
  });

  it('matches q in the sell item, cost items and villager type', async () => {
    expect(ids(await search(`q=wheat&server_id=${w.a.id}`))).toEqual([w.trades.wheat.id]);
    expect(ids(await search(`q=iron sw&server_id=${w.a.id}`))).toEqual([w.trades.sword.id]);
    expect(ids(await search(`q=farm&server_id=${w.a.id}`))).toEqual([w.trades.wheat.id]);
    expect(ids(await search(`q=book&server_id=${w.a.id}`))).toEqual([
      w.trades.mending.id,
      w.trades.sharpness.id,
    ]);
    expect(ids(await search(`q=sharp&server_id=${w.a.id}`))).toEqual([
      w.trades.sharpness.id,
      w.trades.sword.id,
    ]);
    expect(await search(`q=nothing-like-this&server_id=${w.a.id}`)).toEqual([]);
    expect(await search(`q=%25&server_id=${w.a.id}`)).toEqual([]);
  });

  it('filters by base (town), location, villager type and only_ench, sorted by town, location, row, num', async () => {
    const all = await search(`server_id=${w.a.id}`);
    expect(all.map((tr) => `${tr.town}/${tr.location}/${tr.row}${tr.num}`)).toEqual([
      'bones/Crypt/B3',
      'canz/Main Hall/A1',
      'canz/Main Hall/A2',
      'canz/North Wing/C1',
    ]);
    expect(ids(await search(`server_id=${w.a.id}&only_ench=true`))).toEqual([
      w.trades.mending.id,
      w.trades.sharpness.id,
      w.trades.sword.id,
    ]);
    expect(ids(await search(`server_id=${w.a.id}&base=Canz&location=north wing`))).toEqual([
      w.trades.sword.id,
    ]);
    expect(ids(await search(`server_id=${w.a.id}&vt=librarian&q=sharp`))).toEqual([w.trades.sharpness.id]);
    expect(ids(await search(`server_id=${w.a.id}&base=bones&only_ench=false`))).toEqual([w.trades.wheat.id]);
    expect(ids(await search(`server_id=${w.a.id}&base=bones&only_ench=true`))).toEqual([]);
  });

  it('treats a literal All as a name (the web omits All)', async () => {
    expect(await search(`server_id=${w.a.id}&base=All`)).toEqual([]);
    expect(await search(`server_id=${w.a.id}&vt=All&q=mend`)).toEqual([]);
  });

  it('never returns another server’s trades; without server_id covers the visible servers', async () => {
    expect(ids(await search('q=mending'))).toEqual([w.trades.mending.id]);
    expect(ids(await search('q=mending', w.other))).toEqual([w.trades.otherMending.id]);
    expect(await search('q=mending', w.outsider)).toEqual([]);
    expect(ids(await search('q=mending', w.auditor))).toEqual([
      w.trades.mending.id,
      w.trades.otherMending.id,
    ]);
    const refused = await w.owner.request({
      method: 'GET',
      url: `/api/trades/search?q=mending&server_id=${w.b.id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You are not a member of this server.' });
  });

  it('answers fresh results after any change: API writes, renames and direct table edits', async () => {
    const url = `q=mend&server_id=${w.a.id}`;
    expect(ids(await search(url))).toEqual([w.trades.mending.id]);
    const created = await ok<Trade>(
      w.member,
      'POST',
      '/api/trades',
      {
        server_id: w.a.id,
        town_id: w.towns.bones,
        location: 'Crypt',
        row: 'A',
        num: 9,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 12,
        sell_item: 'Enchanted Book',
        enchantments: [{ name: 'Mending', level: 1 }],
      },
      201,
    );
    expect(ids(await search(url))).toEqual([created.id, w.trades.mending.id]);

    await ok(w.owner, 'PUT', `/api/towns/${w.towns.bones}`, { name: 'Bones' });
    expect((await search(url))[0]?.town).toBe('Bones');

    // Written by another process or tool straight into the tables: the triggers bump the data version, which
    // the search reads at least every 0.1 s.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    await t.app.deps.db
      .updateTable('enchantments')
      .set({ name: 'Mendingo' })
      .where('name', '=', 'Mending')
      .execute();
    await settle();
    expect((await search(url))[0]?.enchantments[0]?.name).toBe('Mendingo');
    await t.app.deps.db
      .updateTable('enchantments')
      .set({ name: 'Mending' })
      .where('name', '=', 'Mendingo')
      .execute();
    await t.app.deps.db.deleteFrom('trade_enchantments').where('trade_id', '=', created.id).execute();
    await t.app.deps.db.deleteFrom('trades').where('id', '=', created.id).execute();
    await settle();
    expect(ids(await search(url))).toEqual([w.trades.mending.id]);
    await ok(w.owner, 'PUT', `/api/towns/${w.towns.bones}`, { name: 'bones' });
  });

  it('sends gzip when the client accepts it, and the same JSON', async () => {
    const plain = await w.owner.request({ method: 'GET', url: `/api/trades/search?server_id=${w.a.id}` });
    const zipped = await w.owner.request({
      method: 'GET',
      url: `/api/trades/search?server_id=${w.a.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['x-result-truncated']).toBeUndefined();
  });

  it('refuses bad parameters (400)', async () => {
    for (const query of ['only_ench=yes', 'server_id=default', 'server_id=0', `q=${'x'.repeat(101)}`]) {
      const response = await w.owner.request({ method: 'GET', url: `/api/trades/search?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe(`trade search internals (${testDialect})`, () => {
  const viewer = async (username: string) => {
    const user = await t.app.deps.db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { ...user, role: user.role as 'user' };
  };
  const answer = async (search: TradeSearch, user: Awaited<ReturnType<typeof viewer>>, query: object) => {
    const encoded = await search.search(user, query);
    return { trades: JSON.parse(encoded.body.toString()) as Trade[], truncated: encoded.truncated };
  };

  it('encodes in the database exactly the trades the listing reads as rows', async () => {
    const user = await viewer(w.owner.username);
    const search = new TradeSearch(t.app.deps.db, t.app.deps.dialect, new SearchCache());
    const db = t.app.deps.db;
    const serverIds = [w.a.id];
    const queries: [object, Omit<TradeFilter, 'serverIds'>][] = [
      [{}, {}],
      [{ base: 'CANZ' }, { townName: 'CANZ' }],
      [{ only_ench: 'true' }, { onlyEnchanted: true }],
      [
        { vt: 'librarian', location: 'main hall' },
        { villagerType: 'librarian', locationName: 'main hall' },
      ],
    ];
    for (const [query, filter] of queries) {
      const rows = await listTradeRows(db, { serverIds, ...filter });
      const expected = await withEnchantments(db, rows);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.some((trade) => trade.enchantments.length > 0)).toBe(true);
      const found = await answer(search, user, { ...query, server_id: w.a.id });
      expect(found, JSON.stringify(query)).toEqual({ trades: expected, truncated: false });
      // The same keys in the same order as the API's other trade answers.
      expect(found.trades.map((trade) => Object.keys(trade))).toEqual(
        expected.map((trade) => Object.keys(trade)),
      );
    }
  });

  it('reads the data version and membership at most every maxAgeMs, and at once after local writes', async () => {
    const db = t.app.deps.db;
    const freshness = new TradeDataFreshness(db, 60_000);
    const versionOfA = async () => (await freshness.searchVersions([w.a.id])).servers.get(w.a.id) ?? 0;
    const version = await versionOfA();
    const outsider = await viewer(w.outsider.username);
    expect(await freshness.canSee(outsider, w.a.id)).toBe(false);
    await sql`update search_versions set version = version + 1`.execute(db);
    expect(await versionOfA()).toBe(version);
    // A write of server A's members: its one freshness bump of A, heard at once.
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: w.outsider.username });
    expect(await versionOfA()).toBeGreaterThan(version);
    expect(await freshness.canSee(outsider, w.a.id)).toBe(true);
    await db.deleteFrom('server_members').where('user_id', '=', outsider.id).execute();
    tradeDataChanged(db);
    expect(await freshness.canSee(outsider, w.a.id)).toBe(false);
  });

  it("reads a server's visibility with its search version, in one query at most every maxAgeMs", async () => {
    const db = t.app.deps.db;
    const freshness = new TradeDataFreshness(db, 60_000);
    const outsider = await viewer(w.outsider.username);
    const first = await freshness.serverSearch(outsider, w.a.id);
    expect(first.visible).toBe(false);
    // Changes made elsewhere (no local write heard of) wait for maxAgeMs; a local write is seen at once.
    await db.insertInto('server_members').values({ server_id: w.a.id, user_id: outsider.id }).execute();
    await db
      .updateTable('trades')
      .set((eb) => ({ row_version: eb.ref('row_version') }))
      .where('id', '=', w.trades.wheat.id)
      .execute();
    expect(await freshness.serverSearch(outsider, w.a.id)).toEqual(first);
    tradeDataChanged(db);
    const after = await freshness.serverSearch(outsider, w.a.id);
    expect(after.visible).toBe(true);
    expect(after.versions.servers.get(w.a.id)).toBeGreaterThan(first.versions.servers.get(w.a.id) ?? 0);
    await db.deleteFrom('server_members').where('user_id', '=', outsider.id).execute();
    tradeDataChanged(db);
    expect((await freshness.serverSearch(outsider, w.a.id)).visible).toBe(false);
  });

  it('caps the answer and says it was truncated', async () => {
    const user = await viewer(w.owner.username);
    const capped = new TradeSearch(t.app.deps.db, t.app.deps.dialect, new SearchCache(), { resultLimit: 2 });
    const result = await answer(capped, user, { q: 'e' });
    expect(result.trades).toHaveLength(2);
    expect(result.truncated).toBe(true);
    const all = await answer(new TradeSearch(t.app.deps.db, t.app.deps.dialect, new SearchCache()), user, {
      q: 'e',
    });
    expect(result.trades).toEqual(all.trades.slice(0, 2));
    expect((await answer(capped, user, { q: 'wheat' })).truncated).toBe(false);
  });

  it(`answers at most ${TRADE_RESULT_LIMIT} trades over HTTP, with the truncation headers`, async () => {
    const town = await t.app.deps.db
      .insertInto('towns')
      .values({ server_id: w.a.id, name: 'bulk' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locations = await t.app.deps.db
      .insertInto('locations')
      .values(Array.from({ length: 11 }, (_, i) => ({ town_id: town.id, name: `Hall ${i}` })))
      .returning('id')
      .execute();
    const now = new Date().toISOString();
    await insertTradesBatch(
      t.app.deps.db,
      Array.from({ length: TRADE_RESULT_LIMIT + 1 }, (_, i) => ({
        trade: {
          server_id: w.a.id,
          town_id: town.id,
          location_id: locations[i % 11]!.id,
          row: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(i / 11 / 20) % 26]!,
          num: (Math.floor(i / 11) % 20) + 1,
          villager_type: 'Farmer',
          cost_item1: 'Melon',
          cost_amount1: 5,
          cost_item2: '',
          cost_amount2: 0,
          sell_item: 'Emerald',
          sell_amount: 1,
          search_text: 'farmer\nemerald\nmelon',
          created_at: now,
          updated_at: now,
        },
        enchantments: [],
      })),
    );
    for (const url of [
      `/api/trades/search?q=melon&server_id=${w.a.id}`,
      `/api/trades?town=bulk&server_id=${w.a.id}`,
    ]) {
      const response = await w.owner.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(TRADE_RESULT_LIMIT);
      expect(response.headers['x-result-truncated']).toBe('true');
      expect(response.headers['x-result-limit']).toBe(String(TRADE_RESULT_LIMIT));
    }
    await ok(w.owner, 'DELETE', `/api/towns/${town.id}`);
  });
});

describe(`trade template (${testDialect})`, () => {
  it('averages the costs of that villager type and sell item, rounded to whole items', async () => {
    // Librarian books on server A: Mending 30 emeralds, Sharpness 20 emeralds, each + 1 Book.
    const template = await ok<TradeTemplate>(
      w.owner,
      'GET',
      `/api/trade_template?villager_type=librarian&sell_item=enchanted book&server_id=${w.a.id}`,
    );
    expect(template).toEqual({
      cost_item1: 'Emerald',
      cost_amount1: 25,
      cost_item2: 'Book',
      cost_amount2: 1,
      samples: 2,
    });
    const farmer = await ok<TradeTemplate>(
      w.owner,
      'GET',
      '/api/trade_template?villager_type=Farmer&sell_item=Emerald',
    );
    expect(farmer).toEqual({
      cost_item1: 'Wheat',
      cost_amount1: 20,
      cost_item2: '',
      cost_amount2: 0,
      samples: 1,
    });
  });

  it('uses only the servers the caller may see, and says when there is no data', async () => {
    const all = await ok<TradeTemplate>(
      w.auditor,
      'GET',
      '/api/trade_template?villager_type=Librarian&sell_item=Enchanted Book',
    );
    expect(all).toMatchObject({ cost_amount1: 30, samples: 3 });
    const none = await w.outsider.request({
      method: 'GET',
      url: '/api/trade_template?villager_type=Librarian&sell_item=Enchanted Book',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No existing trade data found for this item.' });
    const unknown = await w.owner.request({
      method: 'GET',
      url: '/api/trade_template?villager_type=Cleric&sell_item=Redstone',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No existing trade data found for this item.' });
    const missing = await w.owner.request({ method: 'GET', url: '/api/trade_template?villager_type=Cleric' });
    expect(missing.statusCode).toBe(400);
  });
});

describe(`reference data (${testDialect})`, () => {
  it('lists villager items and the item-type map', async () => {
    const items = await ok<{ item: string; villager: string; trade_type: string }[]>(
      w.auditor,
      'GET',
      '/api/villager_items',
    );
    expect(items).toHaveLength(115);
    expect(items).toContainEqual({ item: 'Wheat', villager: 'Farmer', trade_type: 'cost' });
    const map = await ok<{ Keyword: string; Type: string }[]>(w.auditor, 'GET', '/api/item_type_map');
    expect(map).toHaveLength(138);
    expect(map).toContainEqual({ Keyword: 'enchanted book', Type: 'Any' });
  });
});
