import { useQuery } from '@tanstack/react-query';
import { Location, Town, VillagerItem } from '@tradehall/contracts';
import { z } from 'zod';
import { serverIdParam, serverQueryKey } from '../../../entities/session';
import { api } from '../../../lib/api';

const TownList = z.array(Town);
const LocationList = z.array(Location);
const VillagerItemList = z.array(VillagerItem);

/** Cache keys of the Search screen; each one names the server, so picking another server reloads them. */
export const searchKeys = {
  towns: (serverId: number | null) => serverQueryKey(serverId, 'towns'),
  locations: (serverId: number | null, townId: number) =>
    serverQueryKey(serverId, 'towns', townId, 'locations'),
  villagerTypes: (serverId: number | null) => serverQueryKey(serverId, 'villager-types'),
};

/** GET /api/towns (server_id only for a real server). */
export function useTowns(serverId: number | null) {
  return useQuery({
    queryKey: searchKeys.towns(serverId),
    queryFn: ({ signal }) => api.get('/towns', TownList, { query: serverIdParam(serverId), signal }),
  });
}

/** GET /api/towns/{id}/locations; idle while no town is chosen. */
export function useTownLocations(serverId: number | null, townId: number | null) {
  return useQuery({
    queryKey: searchKeys.locations(serverId, townId ?? 0),
    queryFn: ({ signal }) =>
      api.get(`/towns/${townId}/locations`, LocationList, { query: serverIdParam(serverId), signal }),
    enabled: townId !== null,
  });
}

/** The villager types: the distinct `villager` values of GET /api/villager_items, in alphabetical order. */
export function useVillagerTypes(serverId: number | null) {
  return useQuery({
    queryKey: searchKeys.villagerTypes(serverId),
    queryFn: ({ signal }) => api.get('/villager_items', VillagerItemList, { signal }),
    select: villagerTypesOf,
    staleTime: 5 * 60_000,
  });
}

export function villagerTypesOf(items: readonly VillagerItem[]): string[] {
  return [...new Set(items.map((item) => item.villager))].sort((a, b) => a.localeCompare(b));
}

/** The search itself is the trades entity's (its key lives under the server's trades, which live updates refresh). */
export { type SubmittedSearch, useTradeSearch } from '../../../entities/trades';
