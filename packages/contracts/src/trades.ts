import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { NUM_MAX, NUM_MIN, ROWS } from './constants';
import { idNumber, idText, wholeNumberText } from './ids';
import { safeText } from './text';

export const RowSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => ROWS.includes(v), 'must be a letter A-Z');
/** JSON numbers only: `true`, "0x10", "1e3", null and [] answer 'must be a whole number' (z.coerce took them). */
export const NumSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(NUM_MIN, `must be from ${NUM_MIN} to ${NUM_MAX}`)
  .max(NUM_MAX, `must be from ${NUM_MIN} to ${NUM_MAX}`);
export const AmountSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000);

export const TradeEnchantment = z.object({
  name: z.string(),
  level: z.number().int(),
  /** Filled in answers for the editor; ignored in requests. */
  maxlevel: z.number().int().optional(),
  mcid: z.string().optional(),
});
export type TradeEnchantment = z.infer<typeof TradeEnchantment>;

export const TradeEnchantmentInput = z.object({
  name: requiredText(100),
  level: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
});

/** The longest trade note ("cured", "name-tagged Bob", "locked in"). */
export const NOTES_MAX = 200;

/** The trade fields of SPEC §2, in the order of the API's Trade; each screen lays them out by hand. */
const SPEC_FIELD_KINDS = {
  row: 'text',
  num: 'integer',
  villager_type: 'text',
  cost_item1: 'text',
  cost_amount1: 'integer',
  cost_item2: 'text',
  cost_amount2: 'integer',
  sell_item: 'text',
  sell_amount: 'integer',
} as const;

/** What the screens, CSV, backups and search take from a field added to trades since SPEC §2. */
export interface AddedTradeFieldInfo {
  /** Its label on every screen ('Notes'); the problems of Save Edits name it in lower case. */
  label: string;
  /** Longest text. */
  max: number;
  /** Examples: the Add New Trade input's placeholder and the CSV column's hint. */
  example: string;
  /** Whether `q` matches it (its migration then adds the index (server_id, lower(column))). */
  searched: boolean;
}

/**
 * Fields added to trades since SPEC §2: free text, '' when none, after the SPEC's fields. Adding one here (and its
 * column, in a migration) is all it takes: the create and edit rules, the answer's Trade, the database type, the
 * server's column lists, CSV and backups (the column last, optional, so older files still import), search (when
 * `searched`), and the web's screens (Manage Villager's row, Add New Trade, the search results, the hall map's
 * tooltip, kept drafts) follow this list.
 */
export const ADDED_TRADE_FIELDS = {
  notes: { label: 'Notes', max: NOTES_MAX, example: 'cured, name-tagged Bob, locked in', searched: true },
} as const satisfies Record<string, AddedTradeFieldInfo>;
export type AddedTradeField = keyof typeof ADDED_TRADE_FIELDS;
export const ADDED_FIELDS = Object.keys(ADDED_TRADE_FIELDS) as AddedTradeField[];
export function isAddedField(field: string): field is AddedTradeField {
  return Object.hasOwn(ADDED_TRADE_FIELDS, field);
}
/** Each added field empty, as a trade without it (an older file, a generated trade) has it. */
export const ADDED_FIELD_DEFAULTS = Object.fromEntries(ADDED_FIELDS.map((field) => [field, ''])) as {
  [F in AddedTradeField]: string;
};

/** The added fields of a trade (or of a draft, a form's values): `{ notes }`. */
export function addedFieldsOf(values: { readonly [F in AddedTradeField]: string }): {
  [F in AddedTradeField]: string;
} {
  return Object.fromEntries(ADDED_FIELDS.map((field) => [field, values[field]])) as {
    [F in AddedTradeField]: string;
  };
}

/**
 * The trade's own columns, declared once: name and kind, in the order of the API's Trade. The database's
 * `trades` table (db/types.ts), the server's column lists (modules/trades/trade-rows.repository.ts), CSV and
 * backups follow this list; adding a field to trades starts at ADDED_TRADE_FIELDS.
 */
export const TRADE_FIELD_KINDS = {
  ...SPEC_FIELD_KINDS,
  ...(Object.fromEntries(ADDED_FIELDS.map((field) => [field, 'text'])) as { [F in AddedTradeField]: 'text' }),
};
export type TradeField = keyof typeof TRADE_FIELD_KINDS;
export const TRADE_FIELDS = Object.keys(TRADE_FIELD_KINDS) as TradeField[];
/** A trade's own columns as stored and answered. */
export type TradeFieldValues = {
  [F in TradeField]: (typeof TRADE_FIELD_KINDS)[F] extends 'integer' ? number : string;
};

/** An answer without an added field (a server, or a page of tests, from before it) reads it as ''. */
const answeredFields = Object.fromEntries(
  TRADE_FIELDS.map((field) => [
    field,
    TRADE_FIELD_KINDS[field] === 'integer'
      ? z.number()
      : (ADDED_FIELDS as readonly string[]).includes(field)
        ? z.string().default('')
        : z.string(),
  ]),
) as unknown as {
  [F in TradeField]: z.ZodType<
    TradeFieldValues[F],
    F extends AddedTradeField ? TradeFieldValues[F] | undefined : TradeFieldValues[F]
  >;
};

/** A trade as the API answers it. */
export const Trade = z.object({
  id: z.number(),
  server_id: z.number(),
  town: z.string(),
  town_id: z.number(),
  location: z.string(),
  location_id: z.number(),
  ...answeredFields,
  enchantments: z.array(TradeEnchantment),
  row_version: z.number(),
});
export type Trade = z.infer<typeof Trade>;
export const TradeList = z.array(Trade);

