import { NUM_MAX, NUM_MIN, ROWS, type Trade, type UpdateTradeRequest } from '@tradehall/contracts';

/** An enchantment chosen for a trade: its name and level. */
export interface ChosenEnchantment {
  name: string;
  level: number;
}

/**
 * The editable fields of one table row, as the inputs hold them (amounts and num as typed text), so a half-typed
 * value is kept until Save Edits checks it.
 */
export interface TradeDraft {
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

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

const AMOUNT_LABELS: Readonly<Record<string, string>> = {
  cost_amount1: 'Amt 1',
  cost_amount2: 'Amt 2',
  sell_amount: 'Amt',
};

export type DraftCheck = { ok: true; body: UpdateTradeRequest } | { ok: false; problem: string };

/** Checks a draft the way the server will and builds PUT /api/trades/{id}'s body (with the row version). */
export function checkDraft(trade: Trade, draft: TradeDraft): DraftCheck {
  const problems: string[] = [];
  const row = draft.row.trim().toUpperCase();
  const num = wholeNumber(draft.num);
  const amounts = {
    cost_amount1: wholeNumber(draft.cost_amount1),
    cost_amount2: wholeNumber(draft.cost_amount2),
    sell_amount: wholeNumber(draft.sell_amount),
  };
  if (draft.location.trim() === '') problems.push('location is required');
  if (!ROWS.includes(row)) problems.push('row must be a letter A-Z');
  if (num === null || num < NUM_MIN || num > NUM_MAX)
    problems.push(`num must be from ${NUM_MIN} to ${NUM_MAX}`);
  if (draft.villager_type.trim() === '') problems.push('villager is required');
  if (draft.sell_item.trim() === '') problems.push('sell item is required');
  for (const [field, value] of Object.entries(amounts)) {
    if (value === null) problems.push(`${AMOUNT_LABELS[field] ?? field} must be a whole number of 0 or more`);
  }
  if (problems.length > 0) return { ok: false, problem: problems.join(', ') };
  return {
    ok: true,
    body: {
      location: draft.location.trim(),
      row,
      num: num ?? NUM_MIN,
      villager_type: draft.villager_type.trim(),
      cost_item1: draft.cost_item1.trim(),
      cost_amount1: amounts.cost_amount1 ?? 0,
      cost_item2: draft.cost_item2.trim(),
      cost_amount2: amounts.cost_amount2 ?? 0,
      sell_item: draft.sell_item.trim(),
      sell_amount: amounts.sell_amount ?? 0,
      enchantments: draft.enchantments.map(({ name, level }) => ({ name, level })),
      row_version: trade.row_version,
    },
  };
}

/** Enchantments as the table shows them: 'Mending 1, Unbreaking 3'. */
export function enchantmentSummary(list: readonly ChosenEnchantment[]): string {
  return list.map(({ name, level }) => `${name} ${level}`).join(', ');
}

/** One line naming a trade: 'Main Hall A1 · Librarian: 1 Enchanted Book (Mending 1)'. */
export function describeTrade(trade: Trade): string {
  const enchantments = enchantmentSummary(trade.enchantments);
  const sell = `${trade.sell_amount} ${trade.sell_item}${enchantments ? ` (${enchantments})` : ''}`;
  return `${trade.location} ${trade.row}${trade.num} · ${trade.villager_type}: ${sell}`;
}
