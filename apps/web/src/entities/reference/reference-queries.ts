import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ItemTypeMapEntry,
  ItemTypeMapListSchema,
  OptimizerEnchantmentListSchema,
  OptimizerMenuItemListSchema,
  type VillagerItem,
  VillagerItemListSchema,
} from '@tradehall/contracts';
import type { ItemTypeKeyword } from '@tradehall/domain';
import { api } from '../../lib/api';
import { compareNatural } from '../../lib/natural-sort';
import { referenceKeys } from './keys';

const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /api/villager_items: the items each villager type takes (cost) and gives (sell). */
export function useVillagerItems() {
  return useQuery({
    queryKey: referenceKeys.villagerItems,
    queryFn: ({ signal }) => api.get('/villager_items', VillagerItemListSchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function villagerTypesOf(items: readonly VillagerItem[]): string[] {
  return [...new Set(items.map((item) => item.villager))].sort((a, b) => compareNatural(a, b));
}

/** The villager types: the distinct `villager` values of GET /api/villager_items, alphabetical. */
export function useVillagerTypes() {
  return useQuery({
    queryKey: referenceKeys.villagerItems,
    queryFn: ({ signal }) => api.get('/villager_items', VillagerItemListSchema, { signal }),
    select: villagerTypesOf,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/item_type_map: which words of an item's name stand for which item types. */
export function useItemTypeMap() {
  return useQuery({
    queryKey: referenceKeys.itemTypeMap,
    queryFn: ({ signal }) => api.get('/item_type_map', ItemTypeMapListSchema, { signal }),
    select: asItemTypeKeywords,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The API's Keyword/Type entries (SPEC §3 names) in the shape the domain's item-type rules read. */
function asItemTypeKeywords(entries: ItemTypeMapEntry[]): ItemTypeKeyword[] {
  return entries.map((entry) => ({ keyword: entry.Keyword, type: entry.Type }));
}

/** GET /api/optimizer/menu_items: the items the optimizer offers. */
export function useOptimizerItems() {
  return useQuery({
    queryKey: referenceKeys.optimizerItems,
    queryFn: ({ signal }) => api.get('/optimizer/menu_items', OptimizerMenuItemListSchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/optimizer/applicable_enchantments?types: what an item of these types can take. */
export function applicableEnchantmentsQuery(types: string) {
  return queryOptions({
    queryKey: referenceKeys.applicable(types),
    queryFn: ({ signal }) =>
      api.get('/optimizer/applicable_enchantments', OptimizerEnchantmentListSchema, {
        query: { types },
        signal,
      }),
  });
}

export function useApplicableEnchantments(types: string | null) {
  return useQuery({ ...applicableEnchantmentsQuery(types ?? ''), enabled: types !== null });
}
