import type { Trade } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

// Issue 27: players type enchantments with a level ('Mending I', 'sharpness 5'); exact names rank first.

let t: TestApp;
let w: TradeWorld;
let extra: Record<'lesser' | 'silk' | 'unbreaking2' | 'unbreaking3', Trade>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
  const book = {
    server_id: w.a.id,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 20,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
  };
  const trade = (body: object) => ok<Trade>(w.owner, 'POST', '/api/trades', { ...book, ...body }, 201);
  // In bones: a town that sorts before canz, so exact-first ranking shows against the slot order.
  extra = {
    lesser: await trade({
      town: 'bones',
      location: 'Crypt',
      row: 'A',
      num: 1,
      enchantments: [{ name: 'Lesser Sharpness', level: 5 }],
    }),
    silk: await trade({
      town: 'bones',
      location: 'Crypt',
      row: 'A',
      num: 2,
      enchantments: [{ name: 'Silk Touch', level: 1 }],
    }),
    unbreaking2: await trade({
      town: 'bones',
      location: 'Crypt',
      row: 'A',
      num: 3,
      enchantments: [{ name: 'Unbreaking', level: 2 }],
    }),
    unbreaking3: await trade({
      town: 'bones',
      location: 'Crypt',
      row: 'A',
      num: 4,
      enchantments: [{ name: 'Unbreaking', level: 3 }],
    }),
  };
});
afterAll(() => t.close());

const found = async (q: string) =>
  (
    await ok<Trade[]>(w.owner, 'GET', `/api/trades/search?server_id=${w.a.id}&q=${encodeURIComponent(q)}`)
  ).map((trade) => trade.id);

describe(`search by enchantment and level (${testDialect})`, () => {
  it.each([
    ['Mending I', () => [w.trades.mending.id]],
    ['mending 1', () => [w.trades.mending.id]],
    ['Unbreaking III', () => [extra.unbreaking3.id]],
    ['unbreaking 2', () => [extra.unbreaking2.id]],
    ['silk touch 1', () => [extra.silk.id]],
    ['Silk Touch I', () => [extra.silk.id]],
  ])('%s finds that enchantment at that level only', async (q, expected) => {
    expect(await found(q)).toEqual(expected());
  });

  it("'sharpness 5' finds Sharpness V first, then the other Sharpnesses at level 5, not lower levels", async () => {
    // Sharpness V (canz) ranks before Lesser Sharpness V (bones) although bones sorts first.
    expect(await found('sharpness 5')).toEqual([w.trades.sharpness.id, extra.lesser.id]);
    expect(await found('Sharpness V')).toEqual([w.trades.sharpness.id, extra.lesser.id]);
  });

  it("'sharpness' ranks the trades of the enchantment named exactly first, then the rest in slot order", async () => {
    expect(await found('sharpness')).toEqual([w.trades.sharpness.id, w.trades.sword.id, extra.lesser.id]);
  });

  it('a level no trade has finds nothing; a trailing word that is no level stays text', async () => {
    expect(await found('Mending II')).toEqual([]);
    expect(await found('iron sword')).toEqual([w.trades.sword.id]);
  });
});
