import type { Trade } from '@tradehall/contracts';
import { useState } from 'react';
import { useHeardChanges } from '../../entities/live-updates';
import { useDeleteTrades, useSaveTradeEdits } from '../../entities/trades';
import { errorText } from '../../lib/api';
import type { Feedback } from './components/StatusMessage';
import { MESSAGES } from './messages';
import { rebaseDraft, STALE_SAVE_REFUSED, staleEdits } from './stale-edits';
import { checkDraft, describeTrade, type TradeDraft } from './trade-draft';
import { changedRows, type useTradeEdits } from './use-trade-edits';
import type { useTradeSelection } from './use-trade-selection';

interface TradeActionsInput {
  serverId: number | null;
  trades: readonly Trade[];
  edits: ReturnType<typeof useTradeEdits>;
  selection: ReturnType<typeof useTradeSelection>;
  setNotice: (notice: Feedback | null) => void;
}

/** Save Edits and Delete Selected (with its inline confirmation), reporting through the screen's notice. */
export function useTradeActions({ serverId, trades, edits, selection, setNotice }: TradeActionsInput) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const saveEdits = useSaveTradeEdits(serverId);
  const deleteTrades = useDeleteTrades(serverId);
  const changed = changedRows(trades, edits.drafts);
  const stale = staleEdits(changed, edits.bases, useHeardChanges());
  const selectedTrades = trades.filter((trade) => selection.selected.has(trade.id));

  /** Rows changed by someone else are saved only when the user chose to save theirs over them. */
  function save(overwrite: boolean) {
    if (changed.length === 0) {
      setNotice({ kind: 'info', text: 'No changes to save.' });
      return;
    }
    if (stale.length > 0 && !overwrite) {
      setNotice({ kind: 'error', text: `${MESSAGES.savingError}${STALE_SAVE_REFUSED}` });
      return;
    }
    const rebased = new Map(stale.map((edit) => [edit.trade.id, edit]));
    const toSave = (trade: Trade, draft: TradeDraft) => {
      const edit = rebased.get(trade.id);
      return edit ? rebaseDraft(edit.base.trade, draft, trade) : draft;
    };
    const checks = changed.map(({ trade, draft }) => ({
      trade,
      check: checkDraft(trade, toSave(trade, draft)),
    }));
    const problems = checks.flatMap(({ trade, check }) =>
      check.ok ? [] : [`${describeTrade(trade)}: ${check.problem}`],
    );
    if (problems.length > 0) {
      setNotice({ kind: 'error', text: `${MESSAGES.savingError}fix these rows first.`, details: problems });
      return;
    }
    const body = checks.flatMap(({ trade, check }) => (check.ok ? [{ trade, body: check.body }] : []));
    saveEdits.mutate(body, {
      onSuccess: ({ saved, conflicts, failures }) => {
        edits.discard([...saved, ...conflicts].map((trade) => trade.id));
        const warnings = saved.flatMap((trade) =>
          (trade.warnings ?? []).map((warning) => `${describeTrade(trade)}: ${warning}`),
        );
        if (conflicts.length === 0 && failures.length === 0) {
          setNotice(
            warnings.length > 0
              ? { kind: 'warning', text: `${MESSAGES.savedAllEdits} Check the prices:`, details: warnings }
              : { kind: 'success', text: MESSAGES.savedAllEdits },
          );
          return;
        }
        const details = [
          ...conflicts.map(
            (trade) => `${describeTrade(trade)}: changed by someone else meanwhile (reloaded)`,
          ),
          ...failures.map(({ trade, error }) => `${describeTrade(trade)}: ${errorText(error, 'not saved')}`),
          ...warnings,
        ];
        const firstFailure = failures[0];
        const one = conflicts.length === 1;
        setNotice({
          kind: 'error',
          text: firstFailure
            ? `${MESSAGES.savingError}${errorText(firstFailure.error, 'not saved')}`
            : `${MESSAGES.savingError}${one ? 'this row was' : 'these rows were'} changed by someone else meanwhile and ${one ? 'has' : 'have'} been reloaded. Make those edits again.`,
          details,
        });
      },
      onError: (error) =>
        setNotice({ kind: 'error', text: `${MESSAGES.savingError}${errorText(error, '')}` }),
    });
  }

  function askDelete() {
    if (selectedTrades.length === 0) {
      setNotice({ kind: 'info', text: 'Select the trades to delete first.' });
      return;
    }
    setNotice(null);
    setConfirmingDelete(true);
  }

  function confirmDelete() {
    deleteTrades.mutate(selectedTrades, {
      onSuccess: ({ deleted, failures }) => {
        setConfirmingDelete(false);
        edits.discard(deleted);
        selection.remove(deleted);
        const firstFailure = failures[0];
        setNotice(
          firstFailure
            ? {
                kind: 'error',
                text: `${MESSAGES.deletingError}${errorText(firstFailure.error, 'not deleted')}`,
                details: failures.map(({ trade }) => describeTrade(trade)),
              }
            : { kind: 'success', text: MESSAGES.deletedTrades },
        );
      },
      onError: (error) => {
        setConfirmingDelete(false);
        setNotice({ kind: 'error', text: `${MESSAGES.deletingError}${errorText(error, '')}` });
      },
    });
  }

  return {
    changed,
    selectedTrades,
    save: () => save(false),
    /** Edited rows someone else changed meanwhile (the warning above the table). */
    stale,
    /** Drops the edits of those rows: they show what is saved now. */
    reloadStale: () => edits.discard(stale.map((edit) => edit.trade.id)),
    /** Saves every edit, this user's edits of those rows over the other change. */
    saveOverStale: () => save(true),
    saving: saveEdits.isPending,
    askDelete,
    confirmDelete,
    cancelDelete: () => setConfirmingDelete(false),
    confirmingDelete: confirmingDelete && selectedTrades.length > 0,
    deleting: deleteTrades.isPending,
  };
}
