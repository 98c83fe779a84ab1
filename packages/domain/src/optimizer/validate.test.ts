import { describe, expect, it } from 'vitest';
import { OptimizerInputError } from './errors';
import { enchantment } from './testkit';
import type { PlanEnchantmentInput, PlanRequest } from './types';
import { enchantmentLabel, validatePlanRequest } from './validate';

const sharpness = enchantment('Sharpness', 'Common', 5);
const looting = enchantment('Looting', 'Rare', 3);
const request = (patch: Partial<PlanRequest> = {}): PlanRequest => ({
  item: 'Sword',
  enchantments: [sharpness, looting],
  ...patch,
});
// Inputs the types forbid but a caller may still send.
const loose = (patch: Record<string, unknown>) =>
  ({ ...sharpness, ...patch }) as unknown as PlanEnchantmentInput;
const many = (n: number) => Array.from({ length: n }, (_, i) => enchantment(`Enchant ${i}`, 'Rare', 5));

describe('validatePlanRequest', () => {
  it('fills the defaults and computes each book value', () => {
    const valid = validatePlanRequest(request());
    expect(valid).toMatchObject({
      item: 'Sword',
      strategy: 'grouped',
      objective: 'levels',
      rules: { levelCap: 40, priorWork: 'vanilla' },
      itemPriorWork: 0,
      timeBudgetMs: 10_000,
    });
    expect(valid.books.map((b) => [b.label, b.value])).toEqual([
      ['Sharpness V', 5],
      ['Looting III', 6],
    ]);
  });

  it.each([
    ['no item', request({ item: '  ' }), /item is required/],
    ['no enchantment', request({ enchantments: [] }), /^Please select at least one enchantment\.$/],
    ['more than 50', request({ enchantments: many(51) }), /At most 50 enchantments.*got 51/],
    [
      'level above max',
      request({ enchantments: [{ ...sharpness, level: 6 }] }),
      /^Sharpness: level 6 is outside 1\.\.5/,
    ],
    [
      'level zero',
      request({ enchantments: [{ ...looting, level: 0 }] }),
      /^Looting: level 0 is outside 1\.\.3/,
    ],
    ['fractional level', request({ enchantments: [{ ...looting, level: 1.5 }] }), /^Looting: level 1\.5/],
    [
      'unknown rarity',
      request({ enchantments: [loose({ rarity: 'Epic' })] }),
      /^Sharpness: unknown rarity 'Epic'/,
    ],
    ['bad max level', request({ enchantments: [loose({ maxlevel: 0 })] }), /^Sharpness: max level/],
    ['missing name', request({ enchantments: [looting, loose({ name: '' })] }), /^Enchantment #2: a name/],
    ['missing mcid', request({ enchantments: [loose({ mcid: ' ' })] }), /^Sharpness: an mcid is required/],
    [
      'bad incompatibilities',
      request({ enchantments: [loose({ incompatibilities: 3 })] }),
      /incompatibilities/,
    ],
    [
      'duplicate',
      request({ enchantments: [sharpness, looting, sharpness] }),
      /^Sharpness is selected twice\.$/,
    ],
    [
      'duplicate mcid under another name',
      request({ enchantments: [sharpness, { ...looting, mcid: sharpness.mcid }] }),
      /^Looting is selected twice \(same mcid as Sharpness\)/,
    ],
    ['unknown strategy', request({ strategy: 'fast' as never }), /Unknown strategy 'fast'/],
    ['unknown objective', request({ objective: 'emeralds' as never }), /Unknown objective 'emeralds'/],
    ['negative prior work', request({ itemPriorWork: -1 }), /itemPriorWork.*got -1/],
    ['huge prior work', request({ itemPriorWork: 21 }), /itemPriorWork.*0 to 20/],
    ['zero budget', request({ timeBudgetMs: 0 }), /timeBudgetMs/],
    ['level cap zero', request({ rules: { levelCap: 0, priorWork: 'vanilla' } }), /rules\.levelCap.*got 0/],
    ['fractional cap', request({ rules: { levelCap: 39.5, priorWork: 'vanilla' } }), /rules\.levelCap/],
    [
      'unknown prior-work rule',
      request({ rules: { levelCap: null, priorWork: 'keep' as never } }),
      /rules\.priorWork must be one of vanilla, remove_repair_scaling, enchantment_only, remove, got keep/,
    ],
  ])('refuses %s', (_label, input, message) => {
    expect(() => validatePlanRequest(input)).toThrow(OptimizerInputError);
    expect(() => validatePlanRequest(input)).toThrow(message);
  });

  it.each([
    [{ tooExpensiveCap: false }, { levelCap: null, priorWork: 'vanilla' }],
    [{ tooExpensiveCap: true }, { levelCap: 40, priorWork: 'vanilla' }],
    [
      { tooExpensiveCap: true, rules: { levelCap: null, priorWork: 'remove_repair_scaling' } },
      { levelCap: null, priorWork: 'remove_repair_scaling' },
    ],
    [{ rules: { levelCap: 25, priorWork: 'remove' } }, { levelCap: 25, priorWork: 'remove' }],
  ] as const)('reads the rules of %j as %j', (options, rules) => {
    expect(validatePlanRequest(request(options)).rules).toEqual(rules);
  });

  it('accepts exactly 50 enchantments and comma-separated incompatibilities', () => {
    expect(validatePlanRequest(request({ enchantments: many(50) })).books).toHaveLength(50);
    const text = { ...sharpness, incompatibilities: 'minecraft:smite, minecraft:bane_of_arthropods' };
    expect(validatePlanRequest(request({ enchantments: [text] })).books[0].incompatibilities).toEqual([
      'minecraft:smite',
      'minecraft:bane_of_arthropods',
    ]);
  });
});

describe('enchantmentLabel', () => {
  it.each([
    ['Sharpness', 5, 5, 'Sharpness V'],
    ['Looting', 1, 3, 'Looting I'],
    ['Mending', 1, 1, 'Mending'],
  ])('%s at %i (max %i) reads %s', (name, level, maxlevel, label) => {
    expect(enchantmentLabel(name, level, maxlevel)).toBe(label);
  });
});
