import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Enchantment, type UpdateEnchantmentRequest, UpdateEnchantmentResponse } from '@tradehall/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api';

export const enchantmentKeys = { all: ['enchantments'] as const, names: ['enchantment-names'] as const };

const EnchantmentList = z.array(Enchantment);

/** GET /api/enchantments: every enchantment, sorted by name. */
export function useEnchantments() {
  return useQuery({
    queryKey: enchantmentKeys.all,
    queryFn: ({ signal }) => api.get('/enchantments', EnchantmentList, { signal }),
  });
}

export interface SaveEnchantmentInput {
  id: number;
  body: UpdateEnchantmentRequest;
}

/** PUT /api/enchantments/{id}: the full enchantment; the server keeps incompatibilities symmetric. */
export function useSaveEnchantment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveEnchantmentInput) =>
      api.put(`/enchantments/${id}`, UpdateEnchantmentResponse, body),
    onSuccess: () => {
      // Partners' lists changed too, and other screens read the names.
      void queryClient.invalidateQueries({ queryKey: enchantmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: enchantmentKeys.names });
    },
  });
}
