// validatePlanRequest on inputs the types forbid but a caller may still send (JSON from the API).
import { describe, expect, it } from 'vitest';
import { OptimizerInputError } from './errors';
import { enchantment } from './testkit';
import type { PlanEnchantmentInput, PlanRequest } from './types';
import { enchantmentLabel, validatePlanRequest } from './validate';

const sharpness = enchantment('Sharpness', 'Common', 5);
const request = (patch: Record<string, unknown>) =>
  ({ item: 'Sword', enchantments: [sharpness], ...patch }) as unknown as PlanRequest;
const entry = (patch: Record<string, unknown>) =>
  ({ ...sharpness, ...patch }) as unknown as PlanEnchantmentInput;

describe('validatePlanRequest on loose input', () => {
  it.each([
    ['an item that is not text', request({ item: 5 }), /^An item is required \(e\.g\. Sword\)\.$/],
    ['an item that is missing', request({ item: undefined }), /^An item is required/],
    [
      'a name that is not text',
      request({ enchantments: [entry({ name: 7 })] }),
      /^Enchantment #1: a name is required\.$/,
    ],
    ['an entry that is null', request({ enchantments: [null] }), /^Enchantment #1: a name is required\.$/],
    [
      'an mcid that is not text',
      request({ enchantments: [entry({ mcid: 5 })] }),
      /^Sharpness: an mcid is required\.$/,
    ],
    [
      'fromMerge as text',
      request({ enchantments: [entry({ fromMerge: 'yes' })] }),
      /^Sharpness: fromMerge must be true or false\.$/,
    ],
    [
      'a level I book made by merging',
      request({ enchantments: [entry({ level: 1, fromMerge: true })] }),
      /^Sharpness: a level I book cannot be made by merging two lower-level books\.$/,
    ],
    [
      'one name twice, in another case and with another mcid',
      request({ enchantments: [sharpness, entry({ name: 'SHARPNESS', mcid: 'other:sharpness' })] }),
      /^SHARPNESS is selected twice\.$/,
    ],
    [
      'tooExpensiveCap as text',
      request({ tooExpensiveCap: 'no' }),
      /^tooExpensiveCap must be true or false\.$/,
    ],
    [
      'an incompatibility list holding a number',
      request({ enchantments: [entry({ incompatibilities: ['minecraft:smite', 3] })] }),
      /^Sharpness: incompatibilities must be mcids\.$/,
    ],
  ])('refuses %s with its own message', (_name, input, message) => {
    expect(() => validatePlanRequest(input)).toThrow(OptimizerInputError);
    expect(() => validatePlanRequest(input)).toThrow(message);
  });

  it('trims the item and the names, and takes incompatibilities as an array of mcids', () => {
    const valid = validatePlanRequest(
      request({
        item: '  Sword ',
        enchantments: [
          entry({ name: '  Sharpness ', incompatibilities: [' minecraft:smite ', 'minecraft:bane'] }),
        ],
      }),
    );
    expect(valid.item).toBe('Sword');
    expect(valid.books.map((b) => [b.name, b.label, b.incompatibilities])).toEqual([
      ['Sharpness', 'Sharpness V', ['minecraft:smite', 'minecraft:bane']],
    ]);
  });

  it.each([
    ['not merged', { level: 1 }, 'vanilla', false, 0],
    ['merged, level II', { level: 2, fromMerge: true }, 'vanilla', true, 1],
    ['merged, under the rule remove', { level: 5, fromMerge: true }, 'remove', true, 0],
    ['not merged, level II, said so', { level: 2, fromMerge: false }, 'vanilla', false, 0],
  ] as const)('reads a book %s', (_name, patch, priorWork, fromMerge, bookPriorWork) => {
    const valid = validatePlanRequest(
      request({ enchantments: [entry(patch)], rules: { levelCap: 40, priorWork } }),
    );
    expect(valid.books.map((b) => [b.level, b.fromMerge, b.priorWork])).toEqual([
      [patch.level, fromMerge, bookPriorWork],
    ]);
  });
});

describe('enchantmentLabel of a one-level enchantment above its level', () => {
  it('writes the numeral of any level but I', () => {
    expect([enchantmentLabel('Mending', 1, 1), enchantmentLabel('Mending', 2, 1)]).toEqual([
      'Mending',
      'Mending II',
    ]);
  });
});