/**
 * POST /api/trades and PUT /api/trades/{id}: the saved trade, with `warnings` when it was saved but looks wrong,
 * e.g. "Mending I: a librarian asks 10–38 emeralds; this trade says 3" (a Librarian's Enchanted Book priced
 * outside what a 1.12.2 librarian asks, or an enchantment no librarian sells).
 */
export const SavedTrade = Trade.extend({ warnings: z.array(z.string()).optional() });
export type SavedTrade = z.infer<typeof SavedTrade>;

/**
 * GET /api/trades/search and GET /api/trades answer at most this many trades (in their sort order). When more
 * matched, the answer carries the header `X-Result-Truncated: true` (and `X-Result-Limit`): narrow the filters.
 */
export const TRADE_RESULT_LIMIT = 5000;
export const RESULT_TRUNCATED_HEADER = 'x-result-truncated';
export const RESULT_LIMIT_HEADER = 'x-result-limit';

const addedFieldRules = Object.fromEntries(
  ADDED_FIELDS.map((field) => [field, optionalText(ADDED_TRADE_FIELDS[field].max).default('')]),
) as { [F in AddedTradeField]: z.ZodDefault<ReturnType<typeof optionalText>> };

const TradeFields = {
  location: requiredText(100),
  row: RowSchema,
  num: NumSchema,
  villager_type: requiredText(60),
  cost_item1: optionalText(100).default(''),
  cost_amount1: AmountSchema.default(1),
  cost_item2: optionalText(100).default(''),
  cost_amount2: AmountSchema.default(0),
  sell_item: requiredText(100),
  sell_amount: AmountSchema.default(1),
  ...addedFieldRules,
  enchantments: z.array(TradeEnchantmentInput).max(20).default([]),
} satisfies Record<TradeField, z.ZodType> & Record<'location' | 'enchantments', z.ZodType>;

/** POST /api/trades: the town by id (or name), the location by name (created when missing). */
export const CreateTradeRequest = z.object({
  server_id: idNumber(),
  town_id: idNumber().optional(),
  town: optionalText(100).optional(),
  ...TradeFields,
});
export type CreateTradeRequest = z.infer<typeof CreateTradeRequest>;

/** PUT /api/trades/{id}: the whole trade (same town); row_version from the copy being edited. */
export const UpdateTradeRequest = z.object({
  ...TradeFields,
  row_version: z.number().int().positive().optional(),
});
export type UpdateTradeRequest = z.infer<typeof UpdateTradeRequest>;

const optionalFilter = safeText(100).optional();

/** GET /api/trades: the Manage Villager listing. Town and location are names. */
export const TradesQuery = z.object({
  server_id: idText().optional(),
  town: optionalFilter,
  location: optionalFilter,
  row: RowSchema.optional(),
  num: wholeNumberText(NUM_MIN, NUM_MAX).optional(),
  vt: optionalFilter,
});
export type TradesQuery = z.infer<typeof TradesQuery>;

/** GET /api/trades/search. `base` is a town name. A value of All is never sent. */
export const TradeSearchQuery = z.object({
  q: safeText(100).optional(),
  base: optionalFilter,
  location: optionalFilter,
  vt: optionalFilter,
  only_ench: z.enum(['true', 'false']).optional(),
  server_id: idText().optional(),
});
export type TradeSearchQuery = z.infer<typeof TradeSearchQuery>;

export const SlotRef = z.object({
  town: requiredText(100),
  location: requiredText(100),
  row: RowSchema,
  num: NumSchema,
  town_id: idNumber(),
});
export type SlotRef = z.infer<typeof SlotRef>;

export const MoveTradesRequest = z
  .object({
    action: z.enum(['Move', 'Copy']),
    new_location: SlotRef,
    trade_ids: z.array(idNumber()).min(1).max(5000).optional(),
    old_location: SlotRef.optional(),
  })
  .refine((v) => v.trade_ids !== undefined || v.old_location !== undefined, {
    message: 'give trade_ids or old_location',
    path: ['trade_ids'],
  });
export type MoveTradesRequest = z.infer<typeof MoveTradesRequest>;
/** Answer of POST /api/trades/move: the message, and the ids of the moved trades (or of the new copies). */
export const MoveTradesResult = z.object({ message: z.string(), trade_ids: z.array(z.number()) });
export type MoveTradesResult = z.infer<typeof MoveTradesResult>;

export const TradeTemplateQuery = z.object({
  villager_type: requiredText(60),
  sell_item: requiredText(100),
  server_id: idText().optional(),
});
export type TradeTemplateQuery = z.infer<typeof TradeTemplateQuery>;
export const TradeTemplate = z.object({
  cost_item1: z.string(),
  cost_amount1: z.number(),
  cost_item2: z.string(),
  cost_amount2: z.number(),
  /** How many existing trades the average is taken over. */
  samples: z.number(),
});
export type TradeTemplate = z.infer<typeof TradeTemplate>;

export const VillagerItem = z.object({
  item: z.string(),
  villager: z.string(),
  trade_type: z.enum(['cost', 'sell']),
});
export type VillagerItem = z.infer<typeof VillagerItem>;
/** GET /api/villager_items. */
export const VillagerItemListSchema = z.array(VillagerItem);
/** GET /item_type_map: SPEC §3 names the item-type map's fields Keyword and Type. */
export const ItemTypeMapEntry = z
  .object({
    Keyword: z.string().describe("A word of an item's name, e.g. 'sword'."),
    Type: z.string().describe("An item type it stands for, e.g. 'SWORD', or 'Any'."),
  })
  .describe('One entry of the item-type map.');
export type ItemTypeMapEntry = z.infer<typeof ItemTypeMapEntry>;
/** GET /api/item_type_map. */
export const ItemTypeMapListSchema = z.array(ItemTypeMapEntry);
