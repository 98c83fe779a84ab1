import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EnchantmentListSchema,
  EnchantmentNames,
  type UpdateEnchantmentRequest,
  UpdateEnchantmentResponse,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { sortByName } from '../../lib/natural-sort';
import { referenceKeys } from '../reference/keys';
import { serverKeys } from '../servers/keys';
import { enchantmentKeys } from './keys';

const ENCHANTMENT_STALE_MS = 5 * 60_000;

/** GET /api/enchantments: every enchantment with its max level, rarity, applicable types…, by name. */
export function useEnchantments() {
  return useQuery({
    queryKey: enchantmentKeys.list,
    queryFn: ({ signal }) => api.get('/enchantments', EnchantmentListSchema, { signal }).then(sortByName),
    staleTime: ENCHANTMENT_STALE_MS,
  });
}

/** GET /api/enchantment-names: the names only, for screens that need nothing else. */
export function useEnchantmentNames() {
  return useQuery({
    queryKey: enchantmentKeys.names,
    queryFn: ({ signal }) => api.get('/enchantment-names', EnchantmentNames, { signal }),
    staleTime: ENCHANTMENT_STALE_MS,
  });
}

export interface SaveEnchantmentInput {
  id: number;
  body: UpdateEnchantmentRequest;
}

/**
 * PUT /api/enchantments/{id}: the full enchantment; the server keeps incompatibilities symmetric, so partners
 * change too. Invalidates the list and names, the optimizer's applicable lists (built from them) and every
 * server's trade reads (they show enchantment names).
 */
export function useSaveEnchantment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveEnchantmentInput) =>
      api.put(`/enchantments/${id}`, UpdateEnchantmentResponse, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enchantmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.applicableAll }),
        queryClient.invalidateQueries({ queryKey: serverKeys.allScopes }),
      ]),
  });
}
