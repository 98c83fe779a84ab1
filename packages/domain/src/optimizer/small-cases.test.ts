import { describe, expect, it } from 'vitest';
import { xpForLevel } from '../xp';
import { enchantmentMultiplier } from './cost';
import { EnchantmentConflictError } from './errors';
import { solveExact } from './exact';
import { planEnchantments } from './optimizer';
import { enchantment, treeCost } from './testkit';
import type { AnvilRules, MergePlan, OptimizerRarity, PlanObjective } from './types';

// Small cases (1 to 5 books) with their costs worked out by the brute force of testkit.ts (bruteForceCost) and
// written down, so that these tests run in milliseconds: fast enough to run for every mutant of the optimizer.
// Each case lists, for each rule set of RULES and each objective [levels, xp], the cheapest plan under the
// cap (null: none fits) and without it.

const RULES: readonly AnvilRules[] = [
  { levelCap: 40, priorWork: 'vanilla' },
  { levelCap: null, priorWork: 'vanilla' },
  { levelCap: 20, priorWork: 'vanilla' },
  { levelCap: 25, priorWork: 'enchantment_only' },
  { levelCap: null, priorWork: 'remove_repair_scaling' },
  { levelCap: 12, priorWork: 'remove' },
];
const OBJECTIVES: readonly PlanObjective[] = ['levels', 'xp'];

type Costs = ReadonlyArray<readonly [number | null, number | null]>;
interface SmallCase {
  name: string;
  itemPriorWork: number;
  books: ReadonlyArray<readonly [OptimizerRarity, number, number]>;
  capped: Costs;
  free: Costs;
}

