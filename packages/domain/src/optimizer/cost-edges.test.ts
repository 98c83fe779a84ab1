// The anvil cost rules at their edges: prior-work rules, the level cap's boundary, self-listed and one-sided
// incompatibilities, a lower level merged onto a higher one.
import { describe, expect, it } from 'vitest';
import {
  type AnvilEnchantment,
  anvilMerge,
  chargesPriorWork,
  isTooExpensive,
  PRIOR_WORK_RULES,
} from './cost';

const ench = (mcid: string, level: number, incompatibilities: string[] = []): AnvilEnchantment => ({
  mcid,
  rarity: 'Common',
  level,
  maxlevel: 5,
  incompatibilities,
});
const sword = (enchantments: AnvilEnchantment[], priorWork = 0) => ({
  isBook: false,
  priorWork,
  enchantments,
});
const book = (enchantments: AnvilEnchantment[], priorWork = 0) => ({ isBook: true, priorWork, enchantments });

describe('chargesPriorWork and isTooExpensive', () => {
  it.each([
    ['vanilla', true],
    ['remove_repair_scaling', true],
    ['enchantment_only', true],
    ['remove', false],
  ] as const)('prior work under %s is charged: %s', (rule, charged) => {
    expect(chargesPriorWork(rule)).toBe(charged);
  });

  it('knows the four rules', () => {
    expect(PRIOR_WORK_RULES).toEqual(['vanilla', 'remove_repair_scaling', 'enchantment_only', 'remove']);
  });

  it.each([
    [39, 40, false],
    [40, 40, true],
    [41, 40, true],
    [0, 1, false],
    [1, 1, true],
    [1_000_000, null, false],
    [0, null, false],
  ] as const)('a step of %i levels under the cap %j is too expensive: %s', (levels, cap, expensive) => {
    expect(isTooExpensive(levels, cap)).toBe(expensive);
  });
});

describe('anvilMerge at its edges', () => {
  it('under the rule remove, charges no prior work and keeps the target’s', () => {
    const outcome = anvilMerge(sword([], 3), book([ench('sharpness', 2)], 2), 'remove');
    expect([outcome.levels, outcome.priorWork]).toEqual([2, 3]);
    const vanilla = anvilMerge(sword([], 3), book([ench('sharpness', 2)], 2), 'vanilla');
    expect([vanilla.levels, vanilla.priorWork]).toEqual([7 + 3 + 2, 4]);
  });

  it('combines an enchantment with itself even when its list names its own mcid', () => {
    const selfListed = ench('protection', 3, ['protection', 'fire_protection']);
    expect(anvilMerge(sword([selfListed]), book([selfListed]))).toMatchObject({
      levels: 4,
      enchantments: [{ mcid: 'protection', level: 4 }],
    });
  });

  it.each([
    ['the target lists the sacrifice', ['fire_protection'], []],
    ['the sacrifice lists the target', [], ['protection']],
  ])('counts a conflict when %s', (_name, targetList, sacrificeList) => {
    const outcome = anvilMerge(
      sword([ench('protection', 4, targetList)]),
      book([ench('fire_protection', 4, sacrificeList)]),
    );
    expect(outcome.levels).toBe(1);
    expect(outcome.enchantments.map((e) => e.mcid)).toEqual(['protection']);
  });

  it('keeps the higher level when a lower one is merged onto it, and charges for the level kept', () => {
    expect(anvilMerge(sword([ench('sharpness', 3)]), book([ench('sharpness', 1)]))).toMatchObject({
      levels: 3,
      enchantments: [{ mcid: 'sharpness', level: 3 }],
    });
    expect(anvilMerge(sword([ench('sharpness', 1)]), book([ench('sharpness', 3)]))).toMatchObject({
      levels: 3,
      enchantments: [{ mcid: 'sharpness', level: 3 }],
    });
  });
});
