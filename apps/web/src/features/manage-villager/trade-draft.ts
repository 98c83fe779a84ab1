import {
  ADDED_FIELDS,
  ADDED_TRADE_FIELDS,
  type AddedTradeField,
  addedFieldsOf,
  type Trade,
  UpdateTradeRequest,
} from '@tradehall/contracts';
import { leveledEnchantment } from '@tradehall/domain';

/** An enchantment chosen for a trade: its name and level. */
export interface ChosenEnchantment {
  name: string;
  level: number;
}

/**
 * The editable fields of one table row, as the inputs hold them (amounts and num as typed text), so a half-typed
 * value is kept until Save Edits checks it; the fields added since SPEC §2 (notes) as they are.
 */
export interface TradeDraft extends Record<AddedTradeField, string> {
  location: string;
  row: string;
  num: string;
  villager_type: string;
  cost_item1: string;
  cost_amount1: string;
  cost_item2: string;
  cost_amount2: string;
  sell_item: string;
  sell_amount: string;
  enchantments: readonly ChosenEnchantment[];
}

/** The trade as it was when its row was first edited, and when that was (epoch ms). */
export interface EditBase {
  trade: Trade;
  since: number;
}

export type DraftField = Exclude<keyof TradeDraft, 'enchantments'>;

export function draftOf(trade: Trade): TradeDraft {
  return {
    location: trade.location,
    row: trade.row,
    num: String(trade.num),
    villager_type: trade.villager_type,
    cost_item1: trade.cost_item1,
    cost_amount1: String(trade.cost_amount1),
    cost_item2: trade.cost_item2,
    cost_amount2: String(trade.cost_amount2),
    sell_item: trade.sell_item,
    sell_amount: String(trade.sell_amount),
    ...addedFieldsOf(trade),
    enchantments: trade.enchantments.map(({ name, level }) => ({ name, level })),
  };
}

function enchantmentKey(list: readonly ChosenEnchantment[]): string {
  return list
    .map(({ name, level }) => `${name.toLowerCase()}:${level}`)
    .sort()
    .join('|');
}

/** Whether the draft differs from the trade it was made from. */
export function draftChanged(trade: Trade, draft: TradeDraft): boolean {
  const original = draftOf(trade);
  const fields = Object.keys(original) as (keyof TradeDraft)[];
  return fields.some((field) =>
    field === 'enchantments'
      ? enchantmentKey(original.enchantments) !== enchantmentKey(draft.enchantments)
      : original[field].trim() !== draft[field].trim(),
  );
}

/** The table's column names, in the order its problems are listed. */
const COLUMN_LABELS: Readonly<Record<DraftField, string>> = {
  location: 'location',
  row: 'row',
  num: 'num',
  villager_type: 'villager',
  cost_item1: 'Cost 1',
  cost_amount1: 'Amt 1',
  cost_item2: 'Cost 2',
  cost_amount2: 'Amt 2',
  sell_item: 'sell item',
  sell_amount: 'Amt',
  ...(Object.fromEntries(
    ADDED_FIELDS.map((field) => [field, ADDED_TRADE_FIELDS[field].label.toLowerCase()]),
  ) as Record<AddedTradeField, string>),
};

/** A typed number: a whole number as a number; anything else (blank too) as not a number, for the schema to refuse. */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type DraftCheck = { ok: true; body: UpdateTradeRequest } | { ok: false; problem: string };

/**
 * Checks a draft with the API's own trade schema (contracts) and builds PUT /api/trades/{id}'s body (with the
 * row version); a refusal names each column at fault in the schema's words ('num must be from 1 to 20').
 */
export function checkDraft(trade: Trade, draft: TradeDraft): DraftCheck {
  const parsed = UpdateTradeRequest.safeParse({
    location: draft.location,
    row: draft.row,
    num: typedNumber(draft.num),
    villager_type: draft.villager_type,
    cost_item1: draft.cost_item1,
    cost_amount1: typedNumber(draft.cost_amount1),
    cost_item2: draft.cost_item2,
    cost_amount2: typedNumber(draft.cost_amount2),
    sell_item: draft.sell_item,
    sell_amount: typedNumber(draft.sell_amount),
    ...addedFieldsOf(draft),
    enchantments: draft.enchantments.map(({ name, level }) => ({ name, level })),
    row_version: trade.row_version,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const messages = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  const problems = (Object.keys(COLUMN_LABELS) as DraftField[]).flatMap((field) => {
    const message = messages.get(field);
    return message ? [`${COLUMN_LABELS[field]} ${message}`] : [];
  });
  if (messages.has('enchantments')) problems.push(`enchantments ${messages.get('enchantments')}`);
  return { ok: false, problem: problems.join(', ') };
}

/** Enchantments as the table shows them: 'Mending I, Unbreaking III'. */
export function enchantmentSummary(list: readonly ChosenEnchantment[]): string {
  return list.map(({ name, level }) => leveledEnchantment(name, level)).join(', ');
}

/** One line naming a trade: 'Main Hall A1 · Librarian: 1 Enchanted Book (Mending I)'. */
export function describeTrade(trade: Trade): string {
  const enchantments = enchantmentSummary(trade.enchantments);
  const sell = `${trade.sell_amount} ${trade.sell_item}${enchantments ? ` (${enchantments})` : ''}`;
  return `${trade.location} ${trade.row}${trade.num} · ${trade.villager_type}: ${sell}`;
}
