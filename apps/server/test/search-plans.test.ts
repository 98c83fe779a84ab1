import {
  type FilterTradesResponse,
  type ServerResult,
  type TownResult,
  type Trade,
  TradeSearchQuery,
  TradesQuery,
} from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilterRunner } from '../src/modules/filter-trades/filter-runner';
import { filterTradesFor } from '../src/modules/filter-trades/filter-trades.service';
import { enchantmentSources } from '../src/modules/optimizer/reference.service';
import { tradeDataChanged } from '../src/modules/shared/trade-data-events';
import { SearchCache } from '../src/modules/trades/search-cache';
import { TradeSearch } from '../src/modules/trades/trade-search';
import { tradeTemplate } from '../src/modules/trades/trade-template';
import { listTradeRows, withEnchantments } from '../src/modules/trades/trades.repository';
import { listTrades } from '../src/modules/trades/trades.service';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { QueryRecorder, unscopedReads } from './query-plans';
import { ok } from './trade-world';

/**
 * Search that scales with the server (issue 18): two servers of one owner with the same town, location, item
 * and enchantment names. Whatever one server's search, listing, strategy, trade dots or template asks, the
 * answer holds that server's rows only, and every query reads the trade data through an index condition on the
 * server (or a key look-up), never a scan that would read the other server's rows.
 */
let t: TestApp;
let owner: Session;
const servers: number[] = [];
const runner = new FilterRunner({ startWorker: () => undefined });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of ['Server A', 'Server B']) {
    const serverId = (
      await ok<ServerResult>(owner, 'POST', '/api/servers', { name, modpack_id: modpack.id }, 201)
    ).server.id;
    servers.push(serverId);
    for (const town of ['canz', 'fortress']) {
      const townId = (
        await ok<TownResult>(owner, 'POST', '/api/towns', { name: town, server_id: serverId }, 201)
      ).town.id;
      const enchantments = [['Mending', 1], ['Unbreaking', 3], ['Curse of Binding', 1], []] as const;
      for (const [num, enchantment] of enchantments.entries()) {
        await ok<Trade>(
          owner,
          'POST',
          '/api/trades',
          {
            server_id: serverId,
            town_id: townId,
            location: 'Hall',
            row: 'A',
            num: num + 1,
            villager_type: 'Librarian',
            cost_item1: 'Emerald',
            cost_amount1: 10 + num,
            cost_item2: 'Book',
            cost_amount2: 1,
            sell_item: enchantment.length > 0 ? 'Enchanted Book' : 'Bookshelf',
            enchantments: enchantment.length > 0 ? [{ name: enchantment[0], level: enchantment[1] }] : [],
          },
          201,
        );
      }
    }
  }
});
afterAll(async () => {
  await runner.close();
  await t.close();
});

const viewer = async () => {
  const user = await t.app.deps.db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('username', '=', owner.username)
    .executeTakeFirstOrThrow();
  return { ...user, role: user.role as 'user' };
};

const SEARCHES: Record<string, string>[] = [
  { q: 'mending', only_ench: 'true' },
  { q: 'mending', base: 'fortress' },
  { q: 'book' },
  {},
  { location: 'hall', vt: 'librarian' },
];

