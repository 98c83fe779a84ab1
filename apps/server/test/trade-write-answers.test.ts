import type { SavedTrade, Trade } from '@tradehall/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';
import { buildTradeWorld, type TradeWorld } from './trade-world';

/**
 * The trade writes answer the stored trade without reading it back (issue 29: fewer statements under the server
 * lock), keep the item-type map in memory between writes while its version stays, and send their audit rows with
 * their last statement. What a write answers must still be what a read of the trade answers, and the map's changes
 * (whoever makes them) must reach the next write.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

async function stored(session: Session, id: number): Promise<Trade> {
  const response = await session.request({ method: 'GET', url: `/api/trades?server_id=${w.a.id}` });
  expect(response.statusCode, response.body).toBe(200);
  const trade = response.json<Trade[]>().find((row) => row.id === id);
  expect(trade).toBeDefined();
  return trade!;
}

function plain(saved: SavedTrade): Trade {
  const { warnings: _warnings, ...trade } = saved;
  return trade;
}

async function logsSince(id: number) {
  return t.app.deps.db
    .selectFrom('logs')
    .select(['id', 'action', 'table_name', 'details'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}

async function lastLogId(): Promise<number> {
  const row = await t.app.deps.db
    .selectFrom('logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('trade writes answer the stored trade', () => {
  it('create: a town by name in other case, a new location (trimmed), enchantments in name order', async () => {
    const before = await lastLogId();
    const response = await w.owner.request({
      method: 'POST',
      url: '/api/trades',
      payload: {
        server_id: w.a.id,
        town: 'CANZ',
        location: '  East Annex ',
        row: 'D',
        num: 4,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 12,
        sell_item: 'Enchanted Book',
        enchantments: [
          { name: 'unbreaking', level: 3 },
          { name: 'Mending', level: 1 },
          { name: 'Efficiency', level: 2 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = plain(response.json<SavedTrade>());
    expect(saved.town).toBe('canz');
    expect(saved.location).toBe('East Annex');
    expect(saved.enchantments.map((e) => e.name)).toEqual(['Efficiency', 'Mending', 'Unbreaking']);
    expect(saved).toEqual(await stored(w.owner, saved.id));
    // The enchantment rows carry their trade's server (searches by enchantment read that server's rows only).
    const links = await sql<{ server_id: number }>`
      select server_id from trade_enchantments where trade_id = ${saved.id}`.execute(t.app.deps.db);
    expect(links.rows.map((row) => Number(row.server_id))).toEqual([w.a.id, w.a.id, w.a.id]);

    // One audit row per row written, location first, in the same order as they were written.
    const logs = await logsSince(before);
    expect(logs.map((row) => [row.action, row.table_name])).toEqual([
      ['create', 'locations'],
      ['create', 'trades'],
    ]);
    expect(JSON.parse(logs[1]!.details)).toEqual({ after: saved });
  });

  it('update: the same enchantments stay, other ones replace them; the answer is the stored trade', async () => {
    const trade = w.trades.sword;
    const same = await w.owner.request({
      method: 'PUT',
      url: `/api/trades/${trade.id}`,
      payload: {
        row: 'C',
        num: 2,
        location: 'north wing',
        villager_type: 'Weapon Smith',
        cost_item1: 'Emerald',
        cost_amount1: 11,
        sell_item: 'Iron Sword',
        enchantments: [{ name: 'Sharpness', level: 2 }],
      },
    });
    expect(same.statusCode, same.body).toBe(200);
    const kept = plain(same.json<SavedTrade>());
    expect(kept.row_version).toBe(trade.row_version + 1);
    expect(kept.location).toBe('North Wing');
    expect(kept.enchantments).toEqual(trade.enchantments);
    expect(kept).toEqual(await stored(w.owner, trade.id));

    const other = await w.owner.request({
      method: 'PUT',
      url: `/api/trades/${trade.id}`,
      payload: {
        row: 'C',
        num: 2,
        location: 'North Wing',
        villager_type: 'Weapon Smith',
        cost_item1: 'Emerald',
        cost_amount1: 11,
        sell_item: 'Iron Sword',
        enchantments: [
          { name: 'Unbreaking', level: 1 },
          { name: 'Sharpness', level: 3 },
        ],
        row_version: kept.row_version,
      },
    });
    expect(other.statusCode, other.body).toBe(200);
    const replaced = plain(other.json<SavedTrade>());
    expect(replaced.enchantments.map((e) => [e.name, e.level])).toEqual([
      ['Sharpness', 3],
      ['Unbreaking', 1],
    ]);
    expect(replaced).toEqual(await stored(w.owner, trade.id));
  });
});

describe('the item-type map kept between trade writes', () => {
  const pickaxeSharpness = {
    server_id: 0,
    town: 'canz',
    location: 'Main Hall',
    row: 'E',
    num: 1,
    villager_type: 'Tool Smith',
    cost_item1: 'Emerald',
    cost_amount1: 9,
    sell_item: 'Iron Pickaxe',
    enchantments: [{ name: 'Sharpness', level: 1 }],
  };

  it('follows a change of the map made straight in the database, and its undoing', async () => {
    const create = () =>
      w.owner.request({
        method: 'POST',
        url: '/api/trades',
        payload: { ...pickaxeSharpness, server_id: w.a.id },
      });
    const refused = await create();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ error: 'Sharpness cannot be put on Iron Pickaxe.' });

    // A tool writing the table, not the app: the map's version (migration 020) still moves.
    const { id } = await t.app.deps.db
      .insertInto('item_type_map')
      .values({ keyword: 'pickaxe', type: 'SWORD' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accepted = await create();
    expect(accepted.statusCode, accepted.body).toBe(201);

    await t.app.deps.db.deleteFrom('item_type_map').where('id', '=', id).execute();
    const again = await create();
    expect(again.statusCode, again.body).toBe(400);
  });
});
