import { describe, expect, it } from 'vitest';
import { type AddTradeInput, AddTradeSchema, addTradeProblem, initialValues } from './add-trade-schema';
import { MESSAGES } from './messages';

const VALID: AddTradeInput = {
  ...initialValues('Main Hall', 'B', '3'),
  cost_item1: 'Emerald',
  sell_item: 'Enchanted Book',
  enchantments: [{ name: 'Mending', level: 1 }],
};

/** The problem line for a form, as react-hook-form's zod resolver would report the schema's errors. */
function problemOf(values: AddTradeInput): string | null {
  const result = AddTradeSchema.safeParse(values);
  if (result.success) return null;
  const errors = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path[0], { type: issue.code, message: issue.message }]),
  );
  return addTradeProblem(errors);
}

describe('the Add New Trade form checks', () => {
  it.each([
    { name: 'a complete trade', values: VALID, problem: null },
    { name: 'no sell item', values: { ...VALID, sell_item: '' }, problem: MESSAGES.townAndSellItemRequired },
    {
      name: 'a blank sell item',
      values: { ...VALID, sell_item: '   ' },
      problem: MESSAGES.townAndSellItemRequired,
    },
    {
      name: 'no sell item and no location: the spec text first',
      values: { ...VALID, sell_item: '', location: '' },
      problem: MESSAGES.townAndSellItemRequired,
    },
    { name: 'no location', values: { ...VALID, location: '  ' }, problem: 'Location is required.' },
    { name: 'a row out of A-Z', values: { ...VALID, row: '7' }, problem: 'Row must be a letter A-Z.' },
    { name: 'num 21', values: { ...VALID, num: '21' }, problem: 'Num must be from 1 to 20.' },
    {
      name: 'a negative amount',
      values: { ...VALID, cost_amount2: -1 },
      problem: 'Amount 2 must be 0 or more.',
    },
    {
      name: 'a fractional amount',
      values: { ...VALID, sell_amount: 1.5 },
      problem: 'Sell Amount must be a whole number.',
    },
    {
      name: 'an enchantment level 0',
      values: { ...VALID, enchantments: [{ name: 'Mending', level: 0 }] },
      problem: 'Enchantments must be at least 1.',
    },
  ])('$name', ({ values, problem }) => {
    expect(problemOf(values)).toBe(problem);
  });

  it('sends the schema output: numbers, a trimmed location and an upper-case row', () => {
    const parsed = AddTradeSchema.parse({
      ...VALID,
      location: ' Vault ',
      row: 'c',
      num: '4',
      cost_amount2: '33',
    });
    expect(parsed).toMatchObject({ location: 'Vault', row: 'C', num: 4, cost_amount2: 33, sell_amount: 1 });
  });
});
