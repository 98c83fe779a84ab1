// Fixtures of the shopping-list tests: books, librarians selling them, options as text.
import type { ShoppingBookRequest, ShoppingOption, ShoppingTrade } from './types';

export const book = (
  name: string,
  level: number,
  maxlevel = 5,
  rarity: ShoppingBookRequest['rarity'] = 'Common',
): ShoppingBookRequest => ({ name, mcid: `test:${name.toLowerCase()}`, rarity, maxlevel, level });
export const SHARPNESS_V = book('Sharpness', 5);
export const MENDING = book('Mending', 1, 1, 'Rare');
export const LOOTING_III = book('Looting', 3, 3, 'Rare');

/** A librarian at `slot` ('canz A1': town, row and num; location Hall) selling one book. */
export function sells(
  slot: string,
  name: string,
  level: number,
  cost: [string, number, string?, number?] = ['Emerald', 10, 'Book', 1],
  extra: Partial<ShoppingTrade> = {},
): ShoppingTrade {
  const [town, where] = slot.split(' ') as [string, string];
  const [item1, amount1, item2 = '', amount2 = 0] = cost;
  return {
    town,
    location: 'Hall',
    row: where.charAt(0),
    num: Number(where.slice(1)),
    villager_type: 'Librarian',
    cost_item1: item1,
    cost_amount1: amount1,
    cost_item2: item2,
    cost_amount2: amount2,
    sell_item: 'Enchanted Book',
    enchantments: [{ name, level }],
    ...extra,
  };
}
export const emeralds = (amount: number): [string, number, string, number] => ['Emerald', amount, 'Book', 1];

/** 'buy IV canz / Hall / A1 for 12' */
export const describeOption = (o: ShoppingOption) =>
  `${o.kind} ${o.level} ${o.seller.display} for ${o.score}`;
