import { describe, expect, it } from 'vitest';
import { evaluateTree } from './evaluate';
import { solveExact } from './exact';
import { GROUPED_VARIANTS, searchGrouped } from './grouped';
import { planEnchantments } from './optimizer';
import type { SearchBook, SearchOptions } from './search';
import { enchantment } from './testkit';
import type { OptimizerRarity } from './types';

// What searchGrouped tells when its shrunk search finds nothing under the cap: three books whose only plans
// under 12 levels the coarse search misses, with a pair budget forced small.

const BOOKS: readonly SearchBook[] = [
  { value: 6, rarity: 'Common' },
  { value: 11, rarity: 'Very Rare' },
  { value: 7, rarity: 'Very Rare' },
];
const UNDER_12: SearchOptions = { objective: 'levels', levelCap: 12, itemPriorWork: 0 };

describe('searchGrouped with nothing found under the cap at first (27 pairs)', () => {
  const optimum = solveExact(
    BOOKS.map((book) => ({ value: book.value, priorWork: 0 })),
    UNDER_12,
  );

  it('a plan fits: solveExact finds it', () => {
    expect(optimum?.cost).toBe(28);
  });

  it('budget 1: the retry (8 pairs) finds nothing either, and 27 pairs were never searched whole: not proven', () => {
    expect(searchGrouped(BOOKS, UNDER_12, GROUPED_VARIANTS, 1)).toEqual({ status: 'none', proven: false });
  });

  it('budget 27: all 27 pairs fit the budget at once, nothing is pre-merged or rounded', () => {
    for (const variants of [GROUPED_VARIANTS, [{ pairWithin: 'rarity', maxPieces: 1 } as const]]) {
      const outcome = searchGrouped(BOOKS, UNDER_12, variants, 27);
      expect(outcome).toMatchObject({ status: 'found', result: { cost: 28, exact: true } });
    }
  });

  it.each([
    [3, false],
    [4, true],
  ])('budget %i: the retry with 8 times the budget finds the optimum (exact: %s)', (budget, exact) => {
    const outcome = searchGrouped(BOOKS, UNDER_12, GROUPED_VARIANTS, budget);
    if (outcome.status !== 'found') throw new Error(`nothing found: ${JSON.stringify(outcome)}`);
    expect(outcome.result.cost).toBe(28);
    // 24 pairs still round the values; 32 hold all 27 pairs.
    expect(outcome.result.exact).toBe(exact);
    const values = BOOKS.map((book) => book.value);
    expect(evaluateTree(outcome.result.tree, values, 'levels', 0).maxStepLevels).toBeLessThan(12);
  });
});

describe('searchGrouped proving that nothing fits after its retry', () => {
  // Eleven books (177,147 pairs) none of whose plans keeps every step under 44 levels, which the relaxed problem
  // of 60,000 pairs cannot show: the retry with 8 x 22,144 pairs searches them all, and that proves it.
  const RARITIES: readonly OptimizerRarity[] = [
    'Very Rare',
    'Common',
    'Uncommon',
    'Very Rare',
    'Common',
    'Uncommon',
  ];
  const books: SearchBook[] = [1, 13, 25, 15, 5, 28, 29, 19, 9, 10, 33].map((value, i) => ({
    value,
    rarity: RARITIES[i % RARITIES.length],
  }));

  it('none, proven', () => {
    const options: SearchOptions = { objective: 'levels', levelCap: 44, itemPriorWork: 0 };
    expect(searchGrouped(books, options, GROUPED_VARIANTS, 22_144)).toEqual({ status: 'none', proven: true });
    expect(
      solveExact(
        books.map((book) => ({ value: book.value, priorWork: 0 })),
        { ...options, levelCap: 45 },
      ),
    ).not.toBeNull();
  });
});

describe('searchGrouped pre-merging under a cap that no merge reaches', () => {
  const SETS: ReadonlyArray<readonly SearchBook[]> = [
    [1, 2, 3, 4, 5].map((value) => ({ value, rarity: 'Common' })),
    [
      { value: 8, rarity: 'Very Rare' },
      { value: 3, rarity: 'Uncommon' },
      { value: 3, rarity: 'Uncommon' },
      { value: 5, rarity: 'Common' },
      { value: 7, rarity: 'Rare', priorWork: 1 },
    ],
  ];

  it.each([1, 4, 20])('budget %i: the same plan as without the cap', (budget) => {
    for (const books of SETS) {
      for (const pairWithin of ['rarity', 'all'] as const) {
        const variants = [{ pairWithin, maxPieces: 1 }];
        const free = searchGrouped(books, { ...UNDER_12, levelCap: null }, variants, budget);
        expect(free.status).toBe('found');
        expect(searchGrouped(books, { ...UNDER_12, levelCap: 1000 }, variants, budget)).toEqual(free);
      }
    }
  });
});

describe('True Optimal where the grouped search rounds', () => {
  // Twelve books of twelve different values (531,441 pairs, above the grouped budget of 300,000).
  const LEVELS: ReadonlyArray<readonly [OptimizerRarity, number]> = [
    ['Common', 1],
    ['Rare', 1],
    ['Very Rare', 1],
    ['Very Rare', 2],
    ['Common', 3],
    ['Rare', 3],
    ['Very Rare', 3],
    ['Very Rare', 4],
    ['Common', 5],
    ['Rare', 5],
    ['Very Rare', 5],
    ['Common', 7],
  ];
  const enchantments = LEVELS.map(([rarity, level], i) => enchantment(`E${i}`, rarity, 8, level));

  it('searches every book under the rounded plan and proves its plan optimal', () => {
    // The grouped plan happens to cost the optimum, which solveExact over all books found (160 levels).
    const fast = planEnchantments({ item: 'Sword', enchantments });
    expect(fast.provenOptimal).toBe(false);
    expect(fast.totals.levels).toBe(160);
    const plan = planEnchantments({ item: 'Sword', enchantments, strategy: 'optimal' });
    expect(plan.provenOptimal).toBe(true);
    expect(plan.feasibleUnderCap).toBe(true);
    expect(plan.totals.levels).toBe(160);
  });
});
