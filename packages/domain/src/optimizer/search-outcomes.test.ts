import { describe, expect, it } from 'vitest';
import { evaluateTree } from './evaluate';
import { solveExact } from './exact';
import { GROUPED_VARIANTS, searchGrouped } from './grouped';
import type { SearchBook, SearchOptions } from './search';

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
