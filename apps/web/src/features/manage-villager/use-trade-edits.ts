import type { Trade } from '@tradehall/contracts';
import { useCallback, useState } from 'react';
import {
  type ChosenEnchantment,
  type DraftField,
  draftChanged,
  draftOf,
  type TradeDraft,
} from './trade-draft';

/** Unsaved edits of table rows, by trade id. Save Edits sends the changed ones. */
export function useTradeEdits() {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, TradeDraft>>(() => new Map());

  const update = useCallback((trade: Trade, patch: Partial<TradeDraft>) => {
    setDrafts((current) => {
      const next = new Map(current);
      next.set(trade.id, { ...(current.get(trade.id) ?? draftOf(trade)), ...patch });
      return next;
    });
  }, []);

  const change = useCallback(
    (trade: Trade, field: DraftField, value: string) => update(trade, { [field]: value }),
    [update],
  );

  const setEnchantments = useCallback(
    (trade: Trade, enchantments: readonly ChosenEnchantment[]) => update(trade, { enchantments }),
    [update],
  );

  const discard = useCallback((ids: readonly number[]) => {
    if (ids.length === 0) return;
    setDrafts((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setDrafts(new Map()), []);

  return { drafts, change, setEnchantments, discard, clear };
}

/** The listed trades whose row was edited, each with its draft. */
export function changedRows(
  trades: readonly Trade[],
  drafts: ReadonlyMap<number, TradeDraft>,
): { trade: Trade; draft: TradeDraft }[] {
  const rows: { trade: Trade; draft: TradeDraft }[] = [];
  for (const trade of trades) {
    const draft = drafts.get(trade.id);
    if (draft && draftChanged(trade, draft)) rows.push({ trade, draft });
  }
  return rows;
}
