import { describe, expect, it } from 'vitest';
import { caseCount } from '../testkit';
import { anvilMerge, enchantmentMultiplier } from './cost';
import { solveExact } from './exact';
import { planEnchantments } from './optimizer';
import { bruteForceCost, enchantment, randomEnchantments, seededRandom, treeCost } from './testkit';
import type { AnvilRules, MergePlan, PlanEnchantmentInput, PlanObjective, PlanTreeNode } from './types';

// Every anvil rule set against the brute force: the level cap (none, vanilla's 40, others) and each prior-work
// rule. The brute force prices every step with anvilMerge under the rule, independently of the searches.

const RULE_SETS: readonly AnvilRules[] = [
  { levelCap: 40, priorWork: 'vanilla' },
  { levelCap: null, priorWork: 'remove_repair_scaling' },
  { levelCap: 40, priorWork: 'remove_repair_scaling' },
  { levelCap: 25, priorWork: 'enchantment_only' },
  { levelCap: null, priorWork: 'enchantment_only' },
  { levelCap: 20, priorWork: 'vanilla' },
  { levelCap: null, priorWork: 'remove' },
  { levelCap: 12, priorWork: 'remove' },
];
const OBJECTIVES: readonly PlanObjective[] = ['levels', 'xp'];
const CASES_OF = (rules: AnvilRules) =>
  OBJECTIVES.flatMap((objective) =>
    (['optimal', 'grouped'] as const).map((strategy) => ({ rules, objective, strategy })),
  );

/** Random cases of 1..6 books, some with big books or a worn item, so that tight caps sometimes cannot be met. */
function randomCases(seed: number, count: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const hard = random() < 0.3;
    return {
      enchantments: randomEnchantments(random, 1 + (i % 6), hard ? 10 : 5),
      itemPriorWork: Math.floor(random() * (hard ? 6 : 3)),
    };
  });
}

const cost = (plan: MergePlan, objective: PlanObjective) =>
  objective === 'levels' ? plan.totals.levels : plan.totals.xp;

describe('planEnchantments under every rule set, against the brute force', () => {
  const cases = randomCases(2026, caseCount(18, 12));
  it.each(RULE_SETS.flatMap(CASES_OF))(
    'cap $rules.levelCap, prior work $rules.priorWork, $objective, $strategy: the cheapest plan, flagged by the cap',
    ({ rules, objective, strategy }) => {
      for (const { enchantments, itemPriorWork } of cases) {
        const context = JSON.stringify({ enchantments, itemPriorWork });
        const result = planEnchantments({
          item: 'Sword',
          enchantments,
          strategy,
          objective,
          itemPriorWork,
          rules,
        });
        const underCap = bruteForceCost(enchantments, objective, rules, itemPriorWork);
        const free = bruteForceCost(enchantments, objective, { ...rules, levelCap: null }, itemPriorWork);
        expect(cost(result, objective), context).toBe(underCap < Infinity ? underCap : free);
        expect(result.provenOptimal, context).toBe(true);
        expect(result.feasibleUnderCap, context).toBe(underCap < Infinity);
        expect(result.rules).toEqual(rules);
        expect(result.tooExpensiveCap).toBe(rules.levelCap !== null);
        for (const step of result.steps) {
          expect(step.tooExpensive, context).toBe(rules.levelCap !== null && step.levels >= rules.levelCap);
        }
        expect(result.orderMatters).toBe(rules.priorWork !== 'remove');
      }
    },
  );

  it.each(RULE_SETS.filter((rules) => rules.priorWork !== 'remove'))(
    'solveExact finds the brute force optimum under cap $levelCap ($priorWork)',
    (rules) => {
      for (const { enchantments, itemPriorWork } of cases) {
        const pieces = enchantments.map((e) => ({
          value: e.level * enchantmentMultiplier(e.rarity, true),
          priorWork: 0,
        }));
        for (const objective of OBJECTIVES) {
          const expected = bruteForceCost(enchantments, objective, rules, itemPriorWork);
          const solution = solveExact(pieces, { objective, levelCap: rules.levelCap, itemPriorWork });
          expect(solution?.cost ?? Infinity).toBe(expected);
          if (solution) {
            expect(treeCost(solution.tree, enchantments, objective, itemPriorWork, rules.priorWork)).toBe(
              expected,
            );
          }
        }
      }
    },
  );
});

