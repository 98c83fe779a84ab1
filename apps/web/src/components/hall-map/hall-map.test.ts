import { describe, expect, it } from 'vitest';
import { nextSlot } from './grid-keys';
import {
  bestEnchantment,
  cellName,
  type HallMapEnchantment,
  type HallMapOffer,
  type HallMapTrade,
  hallMapCellId,
  locationsFromTrades,
  mainOffer,
  offerText,
  parseSlotKey,
  rowsInUse,
  typeMark,
  typeMarks,
  villagersFromTrades,
} from './hall-map';

function offer(enchantments: HallMapEnchantment[], extra: Partial<HallMapOffer> = {}): HallMapOffer {
  return {
    cost_item1: 'Emerald',
    cost_amount1: 12,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments,
    ...extra,
  };
}

function trade(town: string, location: string, row: string, num: number, type = 'Librarian'): HallMapTrade {
  return { ...offer([]), town, location, row, num, villager_type: type };
}

describe('rowsInUse', () => {
  it.each([
    { used: [], rows: ['A'] },
    { used: ['A'], rows: ['A', 'B'] },
    { used: ['C', 'A', 'a'], rows: ['A', 'B', 'C', 'D'] },
    { used: ['B', 'E'], rows: ['A', 'B', 'C', 'D', 'E', 'F'] },
    { used: ['Y'], rows: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('') },
    { used: ['Z'], rows: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('') },
    { used: [' b ', '?', ''], rows: ['A', 'B', 'C'] },
    { used: ['?'], rows: ['A'] },
  ])('$used → $rows', ({ used, rows }) => {
    expect(rowsInUse(used)).toEqual(rows);
  });
});

describe('bestEnchantment', () => {
  it.each([
    { name: 'no trades', trades: [], best: null },
    { name: 'trades without enchantments', trades: [offer([]), offer([])], best: null },
    {
      name: 'the highest level when maxima are unknown',
      trades: [offer([{ name: 'Sharpness', level: 3 }]), offer([{ name: 'Protection', level: 4 }])],
      best: 'Protection',
    },
    {
      name: 'an enchantment at its maximum before a higher level below it',
      trades: [
        offer([{ name: 'Sharpness', level: 4, maxlevel: 5 }]),
        offer([{ name: 'Mending', level: 1, maxlevel: 1 }]),
      ],
      best: 'Mending',
    },
    {
      name: 'a known maximum before an unknown one',
      trades: [
        offer([
          { name: 'Modded', level: 9 },
          { name: 'Unbreaking', level: 2, maxlevel: 3 },
        ]),
      ],
      best: 'Unbreaking',
    },
    {
      name: 'equal share and level: the first name alphabetically',
      trades: [
        offer([{ name: 'Power', level: 5, maxlevel: 5 }]),
        offer([{ name: 'Efficiency', level: 5, maxlevel: 5 }]),
      ],
      best: 'Efficiency',
    },
  ])('$name', ({ trades, best }) => {
    expect(bestEnchantment(trades)?.name ?? null).toBe(best);
  });
});

describe('cellName', () => {
  const librarian = {
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    trades: [offer([{ name: 'Mending', level: 1 }])],
  };
  const farmer = { row: 'A', num: 2, villager_type: 'Farmer', trades: [offer([], { sell_item: 'Bread' })] };
  it.each([
    { slot: { row: 'A', num: 1 }, villager: librarian, marks: {}, name: 'A1 Librarian: Mending I' },
    { slot: { row: 'A', num: 2 }, villager: farmer, marks: {}, name: 'A2 Farmer: Bread' },
    { slot: { row: 'B', num: 12 }, villager: null, marks: {}, name: 'B12 empty' },
    {
      slot: { row: 'A', num: 1 },
      villager: librarian,
      marks: { state: 'keep' as const },
      name: 'A1 Librarian: Mending I, keep',
    },
    {
      slot: { row: 'C', num: 3 },
      villager: null,
      marks: { state: 'uncovered' as const },
      name: 'C3 empty, not covered',
    },
    {
      slot: { row: 'A', num: 1 },
      villager: librarian,
      marks: { state: 'remove' as const, highlighted: true },
      name: 'A1 Librarian: Mending I, remove, highlighted',
    },
  ])('$name', ({ slot, villager, marks, name }) => {
    expect(cellName(slot, villager, marks)).toBe(name);
  });
});

