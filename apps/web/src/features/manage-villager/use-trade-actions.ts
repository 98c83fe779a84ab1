import type { Trade } from '@tradehall/contracts';
import { useState } from 'react';
import { useDeleteTrades, useSaveTradeEdits } from '../../entities/trades';
import { errorText } from '../../lib/api';
import type { Feedback } from './components/StatusMessage';
import { MESSAGES } from './messages';
import { checkDraft, describeTrade } from './trade-draft';
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
  const selectedTrades = trades.filter((trade) => selection.selected.has(trade.id));

  function save() {
    if (changed.length === 0) {
      setNotice({ kind: 'info', text: 'No changes to save.' });
      return;
    }
    const checks = changed.map(({ trade, draft }) => ({ trade, check: checkDraft(trade, draft) }));
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
        if (conflicts.length === 0 && failures.length === 0) {
          setNotice({ kind: 'success', text: MESSAGES.savedAllEdits });
          return;
        }
        const details = [
          ...conflicts.map(
            (trade) => `${describeTrade(trade)}: changed by someone else meanwhile (reloaded)`,
          ),
          ...failures.map(({ trade, error }) => `${describeTrade(trade)}: ${errorText(error, 'not saved')}`),
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
    save,
    saving: saveEdits.isPending,
    askDelete,
    confirmDelete,
    cancelDelete: () => setConfirmingDelete(false),
    confirmingDelete: confirmingDelete && selectedTrades.length > 0,
    deleting: deleteTrades.isPending,
  };
}
