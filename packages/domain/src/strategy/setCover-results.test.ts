// solveSetCover's whole answer on small hand-checked instances: input checks, the node and size limits, the
// alternative search and the stats (setCover.test.ts compares covers with brute force).
import { describe, expect, it } from 'vitest';
import { greedySetCover, type SetCoverOptions, type SetCoverResult, solveSetCover } from './setCover';

// The clock never moves: only the node and size limits may cut a search.
const STILL = { now: () => 0 };

/** Greedy takes [0,2] first and needs three sets; the minimum is two: [0,1]+[2,3], or [0,3]+[1,2]. */
const TRAP = {
  elementCount: 4,
  sets: [
    [0, 2],
    [0, 1],
    [1, 2],
    [0, 3],
    [2, 3],
  ],
};

const result = (
  chosen: number[],
  more: Partial<Omit<SetCoverResult, 'stats'>> & { stats?: Partial<SetCoverResult['stats']> },
): SetCoverResult => ({
  chosen,
  provenOptimal: true,
  lowerBound: chosen.length,
  cutoff: 'none',
  replaceable: [],
  alternativeSearch: 'complete',
  ...more,
  stats: { forced: 0, components: 0, largestComponent: 0, nodes: 0, ...more.stats },
});

describe('solveSetCover, the whole answer', () => {
  it.each<{
    name: string;
    instance: { elementCount: number; sets: number[][] };
    options?: SetCoverOptions;
    expected: SetCoverResult;
  }>([
    {
      name: 'the trap searched in full: both minimum covers found, so both chosen sets are replaceable',
      instance: TRAP,
      expected: result([1, 4], {
        replaceable: [1, 4],
        stats: { components: 1, largestComponent: 5, nodes: 5 },
      }),
    },
    ...[0, 1, 2].map((maxNodes) => ({
      name: `the trap cut after ${maxNodes} nodes keeps the reduced greedy cover and the root bound`,
      instance: TRAP,
      options: { maxNodes },
      expected: result([0, 1, 3], {
        provenOptimal: false,
        lowerBound: 2,
        cutoff: 'nodes' as const,
        alternativeSearch: 'skipped' as const,
        stats: { components: 1, largestComponent: 5, nodes: maxNodes + 1 },
      }),
    })),
    ...[3, 4].map((maxNodes) => ({
      name: `the trap proven within ${maxNodes} nodes, with none left for the alternatives`,
      instance: TRAP,
      options: { maxNodes },
      expected: result([1, 4], {
        alternativeSearch: 'partial' as const,
        stats: { components: 1, largestComponent: 5, nodes: Math.min(maxNodes + 1, 5) },
      }),
    })),
    {
      name: 'a part over maxExactSets keeps its greedy cover',
      instance: TRAP,
      options: { maxExactSets: 4 },
      expected: result([0, 1, 3], {
        provenOptimal: false,
        lowerBound: 2,
        cutoff: 'size',
        alternativeSearch: 'skipped',
        stats: { components: 1, largestComponent: 5 },
      }),
    },
    {
      name: 'a part of exactly maxExactSets sets is still searched',
      instance: TRAP,
      options: { maxExactSets: 5 },
      expected: result([1, 4], {
        replaceable: [1, 4],
        stats: { components: 1, largestComponent: 5, nodes: 5 },
      }),
    },
    {
      name: 'the first cut part names the cutoff; a later forced part does not reset it',
      instance: { elementCount: 6, sets: [...TRAP.sets, [4, 5]] },
      options: { maxNodes: 1 },
      expected: result([0, 1, 3, 5], {
        provenOptimal: false,
        lowerBound: 3,
        cutoff: 'nodes',
        alternativeSearch: 'skipped',
        stats: { forced: 1, components: 1, largestComponent: 5, nodes: 2 },
      }),
    },
    {
      name: 'forced sets of three parts, each with an equal twin: sorted across parts',
      instance: { elementCount: 5, sets: [[0], [2, 3], [4], [4], [2, 3], [0, 1], [0, 1]] },
      expected: result([1, 2, 5], { replaceable: [1, 2, 5], stats: { forced: 3 } }),
    },
    {
      name: 'the same without the alternative search',
      instance: { elementCount: 5, sets: [[0], [2, 3], [4], [4], [2, 3], [0, 1], [0, 1]] },
      options: { findAlternatives: false },
      expected: result([1, 2, 5], { alternativeSearch: 'skipped', stats: { forced: 3 } }),
    },
    {
      name: 'two cycles: two parts left after the reductions, the larger of five sets',
      instance: {
        elementCount: 9,
        sets: [
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 5],
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 0],
        ],
      },
      expected: result([0, 2, 4, 6, 7], {
        replaceable: [0, 2, 4, 6, 7],
        stats: { components: 2, largestComponent: 5 },
      }),
    },
    {
      name: 'one set holds everything; without it the root bounds show two are needed, with no search',
      instance: {
        elementCount: 5,
        sets: [[2], [0, 1, 4], [0, 4], [0, 2, 4], [0, 3], [0, 3], [0, 1, 2, 3, 4], [3, 4], [1, 2], [1]],
      },
      expected: result([6], { stats: { forced: 1 } }),
    },
    {
      name: 'alternatives decided by searching without each chosen set, within the cover size',
      instance: {
        elementCount: 10,
        sets: [
          [0, 2],
          [0, 1],
          [0],
          [0],
          [1, 2],
          [3, 4, 5, 7, 8],
          [6],
          [3, 8],
          [4, 5, 7, 9],
          [4],
          [7, 8],
          [4, 5, 6, 9],
          [3, 6, 7],
        ],
      },
      expected: result([0, 1, 5, 11], {
        replaceable: [0, 1],
        stats: { forced: 2, components: 1, largestComponent: 3, nodes: 3 },
      }),
    },
    {
      name: 'the reduced part’s greedy cover, less its redundant sets, meets the bound: no search',
      instance: {
        elementCount: 9,
        sets: [
          [2, 3],
          [0],
          [1, 3],
          [3],
          [0, 2, 3],
          [5, 6, 8],
          [5],
          [4, 5, 8],
          [5, 6],
          [6, 7, 8],
          [5, 7],
          [5, 6, 8],
          [4, 6, 8],
          [4, 6],
        ],
      },
      options: { findAlternatives: false },
      expected: result([2, 4, 7, 9], {
        alternativeSearch: 'skipped',
        stats: { forced: 2, components: 1, largestComponent: 5 },
      }),
    },
    {
      name: 'a clock that stands still never runs out, whatever the budget',
      instance: TRAP,
      options: { timeBudgetMs: 0 },
      expected: result([1, 4], {
        replaceable: [1, 4],
        stats: { components: 1, largestComponent: 5, nodes: 5 },
      }),
    },
  ])('$name', ({ instance, options, expected }) => {
    expect(solveSetCover(instance, { ...STILL, ...options })).toEqual(expected);
  });

  // Each reading of the clock is `tick` ms after the last (the first reads `tick`).
  it.each<{
    name: string;
    instance: { elementCount: number; sets: number[][] };
    options: SetCoverOptions;
    tick: number;
    expected: SetCoverResult;
  }>([
    {
      name: 'a chosen set that alone holds an element is kept without asking the clock',
      instance: { elementCount: 5, sets: [[0, 1, 3], [1], [2, 4]] },
      options: { timeBudgetMs: 0 },
      tick: 1,
      expected: result([0, 2], { stats: { forced: 2 } }),
    },
    {
      name: 'a chosen set whose own elements an unchosen set holds is swapped without asking the clock',
      instance: {
        elementCount: 7,
        sets: [[5, 6], [2], [1, 3], [1, 2], [0, 1, 3], [3], [0], [4], [4], [4], [1], [0, 1, 3]],
      },
      options: { timeBudgetMs: 0 },
      tick: 2,
      expected: result([0, 3, 4, 7], { replaceable: [3, 4, 7], stats: { forced: 4 } }),
    },
    {
      name: 'the time runs out between the alternatives: one found, the search partial',
      instance: {
        elementCount: 6,
        sets: [[1, 2, 3, 4], [1, 4], [5], [2, 4, 5], [0, 4], [0, 1, 2, 3], [1, 2, 3, 5], [0], [2, 5]],
      },
      options: { timeBudgetMs: 3 },
      tick: 2,
      expected: result([4, 6], {
        replaceable: [4],
        alternativeSearch: 'partial',
        stats: { components: 1, largestComponent: 5, nodes: 5 },
      }),
    },
    {
      name: 'both chosen sets replaceable, found by solving without each',
      instance: {
        elementCount: 5,
        sets: [[0, 1, 3], [0, 1, 2], [0], [1, 4], [0, 2, 3], [4], [3], [1, 2, 4]],
      },
      options: {},
      tick: 0,
      expected: result([0, 7], { replaceable: [0, 7], stats: { forced: 2 } }),
    },
    {
      name: 'one node each: an alternative left undecided makes the search partial',
      instance: {
        elementCount: 34,
        sets: [
          [1],
          [2],
          [1, 2, 3],
          [29, 31],
          [13, 15, 16, 18, 19, 21],
          [1, 4],
          [5, 17, 20],
          [0, 1, 3, 4],
          [0],
          [2, 3, 4],
          [29, 30, 31],
          [0, 1, 3],
          [7, 8, 9, 11, 12, 14, 18, 22, 23, 24, 25],
          [0, 2],
          [1],
          [5, 6, 10, 19, 26],
          [27, 28, 32, 33],
        ],
      },
      options: { maxNodes: 1 },
      tick: 2,
      expected: result([2, 4, 6, 7, 10, 12, 15, 16], {
        replaceable: [2],
        alternativeSearch: 'partial',
        stats: { forced: 6, components: 1, largestComponent: 4, nodes: 2 },
      }),
    },
    {
      name: 'with no search, the greedy cover of the reduced part stands when the plain greedy is no better',
      instance: {
        elementCount: 50,
        sets: [
          [5, 6],
          [15, 17, 19, 20, 21, 28, 29, 32, 34, 39, 43, 46, 48, 49],
          [7, 8],
          [10, 11],
          [10],
          [0, 2, 3, 5, 6],
          [13],
          [9, 10, 12],
          [13],
          [8, 9, 13],
          [14, 16, 18, 25, 27, 31, 33, 35, 36, 40, 45],
          [0, 1, 4, 5],
          [22, 23, 24, 26, 30, 37, 38, 41, 42, 44, 47],
          [12, 13],
          [7, 11],
          [10, 13],
        ],
      },
      options: { maxExactSets: 0 },
      tick: 1,
      expected: result([1, 2, 3, 5, 7, 9, 10, 11, 12], {
        provenOptimal: false,
        lowerBound: 8,
        cutoff: 'size',
        alternativeSearch: 'skipped',
        stats: { forced: 5, components: 1, largestComponent: 7 },
      }),
    },
  ])('$name', ({ instance, options, tick, expected }) => {
    let clock = 0;
    expect(solveSetCover(instance, { ...options, now: () => (clock += tick) })).toEqual(expected);
  });

  it('gives up on the time budget once the clock passes it', () => {
    let clock = 0;
    const r = solveSetCover(TRAP, { timeBudgetMs: 0, now: () => clock++ });
    expect(r).toMatchObject({ chosen: [1, 4], provenOptimal: true, alternativeSearch: 'partial' });
  });

  it('takes each set’s elements once and in any order', () => {
    const r = solveSetCover(
      {
        elementCount: 3,
        sets: [
          [2, 2, 0, 0],
          [1, 1, 1],
        ],
      },
      STILL,
    );
    expect(r).toEqual(result([0, 1], { stats: { forced: 2 } }));
  });
});