describe('typeMark', () => {
  const GAME_TYPES = [
    'Farmer',
    'Fisherman',
    'Shepherd',
    'Fletcher',
    'Librarian',
    'Cartographer',
    'Cleric',
    'Armorer',
    'Weapon Smith',
    'Tool Smith',
    'Butcher',
    'Leatherworker',
    'Nitwit',
    'Mason',
  ];

  it('gives every villager type of the game its own mark', () => {
    const marks = GAME_TYPES.map(typeMark);
    expect(new Set(marks).size).toBe(GAME_TYPES.length);
    for (const mark of marks) expect(mark).toMatch(/^[A-Z][A-Za-z]$/);
  });

  it.each([
    { type: 'Librarian', mark: 'Li' },
    { type: 'Leatherworker', mark: 'Le' },
    { type: 'Cleric', mark: 'Cl' },
    { type: 'Cartographer', mark: 'Ca' },
    { type: 'Fletcher', mark: 'Fl' },
    { type: 'weapon  smith', mark: 'WS' },
    { type: 'Weaponsmith', mark: 'WS' },
    { type: 'Bank Teller', mark: 'BT' },
    { type: 'banker', mark: 'Ba' },
    { type: 'Profession 7', mark: 'P7' },
    { type: '  ', mark: '?' },
  ])('$type → $mark', ({ type, mark }) => {
    expect(typeMark(type)).toBe(mark);
  });

  it('lists the types of a map once each, in natural order, with their marks', () => {
    const villager = (villager_type: string) => ({ row: 'A', num: 1, villager_type, trades: [] });
    expect(
      typeMarks([
        villager('Librarian'),
        villager('Farmer'),
        villager('Librarian'),
        villager('Leatherworker'),
      ]),
    ).toEqual([
      { type: 'Farmer', mark: 'Fa' },
      { type: 'Leatherworker', mark: 'Le' },
      { type: 'Librarian', mark: 'Li' },
    ]);
  });
});

describe('mainOffer', () => {
  const sells = (sell_item: string, cost_item1 = 'Emerald') =>
    offer([], { sell_item, cost_item1, cost_item2: '', cost_amount2: 0 });
  it.each([
    { name: 'no trades', trades: [], text: '' },
    {
      name: 'the best enchantment first',
      trades: [sells('Bread'), offer([{ name: 'Mending', level: 1 }])],
      text: 'Mending I',
    },
    {
      name: 'the first sale that is not an emerald',
      trades: [sells('Emerald', 'Wheat'), sells('Bread')],
      text: 'Bread',
    },
    {
      name: 'an armorer',
      trades: [sells('Emerald', 'Coal'), sells('Iron Chestplate')],
      text: 'Iron Chestplate',
    },
    {
      name: 'a fletcher, emeralds in any case',
      trades: [sells('emerald', 'String'), sells('Arrow')],
      text: 'Arrow',
    },
    { name: 'a villager that only buys', trades: [sells('Emerald', 'Wheat')], text: 'Buys Wheat' },
  ])('$name', ({ trades, text }) => {
    expect(mainOffer(trades)).toBe(text);
  });
});

