import { useQuery } from '@tanstack/react-query';
import { ShoppingListResponse } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { shoppingListKeys } from './keys';

/** What a shopping list is asked for: the server, the plan's item and its books ('Sharpness V'). */
export interface ShoppingListAsk {
  serverId: number;
  itemKeyword: string;
  enchantments: readonly string[];
}

/**
 * POST /api/optimizer/shopping-list (a read: nothing is stored): who on the server sells each book; idle while
 * `ask` is null. A failure shows at once (no silent retries).
 */
export function useShoppingList(ask: ShoppingListAsk | null) {
  return useQuery({
    queryKey: shoppingListKeys.list(ask?.serverId ?? null, ask?.itemKeyword ?? '', ask?.enchantments ?? []),
    queryFn: ({ signal }) => {
      if (!ask) throw new Error('no shopping list was asked for');
      return api.post(
        '/optimizer/shopping-list',
        ShoppingListResponse,
        { server_id: ask.serverId, item_keyword: ask.itemKeyword, enchantments: ask.enchantments },
        { signal },
      );
    },
    enabled: ask !== null,
    retry: false,
  });
}