describe('solveSetCover input checks', () => {
  it.each([
    { sets: [[0, 1.5]], message: 'set cover: set 0 has element 1.5' },
    { sets: [[0], [-1, 1]], message: 'set cover: set 1 has element -1' },
    { sets: [[0], [1, 2]], message: 'set cover: set 1 has element 2' },
    { sets: [[0, 1], [3]], message: 'set cover: set 1 has element 3' },
    { sets: [[Number.NaN]], message: 'set cover: set 0 has element NaN' },
    { sets: [[1]], message: 'set cover: element 0 is in no set' },
    { sets: [[0]], message: 'set cover: element 1 is in no set' },
    { sets: [], message: 'set cover: element 0 is in no set' },
  ])('$message', ({ sets, message }) => {
    expect(() => solveSetCover({ elementCount: 2, sets })).toThrow(new RangeError(message));
    expect(() => greedySetCover({ elementCount: 2, sets })).toThrow(new RangeError(message));
  });

  it('accepts the last element', () => {
    expect(solveSetCover({ elementCount: 2, sets: [[1], [0]] }, STILL).chosen).toEqual([0, 1]);
  });
});

describe('greedySetCover', () => {
  // [1,2,3] goes first (3 new elements); the three pairs each add one and together hold it all.
  const redundant = {
    elementCount: 6,
    sets: [
      [1, 2, 3],
      [0, 1],
      [2, 4],
      [3, 5],
    ],
  };

  it('keeps every set it picked unless asked to drop the redundant ones', () => {
    expect(greedySetCover(redundant)).toEqual([0, 1, 2, 3]);
    expect(greedySetCover(redundant, { removeRedundant: false })).toEqual([0, 1, 2, 3]);
    expect(greedySetCover(redundant, { removeRedundant: true })).toEqual([1, 2, 3]);
  });

  it('counts a repeated element once', () => {
    expect(
      greedySetCover({
        elementCount: 3,
        sets: [
          [0, 0, 0, 0],
          [0, 1],
          [2, 1, 2],
        ],
      }),
    ).toEqual([1, 2]);
  });

  it('falls into the trap the exact search avoids', () => {
    expect(greedySetCover(TRAP)).toEqual([0, 1, 3]);
  });
});
