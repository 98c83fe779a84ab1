import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateServerRequest,
  DeleteResult,
  ServerResult,
  type UpdateServerRequest,
} from '@tradehall/contracts';
import { sessionKeys } from '../../../app/session';
import { api } from '../../../lib/api';

/** The header's server list belongs to the session: reloading it refreshes the Server: dropdown too. */
function useRefreshServerList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.servers });
}

/** POST /api/servers {name, modpack_id}: the caller becomes the owner. */
export function useCreateServer() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: (body: CreateServerRequest) => api.post('/servers', ServerResult, body),
    onSuccess: refresh,
  });
}

/** PUT /api/servers/{id} {modpack_id, name?}: owner or admin. */
export function useUpdateServer() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateServerRequest }) =>
      api.put(`/servers/${id}`, ServerResult, body),
    onSuccess: refresh,
  });
}

/** POST /api/servers/{id}/members {username}: owner or admin. */
export function useAddMember() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: ({ id, username }: { id: number; username: string }) =>
      api.post(`/servers/${id}/members`, ServerResult, { username }),
    onSuccess: refresh,
  });
}

/** DELETE /api/servers/{id}: with all its towns and trades. */
export function useDeleteServer() {
  const refresh = useRefreshServerList();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/servers/${id}`, DeleteResult),
    onSuccess: refresh,
  });
}
