import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Enchantment,
  EnchantmentSourcesResponse,
  MessageResponse,
  OptimizerEnchantment,
  OptimizerMenuItem,
  OptimizerPlan,
  type OptimizerPlanRequest,
  type SaveOptimizerConfigRequest,
  SaveOptimizerConfigResponse,
} from '@tradehall/contracts';
import { z } from 'zod';
import { serverQueryKey } from '../../../app/session';
import { api } from '../../../lib/api';

const MenuItemList = z.array(OptimizerMenuItem);
const ApplicableList = z.array(OptimizerEnchantment);
const EnchantmentList = z.array(Enchantment);
/** The plan answer; a missing plan is shown as 'No plan returned.' rather than as a broken answer. */
const PlanAnswer = z.object({ plan: OptimizerPlan.nullish() });

/**
 * Saved configs as the server sends them. Only id and name are required here: the rest is checked when a config
 * is loaded (SPEC §5), so that a malformed one gets the spec's message instead of breaking the whole list.
 */
export const SavedConfigList = z.array(z.looseObject({ id: z.number(), config_name: z.string() }));
export type SavedConfig = z.infer<typeof SavedConfigList>[number];

export const optimizerKeys = {
  menuItems: ['optimizer', 'menu-items'] as const,
  applicable: (types: string) => ['optimizer', 'applicable', types] as const,
  configs: ['optimizer', 'configs'] as const,
};

/** GET /api/optimizer/menu_items */
export function useMenuItems() {
  return useQuery({
    queryKey: optimizerKeys.menuItems,
    queryFn: ({ signal }) => api.get('/optimizer/menu_items', MenuItemList, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/optimizer/applicable_enchantments?types: what an item of these types can take. */
export function applicableQuery(types: string) {
  return queryOptions({
    queryKey: optimizerKeys.applicable(types),
    queryFn: ({ signal }) =>
      api.get('/optimizer/applicable_enchantments', ApplicableList, { query: { types }, signal }),
  });
}

export function useApplicableEnchantments(types: string | null) {
  return useQuery({ ...applicableQuery(types ?? ''), enabled: types !== null });
}

/** GET /api/enchantments: every enchantment (descriptions); shares its cache with the other screens. */
export function useAllEnchantments() {
  return useQuery({
    queryKey: ['enchantments'],
    queryFn: ({ signal }) => api.get('/enchantments', EnchantmentList, { signal }),
  });
}

/** GET /api/optimizer/enchantment_sources?server_id: the towns of the current server selling each one. */
export function useEnchantmentSources(serverId: number | null) {
  return useQuery({
    queryKey: serverQueryKey(serverId, 'optimizer-sources'),
    queryFn: ({ signal }) =>
      api.get('/optimizer/enchantment_sources', EnchantmentSourcesResponse, {
        query: { server_id: serverId },
        signal,
      }),
    enabled: serverId !== null,
  });
}

/** GET /api/optimizer/configs: the user's own saved configs. */
export function useSavedConfigs() {
  return useQuery({
    queryKey: optimizerKeys.configs,
    queryFn: ({ signal }) => api.get('/optimizer/configs', SavedConfigList, { signal }),
  });
}

/** POST /api/optimizer/configs: creates, or updates the config of the same name. */
export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOptimizerConfigRequest) =>
      api.post('/optimizer/configs', SaveOptimizerConfigResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optimizerKeys.configs }),
  });
}

/** DELETE /api/optimizer/configs/{id} */
export function useDeleteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/optimizer/configs/${id}`, MessageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optimizerKeys.configs }),
  });
}

/** POST /api/optimizer/plan */
export function useComputePlan() {
  return useMutation({
    mutationFn: (body: OptimizerPlanRequest) => api.post('/optimizer/plan', PlanAnswer, body),
  });
}
