import type { Trade } from '@tradehall/contracts';
import { useCallback, useEffect, useState } from 'react';
import { dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { EDITS_DRAFT, editsToKeep, restoredEdits } from './kept-drafts';
import {
  type ChosenEnchantment,
  type DraftField,
  draftChanged,
  draftOf,
  type EditBase,
  type TradeDraft,
} from './trade-draft';

export type { EditBase } from './trade-draft';

/**
 * Unsaved edits of table rows, by trade id, each with the trade it started from (a save sends that version, so
 * a change someone else made meanwhile answers 409 instead of being overwritten). Save Edits sends the changed
 * ones. The changed rows are kept for `owner` in session storage as they are typed, so an outage page or a trip
 * to /login and back brings them back (`restored`: how many rows came back, until dismissed or saved).
 */
export function useTradeEdits(owner: string | null) {
  const [kept] = useState(() => (owner ? restoredEdits(readDraft(EDITS_DRAFT, owner)) : null));
  const [drafts, setDrafts] = useState<ReadonlyMap<number, TradeDraft>>(() => kept?.drafts ?? new Map());
  const [bases, setBases] = useState<ReadonlyMap<number, EditBase>>(() => kept?.bases ?? new Map());
  const [restoredNote, setRestoredNote] = useState(kept !== null);

  useEffect(() => {
    if (!owner) return;
    const rows = editsToKeep(drafts, bases);
    if (rows.length === 0) dropDraft(EDITS_DRAFT);
    else keepDraft(EDITS_DRAFT, owner, rows);
  }, [owner, drafts, bases]);

  const update = useCallback((trade: Trade, patch: Partial<TradeDraft>) => {
    setBases((current) =>
      current.has(trade.id) ? current : new Map(current).set(trade.id, { trade, since: Date.now() }),
    );
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
    setDrafts((current) => withoutIds(current, ids));
    setBases((current) => withoutIds(current, ids));
  }, []);

  const clear = useCallback(() => {
    setDrafts(new Map());
    setBases(new Map());
    setRestoredNote(false);
  }, []);

  const restored = restoredNote ? editsToKeep(drafts, bases).length : 0;
  const dismissRestored = useCallback(() => setRestoredNote(false), []);

  return { drafts, bases, change, setEnchantments, discard, clear, restored, dismissRestored };
}

function withoutIds<T>(map: ReadonlyMap<number, T>, ids: readonly number[]): Map<number, T> {
  const next = new Map(map);
  for (const id of ids) next.delete(id);
  return next;
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
