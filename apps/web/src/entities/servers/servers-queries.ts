import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateServerRequest,
  DeleteResult,
  ServerResult,
  type UpdateServerRequest,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { serverKeys } from './keys';

function useRefreshServerList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serverKeys.list });
}

/** POST /api/servers {name, modpack_id}: the caller becomes the owner. Invalidates the server list. */
export function useCreateServer() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: (body: CreateServerRequest) => api.post('/servers', ServerResult, body),
    onSuccess: refresh,
  });
}

/** PUT /api/servers/{id} {modpack_id, name?}: owner or admin. Invalidates the server list. */
export function useUpdateServer() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateServerRequest }) =>
      api.put(`/servers/${id}`, ServerResult, body),
    onSuccess: refresh,
  });
}

/** POST /api/servers/{id}/members {username}: owner or admin. Invalidates the server list. */
export function useAddMember() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: ({ id, username }: { id: number; username: string }) =>
      api.post(`/servers/${id}/members`, ServerResult, { username }),
    onSuccess: refresh,
  });
}

/** DELETE /api/servers/{id}: with all its towns and trades. Invalidates the list, drops the server's data. */
export function useDeleteServer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/servers/${id}`, DeleteResult),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: serverKeys.scope(id) });
      return refresh();
    },
  });
}
