import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteResult, LocationResult, type RenameRequest, TownResult } from '@tradehall/contracts';
import { api } from '../../../lib/api';
import { manageVillagerKeys } from './keys';

/** After a town or location changed: its lists, and the listings (names and cascades show there). */
function useRefreshTowns(serverId: number | null) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: manageVillagerKeys.towns(serverId) });
    void queryClient.invalidateQueries({ queryKey: manageVillagerKeys.trades(serverId) });
  };
}

/** POST /api/towns {name, server_id}. */
export function useCreateTown(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ name, serverId: server_id }: { name: string; serverId: number }) =>
      api.post('/towns', TownResult, { name, server_id }),
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

/** POST /api/towns/{town}/locations {name, server_id}. */
export function useCreateLocation(serverId: number | null) {
  const refresh = useRefreshTowns(serverId);
  return useMutation({
    mutationFn: ({ townId, name, serverId: server_id }: { townId: number; name: string; serverId: number }) =>
      api.post(`/towns/${townId}/locations`, LocationResult, { name, server_id }),
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
