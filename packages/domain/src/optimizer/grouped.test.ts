import { describe, expect, it } from 'vitest';
import { caseCount } from '../testkit';
import { enchantmentMultiplier } from './cost';
import { solveExact } from './exact';
import { searchGrouped } from './grouped';
import { planEnchantments } from './optimizer';
import type { SearchBook } from './search';
import { randomEnchantments, seededRandom } from './testkit';
import type { PlanEnchantmentInput } from './types';

const booksOf = (enchantments: readonly PlanEnchantmentInput[]): SearchBook[] =>
  enchantments.map((e) => ({ value: e.level * enchantmentMultiplier(e.rarity, true), rarity: e.rarity }));

/**
 * 80 random sets of 11 to 14 books, big enough that the grouped search sometimes rounds values into buckets (a
 * rounded plan may cost more than the optimum) and small enough for solveExact over all books.
 */
const SETS = (() => {
  const random = seededRandom(2026_11_26);
  const sets = Array.from({ length: 80 }, (_, i) =>
    randomEnchantments(random, 11 + (i % 4), 5 + (i % 3) * 2),
  );
  // Under mutation testing, fewer sets: the first ones and two (23 and 43) where the grouped search rounds.
  return sets.filter((_, i) => i < caseCount(80, 6) || i === 23 || i === 43);
})();

describe("the grouped search's exact flag, against solveExact over every book", () => {
  it.each(['levels', 'xp'] as const)('%s: a plan marked exact costs what solveExact finds', (objective) => {
    const options = { objective, levelCap: null, itemPriorWork: 0 };
    let inexact = 0;
    for (const enchantments of SETS) {
      const books = booksOf(enchantments);
      const outcome = searchGrouped(books, options);
      if (outcome.status !== 'found') throw new Error('no plan without the cap');
      const exact = solveExact(
        books.map((book) => ({ value: book.value, priorWork: 0 })),
        options,
      );
      expect(exact).not.toBeNull();
      expect(outcome.result.cost).toBeGreaterThanOrEqual(exact!.cost);
      if (outcome.result.exact) expect(outcome.result.cost, JSON.stringify(books)).toBe(exact!.cost);
      else inexact++;
    }
    // The sets do reach the shrinking (rounding or pre-merging) the flag must account for.
    expect(inexact).toBeGreaterThan(0);
  });

  it('True Optimal: every plan is proven optimal and costs what solveExact finds', () => {
    for (const enchantments of SETS.slice(0, caseCount(40, 8))) {
      const books = booksOf(enchantments);
      for (const objective of ['levels', 'xp'] as const) {
        const plan = planEnchantments({
          item: 'Boots',
          enchantments,
          objective,
          tooExpensiveCap: false,
          strategy: 'optimal',
        });
        const exact = solveExact(
          books.map((book) => ({ value: book.value, priorWork: 0 })),
          { objective, levelCap: null, itemPriorWork: 0 },
        );
        expect(plan.provenOptimal).toBe(true);
        expect(objective === 'levels' ? plan.totals.levels : plan.totals.xp).toBe(exact!.cost);
      }
    }
  });
});
