// The search's parts (search.ts) checked directly: the budget, the lower bound, branch and bound, greedy.
import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { caseCount } from '../testkit';
import type { Problem } from './reduce';
import { branchAndBound, greedyCover, rootLowerBound, SearchBudget } from './search';

const problem = (elementCount: number, sets: number[][]): Problem => ({
  elementCount,
  sets,
  ids: sets.map((_, s) => s),
});

/** Greedy takes [0,2] first and needs three sets; the minimum is two: [0,1]+[2,3], or [0,3]+[1,2]. */
const TRAP = problem(4, [
  [0, 2],
  [0, 1],
  [1, 2],
  [0, 3],
  [2, 3],
]);

const endless = () => new SearchBudget(1_000_000, Number.POSITIVE_INFINITY, () => 0);

/** Every cover of `p`, as sorted set lists (small problems only). */
function covers(p: Problem): number[][] {
  const out: number[][] = [];
  for (let pick = 0; pick < 1 << p.sets.length; pick++) {
    const chosen = p.sets.map((_, s) => s).filter((s) => pick & (1 << s));
    const covered = new Set(chosen.flatMap((s) => p.sets[s]));
    if (covered.size === p.elementCount) out.push(chosen);
  }
  return out;
}

function randomProblem(rng: Prng): Problem {
  const n = rng.int(1, 8);
  const sets = Array.from({ length: rng.int(1, 9) }, () =>
    [...new Set(Array.from({ length: rng.int(1, 4) }, () => rng.int(0, n - 1)))].sort((a, b) => a - b),
  );
  for (let e = 0; e < n; e++) if (!sets.some((s) => s.includes(e))) rng.pick(sets).push(e);
  for (const s of sets) s.sort((a, b) => a - b);
  return problem(n, sets);
}

describe('SearchBudget', () => {
  it('allows maxNodes nodes, then says the nodes ran out', () => {
    const budget = new SearchBudget(3, 10, () => 0);
    expect([budget.spend(), budget.spend(), budget.spend()]).toEqual([true, true, true]);
    expect(budget.cutoff).toBeNull();
    expect(budget.spent()).toBe(false);
    expect(budget.spend()).toBe(false);
    expect(budget.spend()).toBe(false);
    expect(budget.nodes).toBe(4);
    expect(budget.cutoff).toBe('nodes');
    expect(budget.spent()).toBe(true);
  });

  it('reads the clock every 256 nodes', () => {
    let reads = 0;
    const budget = new SearchBudget(1_000, 10, () => {
      reads++;
      return 11;
    });
    let allowed = 0;
    while (budget.spend()) allowed++;
    expect([allowed, budget.nodes, reads, budget.cutoff]).toEqual([255, 256, 1, 'time']);
  });

  it('is spent once the clock is past the deadline, not at it', () => {
    let clock = 10;
    const budget = new SearchBudget(1_000, 10, () => clock);
    expect(budget.spent()).toBe(false);
    expect(budget.cutoff).toBeNull();
    clock = 11;
    expect(budget.spent()).toBe(true);
    expect(budget.cutoff).toBe('time');
    clock = 0;
    expect(budget.spent()).toBe(true);
    expect(budget.spend()).toBe(false);
    expect(budget.nodes).toBe(0);
  });

  it('keeps the first cutoff', () => {
    const budget = new SearchBudget(0, 10, () => 11);
    expect(budget.spend()).toBe(false);
    expect(budget.cutoff).toBe('nodes');
    expect(budget.spent()).toBe(true);
    expect(budget.cutoff).toBe('nodes');
  });
});

describe('rootLowerBound', () => {
  it.each([
    { name: 'no elements', p: problem(0, []), bound: 0 },
    { name: 'an element no set holds', p: problem(2, [[0]]), bound: Number.POSITIVE_INFINITY },
    { name: 'one set of six: six times 1/6 is 1, not 2', p: problem(6, [[0, 1, 2, 3, 4, 5]]), bound: 1 },
    {
      name: 'a triangle of pairs: 3 × 1/2 rounds up to 2 (packing finds 1)',
      p: problem(3, [
        [0, 1],
        [1, 2],
        [0, 2],
      ]),
      bound: 2,
    },
    {
      name: 'a big set and three pairs off it: packing finds 4 (the fraction 2.5)',
      p: problem(11, [
        [0, 1, 2, 3, 4, 5, 6, 7],
        [0, 8],
        [1, 9],
        [2, 10],
      ]),
      bound: 4,
    },
    { name: 'the trap', p: TRAP, bound: 2 },
  ])('$name: $bound', ({ p, bound }) => {
    expect(rootLowerBound(p)).toBe(bound);
  });

  it('never exceeds the minimum cover (random problems)', () => {
    const rng = new Prng(11);
    for (let i = 0; i < caseCount(200, 40); i++) {
      const p = randomProblem(rng);
      const minimum = Math.min(...covers(p).map((c) => c.length));
      expect(rootLowerBound(p), JSON.stringify(p)).toBeLessThanOrEqual(minimum);
    }
  });
});

