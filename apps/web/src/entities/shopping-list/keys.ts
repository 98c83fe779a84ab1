import { tradeKeys } from '../trades/keys';

/**
 * A plan's shopping list reads the server's trades: it lives under `tradeKeys.all(serverId)`, so whatever
 * refreshes the trades refreshes it too.
 */
export const shoppingListKeys = {
  list: (serverId: number | null, itemKeyword: string, enchantments: readonly string[]) =>
    [...tradeKeys.all(serverId), 'shopping-list', itemKeyword, enchantments] as const,
};
