// Branch and bound on two hand-picked problems where the order of the search shows (search.ts), and the budget's
// clock read at exactly the deadline.
import { describe, expect, it } from 'vitest';
import type { Problem } from './reduce';
import { branchAndBound, greedyCover, SearchBudget } from './search';

const problem = (elementCount: number, sets: number[][]): Problem => ({
  elementCount,
  sets,
  ids: sets.map((_, s) => s),
});

describe('branchAndBound from the greedy cover', () => {
  it.each([
    {
      name: 'greedy needs four sets, three suffice (backtracking must uncover what it covered)',
      p: problem(6, [[2, 4], [2], [0, 3, 4], [5], [1], [3, 5], [0, 3, 5]]),
      greedy: [0, 2, 3, 4],
      best: [0, 4, 6],
      nodes: 5,
    },
    {
      name: 'two covers of four beat greedy’s five: the first one found is kept',
      p: problem(8, [[0, 2], [1, 3, 7], [4, 7], [5], [5, 6], [1], [0, 5, 6], [0, 3, 6, 7]]),
      greedy: [0, 1, 2, 3, 7],
      best: [0, 1, 2, 4],
      nodes: 8,
    },
    {
      name: 'greedy is already minimal; the packing bound, over usable sets only, proves it in three nodes',
      p: problem(10, [
        [0, 3, 6, 7],
        [6, 9],
        [6, 7],
        [7],
        [1],
        [4, 9],
        [0, 5],
        [2, 7],
        [5],
        [2],
        [4, 7, 9],
        [5, 7],
        [1, 3, 8],
        [4, 9],
        [1, 8],
      ]),
      greedy: [0, 5, 6, 7, 12],
      best: [0, 5, 6, 7, 12],
      nodes: 3,
    },
  ])('$name', ({ p, greedy, best, nodes }) => {
    expect(greedyCover(p, true)).toEqual(greedy);
    const budget = new SearchBudget(1_000_000, Number.POSITIVE_INFINITY, () => 0);
    expect(branchAndBound(p, budget, { incumbent: greedy })).toEqual({ best, complete: true });
    expect(budget.nodes).toBe(nodes);
  });
});

describe('greedyCover, in the order of picking', () => {
  it('answers set indices ascending although [0,1,3,4] is picked before [0,3,5]', () => {
    expect(greedyCover(problem(6, [[4], [0, 3, 5], [3, 5], [0, 1, 3, 4], [2, 4]]), false)).toEqual([1, 3, 4]);
  });

  it('once the second pick is dropped as covered, the first is needed again', () => {
    // Picked 0, 1, 2, 3. Set 1 ([0,3,4]) is covered by 0, 2 and 3 and goes; element 0 is then only in set 0.
    const p = problem(7, [
      [0, 1, 2],
      [0, 3, 4],
      [1, 3, 5],
      [2, 4, 6],
    ]);
    expect(greedyCover(p, false)).toEqual([0, 1, 2, 3]);
    expect(greedyCover(p, true)).toEqual([0, 2, 3]);
  });
});

describe('SearchBudget at its deadline', () => {
  it('goes on while the clock reads the deadline itself', () => {
    const budget = new SearchBudget(1_000, 10, () => 10);
    let allowed = 0;
    while (allowed < 600 && budget.spend()) allowed++;
    expect(allowed).toBe(600);
    expect(budget.cutoff).toBeNull();
  });
});