/** Leaves of the finished item's chain of steps, in order, when every sacrifice is a single book. */
function straightChain(tree: PlanTreeNode): string[] | null {
  if (tree.kind === 'item') return [];
  if (tree.kind !== 'merge' || tree.sacrifice.kind !== 'book') return null;
  const before = straightChain(tree.target);
  return before === null ? null : [...before, tree.sacrifice.enchantment.label];
}

// A sword with prior work 4 and seven books: the RLCraft 2.9 example of issue 24.
const sword: PlanEnchantmentInput[] = [
  enchantment('Sharpness', 'Common', 5),
  enchantment('Looting', 'Rare', 3),
  enchantment('Fire Aspect', 'Rare', 2),
  enchantment('Knockback', 'Uncommon', 2),
  enchantment('Unbreaking', 'Uncommon', 3),
  enchantment('Mending', 'Rare', 1),
  enchantment('Sweeping Edge', 'Rare', 3),
];

describe('planEnchantments: the rules change the plan', () => {
  it('plans a worn sword past 40 levels without a warning when there is no cap, and flags it under 40', () => {
    const rlcraft = planEnchantments({
      item: 'Sword',
      enchantments: sword,
      itemPriorWork: 4,
      rules: { levelCap: null, priorWork: 'remove_repair_scaling' },
    });
    const vanilla = planEnchantments({ item: 'Sword', enchantments: sword, itemPriorWork: 4 });
    expect(rlcraft.totals).toMatchObject({ levels: 88, maxStepLevels: 50 });
    expect(rlcraft.steps.some((step) => step.tooExpensive)).toBe(false);
    expect(rlcraft.feasibleUnderCap).toBe(true);
    // Vanilla: no order fits under 40, so the same cheapest plan comes back with its dear steps flagged.
    expect(vanilla.feasibleUnderCap).toBe(false);
    expect(vanilla.totals).toEqual(rlcraft.totals);
    expect(vanilla.steps.filter((step) => step.tooExpensive).map((step) => step.levels)).toEqual(
      rlcraft.steps.filter((step) => step.levels >= 40).map((step) => step.levels),
    );
  });

  it('under remove, puts every book straight onto the item, says order does not matter, and charges no penalty', () => {
    const result = planEnchantments({
      item: 'Sword',
      enchantments: sword,
      itemPriorWork: 4,
      strategy: 'optimal',
      rules: { levelCap: null, priorWork: 'remove' },
    });
    expect(straightChain(result.tree)).toEqual(result.enchantments);
    expect(result.orderMatters).toBe(false);
    // Each step costs its book's value: 5, 6, 4, 2, 3, 2, 6.
    expect(result.steps.map((step) => step.levels)).toEqual([5, 6, 4, 2, 3, 2, 6]);
    expect(result.steps.every((step) => step.priorWorkAfter === 4)).toBe(true);
    expect(result.finalPriorWork).toBe(4);
  });

  it('anvilMerge charges and raises the penalty under every rule but remove', () => {
    const book = { isBook: true, priorWork: 2, enchantments: [{ ...sword[0], incompatibilities: [] }] };
    const item = { isBook: false, priorWork: 3, enchantments: [] };
    for (const rule of ['vanilla', 'remove_repair_scaling', 'enchantment_only'] as const) {
      expect(anvilMerge(item, book, rule)).toMatchObject({ levels: 5 + 7 + 3, priorWork: 4 });
    }
    expect(anvilMerge(item, book, 'remove')).toMatchObject({ levels: 5, priorWork: 3 });
  });
});
