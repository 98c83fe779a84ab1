import { describe, expect, it } from 'vitest';
import { caseCount } from '../testkit';
import { priorWorkPenalty, stepScore } from './cost';
import { OptimizerTimeoutError } from './errors';
import { type ExactOptions, type MergeTree, relaxedLowerBound, solveExact } from './exact';
import type { PieceKind } from './multiset';
import { seededRandom } from './testkit';
import type { PlanObjective } from './types';

// solveExact and relaxedLowerBound on 1 to 6 pieces (with duplicates, pre-merged pieces with their own prior work,
// worn items and caps of every size), checked against a brute force over every merge order of the pieces
// themselves. Small enough to run for every mutant of exact.ts and tables.ts.

/**
 * Cheapest plan over every order of steps: the item absorbs a book, or a book absorbs another; a step costs the
 * sacrifice's value plus both inputs' prior-work penalties and is refused at levelCap levels or more. Its cost
 * (Infinity when no plan fits) and, among the cheapest plans, the lowest prior work the item can end with.
 */
function bruteForcePlan(
  pieces: readonly PieceKind[],
  objective: PlanObjective,
  levelCap: number | null,
  itemPriorWork: number,
): { cost: number; priorWork: number } {
  type Best = { cost: number; priorWork: number };
  const memo = new Map<string, Best>();
  const fits = (levels: number) => levelCap === null || levels < levelCap;
  const better = (a: Best, b: Best) => a.cost < b.cost || (a.cost === b.cost && a.priorWork < b.priorWork);
  const best = (item: number, books: readonly PieceKind[]): Best => {
    if (books.length === 0) return { cost: 0, priorWork: item };
    const key = `${item}|${books
      .map((b) => `${b.value}/${b.priorWork}`)
      .sort()
      .join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let cheapest: Best = { cost: Number.POSITIVE_INFINITY, priorWork: Number.POSITIVE_INFINITY };
    const consider = (levels: number, then: Best) => {
      const option = { cost: stepScore(levels, objective) + then.cost, priorWork: then.priorWork };
      if (better(option, cheapest)) cheapest = option;
    };
    books.forEach((sacrifice, j) => {
      const rest = books.filter((_, k) => k !== j);
      const intoItem = sacrifice.value + priorWorkPenalty(item) + priorWorkPenalty(sacrifice.priorWork);
      if (fits(intoItem)) consider(intoItem, best(Math.max(item, sacrifice.priorWork) + 1, rest));
      rest.forEach((target, t) => {
        const levels =
          sacrifice.value + priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork);
        if (!fits(levels)) return;
        const merged = {
          value: target.value + sacrifice.value,
          priorWork: Math.max(target.priorWork, sacrifice.priorWork) + 1,
        };
        consider(levels, best(item, [...rest.filter((_, k) => k !== t), merged]));
      });
    });
    memo.set(key, cheapest);
    return cheapest;
  };
  return best(itemPriorWork, pieces);
}

const bruteForce = (...args: Parameters<typeof bruteForcePlan>) => bruteForcePlan(...args).cost;

/** Checks a plan's tree: every piece once, the item at the root; answers its steps' levels and final prior work. */
function walkTree(tree: MergeTree, pieces: readonly PieceKind[], itemPriorWork: number) {
  const used: number[] = [];
  const steps: number[] = [];
  const walk = (node: MergeTree): PieceKind & { isItem: boolean } => {
    if (node.kind === 'item') return { value: 0, priorWork: itemPriorWork, isItem: true };
    if (node.kind === 'piece') {
      used.push(node.index);
      return { ...pieces[node.index], isItem: false };
    }
    const target = walk(node.target);
    const sacrifice = walk(node.sacrifice);
    expect(sacrifice.isItem).toBe(false);
    steps.push(sacrifice.value + priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork));
    return {
      value: target.value + sacrifice.value,
      priorWork: Math.max(target.priorWork, sacrifice.priorWork) + 1,
      isItem: target.isItem,
    };
  };
  const root = walk(tree);
  expect(root.isItem).toBe(true);
  expect(used.sort((a, b) => a - b)).toEqual(pieces.map((_, i) => i));
  return { steps, priorWork: root.priorWork };
}

const VALUES = [1, 1, 2, 3, 4, 4, 6, 8, 12, 15];

interface Case {
  pieces: PieceKind[];
  objective: PlanObjective;
  levelCap: number | null;
  itemPriorWork: number;
}

/** Random cases: values from a short list (so duplicates are common), some pieces pre-merged, caps 6 to 40. */
function randomCases(seed: number, count: number): Case[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => ({
    pieces: Array.from({ length: 1 + (i % 6) }, () => ({
      value: pick(VALUES),
      priorWork: random() < 0.2 ? 1 + Math.floor(random() * 2) : 0,
    })),
    objective: i % 2 === 0 ? 'levels' : 'xp',
    levelCap: pick([null, null, 40, 40, 25, 16, 10, 6]),
    itemPriorWork: pick([0, 0, 0, 1, 2, 3]),
  }));
}

const CASES = randomCases(35_2026, caseCount(90, 45));
const PLANS = CASES.map((c) => bruteForcePlan(c.pieces, c.objective, c.levelCap, c.itemPriorWork));
const OPTIMA = PLANS.map((plan) => plan.cost);
const describeCase = (c: Case) => JSON.stringify(c);

/** Checks the optimum, and when given, that the plan leaves the lowest prior work of the cheapest plans. */
function expectOptimal(c: Case, options: Partial<ExactOptions>, expected: number, lowestWork?: number): void {
  const context = `${describeCase(c)} ${JSON.stringify(options)}`;
  const solution = solveExact(c.pieces, { ...c, ...options });
  expect(solution?.cost ?? Number.POSITIVE_INFINITY, context).toBe(expected);
  if (!solution) return;
  const { steps, priorWork } = walkTree(solution.tree, c.pieces, c.itemPriorWork);
  expect(
    steps.reduce((sum, levels) => sum + stepScore(levels, c.objective), 0),
    context,
  ).toBe(expected);
  expect(solution.priorWork, context).toBe(priorWork);
  if (lowestWork !== undefined) expect(priorWork, context).toBe(lowestWork);
  if (c.levelCap !== null) expect(Math.max(...steps), context).toBeLessThan(c.levelCap);
}

describe('solveExact against a brute force over pieces', () => {
  it('the cases reach both answers: plans found and no plan under the cap', () => {
    expect(OPTIMA.filter((o) => o === Number.POSITIVE_INFINITY).length).toBeGreaterThan(3);
    expect(OPTIMA.filter((o) => o < Number.POSITIVE_INFINITY).length).toBeGreaterThan(CASES.length / 2);
  });

  it('finds the optimum and a tree that costs it, keeps the cap, and ends at the lowest prior work it can', () => {
    CASES.forEach((c, i) => {
      expectOptimal(c, {}, OPTIMA[i], PLANS[i].priorWork);
    });
  });

  it('finds the same optimum with an upper bound at or above it, and nothing under it', () => {
    CASES.forEach((c, i) => {
      const optimum = OPTIMA[i];
      if (optimum === Number.POSITIVE_INFINITY) return;
      expectOptimal(c, { upperBound: optimum }, optimum, PLANS[i].priorWork);
      expectOptimal(c, { upperBound: optimum + 1 + (i % 7) }, optimum, PLANS[i].priorWork);
      expectOptimal(c, { upperBound: optimum - 1 }, Number.POSITIVE_INFINITY);
    });
  });

  it('finds the same optimum with the relaxation forced on, with and without a tight upper bound', () => {
    CASES.forEach((c, i) => {
      const optimum = OPTIMA[i];
      for (const pairs of [1, 3, 10]) {
        const relaxation = { abovePairs: 0, pairs };
        expectOptimal(c, { relaxation }, optimum, PLANS[i].priorWork);
        if (optimum === Number.POSITIVE_INFINITY) continue;
        expectOptimal(c, { relaxation, upperBound: optimum }, optimum, PLANS[i].priorWork);
        expectOptimal(c, { relaxation, upperBound: optimum - 1 }, Number.POSITIVE_INFINITY);
      }
    });
  });

  it('does not use the relaxation at or below its threshold of pairs', () => {
    // Two different pieces make 9 (multiset, sub-multiset) pairs; past a deadline, building the relaxation throws.
    const pieces = [
      { value: 2, priorWork: 0 },
      { value: 5, priorWork: 0 },
    ];
    const deadline = { at: performance.now() - 1, budgetMs: 7 };
    const options = { objective: 'levels' as const, levelCap: 40, itemPriorWork: 0, deadline };
    expect(solveExact(pieces, { ...options, relaxation: { abovePairs: 9, pairs: 1 } })?.cost).toBe(8);
    expect(() => solveExact(pieces, { ...options, relaxation: { abovePairs: 8, pairs: 1 } })).toThrow(
      OptimizerTimeoutError,
    );
  });
});

describe('relaxedLowerBound', () => {
  const perLevel = (objective: PlanObjective) => (objective === 'levels' ? 1 : stepScore(1, 'xp'));

  it('is the optimum itself when no pieces need rounding', () => {
    CASES.forEach((c, i) => {
      expect(relaxedLowerBound(c.pieces, c, 1e9), describeCase(c)).toBe(OPTIMA[i]);
    });
  });

  it('with one group: the optimum of every piece rounded down to the smallest, plus the value lost', () => {
    for (const c of CASES) {
      const value = Math.min(...c.pieces.map((p) => p.value));
      const priorWork = Math.min(...c.pieces.map((p) => p.priorWork));
      const rounded = c.pieces.map(() => ({ value, priorWork }));
      const lost = c.pieces.reduce((sum, p) => sum + p.value - value, 0);
      const expected =
        bruteForce(rounded, c.objective, c.levelCap, c.itemPriorWork) + perLevel(c.objective) * lost;
      expect(relaxedLowerBound(c.pieces, c, 1), describeCase(c)).toBe(expected);
    }
  });

  it('is 0 for no pieces and Infinity when the item alone breaks the cap', () => {
    const options = { objective: 'levels' as const, levelCap: 40, itemPriorWork: 0 };
    expect(relaxedLowerBound([], options)).toBe(0);
    const worn = { ...options, itemPriorWork: 6 }; // a penalty of 63 levels
    expect(relaxedLowerBound([{ value: 1, priorWork: 0 }], worn)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('solveExact: refusals and the deadline', () => {
  const base = { objective: 'levels' as const, levelCap: 40, itemPriorWork: 0 };
  const one = [{ value: 3, priorWork: 0 }];

  it('needs at least one piece', () => {
    expect(() => solveExact([], base)).toThrow(new RangeError('solveExact needs at least one piece'));
  });

  it('answers null when an input alone breaks the cap or the bound', () => {
    expect(solveExact(one, { ...base, itemPriorWork: 5 })?.cost).toBe(34); // 3 + 31
    expect(solveExact(one, { ...base, itemPriorWork: 6 })).toBeNull(); // 63 alone
    expect(solveExact([{ value: 3, priorWork: 6 }], base)).toBeNull();
    expect(solveExact(one, { ...base, levelCap: null, itemPriorWork: 6 })?.cost).toBe(66);
    expect(solveExact(one, { ...base, itemPriorWork: 10 })).toBeNull(); // past every slot the cap leaves
    expect(solveExact(one, { ...base, itemPriorWork: 3, upperBound: 10 })?.cost).toBe(10);
    expect(solveExact(one, { ...base, itemPriorWork: 3, upperBound: 6 })).toBeNull();
    expect(solveExact(one, { ...base, itemPriorWork: 3, upperBound: 9 })).toBeNull();
  });

  it('refuses a search too large to hold, naming its states and the budget', () => {
    const pieces = Array.from({ length: 40 }, (_, i) => ({ value: i + 1, priorWork: 0 }));
    const refusal = (options: ExactOptions): OptimizerTimeoutError => {
      try {
        solveExact(pieces, options);
      } catch (error) {
        if (error instanceof OptimizerTimeoutError) return error;
      }
      throw new Error('no refusal');
    };
    const states = 2 ** 40;
    const free = refusal({ ...base, levelCap: null });
    expect(free.budgetMs).toBe(0);
    expect(free.message).toContain(`too many different books (${states} states)`);
    const timed = refusal({ ...base, deadline: { at: performance.now() + 60_000, budgetMs: 1500 } });
    expect(timed.budgetMs).toBe(1500);
    expect(timed.message).toContain('True Optimal gave up after 1500 ms');
  });

  it('prices steps past its table of step costs (65,536 levels and more) too', () => {
    const free = { ...base, levelCap: null };
    expect(solveExact(one, { ...free, itemPriorWork: 16 })?.cost).toBe(3 + 65_535);
    expect(solveExact([{ value: 1, priorWork: 0 }], { ...free, itemPriorWork: 16 })?.cost).toBe(65_536);
    expect(solveExact(one, { ...free, itemPriorWork: 17 })?.cost).toBe(3 + 131_071);
    expect(solveExact(one, { ...free, objective: 'xp', itemPriorWork: 17 })?.cost).toBe(
      stepScore(3 + 131_071, 'xp'),
    );
  });

  it('sizes the search by the prior work the cap or the bound leaves, not by the number of pieces', () => {
    // 3,464 equal pieces: 3,465 multisets. Unchecked, prior work could reach 3,464 (12,006,225 cells); the cap
    // of 16 or a bound of 15 levels leaves prior work 0 to 4 (pen 15), so the search runs. Each piece is worth
    // 16 levels, so it finds no plan at once (without the relaxation, which would take a while to build).
    const many = Array.from({ length: 3464 }, () => ({ value: 16, priorWork: 0 }));
    const relaxation = { abovePairs: Number.POSITIVE_INFINITY, pairs: 1 };
    expect(solveExact(many, { ...base, relaxation, levelCap: 16 })).toBeNull();
    expect(solveExact(many, { ...base, relaxation, levelCap: null, upperBound: 15 })).toBeNull();
    // 21 different pieces: 2,097,152 multisets, times 6 slots (prior work 0 to 5) is past the limit.
    const distinct = Array.from({ length: 21 }, (_, i) => ({ value: i + 1, priorWork: 0 }));
    const deadline = { at: performance.now() - 1, budgetMs: 3 };
    const refused = /too many different books \(2097152 states\)/;
    expect(() => solveExact(distinct, { ...base, levelCap: 16, deadline })).toThrow(refused);
    expect(() => solveExact(distinct, { ...base, levelCap: null, upperBound: 15, deadline })).toThrow(
      refused,
    );
  });

  it('looks at the deadline in the item pass', () => {
    // Pieces of value 1 and prior work 2 under a cap of 5: no two make a book (1 + 3 + 3 = 7 levels); the item
    // takes one (1 + 0 + 3) and then can take no more. With 10,000 of them the book pass ends before its first
    // look at the clock, the item pass (that tries every count of pieces as a book) does not.
    const pieces = Array.from({ length: 10_000 }, () => ({ value: 1, priorWork: 2 }));
    const options = {
      ...base,
      levelCap: 5,
      relaxation: { abovePairs: Number.POSITIVE_INFINITY, pairs: 1 },
    };
    const deadline = { at: performance.now() - 1, budgetMs: 9 };
    expect(() => solveExact(pieces, { ...options, deadline })).toThrow(OptimizerTimeoutError);
    expect(solveExact(pieces, options)).toBeNull();
    expect(solveExact([pieces[0]], { ...options, deadline })?.cost).toBe(4);
  });

  it('throws OptimizerTimeoutError once the deadline has passed, and not before', () => {
    const pieces = [1, 2, 3, 5].map((value) => ({ value, priorWork: 0 }));
    const relaxation = { abovePairs: 0, pairs: 4 };
    const past = { at: performance.now() - 1, budgetMs: 25 };
    expect(() => solveExact(pieces, { ...base, relaxation, deadline: past })).toThrow(
      expect.objectContaining({ name: 'OptimizerTimeoutError', budgetMs: 25 }),
    );
    const future = { at: performance.now() + 60_000, budgetMs: 60_000 };
    expect(solveExact(pieces, { ...base, relaxation, deadline: future })?.cost).toBe(
      bruteForce(pieces, 'levels', 40, 0),
    );
  });
});
