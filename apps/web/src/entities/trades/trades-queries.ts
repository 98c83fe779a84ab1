import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import {
  EnchantmentSourcesResponse,
  type FilterTradesRequest,
  FilterTradesResponse,
  TradeList,
  TradeTemplate,
} from '@tradehall/contracts';
import { api, type QueryParams } from '../../lib/api';
import { tradeKeys } from './keys';
import { inNaturalOrder } from './trade-order';

function serverParam(serverId: number | null): QueryParams {
  return serverId === null ? {} : { server_id: serverId };
}

function listingQuery(serverId: number | null, params: QueryParams | null) {
  return queryOptions({
    queryKey: tradeKeys.listing(serverId, params),
    queryFn: ({ signal }) =>
      api
        .get('/trades', TradeList, { signal, query: { ...params, ...serverParam(serverId) } })
        .then(inNaturalOrder),
    enabled: params !== null && serverId !== null,
  });
}

/** GET /api/trades: a listing of villagers' trades (Manage Villager); idle while `params` is null. */
export function useTradeListing(serverId: number | null, params: QueryParams | null) {
  return useQuery(listingQuery(serverId, params));
}

/** A location of a town, by name. */
export interface LocationName {
  town: string;
  location: string;
}

/**
 * Every trade of each of these locations (their hall maps), one GET /api/trades per location, sharing the cache
 * of `useTradeListing` (Manage Villager's map of the same location is the same entry).
 */
export function useLocationListings(serverId: number | null, locations: readonly LocationName[]) {
  return useQueries({
    queries: locations.map(({ town, location }) => listingQuery(serverId, { town, location })),
  });
}

/** A search the user asked for: its query, and a counter so that asking again fetches afresh. */
export interface SubmittedSearch {
  query: QueryParams;
  attempt: number;
}

/**
 * GET /api/trades/search for the submitted criteria; idle before the first search. A failure is shown at once
 * (no silent retries): the user can search again.
 */
export function useTradeSearch(serverId: number | null, submitted: SubmittedSearch | null) {
  return useQuery({
    queryKey: tradeKeys.search(serverId, submitted?.query ?? {}, submitted?.attempt ?? 0),
    queryFn: ({ signal }) => api.get('/trades/search', TradeList, { query: submitted?.query, signal }),
    enabled: submitted !== null,
    retry: false,
    // Up to 5,000 trades per answer: drop an answer as soon as the screen no longer shows it.
    gcTime: 0,
  });
}

/** GET /api/optimizer/enchantment_sources?server_id: the towns of the server selling each enchantment. */
export function useEnchantmentSources(serverId: number | null) {
  return useQuery({
    queryKey: tradeKeys.sources(serverId),
    queryFn: ({ signal }) =>
      api.get('/optimizer/enchantment_sources', EnchantmentSourcesResponse, {
        query: serverParam(serverId),
        signal,
      }),
    enabled: serverId !== null,
  });
}

export interface TemplateRequest {
  villagerType: string;
  sellItem: string;
}

/** GET /api/trade_template: the average price of a villager type's trades for a sell item (404: none yet). */
export function useTradeTemplate(serverId: number | null) {
  return useMutation({
    mutationFn: ({ villagerType, sellItem }: TemplateRequest) =>
      api.get('/trade_template', TradeTemplate, {
        query: { villager_type: villagerType, sell_item: sellItem, ...serverParam(serverId) },
      }),
  });
}

/** POST /api/filter_trades: coverage and the villagers that can be removed (reads only, changes nothing). */
export function useApplyStrategy() {
  return useMutation({
    mutationFn: (request: FilterTradesRequest) => api.post('/filter_trades', FilterTradesResponse, request),
  });
}
