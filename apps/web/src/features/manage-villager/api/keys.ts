import { serverQueryKey } from '../../../app/session';
import type { ListingParams } from '../filters';

/** Cache keys of this screen. Server data carries the server id, so picking another server refetches it. */
export const manageVillagerKeys = {
  towns: (serverId: number | null) => serverQueryKey(serverId, 'manage-villager', 'towns'),
  locations: (serverId: number | null, townId: number | null) =>
    serverQueryKey(serverId, 'manage-villager', 'towns', townId, 'locations'),
  trades: (serverId: number | null) => serverQueryKey(serverId, 'manage-villager', 'trades'),
  listing: (serverId: number | null, params: ListingParams | null) =>
    serverQueryKey(serverId, 'manage-villager', 'trades', params),
  villagerItems: ['manage-villager', 'villager-items'] as const,
  enchantments: ['manage-villager', 'enchantments'] as const,
  itemTypeMap: ['manage-villager', 'item-type-map'] as const,
  modpacks: ['manage-villager', 'modpacks'] as const,
};
