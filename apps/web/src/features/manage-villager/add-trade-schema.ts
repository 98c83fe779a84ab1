/** The Add New Trade form's values, checked by the API's own trade schema (contracts), and its messages. */
import {
  ADDED_FIELD_DEFAULTS,
  ADDED_FIELDS,
  ADDED_TRADE_FIELDS,
  type AddedTradeField,
  AmountSchema,
  NumSchema,
  ROWS,
  TRADE_DEFAULTS,
  typedNumber,
  UpdateTradeRequest,
} from '@tradehall/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from './messages';

/** A number input's value (typed text or a number) checked by the API's own number rule. */
const typed = <T extends z.ZodType>(schema: T) =>
  z.preprocess(typedNumber, schema) as unknown as z.ZodType<z.output<T>, string | number | undefined>;

/**
 * PUT/POST's trade fields but the villager type, which the main filters choose; the form's inputs hold text, so
 * its numbers are read from it first (the API itself takes JSON numbers only).
 */
export const AddTradeSchema = UpdateTradeRequest.omit({ row_version: true, villager_type: true }).extend({
  num: typed(NumSchema),
  cost_amount1: typed(AmountSchema.default(TRADE_DEFAULTS.cost_amount1)),
  cost_amount2: typed(AmountSchema.default(TRADE_DEFAULTS.cost_amount2)),
  sell_amount: typed(AmountSchema.default(TRADE_DEFAULTS.sell_amount)),
});
export type AddTradeInput = z.input<typeof AddTradeSchema>;
export type AddTradeValues = z.output<typeof AddTradeSchema>;

/** The item fields, as a new villager type (or a trade just added) starts them. */
export const EMPTY_ITEMS = {
  cost_item1: '',
  cost_amount1: TRADE_DEFAULTS.cost_amount1,
  cost_item2: '',
  cost_amount2: TRADE_DEFAULTS.cost_amount2,
  sell_item: '',
  sell_amount: TRADE_DEFAULTS.sell_amount,
  ...ADDED_FIELD_DEFAULTS,
  enchantments: [] as { name: string; level: number }[],
} satisfies Partial<AddTradeInput>;

export function initialValues(location: string, row: string, num: string): AddTradeInput {
  return { location, row: row || ROWS[0]!, num: num || '1', ...EMPTY_ITEMS };
}

const LABELS: Readonly<Record<keyof AddTradeInput, string>> = {
  location: 'Location',
  row: 'Row',
  num: 'Num',
  cost_item1: 'Cost Item 1',
  cost_amount1: 'Amount 1',
  cost_item2: 'Cost Item 2',
  cost_amount2: 'Amount 2',
  sell_item: 'Sell Item',
  sell_amount: 'Sell Amount',
  ...(Object.fromEntries(ADDED_FIELDS.map((field) => [field, ADDED_TRADE_FIELDS[field].label])) as Record<
    AddedTradeField,
    string
  >),
  enchantments: 'Enchantments',
};

/**
 * The one line the form shows for a refused submit: SPEC §5's sell-item text when the sell item is missing,
 * else the first field's problem in the schema's words ('Location is required').
 */
export function addTradeProblem(errors: FieldErrors<AddTradeInput>): string {
  if (errors.sell_item) return MESSAGES.townAndSellItemRequired;
  const field = (Object.keys(LABELS) as (keyof AddTradeInput)[]).find((name) => errors[name]);
  if (!field) return MESSAGES.addTradeError;
  const message = errors[field]?.message;
  return `${LABELS[field]} ${typeof message === 'string' && message ? message : 'is not valid'}.`;
}
