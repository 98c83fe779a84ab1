import { useQuery } from '@tanstack/react-query';
import { Enchantment, ItemTypeMapEntry, Location, Modpack, Town, VillagerItem } from '@tradehall/contracts';
import { z } from 'zod';
import { serverIdParam } from '../../../app/session';
import { api } from '../../../lib/api';
import { manageVillagerKeys } from './keys';

const TownList = z.array(Town);
const LocationList = z.array(Location);
const VillagerItemList = z.array(VillagerItem);
const EnchantmentList = z.array(Enchantment);
const ItemTypeMap = z.array(ItemTypeMapEntry);
const ModpackList = z.array(Modpack);

const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /api/towns?server_id: the current server's towns (none for the placeholder server). */
export function useTowns(serverId: number | null) {
  return useQuery({
    queryKey: manageVillagerKeys.towns(serverId),
    queryFn: ({ signal }) =>
      api.get('/towns', TownList, { signal, query: serverIdParam(serverId) }).then(sortByName),
    enabled: serverId !== null,
  });
}

/** GET /api/towns/{id}/locations?server_id, once a town is chosen. */
export function useLocations(serverId: number | null, townId: number | null) {
  return useQuery({
    queryKey: manageVillagerKeys.locations(serverId, townId),
    queryFn: ({ signal }) =>
      api
        .get(`/towns/${townId}/locations`, LocationList, { signal, query: serverIdParam(serverId) })
        .then(sortByName),
    enabled: serverId !== null && townId !== null,
  });
}

/** GET /api/villager_items: the items each villager type takes (cost) and gives (sell). */
export function useVillagerItems() {
  return useQuery({
    queryKey: manageVillagerKeys.villagerItems,
    queryFn: ({ signal }) => api.get('/villager_items', VillagerItemList, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/enchantments: every enchantment with its max level and applicable item types. */
export function useEnchantmentList() {
  return useQuery({
    queryKey: manageVillagerKeys.enchantments,
    queryFn: ({ signal }) => api.get('/enchantments', EnchantmentList, { signal }).then(sortByName),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/item_type_map: which words of an item's name stand for which item types. */
export function useItemTypeMap() {
  return useQuery({
    queryKey: manageVillagerKeys.itemTypeMap,
    queryFn: ({ signal }) => api.get('/item_type_map', ItemTypeMap, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/modpacks: the choices for a server's modpack. */
export function useModpacks() {
  return useQuery({
    queryKey: manageVillagerKeys.modpacks,
    queryFn: ({ signal }) => api.get('/modpacks', ModpackList, { signal }),
  });
}

function sortByName<T extends { name: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}
