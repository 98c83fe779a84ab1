import { describe, expect, it } from 'vitest';
import { xpForLevel } from '../xp';
import { planEnchantments } from './optimizer';
import { bruteForceCost, enchantment } from './testkit';
import type { AnvilRules, PlanSide, PlanStep, PlanTreeMerge, PlanTreeNode } from './types';

// The whole plan buildPlan returns, on cases small enough to work out by hand: every side, step, tree node and
// total, for a plan that has a merged book (two lower books merged first) and a book made of several books.

const power = enchantment('Power', 'Common', 5, 2);
const mending = enchantment('Mending', 'Rare', 1);
const unbreaking = { ...enchantment('Unbreaking', 'Uncommon', 3), fromMerge: true };
const punch = enchantment('Punch', 'Rare', 2, 1);
const BOW = [power, mending, unbreaking, punch];

const book = (label: string): PlanSide => ({
  kind: 'book',
  label,
  enchantments: [label],
  priorWork: 0,
  fromStep: null,
});
const leaf = (name: string, mcid: string, level: number, label: string): PlanTreeNode => ({
  kind: 'book',
  enchantment: { name, mcid, level, label },
});
const step = (
  number: number,
  target: PlanSide,
  sacrifice: PlanSide,
  resultEnchantments: string[],
  levels: number,
  priorWorkAfter: number,
  tooExpensive = false,
): PlanStep => ({
  step: number,
  target,
  sacrifice,
  result: target.kind === 'item' ? 'item' : 'merged-book',
  resultEnchantments,
  levels,
  xp: xpForLevel(levels),
  priorWorkAfter,
  tooExpensive,
});
const node = (of: PlanStep, target: PlanTreeNode, sacrifice: PlanTreeNode): PlanTreeMerge => ({
  kind: 'merge',
  step: of.step,
  target,
  sacrifice,
  result: of.result,
  enchantments: of.resultEnchantments,
  priorWork: of.priorWorkAfter,
  levels: of.levels,
  xp: of.xp,
  tooExpensive: of.tooExpensive,
});

describe('buildPlan: the plan as the API returns it', () => {
  it('lists every step, side and tree node of a plan with a merged book and a book of three books', () => {
    const plan = planEnchantments({ item: 'Bow', itemPriorWork: 1, enchantments: BOW });
    // Unbreaking III is made of two Unbreaking II books (3 levels), goes onto the bow (1 + 1 + 3), then
    // Power II + Mending (2), + Punch I (1 + 2), and that book onto the bow (3 + 3 + 2 + 2 + 2).
    const s1 = step(1, book('Unbreaking II'), book('Unbreaking II'), ['Unbreaking III'], 3, 1);
    const s2 = step(
      2,
      { kind: 'item', label: 'Bow', enchantments: [], priorWork: 1, fromStep: null },
      {
        kind: 'merged-book',
        label: 'Unbreaking III',
        enchantments: ['Unbreaking III'],
        priorWork: 1,
        fromStep: 1,
      },
      ['Unbreaking III'],
      5,
      2,
    );
    const s3 = step(3, book('Power II'), book('Mending'), ['Power II', 'Mending'], 2, 1);
    const s4 = step(
      4,
      {
        kind: 'merged-book',
        label: 'Book (Power II, Mending)',
        enchantments: ['Power II', 'Mending'],
        priorWork: 1,
        fromStep: 3,
      },
      book('Punch I'),
      ['Power II', 'Mending', 'Punch I'],
      3,
      2,
    );
    const s5 = step(
      5,
      { kind: 'item', label: 'Bow', enchantments: ['Unbreaking III'], priorWork: 2, fromStep: 2 },
      {
        kind: 'merged-book',
        label: 'Book (Power II, Mending, Punch I)',
        enchantments: ['Power II', 'Mending', 'Punch I'],
        priorWork: 2,
        fromStep: 4,
      },
      ['Unbreaking III', 'Power II', 'Mending', 'Punch I'],
      12,
      3,
    );
    const unbreakingII = leaf('Unbreaking', 'test:unbreaking', 2, 'Unbreaking II');
    const tree = node(
      s5,
      node(s2, { kind: 'item', label: 'Bow', priorWork: 1 }, node(s1, unbreakingII, unbreakingII)),
      node(
        s4,
        node(s3, leaf('Power', 'test:power', 2, 'Power II'), leaf('Mending', 'test:mending', 1, 'Mending')),
        leaf('Punch', 'test:punch', 1, 'Punch I'),
      ),
    );
    expect(plan).toEqual({
      item: 'Bow',
      strategy: 'grouped',
      objective: 'levels',
      tooExpensiveCap: true,
      rules: { levelCap: 40, priorWork: 'vanilla' },
      orderMatters: true,
      provenOptimal: true,
      feasibleUnderCap: true,
      steps: [s1, s2, s3, s4, s5],
      tree,
      totals: {
        levels: 25,
        xp: xpForLevel(3) + xpForLevel(5) + xpForLevel(2) + xpForLevel(3) + xpForLevel(12),
        xpIfSavedUp: xpForLevel(25),
        steps: 5,
        maxStepLevels: 12,
      },
      finalPriorWork: 3,
      // In input order, not the finished item's.
      enchantments: ['Power II', 'Mending', 'Unbreaking III', 'Punch I'],
    });
  });

  it.each([
    [{ levelCap: null, priorWork: 'vanilla' }, false, true],
    [{ levelCap: 40, priorWork: 'enchantment_only' }, true, true],
    [{ levelCap: 30, priorWork: 'remove' }, true, false],
    [{ levelCap: null, priorWork: 'remove' }, false, false],
  ] as const)('tells the rules %o: tooExpensiveCap %s, orderMatters %s', (rules, cap, orderMatters) => {
    const plan = planEnchantments({ item: 'Bow', enchantments: [power, mending], rules });
    expect(plan.rules).toEqual(rules);
    expect(plan.tooExpensiveCap).toBe(cap);
    expect(plan.orderMatters).toBe(orderMatters);
    expect(plan.feasibleUnderCap).toBe(true);
    expect(plan.provenOptimal).toBe(true);
  });

  it('flags the Too Expensive steps of a plan that cannot fit under the cap', () => {
    // Prior work 5 costs 31 levels: with a cap of 30 every step onto the item is refused, a book + book is not.
    const rules: AnvilRules = { levelCap: 30, priorWork: 'vanilla' };
    const plan = planEnchantments({
      item: 'Bow',
      itemPriorWork: 5,
      enchantments: [power, mending, punch],
      rules,
    });
    expect(plan.feasibleUnderCap).toBe(false);
    expect(plan.tooExpensiveCap).toBe(true);
    expect(plan.totals.levels).toBe(
      bruteForceCost([power, mending, punch], 'levels', { ...rules, levelCap: null }, 5),
    );
    for (const s of plan.steps) {
      expect(s.tooExpensive).toBe(s.levels >= 30);
      expect(s.tooExpensive).toBe(s.result === 'item');
    }
    const flagged = (n: PlanTreeNode): boolean[] =>
      n.kind === 'merge' ? [...flagged(n.target), ...flagged(n.sacrifice), n.tooExpensive] : [];
    expect(flagged(plan.tree)).toEqual(plan.steps.map((s) => s.tooExpensive));
    expect(plan.totals.maxStepLevels).toBe(Math.max(...plan.steps.map((s) => s.levels)));
  });
});
