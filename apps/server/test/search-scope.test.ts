import type { ServerResult, TownResult, Trade } from '@tradehall/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeDataChanged } from '../src/modules/shared/trade-data-events';
import { SearchCache } from '../src/modules/trades/search-cache';
import { readSearchVersions } from '../src/modules/trades/search-versions.repository';
import { TradeSearch } from '../src/modules/trades/trade-search';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { QueryRecorder } from './query-plans';
import { ok } from './trade-world';

/**
 * Two servers of one owner with the same town and location names (canz / Hall) and similar trades: what one
 * server does must not show in, nor recompute anything of, the other.
 */
let t: TestApp;
let owner: Session;
let serverA: number;
let serverB: number;
const townIds: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const server = async (name: string) =>
    (await ok<ServerResult>(owner, 'POST', '/api/servers', { name, modpack_id: modpack.id }, 201)).server.id;
  serverA = await server('Server A');
  serverB = await server('Server B');
  for (const serverId of [serverA, serverB]) {
    townIds[serverId] = (
      await ok<TownResult>(owner, 'POST', '/api/towns', { name: 'canz', server_id: serverId }, 201)
    ).town.id;
    await addTrade(serverId, 1, 'Enchanted Book', 'Mending');
    await addTrade(serverId, 2, 'Book', undefined);
  }
});
afterAll(() => t.close());

function addTrade(serverId: number, num: number, sellItem: string, enchantment: string | undefined) {
  return ok<Trade>(
    owner,
    'POST',
    '/api/trades',
    {
      server_id: serverId,
      town_id: townIds[serverId],
      location: 'Hall',
      row: 'A',
      num,
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: 10,
      sell_item: sellItem,
      enchantments: enchantment ? [{ name: enchantment, level: 1 }] : [],
    },
    201,
  );
}

const viewer = async () => {
  const user = await t.app.deps.db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('username', '=', owner.username)
    .executeTakeFirstOrThrow();
  return { ...user, role: user.role as 'user' };
};
const search = (query: string) => ok<Trade[]>(owner, 'GET', `/api/trades/search?${query}`);
const servers = (trades: Trade[]) => [...new Set(trades.map((trade) => trade.server_id))];

