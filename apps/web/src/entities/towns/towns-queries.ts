import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteResult, type RenameRequest, TownListSchema, TownResult } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { sortByName } from '../../lib/natural-sort';
import { tradeKeys } from '../trades/keys';
import { townKeys } from './keys';

/**
 * GET /api/towns?server_id: the server's towns by name. Idle for the placeholder server unless `enabled` says
 * otherwise (the API then answers the towns of every server the user sees).
 */
export function useTowns(serverId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: townKeys.all(serverId),
    queryFn: ({ signal }) =>
      api
        .get('/towns', TownListSchema, { signal, query: serverId === null ? {} : { server_id: serverId } })
        .then(sortByName),
    enabled: options.enabled ?? serverId !== null,
  });
}

/** A town's name shows in its locations, listings, search results and sources: all of the server's trades. */
export function useRefreshTowns(serverId: number | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: townKeys.all(serverId) }),
      queryClient.invalidateQueries({ queryKey: tradeKeys.all(serverId) }),
    ]);
}

/** POST /api/towns {name, server_id}. */
export function useCreateTown(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ name, serverId: server_id }: { name: string; serverId: number }) =>
      api.post('/towns', TownResult, { name, server_id }, { idempotent: true }),
    onSuccess: refresh,
  });
}

/** PUT /api/towns/{id} {name, row_version}: a stale version answers 409. */
export function useRenameTown(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RenameRequest }) =>
      api.put(`/towns/${id}`, TownResult, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/towns/{id}: with all its locations and trades. */
export function useDeleteTown(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/towns/${id}`, DeleteResult),
    onSuccess: refresh,
  });
}
