import { describe, expect, it } from 'vitest';
import { evaluateTree } from './evaluate';
import type { MergeTree } from './exact';
import { solveExact } from './exact';
import { type GroupedVariant, searchGrouped } from './grouped';
import type { SearchBook, SearchOptions } from './search';

// The grouped search's shrinking (pre-merging pairs, rounding values into buckets) on 3 to 6 books, forced by a
// tiny pair budget: fast enough to run for every mutant. Costs are checked against solveExact over the books as
// they are; the plans themselves are pinned (snapshots), as the search made them when these tests were written.

const book = (value: number, rarity: SearchBook['rarity'] = 'Common', priorWork = 0): SearchBook => ({
  value,
  rarity,
  priorWork,
});
const BOOK_SETS: ReadonlyArray<readonly SearchBook[]> = [
  [book(1), book(2), book(3), book(4)],
  [book(4, 'Rare'), book(4, 'Rare'), book(2), book(6, 'Very Rare'), book(1)],
  [book(8, 'Very Rare'), book(3, 'Uncommon'), book(3, 'Uncommon'), book(5), book(7, 'Rare'), book(2, 'Rare')],
  [book(5, 'Common', 1), book(2), book(9, 'Rare'), book(1, 'Rare', 2)],
];
const VARIANTS: ReadonlyArray<readonly GroupedVariant[]> = [
  [{ pairWithin: 'rarity', maxPieces: 1 }],
  [{ pairWithin: 'all', maxPieces: 1 }],
  [{ pairWithin: 'rarity', maxPieces: Number.POSITIVE_INFINITY }],
  [{ pairWithin: 'rarity', maxPieces: 3 }],
  [
    { pairWithin: 'rarity', maxPieces: 1 },
    { pairWithin: 'rarity', maxPieces: Number.POSITIVE_INFINITY },
  ],
];
const BUDGETS = [1, 4, 20, 1_000_000];

const show = (tree: MergeTree): string =>
  tree.kind === 'item'
    ? 'I'
    : tree.kind === 'piece'
      ? `${tree.index}`
      : `(${show(tree.target)}+${show(tree.sacrifice)})`;
const leaves = (tree: MergeTree): number[] =>
  tree.kind === 'item'
    ? []
    : tree.kind === 'piece'
      ? [tree.index]
      : [...leaves(tree.target), ...leaves(tree.sacrifice)];

function optimum(books: readonly SearchBook[], options: SearchOptions): number | null {
  const solution = solveExact(
    books.map((b) => ({ value: b.value, priorWork: b.priorWork ?? 0 })),
    options,
  );
  return solution?.cost ?? null;
}

describe('searchGrouped shrinking small sets', () => {
  it.each(BOOK_SETS.map((books, i) => [i, books] as const))(
    'set %i: valid plans, never below the optimum',
    (_, books) => {
      const lines: string[] = [];
      for (const objective of ['levels', 'xp'] as const) {
        const options: SearchOptions = { objective, levelCap: null, itemPriorWork: 1 };
        const best = optimum(books, options);
        for (const variants of VARIANTS) {
          for (const budget of BUDGETS) {
            const outcome = searchGrouped(books, options, variants, budget);
            if (outcome.status !== 'found') throw new Error('no plan without the cap');
            const { tree, cost, exact } = outcome.result;
            const context = JSON.stringify({ objective, variants, budget });
            expect(leaves(tree).sort(), context).toEqual(books.map((_, i) => i));
            expect(tree.kind, context).toBe('merge');
            const values = books.map((b) => b.value);
            const priorWorks = books.map((b) => b.priorWork ?? 0);
            expect(evaluateTree(tree, values, objective, 1, priorWorks).cost, context).toBe(cost);
            expect(cost, context).toBeGreaterThanOrEqual(best ?? 0);
            if (exact) expect(cost, context).toBe(best);
            if (budget === 1_000_000) expect(exact, context).toBe(true);
            lines.push(
              `${objective} ${variants.map((v) => `${v.pairWithin}/${v.maxPieces}`).join(',')} budget ${budget}: ${cost}${exact ? ' exact' : ''} ${show(tree)}`,
            );
          }
        }
      }
      expect(lines).toMatchSnapshot();
    },
  );
});

describe('searchGrouped under a cap', () => {
  const options = (levelCap: number): SearchOptions => ({ objective: 'levels', levelCap, itemPriorWork: 0 });

  it.each([
    // A book worth 40 levels: nothing fits under 40, whatever the budget.
    [[book(40, 'Very Rare'), book(3), book(2)], 40],
    // Two books of 9 on a cap of 10 leave no room for the penalties of a third step.
    [[book(9), book(9), book(9), book(1)], 10],
  ] as const)('proves that nothing fits (%j under %i)', (books, cap) => {
    for (const budget of [1, 2, 1_000_000]) {
      expect(searchGrouped(books, options(cap), undefined, budget)).toEqual({ status: 'none', proven: true });
    }
  });

  it('finds the plans that fit, at the optimum when it searched the books as they are', () => {
    const books = [book(6), book(5), book(4), book(3), book(2)];
    for (const cap of [12, 15, 20, 40]) {
      const best = optimum(books, options(cap));
      for (const budget of [1, 3, 1_000_000]) {
        const outcome = searchGrouped(books, options(cap), undefined, budget);
        if (best === null) {
          expect(outcome.status).toBe('none');
          continue;
        }
        if (outcome.status !== 'found') {
          expect(budget).toBeLessThan(1_000_000);
          continue;
        }
        const { tree, cost, exact } = outcome.result;
        const values = books.map((b) => b.value);
        expect(evaluateTree(tree, values, 'levels', 0).maxStepLevels).toBeLessThan(cap);
        expect(cost).toBeGreaterThanOrEqual(best);
        if (exact || budget === 1_000_000) expect(cost).toBe(best);
      }
    }
  });
});
