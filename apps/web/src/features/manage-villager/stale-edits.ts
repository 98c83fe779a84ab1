import { ADDED_FIELDS, type AddedTradeField, type Trade } from '@tradehall/contracts';
import { type HeardChange, latestTradeChange } from '../../entities/live-updates';
import { type DraftField, draftOf, type TradeDraft } from './trade-draft';
import type { EditBase } from './use-trade-edits';

/** An edited row that someone else changed since the edit began. */
export interface StaleEdit {
  /** The trade as it is now (after the refresh), or still as loaded when only the event has come yet. */
  trade: Trade;
  draft: TradeDraft;
  base: EditBase;
  /** Who changed it, when the change was heard on the live-update stream; null otherwise. */
  change: HeardChange | null;
}

/**
 * The edited rows changed by someone else since their edit began: their version moved on, or a live update
 * named them (before the refreshed listing has come).
 */
export function staleEdits(
  changed: readonly { trade: Trade; draft: TradeDraft }[],
  bases: ReadonlyMap<number, EditBase>,
  heard: readonly HeardChange[],
): StaleEdit[] {
  const stale: StaleEdit[] = [];
  for (const { trade, draft } of changed) {
    const base = bases.get(trade.id);
    if (!base) continue;
    const change = latestTradeChange(heard, trade.id, base.since);
    const named = change !== null && change.ids !== null;
    if (named || base.trade.row_version !== trade.row_version) stale.push({ trade, draft, base, change });
  }
  return stale;
}

/** Every text field of a draft (the record makes the compiler name a field added to TradeDraft). */
const TEXT_FIELDS: Record<DraftField, true> = {
  location: true,
  row: true,
  num: true,
  villager_type: true,
  cost_item1: true,
  cost_amount1: true,
  cost_item2: true,
  cost_amount2: true,
  sell_item: true,
  sell_amount: true,
  ...(Object.fromEntries(ADDED_FIELDS.map((field) => [field, true])) as Record<AddedTradeField, true>),
};
const FIELDS = Object.keys(TEXT_FIELDS) as DraftField[];

const enchantmentKey = (draft: TradeDraft) =>
  draft.enchantments
    .map(({ name, level }) => `${name.toLowerCase()}:${level}`)
    .sort()
    .join('|');

/**
 * The draft to save over someone else's change: the fields this user edited keep their edit, the others take
 * the trade's current values (so their change of another field is kept).
 */
export function rebaseDraft(base: Trade, draft: TradeDraft, current: Trade): TradeDraft {
  const before = draftOf(base);
  const now = draftOf(current);
  const rebased: TradeDraft = { ...now };
  for (const field of FIELDS) {
    if (draft[field].trim() !== before[field].trim()) rebased[field] = draft[field];
  }
  if (enchantmentKey(draft) !== enchantmentKey(before)) rebased.enchantments = draft.enchantments;
  return rebased;
}

export const STALE_SAVE_REFUSED =
  'some rows you edited were changed by someone else meanwhile. Reload them or save yours over theirs (see the warning above the table).';
