import { ADDED_FIELD_DEFAULTS, type Trade } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { nextSort, readSort, sortTrades, writeSort } from './trade-sort';

const trade = (id: number, over: Partial<Trade>): Trade => ({
  id,
  server_id: 1,
  town: 'canz',
  town_id: 1,
  location: 'Hall',
  location_id: 1,
  row: 'A',
  num: id,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: 10,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  ...ADDED_FIELD_DEFAULTS,
  row_version: 1,
  enchantments: [],
  ...over,
});

const enchanted = (name: string, level: number) => [{ name, level, maxlevel: 5, mcid: `m:${name}` }];
const trades = [
  trade(1, { cost_amount1: 30, enchantments: enchanted('Sharpness', 3) }),
  trade(2, { cost_amount1: 9, enchantments: enchanted('Sharpness', 5) }),
  trade(3, { cost_amount1: 12, town: 'bones', enchantments: enchanted('Lesser Sharpness', 5) }),
  trade(4, { cost_amount1: 9, enchantments: enchanted('Mending', 1) }),
];
const ids = (list: readonly Trade[]) => list.map((t) => t.id);

describe('sortTrades', () => {
  it.each([
    ['no sort keeps the server order', null, [1, 2, 3, 4]],
    ['price ascending, ties in server order', 'price', [2, 4, 3, 1]],
    ['price descending', '-price', [1, 3, 2, 4]],
    ['level descending', '-level', [2, 3, 1, 4]],
    ['level ascending', 'level', [4, 1, 3, 2]],
    ['town', 'town', [3, 1, 2, 4]],
  ])('%s', (_label, sort, expected) => {
    expect(ids(sortTrades(trades, readSort(sort)))).toEqual(expected);
  });
});

describe('the sort in the address', () => {
  it('reads and writes a column and its direction; unknown columns are no sort', () => {
    expect(readSort('-price')).toEqual({ key: 'price', descending: true });
    expect(writeSort({ key: 'level', descending: false })).toBe('level');
    expect(readSort('secret')).toBeNull();
  });

  it('a header cycles ascending, descending, none (levels start highest first)', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', descending: false });
    expect(nextSort({ key: 'price', descending: false }, 'price')).toEqual({
      key: 'price',
      descending: true,
    });
    expect(nextSort({ key: 'price', descending: true }, 'price')).toBeNull();
    expect(nextSort(null, 'level')).toEqual({ key: 'level', descending: true });
  });
});
