// buildRemovals with kept villagers given by hand (filterTrades always passes a minimum cover).
import { describe, expect, it } from 'vitest';
import { enchantmentList } from '../testkit';
import { analyzeCoverage } from './coverage';
import { buildRemovals } from './removal';
import type { FilterTrade } from './types';

/** A librarian's book trade at A<num>: `emeralds` + `books` Book for each of 'Name level, …'. */
function book(num: number, emeralds: number, enchantments: string, books = 1): FilterTrade {
  return {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: emeralds,
    cost_item2: 'Book',
    cost_amount2: books,
    enchantments: enchantmentList(enchantments),
  };
}

/** Removals as 'A2: Mending 1, …' (what is lost) and the slots not judged; `kept` are slot numbers. */
function removalsOf(trades: FilterTrade[], kept: number[]) {
  const analysis = analyzeCoverage({ trades, keepCurses: [], ignoreEnchantments: [], curseNames: [] });
  const index = kept.map((num) => analysis.villagers.findIndex((v) => v.num === num));
  const { removals, notJudged } = buildRemovals(analysis, index);
  return {
    removals: removals.map(
      (r) => `A${r.num}: ${r.lost.map((l) => `${l.enchantment} ${l.level}`).join(', ')}`,
    ),
    notJudged: notJudged.map((v) => `A${v.num}`),
  };
}

describe('buildRemovals', () => {
  it.each([
    {
      name: 'the same level for the same price is as good',
      trades: [book(1, 10, 'Mending 1'), book(2, 10, 'Mending 1')],
      kept: [1],
      expected: { removals: ['A2: '], notJudged: [] },
    },
    {
      name: 'the same level for more emeralds is worse: not removable',
      trades: [book(1, 11, 'Mending 1'), book(2, 10, 'Mending 1')],
      kept: [1],
      expected: { removals: [], notJudged: [] },
    },
    {
      name: 'the same emeralds and more books is worse: not removable',
      trades: [book(1, 10, 'Mending 1', 2), book(2, 10, 'Mending 1')],
      kept: [1],
      expected: { removals: [], notJudged: [] },
    },
    {
      name: 'a higher kept level covers a lower one, which is listed as lost',
      trades: [book(1, 30, 'Sharpness 5'), book(2, 5, 'Sharpness 4')],
      kept: [1],
      expected: { removals: ['A2: Sharpness 4'], notJudged: [] },
    },
    {
      name: 'a lower kept level does not cover a higher one',
      trades: [book(1, 5, 'Sharpness 4'), book(2, 30, 'Sharpness 5')],
      kept: [1],
      expected: { removals: [], notJudged: [] },
    },
    {
      name: 'of two kept villagers selling one level, the cheaper counts, whichever comes first',
      trades: [book(1, 20, 'Looting 3'), book(2, 10, 'Looting 3'), book(3, 15, 'Looting 3')],
      kept: [1, 2],
      expected: { removals: ['A3: '], notJudged: [] },
    },
    {
      name: 'the same with the cheaper kept first',
      trades: [book(1, 10, 'Looting 3'), book(2, 20, 'Looting 3'), book(3, 15, 'Looting 3')],
      kept: [1, 2],
      expected: { removals: ['A3: '], notJudged: [] },
    },
    {
      name: 'every offer must be matched: one unmatched keeps the villager',
      trades: [book(1, 10, 'Mending 1'), book(2, 10, 'Mending 1, Unbreaking 3')],
      kept: [1],
      expected: { removals: [], notJudged: [] },
    },
    {
      name: 'a villager selling nothing that counts is not judged; kept ones are neither',
      trades: [
        book(1, 10, 'Mending 1'),
        book(2, 10, ''),
        { ...book(3, 4, ''), villager_type: 'Farmer', cost_item2: '', cost_amount2: 0 },
      ],
      kept: [1, 2],
      expected: { removals: [], notJudged: ['A3'] },
    },
    {
      name: 'lost levels are those no kept villager sells at all, in offer order',
      trades: [
        book(1, 40, 'Protection 4, Sharpness 5'),
        book(2, 5, 'Protection 3, Sharpness 2'),
        book(3, 40, 'Protection 4'),
      ],
      kept: [1],
      expected: { removals: ['A2: Protection 3, Sharpness 2', 'A3: '], notJudged: [] },
    },
    {
      name: 'nothing kept: every judged villager stays',
      trades: [book(1, 10, 'Mending 1'), book(2, 10, 'Mending 1')],
      kept: [],
      expected: { removals: [], notJudged: [] },
    },
  ])('$name', ({ trades, kept, expected }) => {
    expect(removalsOf(trades, kept)).toEqual(expected);
  });

  it('carries the villager’s fields into its removal row', () => {
    const trades = [book(1, 10, 'Mending 1'), book(2, 10, 'Mending 1')];
    const analysis = analyzeCoverage({ trades, keepCurses: [], ignoreEnchantments: [], curseNames: [] });
    expect(buildRemovals(analysis, [0]).removals).toEqual([{ ...analysis.villagers[1], lost: [] }]);
  });
});
