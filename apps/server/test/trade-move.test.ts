import type { Location, MoveTradesResult, Trade } from '@tradehall/contracts';
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

const UNRESOLVED = 'Could not resolve source/destination town ID - refresh towns and try again.';

const slot = (town: 'canz' | 'bones', location: string, row: string, num: number) => ({
  town,
  town_id: w.towns[town],
  location,
  row,
  num,
});
const villager = (query: string) => ok<Trade[]>(w.owner, 'GET', `/api/trades?server_id=${w.a.id}&${query}`);
const addTrade = (row: string, num: number, enchantment = 'Unbreaking') =>
  ok<Trade>(
    w.owner,
    'POST',
    '/api/trades',
    {
      server_id: w.a.id,
      town_id: w.towns.canz,
      location: 'North Wing',
      row,
      num,
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: 7,
      sell_item: 'Enchanted Book',
      enchantments: [{ name: enchantment, level: 1 }],
    },
    201,
  );

describe(`move and copy trades (${testDialect})`, () => {
  it('moves listed trades to another slot, creating the location, and logs before and after', async () => {
    const one = await addTrade('K', 1);
    const two = await addTrade('K', 2);
    const result = await ok<MoveTradesResult>(w.member, 'POST', '/api/trades/move', {
      action: 'Move',
      trade_ids: [one.id, two.id],
      new_location: slot('bones', 'Annex', 'L', 5),
    });
    expect(result).toEqual({ message: 'Moved 2 trades to bones / Annex L5.', trade_ids: [one.id, two.id] });
    const moved = await villager('town=bones&location=Annex&row=L&num=5');
    expect(moved.map((tr) => tr.id)).toEqual([one.id, two.id]);
    expect(moved[0]).toMatchObject({
      town_id: w.towns.bones,
      row_version: 2,
      enchantments: [{ name: 'Unbreaking' }],
    });
    expect(await villager('town=canz&row=K')).toEqual([]);
    const log = await lastLog(t, 'trades');
    expect(log).toMatchObject({ action: 'move', username: w.member.username });
    expect(log.details).toMatchObject({
      trade_ids: [one.id, two.id],
      before: [
        { id: one.id, town: 'canz', location: 'North Wing', row: 'K', num: 1 },
        { id: two.id, town: 'canz', location: 'North Wing', row: 'K', num: 2 },
      ],
      after: { town: 'bones', location: 'Annex', row: 'L', num: 5 },
    });
  });

  it('copies every trade of a source slot (old_location), enchantments included', async () => {
    const one = await addTrade('M', 1, 'Mending');
    await addTrade('M', 1, 'Infinity');
    const result = await ok<MoveTradesResult>(w.owner, 'POST', '/api/trades/move', {
      action: 'Copy',
      old_location: slot('canz', 'north wing', 'M', 1),
      new_location: slot('canz', 'Main Hall', 'M', 2),
    });
    expect(result.message).toBe('Copied 2 trades to canz / Main Hall M2.');
    expect(result.trade_ids).toHaveLength(2);
    expect(result.trade_ids).not.toContain(one.id);
    expect((await villager('town=canz&location=North Wing&row=M&num=1')).length).toBe(2);
    const copies = await villager('town=canz&location=Main Hall&row=M&num=2');
    expect(copies.map((tr) => tr.enchantments[0]?.name).sort()).toEqual(['Infinity', 'Mending']);
    expect(copies.every((tr) => tr.row_version === 1 && tr.cost_amount1 === 7)).toBe(true);
    expect((await lastLog(t, 'trades')).action).toBe('copy');
    const found = await ok<Trade[]>(w.owner, 'GET', `/api/trades/search?q=infinity&server_id=${w.a.id}`);
    expect(found).toHaveLength(2);
  });

  it('refuses a move that fails half way and changes nothing (no new location, no moved trade)', async () => {
    const mine = await addTrade('N', 1);
    const before = { trades: await countRows(t, 'trades'), locations: await countRows(t, 'locations') };
    const logs = await countRows(t, 'logs');
    const response = await w.owner.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: {
        action: 'Move',
        trade_ids: [mine.id, w.trades.otherMending.id],
        new_location: slot('canz', 'Brand New Hall', 'N', 2),
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You are not a member of this server.' });
    expect(await countRows(t, 'locations')).toBe(before.locations);
    expect(await countRows(t, 'trades')).toBe(before.trades);
    expect(await countRows(t, 'logs')).toBe(logs);
    const locations = await ok<Location[]>(w.owner, 'GET', `/api/towns/${w.towns.canz}/locations`);
    expect(locations.map((l) => l.name)).not.toContain('Brand New Hall');
    expect((await villager('town=canz&row=N&num=1')).map((tr) => tr.id)).toEqual([mine.id]);
    expect((await ok<Trade[]>(w.other, 'GET', `/api/trades?server_id=${w.b.id}`))[0]?.row_version).toBe(1);
  });

  it('refuses unknown trade ids (403), unresolvable town ids, and an empty source slot', async () => {
    const mine = await addTrade('P', 1);
    const unknownTrade = await w.owner.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: {
        action: 'Copy',
        trade_ids: [mine.id, 987654],
        new_location: slot('canz', 'Main Hall', 'P', 2),
      },
    });
    expect(unknownTrade.statusCode).toBe(403);
    for (const townId of [987654, w.towns.faraway]) {
      const response = await w.owner.request({
        method: 'POST',
        url: '/api/trades/move',
        payload: {
          action: 'Move',
          trade_ids: [mine.id],
          new_location: { ...slot('canz', 'Main Hall', 'P', 2), town_id: townId },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: UNRESOLVED });
      const asSource = await w.owner.request({
        method: 'POST',
        url: '/api/trades/move',
        payload: {
          action: 'Move',
          old_location: { ...slot('canz', 'Main Hall', 'P', 1), town_id: townId },
          new_location: slot('canz', 'Main Hall', 'P', 2),
        },
      });
      expect(asSource.json()).toEqual({ error: UNRESOLVED });
    }
    const empty = await w.owner.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: {
        action: 'Move',
        old_location: slot('canz', 'Main Hall', 'Q', 9),
        new_location: slot('canz', 'Main Hall', 'Q', 10),
      },
    });
    expect(empty.statusCode).toBe(404);
    const same = await w.owner.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: {
        action: 'Move',
        old_location: slot('canz', 'North Wing', 'P', 1),
        new_location: slot('canz', 'north wing', 'P', 1),
      },
    });
    expect(same.statusCode).toBe(400);
    const neither = await w.owner.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: { action: 'Move', new_location: slot('canz', 'Main Hall', 'P', 2) },
    });
    expect(neither.statusCode).toBe(400);
    expect((await villager('town=canz&row=P&num=1')).map((tr) => tr.id)).toEqual([mine.id]);
  });

  it('refuses moves between servers, even for staff who see both', async () => {
    const response = await w.admin.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: {
        action: 'Copy',
        trade_ids: [w.trades.otherMending.id],
        new_location: slot('canz', 'Main Hall', 'R', 1),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/same server/);
  });
});
