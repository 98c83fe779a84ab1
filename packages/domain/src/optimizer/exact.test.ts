import { describe, expect, it } from 'vitest';
import { caseCount } from '../testkit';
import { enchantmentMultiplier } from './cost';
import { OptimizerTimeoutError } from './errors';
import { solveExact } from './exact';
import {
  bruteForceCost,
  maxStep,
  pieceSteps,
  randomEnchantments,
  seededRandom,
  treeCost,
  vanillaRules,
} from './testkit';
import type { PlanEnchantmentInput, PlanObjective } from './types';

const piecesOf = (enchantments: readonly PlanEnchantmentInput[]) =>
  enchantments.map((e) => ({ value: e.level * enchantmentMultiplier(e.rarity, true), priorWork: 0 }));

const MODES = [
  ['levels', true],
  ['levels', false],
  ['xp', true],
  ['xp', false],
] as const satisfies ReadonlyArray<readonly [PlanObjective, boolean]>;

/** Random cases of 1..6 books; some with a worn item or big books so that the cap sometimes cannot be met. */
function randomCases(seed: number, count: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const n = 1 + (i % 6);
    const hard = random() < 0.25;
    return {
      enchantments: randomEnchantments(random, n, hard ? 10 : 5),
      itemPriorWork: Math.floor(random() * (hard ? 6 : 3)),
      variant: i % 3,
    };
  });
}

describe('solveExact against a brute force over every merge sequence', () => {
  const cases = randomCases(20240501, caseCount(36, 18));
  it.each(MODES)('%s, cap %s', (objective, cap) => {
    for (const { enchantments, itemPriorWork, variant } of cases) {
      const expected = bruteForceCost(enchantments, objective, vanillaRules(cap), itemPriorWork);
      // Plain, with a relaxation forced on, and with an upper bound at or above the optimum.
      const relaxation =
        variant === 1 ? { abovePairs: 0, pairs: 1 + (enchantments.length % 3) * 6 } : undefined;
      const upperBound =
        variant === 2 && expected < Infinity ? expected + (enchantments.length % 2) * 5 : undefined;
      const solution = solveExact(piecesOf(enchantments), {
        objective,
        levelCap: cap ? 40 : null,
        itemPriorWork,
        relaxation,
        upperBound,
      });
      const context = JSON.stringify({ enchantments, itemPriorWork, variant });
      expect(solution?.cost ?? Infinity, context).toBe(expected);
      if (solution) {
        expect(treeCost(solution.tree, enchantments, objective, itemPriorWork), context).toBe(expected);
        if (cap) expect(maxStep(solution.tree, enchantments, itemPriorWork), context).toBeLessThan(40);
      }
    }
  });
});

describe('solveExact on larger cases', () => {
  it('gives the same optimum with and without the relaxation bound and an upper bound', () => {
    const random = seededRandom(7);
    for (let i = 0; i < caseCount(12, 4); i++) {
      const enchantments = randomEnchantments(random, 8 + (i % 4), 5);
      const [objective, cap] = MODES[i % MODES.length];
      const levelCap = cap ? 40 : null;
      const plain = solveExact(piecesOf(enchantments), { objective, levelCap, itemPriorWork: 0 });
      const relaxed = solveExact(piecesOf(enchantments), {
        objective,
        levelCap,
        itemPriorWork: 0,
        relaxation: { abovePairs: 0, pairs: 200 },
        upperBound: plain ? plain.cost + 3 : undefined,
      });
      expect(relaxed?.cost).toBe(plain?.cost);
      if (plain && relaxed) expect(treeCost(relaxed.tree, enchantments, objective, 0)).toBe(plain.cost);
    }
  });

  it('returns null when nothing is cheaper than the upper bound', () => {
    const pieces = [5, 6, 8, 12].map((value) => ({ value, priorWork: 0 }));
    const best = solveExact(pieces, { objective: 'levels', levelCap: null, itemPriorWork: 0 });
    expect(best).not.toBeNull();
    const cost = best?.cost ?? 0;
    expect(
      solveExact(pieces, { objective: 'levels', levelCap: null, itemPriorWork: 0, upperBound: cost - 1 }),
    ).toBeNull();
    expect(
      solveExact(pieces, { objective: 'levels', levelCap: null, itemPriorWork: 0, upperBound: cost })?.cost,
    ).toBe(cost);
  });

  it('rebuilds a plan that keeps the cap, not just one of the same cost', () => {
    // Pre-merged pieces where an equally cheap plan has a 41-level step.
    const pieces = [
      { value: 10, priorWork: 1 },
      { value: 6, priorWork: 1 },
      { value: 8, priorWork: 0 },
      { value: 12, priorWork: 2 },
      { value: 20, priorWork: 0 },
      { value: 16, priorWork: 0 },
      { value: 16, priorWork: 1 },
      { value: 7, priorWork: 1 },
    ];
    const solution = solveExact(pieces, { objective: 'levels', levelCap: 40, itemPriorWork: 0 });
    expect(solution?.cost).toBe(156);
    if (solution) expect(pieceSteps(solution.tree, pieces).every((levels) => levels < 40)).toBe(true);
  });

  it('handles pre-merged pieces with their own prior work', () => {
    // A piece of value 9 with prior work 1 (two books already merged) and two plain books.
    const pieces = [
      { value: 9, priorWork: 1 },
      { value: 4, priorWork: 0 },
      { value: 2, priorWork: 0 },
    ];
    const solution = solveExact(pieces, { objective: 'levels', levelCap: 40, itemPriorWork: 0 });
    // Best: (4 + 2) = 2 levels, then item + 9 = 9 + 1 = 10, then item(1) + 6 book(1) = 6 + 1 + 1 = 8.
    expect(solution?.cost).toBe(20);
  });

  it('throws OptimizerTimeoutError past the deadline', () => {
    const pieces = Array.from({ length: 16 }, (_, i) => ({ value: i + 1, priorWork: 0 }));
    const deadline = { at: performance.now() - 1, budgetMs: 5 };
    expect(() =>
      solveExact(pieces, { objective: 'levels', levelCap: null, itemPriorWork: 0, deadline }),
    ).toThrow(OptimizerTimeoutError);
  });

  it('refuses at once a search too large to hold in memory', () => {
    const pieces = Array.from({ length: 40 }, (_, i) => ({ value: i + 1, priorWork: 0 }));
    const deadline = { at: performance.now() + 60_000, budgetMs: 60_000 };
    expect(() =>
      solveExact(pieces, { objective: 'levels', levelCap: null, itemPriorWork: 0, deadline }),
    ).toThrow(/too many different books/);
  });
});
