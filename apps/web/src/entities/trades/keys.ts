import type { QueryParams } from '../../lib/api';
import { serverKeys } from '../servers/keys';

/**
 * Everything read from a server's trades: the Manage Villager listings, Search results and the optimizer's
 * enchantment sources. Invalidating `all(serverId)` refreshes them together.
 */
export const tradeKeys = {
  all: (serverId: number | null) => [...serverKeys.scope(serverId), 'trades'] as const,
  listings: (serverId: number | null) => [...tradeKeys.all(serverId), 'listing'] as const,
  listing: (serverId: number | null, params: QueryParams | null) =>
    [...tradeKeys.listings(serverId), params] as const,
  search: (serverId: number | null, query: QueryParams, attempt: number) =>
    [...tradeKeys.all(serverId), 'search', query, attempt] as const,
  sources: (serverId: number | null) => [...tradeKeys.all(serverId), 'enchantment-sources'] as const,
};
