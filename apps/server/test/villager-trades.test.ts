import type { WorldScanOffer } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DesiredTrade,
  planVillager,
  type StoredTrade,
  slotOfTrades,
  tradeOfOffer,
} from '../src/modules/world-scans/villager-trades';

/** The pure part of applying a scan: offers as trades, paired with a villager's stored trades. No database. */
const SLOT = { town: 'Canz', location: 'Hall', row: 'A', num: 1 };

const offer = (over: Partial<WorldScanOffer> = {}): WorldScanOffer => ({
  cost_item1: 'Emerald',
  cost_amount1: 20,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Mending', mcid: 'minecraft:mending', level: 1 }],
  uses: 0,
  max_uses: 7,
  ...over,
});

const desired = (n: number, over: Partial<DesiredTrade> = {}): DesiredTrade => ({
  ...tradeOfOffer('Librarian', offer())!,
  ...SLOT,
  offer: n,
  ...over,
});

let nextId = 100;
const stored = (over: Partial<StoredTrade> = {}): StoredTrade => ({
  ...desired(0),
  id: nextId++,
  row_version: 1,
  villager_uuid: 'u',
  ...over,
});

describe('tradeOfOffer', () => {
  it("copies the offer's items and amounts, enchantments by name, under the villager's type", () => {
    expect(tradeOfOffer('Librarian', offer({ cost_amount1: 9, sell_amount: 2 }))).toEqual({
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: 9,
      cost_item2: 'Book',
      cost_amount2: 1,
      sell_item: 'Enchanted Book',
      sell_amount: 2,
      enchantments: [{ name: 'Mending', level: 1 }],
    });
  });

  it('is null when an enchantment matched no reference enchantment', () => {
    const unknown = { name: null, mcid: 'mod:x', level: 2 };
    expect(tradeOfOffer('Librarian', offer({ enchantments: [unknown, ...offer().enchantments] }))).toBeNull();
    expect(tradeOfOffer('Librarian', offer({ enchantments: [...offer().enchantments, unknown] }))).toBeNull();
  });
});

describe('planVillager', () => {
  it('keeps a stored trade equal to an offer, ignoring case and the order of enchantments', () => {
    const two = [
      { name: 'Unbreaking', level: 3 },
      { name: 'Efficiency', level: 5 },
    ];
    const keep = stored({ enchantments: [...two].reverse(), town: 'CANZ', location: 'hall ' });
    const plan = planVillager([desired(0, { enchantments: two })], [keep]);
    expect(plan).toEqual({ unchanged: [keep], updates: [], creates: [], leftovers: [] });
  });

  it.each<[string, Partial<DesiredTrade>]>([
    ['town', { town: 'Elsewhere' }],
    ['location', { location: 'Shed' }],
    ['row', { row: 'B' }],
    ['num', { num: 2 }],
    ['villager type', { villager_type: 'Cleric' }],
    ['first cost item', { cost_item1: 'Gold Ingot' }],
    ['first cost', { cost_amount1: 21 }],
    ['second cost item', { cost_item2: 'Paper' }],
    ['second cost', { cost_amount2: 2 }],
    ['sold item', { sell_item: 'Book' }],
    ['sold amount', { sell_amount: 2 }],
    ['enchantment level', { enchantments: [{ name: 'Mending', level: 2 }] }],
    ['enchantment name', { enchantments: [{ name: 'Sharpness', level: 1 }] }],
  ])('updates a stored trade whose %s differs, in place', (_, change) => {
    const old = stored();
    const wanted = desired(0, change);
    expect(planVillager([wanted], [old])).toEqual({
      unchanged: [],
      updates: [{ stored: old, desired: wanted }],
      creates: [],
      leftovers: [],
    });
  });

  it('pairs the changed offers with the remaining stored trades by id, then creates or leaves the rest', () => {
    const [a, b, c] = [
      stored({ id: 3 }),
      stored({ id: 1, cost_amount1: 5 }),
      stored({ id: 2, cost_amount1: 6 }),
    ];
    const same = desired(0);
    const changed = [desired(1, { cost_amount1: 30 }), desired(2, { cost_amount1: 31 })];
    // Two changed offers, two stored trades left (ids 1 and 2): paired in id order.
    expect(planVillager([same, ...changed], [a, b, c])).toEqual({
      unchanged: [a],
      updates: [
        { stored: b, desired: changed[0] },
        { stored: c, desired: changed[1] },
      ],
      creates: [],
      leftovers: [],
    });
    // More offers than stored trades: the last offers are created.
    expect(planVillager(changed, [c])).toEqual({
      unchanged: [],
      updates: [{ stored: c, desired: changed[0] }],
      creates: [changed[1]],
      leftovers: [],
    });
    // Fewer: the stored trades with the highest ids are left over (removed only with remove_gone).
    expect(planVillager([same], [c, b, a])).toEqual({
      unchanged: [a],
      updates: [],
      creates: [],
      leftovers: [b, c],
    });
    expect(planVillager([], [c, b])).toEqual({ unchanged: [], updates: [], creates: [], leftovers: [b, c] });
  });

  it('tells apart fields and enchantments whose texts only join up the same', () => {
    const split = stored({ town: 'ab', location: 'c' });
    expect(planVillager([desired(0, { town: 'a', location: 'bc' })], [split]).unchanged).toEqual([]);
    const two = stored({
      enchantments: [
        { name: 'a', level: 1 },
        { name: 'b', level: 2 },
      ],
    });
    expect(
      planVillager([desired(0, { enchantments: [{ name: 'a 1b', level: 2 }] })], [two]).unchanged,
    ).toEqual([]);
  });

  it('matches each stored trade once, even when two offers are alike', () => {
    const only = stored();
    const plan = planVillager([desired(0), desired(1)], [only]);
    expect(plan.unchanged).toEqual([only]);
    expect(plan.creates).toEqual([desired(1)]);
  });
});

describe('slotOfTrades', () => {
  it("is the slot most of the villager's trades are in, ignoring case", () => {
    const trades = [
      stored({ id: 1, town: 'Canz', location: 'Hall', row: 'A', num: 1 }),
      stored({ id: 2, town: 'Other', location: 'Shed', row: 'B', num: 2 }),
      stored({ id: 3, town: 'other', location: 'shed', row: 'B', num: 2 }),
    ];
    expect(slotOfTrades(trades)).toEqual({ town: 'Other', location: 'Shed', row: 'B', num: 2 });
  });

  it.each<[string, Partial<StoredTrade>]>([
    ['town', { town: 'Other' }],
    ['location', { location: 'Shed' }],
    ['row', { row: 'B' }],
    ['num', { num: 2 }],
  ])('tells slots apart by %s; a tie goes to the oldest trade', (_, change) => {
    const newer = stored({ id: 9 });
    const older = stored({ id: 4, ...change });
    expect(slotOfTrades([newer, older])).toEqual({ ...SLOT, ...change });
    expect(slotOfTrades([older, newer])).toEqual({ ...SLOT, ...change });
  });

  it("breaks a tie between slots by each slot's oldest trade", () => {
    const x = { town: 'X', location: 'Hall', row: 'A', num: 1 };
    const y = { town: 'Y', location: 'Hall', row: 'A', num: 1 };
    const trades = [
      stored({ id: 5, ...x }),
      stored({ id: 2, ...y }),
      stored({ id: 1, ...x }),
      stored({ id: 3, ...y }),
    ];
    expect(slotOfTrades(trades)).toEqual(x);
  });

  it('needs at least one trade', () => {
    expect(() => slotOfTrades([])).toThrow('a villager without trades has no slot');
  });
});
