import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MessageResponse,
  SavedOptimizerConfigListSchema,
  type SaveOptimizerConfigRequest,
  SaveOptimizerConfigResponse,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { optimizerConfigKeys } from './keys';

/** GET /api/optimizer/configs: the user's own saved configs, by name. */
export function useOptimizerConfigs() {
  return useQuery({
    queryKey: optimizerConfigKeys.all,
    queryFn: ({ signal }) => api.get('/optimizer/configs', SavedOptimizerConfigListSchema, { signal }),
  });
}

function useRefreshConfigs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: optimizerConfigKeys.all });
}

/** POST /api/optimizer/configs: creates a config (or updates the user's config of the same name). */
export function useCreateOptimizerConfig() {
  const refresh = useRefreshConfigs();
  return useMutation({
    mutationFn: (body: SaveOptimizerConfigRequest) =>
      api.post('/optimizer/configs', SaveOptimizerConfigResponse, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/optimizer/configs/{id} */
export function useDeleteOptimizerConfig() {
  const refresh = useRefreshConfigs();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/optimizer/configs/${id}`, MessageResponse),
    onSuccess: refresh,
  });
}