const CASES: readonly SmallCase[] = [
  {
    name: 'one book',
    itemPriorWork: 0,
    books: [['Common', 1, 1]],
    capped: [
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
    ],
    free: [
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
      [1, 7],
    ],
  },
  {
    name: 'two equal books',
    itemPriorWork: 0,
    books: [
      ['Uncommon', 3, 3],
      ['Uncommon', 3, 3],
    ],
    capped: [
      [7, 67],
      [7, 67],
      [7, 67],
      [7, 67],
      [7, 67],
      [6, 54],
    ],
    free: [
      [7, 67],
      [7, 67],
      [7, 67],
      [7, 67],
      [7, 67],
      [6, 54],
    ],
  },
  {
    name: 'three equal books, worn item',
    itemPriorWork: 2,
    books: [
      ['Rare', 2, 2],
      ['Rare', 2, 2],
      ['Rare', 2, 2],
    ],
    capped: [
      [27, 443],
      [27, 443],
      [27, 443],
      [27, 443],
      [27, 443],
      [12, 120],
    ],
    free: [
      [27, 443],
      [27, 443],
      [27, 443],
      [27, 443],
      [27, 443],
      [12, 120],
    ],
  },
  {
    name: 'four books, two pairs of equal values',
    itemPriorWork: 1,
    books: [
      ['Common', 4, 4],
      ['Common', 4, 4],
      ['Rare', 1, 1],
      ['Uncommon', 1, 1],
    ],
    capped: [
      [20, 270],
      [20, 270],
      [20, 270],
      [20, 270],
      [20, 270],
      [11, 103],
    ],
    free: [
      [20, 270],
      [20, 270],
      [20, 270],
      [20, 270],
      [20, 270],
      [11, 103],
    ],
  },
  {
    name: 'a Very Rare V among small books',
    itemPriorWork: 0,
    books: [
      ['Very Rare', 5, 5],
      ['Common', 1, 1],
      ['Uncommon', 2, 1],
      ['Rare', 1, 1],
    ],
    capped: [
      [30, 652],
      [30, 652],
      [null, null],
      [30, 652],
      [30, 652],
      [null, null],
    ],
    free: [
      [30, 652],
      [30, 652],
      [30, 652],
      [30, 652],
      [30, 652],
      [24, 580],
    ],
  },
  {
    name: 'a book worth 40 levels alone',
    itemPriorWork: 0,
    books: [
      ['Very Rare', 10, 10],
      ['Uncommon', 3, 3],
    ],
    capped: [
      [null, null],
      [44, 2960],
      [null, null],
      [null, null],
      [44, 2960],
      [null, null],
    ],
    free: [
      [44, 2960],
      [44, 2960],
      [44, 2960],
      [44, 2960],
      [44, 2960],
      [43, 2947],
    ],
  },
  {
    name: 'random 1',
    itemPriorWork: 0,
    books: [
      ['Rare', 2, 2],
      ['Rare', 5, 5],
    ],
    capped: [
      [15, 215],
      [15, 215],
      [15, 215],
      [15, 215],
      [15, 215],
      [14, 200],
    ],
    free: [
      [15, 215],
      [15, 215],
      [15, 215],
      [15, 215],
      [15, 215],
      [14, 200],
    ],
  },
  {
    name: 'random 2',
    itemPriorWork: 0,
    books: [
      ['Very Rare', 4, 2],
      ['Very Rare', 5, 1],
      ['Very Rare', 2, 1],
    ],
    capped: [
      [20, 258],
      [20, 258],
      [20, 258],
      [20, 258],
      [20, 258],
      [16, 192],
    ],
    free: [
      [20, 258],
      [20, 258],
      [20, 258],
      [20, 258],
      [20, 258],
      [16, 192],
    ],
  },
  {
    name: 'random 3',
    itemPriorWork: 3,
    books: [
      ['Very Rare', 6, 2],
      ['Common', 2, 2],
      ['Rare', 2, 1],
      ['Very Rare', 8, 7],
    ],
    capped: [
      [68, 3483],
      [66, 3483],
      [null, null],
      [null, null],
      [66, 3483],
      [null, null],
    ],
    free: [
      [66, 3483],
      [66, 3483],
      [66, 3483],
      [66, 3483],
      [66, 3483],
      [40, 1330],
    ],
  },
  {
    name: 'random 4',
    itemPriorWork: 2,
    books: [
      ['Uncommon', 4, 1],
      ['Very Rare', 2, 2],
      ['Very Rare', 4, 2],
      ['Very Rare', 2, 2],
      ['Common', 5, 4],
    ],
    capped: [
      [57, 1469],
      [57, 1469],
      [null, null],
      [57, 1469],
      [57, 1469],
      [29, 383],
    ],
    free: [
      [57, 1469],
      [57, 1469],
      [57, 1469],
      [57, 1469],
      [57, 1469],
      [29, 383],
    ],
  },
  {
    name: 'random 5',
    itemPriorWork: 1,
    books: [
      ['Rare', 5, 4],
      ['Very Rare', 4, 3],
    ],
    capped: [
      [24, 434],
      [24, 434],
      [24, 434],
      [24, 434],
      [24, 434],
      [null, null],
    ],
    free: [
      [24, 434],
      [24, 434],
      [24, 434],
      [24, 434],
      [24, 434],
      [20, 328],
    ],
  },
  {
    name: 'random 6',
    itemPriorWork: 5,
    books: [
      ['Uncommon', 4, 3],
      ['Very Rare', 8, 4],
      ['Rare', 2, 2],
    ],
    capped: [
      [null, null],
      [65, 7658],
      [null, null],
      [null, null],
      [65, 7658],
      [null, null],
    ],
    free: [
      [65, 7658],
      [65, 7658],
      [65, 7658],
      [65, 7658],
      [65, 7658],
      [23, 419],
    ],
  },
  {
    name: 'random 7',
    itemPriorWork: 0,
    books: [
      ['Very Rare', 5, 4],
      ['Common', 1, 1],
      ['Very Rare', 5, 4],
      ['Very Rare', 4, 2],
    ],
    capped: [
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [null, null],
    ],
    free: [
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [47, 1000],
      [41, 823],
    ],
  },
  {
    name: 'random 8',
    itemPriorWork: 0,
    books: [
      ['Very Rare', 2, 1],
      ['Common', 4, 4],
      ['Common', 4, 3],
      ['Common', 1, 1],
      ['Common', 5, 4],
    ],
    capped: [
      [26, 344],
      [26, 344],
      [26, 344],
      [26, 344],
      [26, 344],
      [16, 154],
    ],
    free: [
      [26, 344],
      [26, 344],
      [26, 344],
      [26, 344],
      [26, 344],
      [16, 154],
    ],
  },
];

const enchantmentsOf = (c: SmallCase) =>
  c.books.map(([rarity, maxlevel, level], i) => enchantment(`E${i}`, rarity, maxlevel, level));