describe(`search per server (${testDialect})`, () => {
  it("a write on server A leaves server B's cached answers and vocabulary alone; both stay correct", async () => {
    const tradeSearch = new TradeSearch(t.app.deps.db, t.app.deps.dialect, new SearchCache());
    const user = await viewer();
    const bBook = await tradeSearch.search(user, { q: 'book', server_id: serverB });
    const bAll = await tradeSearch.search(user, { server_id: serverB });
    const bVocabulary = await tradeSearch.vocabulary(serverB);
    const aBook = await tradeSearch.search(user, { q: 'book', server_id: serverA });
    const aVocabulary = await tradeSearch.vocabulary(serverA);
    const bBefore = await search(`q=book&server_id=${serverB}`);

    const widget = await addTrade(serverA, 3, 'Book Widget', undefined);

    expect(await tradeSearch.search(user, { q: 'book', server_id: serverB })).toBe(bBook);
    expect(await tradeSearch.search(user, { server_id: serverB })).toBe(bAll);
    expect(await tradeSearch.vocabulary(serverB)).toBe(bVocabulary);
    expect(await tradeSearch.vocabulary(serverA)).not.toBe(aVocabulary);
    const aAfter = await tradeSearch.search(user, { q: 'book', server_id: serverA });
    expect(aAfter).not.toBe(aBook);
    expect((JSON.parse(aAfter.body.toString()) as Trade[]).map((trade) => trade.id)).toContain(widget.id);

    expect(await search(`q=book&server_id=${serverB}`)).toEqual(bBefore);
    expect((await search(`q=widget&server_id=${serverA}`)).map((trade) => trade.id)).toEqual([widget.id]);
    expect(await search(`q=widget&server_id=${serverB}`)).toEqual([]);

    // And the other way round: a write on B is seen on B at once.
    const bWidget = await addTrade(serverB, 3, 'Book Widget', undefined);
    expect(await tradeSearch.search(user, { q: 'book', server_id: serverB })).not.toBe(bBook);
    expect((await search(`q=widget&server_id=${serverB}`)).map((trade) => trade.id)).toEqual([bWidget.id]);
  });

  it("direct table changes bump their own server's search version only", async () => {
    const db = t.app.deps.db;
    const version = async (serverId: number) =>
      (await readSearchVersions(db, [serverId])).servers.get(serverId) ?? 0;
    const changes: [string, () => Promise<unknown>][] = [
      [
        'trade',
        () => db.updateTable('trades').set({ cost_amount1: 11 }).where('server_id', '=', serverA).execute(),
      ],
      [
        'town',
        () => db.updateTable('towns').set({ name: 'canz2' }).where('server_id', '=', serverA).execute(),
      ],
      [
        'location',
        () =>
          db
            .updateTable('locations')
            .set({ name: 'Hall 2' })
            .where('town_id', '=', townIds[serverA]!)
            .execute(),
      ],
      [
        'enchantment row',
        () =>
          sql`delete from trade_enchantments where trade_id in
            (select id from trades where server_id = ${serverA})`.execute(db),
      ],
    ];
    for (const [what, change] of changes) {
      const [a, b] = [await version(serverA), await version(serverB)];
      await change();
      expect(await version(serverA), what).toBeGreaterThan(a);
      expect(await version(serverB), what).toBe(b);
    }
    const all = (await readSearchVersions(db, [])).all;
    await db.updateTable('enchantments').set({ notes: 'renamed' }).where('name', '=', 'Mending').execute();
    expect((await readSearchVersions(db, [])).all).toBeGreaterThan(all);
  });

  it("finds the town by name and matches text on the searched server's rows only", async () => {
    const found = await search(`q=mending&base=CANZ&server_id=${serverB}`);
    expect(found.length).toBeGreaterThan(0);
    expect(servers(found)).toEqual([serverB]);
    expect(servers(await search(`only_ench=true&server_id=${serverB}`))).toEqual([serverB]);
    expect(servers(await search(`location=hall&server_id=${serverB}`))).toEqual([serverB]);
    // Without server_id: every server the user sees, each scoped the same way.
    expect(servers(await search('q=mending&base=canz')).sort()).toEqual([serverB]);
  });

  it('after a write reads the trades once for the earlier vocabulary, twice when the write brings a new term', async () => {
    const recorder = new QueryRecorder(t.app.deps.dialect);
    const db = t.app.deps.db.withPlugin(recorder);
    const tradeSearch = new TradeSearch(db, t.app.deps.dialect, new SearchCache(0, 0));
    const user = await viewer();
    const found = async (q: string) =>
      (
        JSON.parse((await tradeSearch.search(user, { q, server_id: serverA })).body.toString()) as Trade[]
      ).map((trade) => [trade.sell_item, trade.cost_amount1]);
    const slotReads = () =>
      recorder.take().filter((query) => /(json_agg|json_group_array)\("t"\."search_stamp"\)/.test(query.sql))
        .length;
    const write = async (change: () => Promise<unknown>) => {
      await change();
      tradeDataChanged(db);
    };
    const books = await found('book');
    expect(books.length).toBeGreaterThan(0);
    slotReads();

    await write(() =>
      db.updateTable('trades').set({ cost_amount1: 13 }).where('server_id', '=', serverA).execute(),
    );
    expect(await found('book')).toEqual(books.map(([item]) => [item, 13]));
    expect(slotReads()).toBe(1);

    await write(() =>
      db
        .updateTable('trades')
        .set({ sell_item: 'Bookshelf' })
        .where('server_id', '=', serverA)
        .where('num', '=', 2)
        .execute(),
    );
    expect((await found('book')).map(([item]) => item)).toContain('Bookshelf');
    expect(slotReads()).toBe(2);
    expect(await found('bookshelf')).toEqual([['Bookshelf', 13]]);
  });

  it('gives every enchantment row its trade’s server, whoever inserts it', async () => {
    const trade = await addTrade(serverB, 4, 'Enchanted Book', 'Unbreaking');
    const rows = await sql<{ server_id: number }>`select server_id from trade_enchantments
      where trade_id = ${trade.id}`.execute(t.app.deps.db);
    expect(rows.rows.map((row) => Number(row.server_id))).toEqual([serverB]);
    const unset = await sql<{ n: number }>`select count(*) as n from trade_enchantments
      where server_id is null`.execute(t.app.deps.db);
    expect(Number(unset.rows[0]?.n)).toBe(0);
  });
});
