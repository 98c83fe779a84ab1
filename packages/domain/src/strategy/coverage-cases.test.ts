// analyzeCoverage's orderings and filters on small hand-checked halls (coverage.ts).
import { describe, expect, it } from 'vitest';
import { enchantmentList } from '../testkit';
import { analyzeCoverage } from './coverage';
import { buildRemovals } from './removal';
import type { FilterTrade, FilterTradesInput } from './types';

/** A trade at `where` ('Hall 1/A1') for `emeralds` selling each of 'Name level, …'. */
function trade(
  where: string,
  type: string,
  emeralds: number,
  enchantments: string,
  sell_item?: string,
): FilterTrade {
  const [location, spot] = where.split('/');
  return {
    town: 'canz',
    location,
    row: spot[0],
    num: Number(spot.slice(1)),
    villager_type: type,
    cost_item1: 'Emerald',
    cost_amount1: emeralds,
    sell_item,
    enchantments: enchantmentList(enchantments),
  };
}

const analyze = (trades: FilterTrade[], more: Partial<FilterTradesInput> = {}) =>
  analyzeCoverage({ trades, keepCurses: [], ignoreEnchantments: [], curseNames: [], ...more });

describe('analyzeCoverage', () => {
  it('lists a villager’s offers by enchantment name, then highest level first, whatever the trade order', () => {
    const a = analyze([
      trade('Hall 1/A1', 'Librarian', 5, 'Sharpness 5, Protection 4, Mending 1'),
      trade('Hall 1/A2', 'Librarian', 9, 'Sharpness 2'),
      trade('Hall 1/A2', 'Librarian', 9, 'Sharpness 3'),
      trade('Hall 1/A2', 'Librarian', 9, 'Protection 3'),
      trade('Hall 1/A2', 'Librarian', 9, 'Mending 1'),
    ]);
    const offers = (v: number) => a.offers[v].map((o) => `${a.enchantments[o.enchantment]} ${o.level}`);
    expect(offers(0)).toEqual(['Mending 1', 'Protection 4', 'Sharpness 5']);
    expect(offers(1)).toEqual(['Mending 1', 'Protection 3', 'Sharpness 3', 'Sharpness 2']);
    const { removals } = buildRemovals(a, [0]);
    expect(removals.map((r) => r.lost.map((l) => `${l.enchantment} ${l.level}`))).toEqual([
      ['Protection 3', 'Sharpness 3', 'Sharpness 2'],
    ]);
  });

  it('names the villager types of the cheapest sellers in name order, not slot order', () => {
    const a = analyze([
      trade('Hall 1/A1', 'Weaponsmith', 5, 'Sharpness 3'),
      trade('Hall 1/A2', 'Librarian', 5, 'Sharpness 3'),
    ]);
    expect(a.coverage[0].villagerTypes).toEqual(['Librarian', 'Weaponsmith']);
    expect(a.coverage[0].villagerType).toBe('Librarian, Weaponsmith');
  });

  it.each([
    { types: ['Nitwit', 'Librarian', 'Librarian'], type: 'Librarian' },
    { types: ['Nitwit', 'Librarian'], type: 'Librarian' },
    { types: ['Librarian', 'Nitwit'], type: 'Librarian' },
    { types: ['Nitwit', 'Nitwit', 'Librarian'], type: 'Nitwit' },
    { types: ['Cleric', 'Cleric'], type: 'Cleric' },
  ])('takes the most common type of a slot, the first by name on ties: $types', ({ types, type }) => {
    const a = analyze(types.map((t) => trade('Hall 1/A1', t, 5, '')));
    expect(a.villagers.map((v) => v.villagerType)).toEqual([type]);
  });

  it('never counts an enchantment without a name', () => {
    const a = analyze([trade('Hall 1/A1', 'Librarian', 5, ' 1, Mending 1')]);
    expect(a.enchantments).toEqual(['Mending']);
  });

  it('counting books only, an enchantment sold only on gear is not covered; a trade without an item is no book', () => {
    const a = analyze(
      [
        trade('Hall 1/A1', 'Toolsmith', 5, 'Efficiency 5', 'Diamond Pickaxe'),
        trade('Hall 1/A2', 'Librarian', 5, 'Mending 1', 'Enchanted Book'),
        trade('Hall 1/A3', 'Librarian', 5, 'Unbreaking 3'),
      ],
      { booksOnly: true },
    );
    expect(a.enchantments).toEqual(['Mending']);
    expect(a.offers.map((list) => list.length)).toEqual([0, 1, 0]);
  });
});
