import { useQuery } from '@tanstack/react-query';
import { Location, Town, TradeList, VillagerItem } from '@tradehall/contracts';
import { z } from 'zod';
import { serverIdParam, serverQueryKey } from '../../../entities/session';
import { api, type QueryParams } from '../../../lib/api';

const TownList = z.array(Town);
const LocationList = z.array(Location);
const VillagerItemList = z.array(VillagerItem);

/** Cache keys of the Search screen; each one names the server, so picking another server reloads them. */
export const searchKeys = {
  towns: (serverId: number | null) => serverQueryKey(serverId, 'towns'),
  locations: (serverId: number | null, townId: number) =>
    serverQueryKey(serverId, 'towns', townId, 'locations'),
  villagerTypes: (serverId: number | null) => serverQueryKey(serverId, 'villager-types'),
  results: (serverId: number | null, query: QueryParams, attempt: number) =>
    serverQueryKey(serverId, 'trade-search', query, attempt),
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

/** A search the user asked for: its query, and a counter so that clicking Search again fetches afresh. */
export interface SubmittedSearch {
  query: QueryParams;
  attempt: number;
}

/**
 * GET /api/trades/search for the submitted criteria; idle before the first search. A failure is shown at once
 * (no silent retries): the user can press Search again.
 */
export function useTradeSearch(serverId: number | null, submitted: SubmittedSearch | null) {
  return useQuery({
    queryKey: searchKeys.results(serverId, submitted?.query ?? {}, submitted?.attempt ?? 0),
    queryFn: ({ signal }) => api.get('/trades/search', TradeList, { query: submitted?.query, signal }),
    enabled: submitted !== null,
    retry: false,
    // Up to 5,000 trades per answer: drop an answer as soon as the screen no longer shows it.
    gcTime: 0,
  });
}
