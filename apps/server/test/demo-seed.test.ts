import type { Server, Trade } from '@tradehall/contracts';
import { Prng } from '@tradehall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/setup/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/setup/demo-world';
import { bookPrice, generateTrades, loadGeneratorReference } from '../src/setup/trade-generator';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { countRows } from './trade-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, username).toBe(200);
  const token = response.json<{ access_token: string }>().access_token;
  return (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
};

describe(`demo data (${testDialect})`, () => {
  it('loads two servers, seven towns and a few thousand trades, and a second run changes nothing', async () => {
    const first = await seedDemoData(t.app.deps);
    expect(first.created).toBe(true);
    expect(first.counts).toEqual({ servers: 2, towns: 7, locations: 16, trades: 3600 });
    expect(first.accounts.map((a) => a.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    const tables = ['servers', 'towns', 'locations', 'trades', 'trade_enchantments', 'logs'] as const;
    const before = await Promise.all(tables.map((table) => countRows(t, table)));
    const second = await seedDemoData(t.app.deps);
    expect(second.created).toBe(false);
    expect(await Promise.all(tables.map((table) => countRows(t, table)))).toEqual(before);
    // The demo servers use the install's own RLCraft modpack (migration 008): no new modpack.
    const modpacks = await t.app.deps.db
      .selectFrom('modpacks')
      .select(['modpack', 'version', 'anvil_level_cap', 'anvil_prior_work'])
      .orderBy('version')
      .execute();
    expect(modpacks).toEqual([
      { modpack: 'Minecraft', version: '1.12.2', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
      {
        modpack: 'RLCraft',
        version: '2.9.x',
        anvil_level_cap: null,
        anvil_prior_work: 'remove_repair_scaling',
      },
    ]);
    const used = await t.app.deps.db
      .selectFrom('servers')
      .innerJoin('modpacks', 'modpacks.id', 'servers.modpack_id')
      .select('modpacks.version')
      .distinct()
      .execute();
    expect(used).toEqual([{ version: '2.9.x' }]);
    // 3,600 trades written twice over: 12 s on SQLite, past the default 30 s on PostgreSQL on a loaded machine.
  }, 120_000);

  it('gives every demo account (password tradehall-demo) something to see', async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const get = await signIn(username);
      const servers = (await get('/api/servers')).json<Server[]>();
      expect(servers.length, username).toBe(2);
      const found = (
        await get(`/api/trades/search?q=mending&only_ench=true&server_id=${servers[0]!.id}`)
      ).json<Trade[]>();
      expect(found.length, username).toBeGreaterThan(0);
    }
    const user = await signIn('demo_user');
    const servers = (await user('/api/servers')).json<Server[]>();
    expect(servers.map((s) => [s.name, s.owner_username])).toEqual([
      ['Tradehall SMP', 'demo_user'],
      ['Frontier Realm', 'demo_editor'],
    ]);
    const towns = (await user(`/api/towns?server_id=${servers[0]!.id}`)).json<{ name: string }[]>();
    expect(towns.map((town) => town.name).sort()).toEqual(['bones', 'canz', 'fortress', 'hilltop', 'oasis']);
  });

  it('makes mostly librarian book trades at vanilla prices, and other careers’ trades, the same every time', async () => {
    const reference = await loadGeneratorReference(t.app.deps.db);
    const locations = [{ server_id: 1, town_id: 1, location_id: 1 }];
    const make = () => generateTrades(reference, new Prng(7), locations, 400, { now: 'now' });
    const trades = make();
    expect(make()).toEqual(trades);
    const books = trades.filter((tr) => tr.trade.sell_item === 'Enchanted Book');
    expect(books.length / trades.length).toBeGreaterThan(0.5);
    expect(books.every((tr) => tr.enchantments.length === 1 && tr.trade.cost_item2 === 'Book')).toBe(true);
    expect(books.every((tr) => tr.trade.cost_amount1 >= 1 && tr.trade.cost_amount1 <= 64)).toBe(true);
    expect(new Set(trades.map((tr) => tr.trade.villager_type)).size).toBeGreaterThan(5);
    const farmer = trades.find(
      (tr) => tr.trade.villager_type === 'Farmer' && tr.trade.sell_item === 'Emerald',
    );
    expect(farmer?.trade.cost_item1).toMatch(/Wheat|Potato|Carrot|Pumpkin|Melon/);

    const prng = new Prng(1);
    const prices = Array.from({ length: 2000 }, () => bookPrice(prng, 1, false));
    expect(Math.max(...prices)).toBeLessThanOrEqual(19);
    expect(prices.filter((p) => p < 5).length).toBeGreaterThan(0);
    const treasure = Array.from({ length: 2000 }, () => bookPrice(prng, 1, true));
    expect(Math.max(...treasure)).toBeLessThanOrEqual(38);
    expect(Math.max(...Array.from({ length: 2000 }, () => bookPrice(prng, 5, true)))).toBe(64);
  });
});
