import { describe, expect, it } from 'vitest';
import { xpForLevel } from '../xp';
import { type AnvilEnchantment, anvilMerge } from './cost';
import { OptimizerInputError } from './errors';
import { planEnchantments } from './optimizer';
import { enchantment, vanillaRules } from './testkit';
import type { MergePlan, PlanEnchantmentInput, PlanTreeNode, PriorWorkRule } from './types';

const merged = (input: PlanEnchantmentInput): PlanEnchantmentInput => ({ ...input, fromMerge: true });

/** Re-evaluates a plan's tree with the anvil model alone: the levels of every merge, in tree order. */
function evaluateWithAnvil(
  node: PlanTreeNode,
  inputs: readonly PlanEnchantmentInput[],
  rule: PriorWorkRule,
): { levels: number[]; priorWork: number; isBook: boolean; enchantments: AnvilEnchantment[] } {
  if (node.kind === 'item') return { levels: [], priorWork: node.priorWork, isBook: false, enchantments: [] };
  if (node.kind === 'book') {
    const input = inputs.find((e) => e.mcid === node.enchantment.mcid);
    if (!input) throw new Error(`no input for ${node.enchantment.mcid}`);
    const incompatibilities = typeof input.incompatibilities === 'string' ? [] : input.incompatibilities;
    return {
      levels: [],
      priorWork: 0,
      isBook: true,
      enchantments: [{ ...input, level: node.enchantment.level, incompatibilities }],
    };
  }
  const target = evaluateWithAnvil(node.target, inputs, rule);
  const sacrifice = evaluateWithAnvil(node.sacrifice, inputs, rule);
  const outcome = anvilMerge(target, sacrifice, rule);
  return {
    levels: [...target.levels, ...sacrifice.levels, outcome.levels],
    priorWork: outcome.priorWork,
    isBook: target.isBook,
    enchantments: outcome.enchantments,
  };
}

function expectTotalsMatchTree(plan: MergePlan, inputs: readonly PlanEnchantmentInput[]) {
  const { levels } = evaluateWithAnvil(plan.tree, inputs, plan.rules.priorWork);
  expect(plan.totals.steps).toBe(levels.length);
  expect(plan.totals.levels).toBe(levels.reduce((a, b) => a + b, 0));
  expect(plan.totals.xp).toBe(levels.reduce((a, b) => a + xpForLevel(b), 0));
  expect(plan.totals.maxStepLevels).toBe(Math.max(...levels));
  expect([...plan.steps.map((s) => s.levels)].sort()).toEqual([...levels].sort());
}

describe('books made by merging two lower-level books', () => {
  const sharpness = enchantment('Sharpness', 'Common', 5);
  const looting = enchantment('Looting', 'Rare', 3);
  const unbreaking = enchantment('Unbreaking', 'Uncommon', 3);

  it('merges two level N-1 books first, then applies the merged book with prior work 1', () => {
    const plan = planEnchantments({ item: 'Sword', enchantments: [merged(sharpness)] });
    expect(plan.steps).toHaveLength(2);
    const [merge, apply] = plan.steps;
    expect(merge).toMatchObject({
      step: 1,
      target: { kind: 'book', label: 'Sharpness IV', priorWork: 0, fromStep: null },
      sacrifice: { kind: 'book', label: 'Sharpness IV', priorWork: 0, fromStep: null },
      result: 'merged-book',
      resultEnchantments: ['Sharpness V'],
      levels: 5,
      xp: xpForLevel(5),
      priorWorkAfter: 1,
    });
    expect(apply).toMatchObject({
      step: 2,
      target: { kind: 'item', label: 'Sword' },
      sacrifice: { kind: 'merged-book', label: 'Sharpness V', priorWork: 1, fromStep: 1 },
      levels: 6,
      priorWorkAfter: 2,
    });
    expect(plan.totals).toEqual({
      levels: 11,
      xp: xpForLevel(5) + xpForLevel(6),
      xpIfSavedUp: xpForLevel(11),
      steps: 2,
      maxStepLevels: 6,
    });
    expect(plan.finalPriorWork).toBe(2);
    expect(plan.enchantments).toEqual(['Sharpness V']);
    expect(plan.tree).toMatchObject({
      kind: 'merge',
      target: { kind: 'item' },
      sacrifice: {
        kind: 'merge',
        step: 1,
        result: 'merged-book',
        target: { kind: 'book', enchantment: { label: 'Sharpness IV', level: 4 } },
        sacrifice: { kind: 'book', enchantment: { label: 'Sharpness IV', level: 4 } },
      },
    });
    expectTotalsMatchTree(plan, [sharpness]);
  });

  it('costs more than the same plan with a bought book, and True Optimal plans around its prior work', () => {
    const bought = planEnchantments({ item: 'Sword', enchantments: [sharpness, looting, unbreaking] });
    const withMerge = planEnchantments({
      item: 'Sword',
      enchantments: [sharpness, merged(looting), unbreaking],
    });
    expect(withMerge.totals.steps).toBe(bought.totals.steps + 1);
    expect(withMerge.totals.levels).toBeGreaterThan(bought.totals.levels);
    expect(withMerge.steps[0]).toMatchObject({
      step: 1,
      resultEnchantments: ['Looting III'],
      priorWorkAfter: 1,
    });
    expect(withMerge.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    const optimal = planEnchantments({
      item: 'Sword',
      enchantments: [sharpness, merged(looting), unbreaking],
      strategy: 'optimal',
    });
    expect(optimal.provenOptimal).toBe(true);
    expect(optimal.totals.levels).toBeLessThanOrEqual(withMerge.totals.levels);
    expectTotalsMatchTree(optimal, [sharpness, merged(looting), unbreaking]);
    expectTotalsMatchTree(withMerge, [sharpness, merged(looting), unbreaking]);
  });

  it.each([
    ['levels', 'optimal', true],
    ['xp', 'grouped', false],
  ] as const)(
    'keeps the totals equal to the tree under objective %s, strategy %s',
    (objective, strategy, cap) => {
      const inputs = [merged(sharpness), merged(looting), unbreaking];
      const plan = planEnchantments({
        item: 'Sword',
        enchantments: inputs,
        objective,
        strategy,
        rules: vanillaRules(cap),
      });
      expect(plan.steps.slice(0, 2).map((s) => s.result)).toEqual(['merged-book', 'merged-book']);
      expectTotalsMatchTree(plan, inputs);
    },
  );

  it('under the prior-work rule remove the merged book stays at prior work 0', () => {
    const plan = planEnchantments({
      item: 'Sword',
      enchantments: [merged(sharpness)],
      rules: { levelCap: null, priorWork: 'remove' },
    });
    expect(plan.steps[1]?.sacrifice.priorWork).toBe(0);
    expect(plan.totals.levels).toBe(10);
    expectTotalsMatchTree(plan, [sharpness]);
  });

  it.each([
    [
      merged(enchantment('Mending', 'Rare', 1)),
      'Mending: a level I book cannot be made by merging two lower-level books.',
    ],
    [{ ...sharpness, fromMerge: 'yes' as unknown as boolean }, 'Sharpness: fromMerge must be true or false.'],
  ])('refuses %o', (input, message) => {
    expect(() => planEnchantments({ item: 'Sword', enchantments: [input] })).toThrow(
      new OptimizerInputError(message),
    );
  });
});