describe('branchAndBound', () => {
  it.each([
    { start: { limit: 0 }, best: null, nodes: 1 },
    { start: { limit: 1 }, best: null, nodes: 1 },
    { start: { limit: 2 }, best: [1, 4], nodes: 3 },
    { start: { limit: 3 }, best: [1, 4], nodes: 3 },
    { start: { incumbent: [0, 1, 3] }, best: [1, 4], nodes: 5 },
    { start: { incumbent: [4, 1] }, best: [1, 4], nodes: 1 },
  ])('the trap from $start: $best in $nodes nodes', ({ start, best, nodes }) => {
    const budget = endless();
    expect(branchAndBound(TRAP, budget, start)).toEqual({ best, complete: true });
    expect(budget.nodes).toBe(nodes);
  });

  it.each([0, 1, 2, 3, 4])('the trap cut after %i nodes keeps the best found so far', (maxNodes) => {
    const budget = new SearchBudget(maxNodes, Number.POSITIVE_INFINITY, () => 0);
    const out = branchAndBound(TRAP, budget, { incumbent: [0, 1, 3] });
    expect(out).toEqual({ best: maxNodes < 3 ? [0, 1, 3] : [1, 4], complete: false });
    expect(budget.cutoff).toBe('nodes');
  });

  it('finds a minimum cover, and with a limit a cover within it when there is one (random problems)', () => {
    const rng = new Prng(12);
    for (let i = 0; i < caseCount(200, 40); i++) {
      const p = randomProblem(rng);
      const all = covers(p);
      const minimum = Math.min(...all.map((c) => c.length));
      const context = JSON.stringify(p);
      const greedy = greedyCover(p, false);
      const exact = branchAndBound(p, endless(), { incumbent: greedy });
      expect(exact.complete, context).toBe(true);
      expect(exact.best?.length, context).toBe(minimum);
      expect(
        all.some((c) => JSON.stringify(c) === JSON.stringify(exact.best)),
        context,
      ).toBe(true);
      for (const limit of [minimum - 1, minimum, minimum + 1]) {
        const found = branchAndBound(p, endless(), { limit });
        expect(found.complete, context).toBe(true);
        if (limit < minimum) expect(found.best, context).toBeNull();
        else {
          expect(found.best!.length, context).toBeLessThanOrEqual(limit);
          expect(
            all.some((c) => JSON.stringify(c) === JSON.stringify(found.best)),
            context,
          ).toBe(true);
        }
      }
    }
  });
});

describe('greedyCover', () => {
  it('takes the set adding most, the lower index on ties', () => {
    expect(
      greedyCover(
        problem(4, [
          [0, 1],
          [2, 3],
          [1, 2],
          [0, 3],
        ]),
        false,
      ),
    ).toEqual([0, 1]);
    expect(
      greedyCover(
        problem(4, [
          [1, 2],
          [0, 3],
          [0, 1],
          [2, 3],
        ]),
        false,
      ),
    ).toEqual([0, 1]);
    expect(greedyCover(TRAP, false)).toEqual([0, 1, 3]);
  });

  it('drops the sets the others cover only when asked', () => {
    const p = problem(6, [
      [1, 2, 3],
      [0, 1],
      [2, 4],
      [3, 5],
    ]);
    expect(greedyCover(p, false)).toEqual([0, 1, 2, 3]);
    expect(greedyCover(p, true)).toEqual([1, 2, 3]);
  });

  it('drops the first pick once the later picks cover it', () => {
    // [0..3] first (4 new), then [2..5] (2 new), then [0,1,6] (1 new): the last two hold all of the first.
    const p = problem(7, [
      [0, 1, 2, 3],
      [2, 3, 4, 5],
      [0, 1, 6],
    ]);
    expect(greedyCover(p, false)).toEqual([0, 1, 2]);
    expect(greedyCover(p, true)).toEqual([1, 2]);
  });

  it('throws when an element is in no set', () => {
    expect(() => greedyCover(problem(2, [[0]]), false)).toThrow(
      new RangeError('set cover: an element is in no set'),
    );
  });

  it('gives a cover with no redundant set (random problems)', () => {
    const rng = new Prng(13);
    for (let i = 0; i < caseCount(200, 40); i++) {
      const p = randomProblem(rng);
      const kept = greedyCover(p, true);
      const context = JSON.stringify(p);
      expect(kept, context).toEqual([...new Set(kept)].sort((a, b) => a - b));
      const coveredBy = (sets: number[]) => new Set(sets.flatMap((s) => p.sets[s])).size;
      expect(coveredBy(kept), context).toBe(p.elementCount);
      for (const s of kept)
        expect(coveredBy(kept.filter((t) => t !== s)), context).toBeLessThan(p.elementCount);
      expect(greedyCover(p, false), context).toEqual(expect.arrayContaining(kept));
    }
  });
});