const piecesOf = (c: SmallCase) =>
  c.books.map(([rarity, , level]) => ({ value: level * enchantmentMultiplier(rarity, true), priorWork: 0 }));
const costOf = (plan: MergePlan, objective: PlanObjective) =>
  objective === 'levels' ? plan.totals.levels : plan.totals.xp;

describe('planEnchantments on small cases with known optima', () => {
  it.each(CASES)('$name', (c) => {
    const enchantments = enchantmentsOf(c);
    RULES.forEach((rules, r) => {
      OBJECTIVES.forEach((objective, o) => {
        const capped = c.capped[r][o];
        const free = c.free[r][o];
        for (const strategy of ['optimal', 'grouped'] as const) {
          const context = JSON.stringify({ rules, objective, strategy });
          const plan = planEnchantments({
            item: 'Sword',
            enchantments,
            objective,
            strategy,
            itemPriorWork: c.itemPriorWork,
            rules,
          });
          expect(costOf(plan, objective), context).toBe(capped ?? free);
          expect(plan.provenOptimal, context).toBe(true);
          expect(plan.feasibleUnderCap, context).toBe(capped !== null);
          expect(plan.strategy).toBe(strategy);
          expect(plan.objective).toBe(objective);
          expect(plan.steps).toHaveLength(enchantments.length);
          const levels = plan.steps.reduce((sum, step) => sum + step.levels, 0);
          expect(plan.totals).toEqual({
            levels,
            xp: plan.steps.reduce((sum, step) => sum + step.xp, 0),
            xpIfSavedUp: xpForLevel(levels),
            steps: enchantments.length,
            maxStepLevels: Math.max(...plan.steps.map((step) => step.levels)),
          });
          for (const step of plan.steps) {
            expect(step.tooExpensive, context).toBe(rules.levelCap !== null && step.levels >= rules.levelCap);
          }
        }
      });
    });
  });
});

describe('solveExact on small cases with known optima', () => {
  it.each(CASES)('$name', (c) => {
    const enchantments = enchantmentsOf(c);
    const pieces = piecesOf(c);
    // The first three rule sets are vanilla with the cap at 40, none and 20.
    RULES.slice(0, 3).forEach((rules, r) => {
      OBJECTIVES.forEach((objective, o) => {
        const expected = c.capped[r][o];
        const base = { objective, levelCap: rules.levelCap, itemPriorWork: c.itemPriorWork };
        const context = JSON.stringify(base);
        const plain = solveExact(pieces, base);
        expect(plain?.cost ?? null, context).toBe(expected);
        if (plain === null || expected === null) return;
        expect(treeCost(plain.tree, enchantments, objective, c.itemPriorWork), context).toBe(expected);
        for (const pairs of [1, 2, 5]) {
          const relaxed = solveExact(pieces, { ...base, relaxation: { abovePairs: 0, pairs } });
          expect(relaxed?.cost, `${context} pairs ${pairs}`).toBe(expected);
        }
        expect(solveExact(pieces, { ...base, upperBound: expected })?.cost, context).toBe(expected);
        expect(solveExact(pieces, { ...base, upperBound: expected + 1 })?.cost, context).toBe(expected);
        expect(solveExact(pieces, { ...base, upperBound: expected - 1 }), context).toBeNull();
      });
    });
  });
});

describe('planEnchantments: what the searches tell', () => {
  it('refuses incompatible enchantments before searching', () => {
    const enchantments = [
      enchantment('Sharpness', 'Common', 5, 5, ['test:smite']),
      enchantment('Smite', 'Uncommon', 5, 5, ['test:sharpness']),
    ];
    expect(() => planEnchantments({ item: 'Sword', enchantments })).toThrow(EnchantmentConflictError);
  });

  it('does not call a pre-merged grouped plan proven optimal, with the cap on or off', () => {
    const enchantments = Array.from({ length: 30 }, (_, i) =>
      enchantment(`Book ${i}`, (['Common', 'Uncommon', 'Rare', 'Very Rare'] as const)[i % 4], 5, 1 + (i % 5)),
    );
    for (const tooExpensiveCap of [true, false]) {
      const plan = planEnchantments({ item: 'Sword', enchantments, tooExpensiveCap });
      expect(plan.strategy).toBe('grouped');
      expect(plan.provenOptimal).toBe(false);
    }
  });
});
