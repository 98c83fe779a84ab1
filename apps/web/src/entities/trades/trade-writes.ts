import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTradeRequest,
  DeleteResult,
  type MoveTradesRequest,
  MoveTradesResult,
  SavedTrade,
  type Trade,
  type UpdateTradeRequest,
} from '@tradehall/contracts';
import { ApiError, api } from '../../lib/api';
import { townKeys } from '../towns/keys';
import { tradeKeys } from './keys';

/** After a trade write: the server's trade reads, and its towns (a write may create a location). */
function useRefreshTrades(serverId: number | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradeKeys.all(serverId) }),
      queryClient.invalidateQueries({ queryKey: townKeys.all(serverId) }),
    ]);
}

/** POST /api/trades. */
export function useCreateTrade(serverId: number | null) {
  const refresh = useRefreshTrades(serverId);
  return useMutation({
    mutationFn: (body: CreateTradeRequest) => api.post('/trades', SavedTrade, body, { idempotent: true }),
    onSuccess: refresh,
  });
}

export interface TradeEdit {
  trade: Trade;
  body: UpdateTradeRequest;
}

export interface SaveEditsResult {
  /** Saved rows; `warnings` when a row was saved but looks wrong (a librarian's price out of range). */
  saved: SavedTrade[];
  /** Rows someone else changed meanwhile (409): nothing of them was saved. */
  conflicts: Trade[];
  failures: { trade: Trade; error: unknown }[];
}

/** PUT /api/trades/{id} for every changed row, each on its own; the reads reload afterwards. */
export function useSaveTradeEdits(serverId: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTrades(serverId);
  return useMutation({
    mutationFn: async (edits: readonly TradeEdit[]): Promise<SaveEditsResult> => {
      const outcomes = await Promise.allSettled(
        edits.map(({ trade, body }) => api.put(`/trades/${trade.id}`, SavedTrade, body)),
      );
      const result: SaveEditsResult = { saved: [], conflicts: [], failures: [] };
      outcomes.forEach((outcome, index) => {
        const { trade } = edits[index]!;
        if (outcome.status === 'fulfilled') result.saved.push(outcome.value);
        else if (outcome.reason instanceof ApiError && outcome.reason.status === 409)
          result.conflicts.push(trade);
        else result.failures.push({ trade, error: outcome.reason });
      });
      return result;
    },
    onSuccess: ({ saved }) => {
      // Show the saved rows at once; the reload that follows brings everything else.
      const byId = new Map(saved.map((trade) => [trade.id, trade]));
      queryClient.setQueriesData<Trade[]>({ queryKey: tradeKeys.listings(serverId) }, (list) =>
        list?.map((trade) => byId.get(trade.id) ?? trade),
      );
    },
    onSettled: refresh,
  });
}

export interface DeleteTradesResult {
  deleted: number[];
  failures: { trade: Trade; error: unknown }[];
}

/** DELETE /api/trades/{id} for each trade. */
export function useDeleteTrades(serverId: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTrades(serverId);
  return useMutation({
    mutationFn: async (trades: readonly Trade[]): Promise<DeleteTradesResult> => {
      const outcomes = await Promise.allSettled(
        trades.map((trade) => api.delete(`/trades/${trade.id}`, DeleteResult)),
      );
      const result: DeleteTradesResult = { deleted: [], failures: [] };
      outcomes.forEach((outcome, index) => {
        const trade = trades[index]!;
        if (outcome.status === 'fulfilled') result.deleted.push(trade.id);
        else result.failures.push({ trade, error: outcome.reason });
      });
      return result;
    },
    onSuccess: ({ deleted }) => {
      const gone = new Set(deleted);
      queryClient.setQueriesData<Trade[]>({ queryKey: tradeKeys.listings(serverId) }, (list) =>
        list?.filter((trade) => !gone.has(trade.id)),
      );
    },
    onSettled: refresh,
  });
}

/** POST /api/trades/move: moves or copies the listed trades, or a whole villager, to another villager. */
export function useMoveTrades(serverId: number | null) {
  const refresh = useRefreshTrades(serverId);
  return useMutation({
    mutationFn: (body: MoveTradesRequest) =>
      api.post('/trades/move', MoveTradesResult, body, { idempotent: true }),
    onSuccess: refresh,
  });
}
