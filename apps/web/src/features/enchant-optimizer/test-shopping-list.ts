/** The answer of the API test's shopping list (a sword on the trade world), for the web tests. */
import type { ShoppingListOption, ShoppingListResponse } from '@tradehall/contracts';

export function shoppingOption(
  display: string,
  emeralds: number,
  bought: string,
  merge?: { levels: number; xp: number },
): ShoppingListOption {
  const [town, location, slot] = display.split(' / ') as [string, string, string];
  const quantity = merge ? 2 : 1;
  return {
    kind: merge ? 'merge' : 'buy',
    level: Number(bought.endsWith('V') ? 5 : bought.endsWith('II') ? 2 : 1),
    bought,
    quantity,
    town,
    location,
    row: slot.charAt(0),
    num: Number(slot.slice(1)),
    display,
    villager_type: 'Librarian',
    unit_price: {
      emeralds,
      other_items: 1,
      items: [
        { item: 'Emerald', amount: emeralds },
        { item: 'Book', amount: 1 },
      ],
      text: `${emeralds} Emerald + 1 Book`,
    },
    emeralds: emeralds * quantity,
    merge_levels: merge?.levels ?? 0,
    merge_xp: merge?.xp ?? 0,
    score: emeralds * quantity + (merge?.xp ?? 0),
  };
}

const book = { missing: false, sold_at_level: true, lower_level: false };

export const SHOPPING_LIST: ShoppingListResponse = {
  server_id: 1,
  item_keyword: 'Sword',
  emeralds_per_xp_point: 1,
  books: [
    {
      ...book,
      enchantment: 'Sharpness',
      level: 5,
      label: 'Sharpness V',
      options: [
        shoppingOption('bones / Crypt / B1', 20, 'Sharpness V'),
        shoppingOption('canz / Main Hall / A2', 20, 'Sharpness V'),
        shoppingOption('canz / Main Hall / A4', 35, 'Sharpness V'),
      ],
      choice: 1,
    },
    {
      ...book,
      enchantment: 'Mending',
      level: 1,
      label: 'Mending',
      options: [shoppingOption('canz / Main Hall / A1', 30, 'Mending')],
      choice: 0,
    },
    {
      ...book,
      enchantment: 'Looting',
      level: 3,
      label: 'Looting III',
      options: [shoppingOption('canz / Main Hall / A3', 2, 'Looting II', { levels: 6, xp: 72 })],
      choice: 0,
      sold_at_level: false,
      lower_level: true,
    },
    {
      enchantment: 'Fire Aspect',
      level: 2,
      label: 'Fire Aspect II',
      options: [],
      choice: null,
      missing: true,
      sold_at_level: false,
      lower_level: false,
    },
  ],
  // The web sums the choices itself; these are the server's defaults, as the API answers them.
  totals: {
    emeralds: 54,
    books_bought: 4,
    cost_items: [
      { item: 'Emerald', amount: 54 },
      { item: 'Book', amount: 4 },
    ],
    merge_levels: 6,
    merge_xp: 72,
    missing: 1,
  },
  towns: [],
};
