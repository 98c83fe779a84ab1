import { useMutation, useQuery } from '@tanstack/react-query';
import { Enchantment, type FilterTradesRequest, FilterTradesResponse, Town } from '@tradehall/contracts';
import { z } from 'zod';
import { serverQueryKey } from '../../../app/session';
import { api } from '../../../lib/api';

const EnchantmentList = z.array(Enchantment);
const TownList = z.array(Town);

/** GET /api/enchantments (shared cache key with the enchantment editor, which invalidates it on save). */
export function useEnchantmentList() {
  return useQuery({
    queryKey: ['enchantments'],
    queryFn: ({ signal }) => api.get('/enchantments', EnchantmentList, { signal }),
  });
}

/** GET /api/towns?server_id: the towns of the current server; nothing is asked for the placeholder server. */
export function useServerTowns(serverId: number | null) {
  return useQuery({
    queryKey: serverQueryKey(serverId, 'towns'),
    queryFn: ({ signal }) => api.get('/towns', TownList, { query: { server_id: serverId }, signal }),
    enabled: serverId !== null,
  });
}

/** POST /api/filter_trades: coverage and the villagers that can be removed. */
export function useApplyStrategy() {
  return useMutation({
    mutationFn: (request: FilterTradesRequest) => api.post('/filter_trades', FilterTradesResponse, request),
  });
}
