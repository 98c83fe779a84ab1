import { useMutation, useQuery } from '@tanstack/react-query';
import { DeleteResult, LocationListSchema, LocationResult, type RenameRequest } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { sortByName } from '../../lib/natural-sort';
import { useRefreshTowns } from '../towns/towns-queries';
import { locationKeys } from './keys';

/** GET /api/towns/{id}/locations?server_id, by name; idle while no town is chosen. */
export function useLocations(serverId: number | null, townId: number | null) {
  return useQuery({
    queryKey: locationKeys.ofTown(serverId, townId),
    queryFn: ({ signal }) =>
      api
        .get(`/towns/${townId}/locations`, LocationListSchema, {
          signal,
          query: serverId === null ? {} : { server_id: serverId },
        })
        .then(sortByName),
    enabled: townId !== null,
  });
}

// A location's writes refresh the server's towns (its locations sit below them) and its trades.

/** POST /api/towns/{town}/locations {name, server_id}. */
export function useCreateLocation(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ townId, name, serverId: server_id }: { townId: number; name: string; serverId: number }) =>
      api.post(`/towns/${townId}/locations`, LocationResult, { name, server_id }, { idempotent: true }),
    onSuccess: refresh,
  });
}

/** PUT /api/locations/{id} {name, row_version}. */
export function useRenameLocation(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RenameRequest }) =>
      api.put(`/locations/${id}`, LocationResult, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/locations/{id}: with its trades. */
export function useDeleteLocation(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/locations/${id}`, DeleteResult),
    onSuccess: refresh,
  });
}