describe('offerText', () => {
  it.each([
    {
      offer: offer([{ name: 'Mending', level: 1 }]),
      text: '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book',
    },
    {
      offer: offer([], { cost_item2: '', cost_amount2: 0, sell_item: 'Bread', sell_amount: 6 }),
      text: '6 Bread for 12 Emerald',
    },
    {
      offer: offer([
        { name: 'Sharpness', level: 5 },
        { name: 'Odd', level: 0 },
      ]),
      text: '1 Enchanted Book (Sharpness V, Odd 0) for 12 Emerald + 1 Book',
    },
    {
      offer: offer([{ name: 'Mending', level: 1 }], { notes: 'cured' }),
      text: '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book · cured',
    },
  ])('$text', ({ offer: o, text }) => {
    expect(offerText(o)).toBe(text);
  });
});

describe('parseSlotKey', () => {
  it.each([
    { key: 'A1', slot: { row: 'A', num: 1 } },
    { key: 'z20', slot: { row: 'Z', num: 20 } },
    { key: 'A0', slot: null },
    { key: 'A21', slot: null },
    { key: 'AA1', slot: null },
    { key: '', slot: null },
  ])('$key', ({ key, slot }) => {
    expect(parseSlotKey(key)).toEqual(slot);
  });
});

describe('villagersFromTrades and locationsFromTrades', () => {
  it('groups trades into one villager per slot, in slot order', () => {
    const villagers = villagersFromTrades([
      trade('canz', 'Main Hall', 'B', 2),
      trade('canz', 'Main Hall', 'A', 10),
      trade('canz', 'Main Hall', 'b', 2, 'Cleric'),
      trade('canz', 'Main Hall', 'A', 9, 'Farmer'),
    ]);
    expect(villagers.map((v) => [v.row, v.num, v.villager_type, v.trades.length])).toEqual([
      ['A', 9, 'Farmer', 1],
      ['A', 10, 'Librarian', 1],
      ['B', 2, 'Librarian', 2],
    ]);
  });

  it('makes one map per town and location, ordered naturally by town then location', () => {
    const maps = locationsFromTrades([
      trade('canz', 'Main Hall', 'A', 1),
      trade('bones', 'Crypt', 'A', 1),
      trade('canz', 'Hall 10', 'A', 1),
      trade('canz', 'Hall 2', 'A', 1),
      trade('canz', 'Main Hall', 'A', 2),
    ]);
    expect(maps.map((m) => [m.town, m.location, m.villagers.length])).toEqual([
      ['bones', 'Crypt', 1],
      ['canz', 'Hall 2', 1],
      ['canz', 'Hall 10', 1],
      ['canz', 'Main Hall', 2],
    ]);
  });
});

describe('nextSlot', () => {
  const rows = ['A', 'C', 'D'];
  it.each([
    { from: 'A1', key: 'ArrowRight', to: 'A2' },
    { from: 'A20', key: 'ArrowRight', to: 'A20' },
    { from: 'A1', key: 'ArrowLeft', to: 'A1' },
    { from: 'C5', key: 'ArrowLeft', to: 'C4' },
    { from: 'A5', key: 'ArrowDown', to: 'C5' },
    { from: 'D5', key: 'ArrowDown', to: 'D5' },
    { from: 'C5', key: 'ArrowUp', to: 'A5' },
    { from: 'C5', key: 'Home', to: 'C1' },
    { from: 'C5', key: 'End', to: 'C20' },
    { from: 'C5', key: 'Home', ctrlKey: true, to: 'A1' },
    { from: 'C5', key: 'End', ctrlKey: true, to: 'D20' },
    { from: 'D7', key: 'PageUp', to: 'A7' },
    { from: 'A7', key: 'PageDown', to: 'D7' },
    { from: 'A7', key: 'Tab', to: null },
    { from: 'nonsense', key: 'ArrowRight', to: null },
  ])('$from $key (ctrl $ctrlKey) → $to', ({ from, key, ctrlKey, to }) => {
    expect(nextSlot(from, { key, ctrlKey }, rows)).toBe(to);
  });
});

describe('hallMapCellId', () => {
  it('gives a valid, distinct id for names with spaces and symbols', () => {
    const id = hallMapCellId('canz', 'Main Hall', 'A1');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).not.toBe(hallMapCellId('canz', 'Main_Hall', 'A1'));
  });
});