describe(`search scoped to the server (${testDialect})`, () => {
  it("answers one server's rows only, for every search, listing, strategy, trade dots and template", async () => {
    const [a, b] = servers as [number, number];
    for (const query of SEARCHES) {
      const params = new URLSearchParams({ ...query, server_id: String(a) });
      const found = await ok<Trade[]>(owner, 'GET', `/api/trades/search?${params}`);
      expect(found.length, params.toString()).toBeGreaterThan(0);
      expect(new Set(found.map((trade) => trade.server_id)), params.toString()).toEqual(new Set([a]));
    }
    const listed = await ok<Trade[]>(owner, 'GET', `/api/trades?server_id=${a}&town=fortress`);
    expect(listed.map((trade) => trade.server_id)).toEqual([a, a, a, a]);

    const strategy = await ok<FilterTradesResponse>(owner, 'POST', '/api/filter_trades', {
      server_id: b,
      selected_towns: ['canz', 'fortress'],
      curse_keep: ['Curse of Binding'],
    });
    expect(JSON.stringify(strategy)).toContain('fortress');
    const dots = await ok<{ towns: { id: number }[] }>(
      owner,
      'GET',
      `/api/optimizer/enchantment_sources?server_id=${b}`,
    );
    const bTowns = await t.app.deps.db.selectFrom('towns').select('id').where('server_id', '=', b).execute();
    expect(dots.towns.map((town) => town.id).sort()).toEqual(bTowns.map((town) => town.id).sort());
    const template = await ok<{ samples: number }>(
      owner,
      'GET',
      `/api/trade_template?villager_type=librarian&sell_item=enchanted%20book&server_id=${b}`,
    );
    expect(template.samples).toBe(6);
  });

  it('encodes any text exactly as the listing answers it (quotes, backslashes, control and astral characters)', async () => {
    const db = t.app.deps.db;
    const serverId = servers[1] ?? 0;
    const odd = 'Tome "of" \\ Lore\t✨ 𝄞 \u0001 </script>';
    const town = await db
      .insertInto('towns')
      .values({ server_id: serverId, name: `Town "${odd}"` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await db
      .insertInto('locations')
      .values({ town_id: town.id, name: `Hall ${odd}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('trades')
      .values({
        server_id: serverId,
        town_id: town.id,
        location_id: location.id,
        row: 'Z',
        num: 20,
        villager_type: odd,
        cost_item1: odd,
        cost_amount1: 1,
        cost_item2: '',
        cost_amount2: 0,
        sell_item: odd,
        sell_amount: 1,
        search_text: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    tradeDataChanged(db);
    const user = await viewer();
    const listed = await withEnchantments(db, await listTradeRows(db, { serverIds: [serverId] }));
    expect(listed.some((trade) => trade.sell_item === odd)).toBe(true);
    const search = new TradeSearch(db, t.app.deps.dialect, new SearchCache());
    for (const query of [{}, { q: 'tome "of"' }]) {
      const answer = await search.search(
        user,
        TradeSearchQuery.parse({ ...query, server_id: String(serverId) }),
      );
      const expected = 'q' in query ? listed.filter((trade) => trade.sell_item === odd) : listed;
      expect(JSON.parse(answer.body.toString())).toEqual(expected);
    }
  });

  it('names an enchantment added after the search read its reference list', async () => {
    const db = t.app.deps.db;
    const serverId = servers[0] ?? 0;
    const user = await viewer();
    const search = new TradeSearch(db, t.app.deps.dialect, new SearchCache(), { maxAgeMs: 60_000 });
    await search.search(user, TradeSearchQuery.parse({ server_id: String(serverId) }));
    const zeal = await db
      .insertInto('enchantments')
      .values({
        name: 'Zeal',
        mcid: 'test:zeal',
        rarity: 'Rare',
        maxlevel: 2,
        applicable: '',
        incompatibilities: '',
        curse: 0,
        description: '',
        notes: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trade = await db
      .selectFrom('trades')
      .select('id')
      .where('server_id', '=', serverId)
      .where('sell_item', '=', 'Bookshelf')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trade_enchantments')
      .values({ trade_id: trade.id, enchantment_id: zeal.id, level: 2 })
      .execute();
    // The versions are still the ones read before (maxAgeMs), and so is the reference list of enchantments.
    const answer = await search.search(
      user,
      TradeSearchQuery.parse({ only_ench: 'true', server_id: String(serverId) }),
    );
    const found = (JSON.parse(answer.body.toString()) as Trade[]).find((row) => row.id === trade.id);
    expect(found?.enchantments).toEqual([{ name: 'Zeal', level: 2, maxlevel: 2, mcid: 'test:zeal' }]);
    await db.deleteFrom('trade_enchantments').where('enchantment_id', '=', zeal.id).execute();
    await db.deleteFrom('enchantments').where('id', '=', zeal.id).execute();
    tradeDataChanged(db);
  });

  it('reads trade data only through an index on the server or by key', async () => {
    const recorder = new QueryRecorder(t.app.deps.dialect);
    const db = t.app.deps.db.withPlugin(recorder);
    const dialect = t.app.deps.dialect;
    const user = await viewer();
    const serverId = servers[0] ?? 0;
    const search = new TradeSearch(db, dialect, new SearchCache());
    const runs: [string, () => Promise<unknown>][] = [
      ...SEARCHES.map(
        (query) =>
          [
            `search ${JSON.stringify(query)}`,
            () => search.search(user, TradeSearchQuery.parse({ ...query, server_id: String(serverId) })),
          ] as [string, () => Promise<unknown>],
      ),
      [
        'listing',
        () => listTrades(db, user, TradesQuery.parse({ server_id: String(serverId), town: 'canz' })),
      ],
      [
        'filter trades',
        () =>
          filterTradesFor(db, runner, user, {
            server_id: serverId,
            selected_towns: ['canz', 'fortress'],
            curse_keep: ['Curse of Binding'],
            count_gear: false,
            enchantment_ignore: [],
          }),
      ],
      ['trade dots', () => enchantmentSources(db, user, serverId)],
      [
        'template',
        () =>
          tradeTemplate(db, user, {
            villager_type: 'Librarian',
            sell_item: 'Enchanted Book',
            server_id: serverId,
          }),
      ],
    ];
    for (const [name, run] of runs) {
      recorder.take();
      await run();
      const reads = recorder.take();
      expect(reads.length, name).toBeGreaterThan(0);
      for (const query of reads) {
        expect(await unscopedReads(t.app.deps.db, dialect, query), `${name}: ${query.sql}`).toEqual([]);
      }
    }
  });
});
