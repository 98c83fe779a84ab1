// Totals and the visiting order of a shopping list, for any choice of option per book (pure).
import { toRoman } from '../roman';
import { compareNames, sortBySlot } from '../strategy/order';
import { type CostItem, emeraldValue } from '../strategy/price';
import type { ShoppingBook, ShoppingStop, ShoppingSummary, ShoppingTotals, ShoppingTown } from './types';

/** What an option buys: the book's own label, or 'Sharpness IV' (bought twice) for 'Sharpness V'. */
function boughtLabel(book: Pick<ShoppingBook, 'name' | 'label' | 'level'>, level: number): string {
  return level === book.level ? book.label : `${book.name} ${toRoman(level)}`;
}

/** Cost items summed by item name: emerald items first (most valuable first), then the others by name. */
function sumCostItems(items: readonly CostItem[]): CostItem[] {
  const byItem = new Map<string, number>();
  for (const { item, amount } of items) byItem.set(item, (byItem.get(item) ?? 0) + amount);
  return [...byItem]
    .map(([item, amount]) => ({ item, amount }))
    .sort((a, b) => emeraldValue(b.item) - emeraldValue(a.item) || compareNames(a.item, b.item));
}

/**
 * What buying the chosen option of each book costs and where to go. `choices[i]` is an index into
 * `books[i].options`, or null to leave the book out (a missing book is always left out and counted missing).
 * Towns are visited in order of most purchases (a merge counts its two books), then by name; villagers within a
 * town in slot order, each listed once with everything bought there.
 */
export function summarizeShopping(
  books: readonly ShoppingBook[],
  choices: readonly (number | null)[],
): ShoppingSummary {
  const totals: ShoppingTotals = {
    emeralds: 0,
    booksBought: 0,
    costItems: [],
    mergeLevels: 0,
    mergeXp: 0,
    missing: 0,
  };
  const paid: CostItem[] = [];
  const stops = new Map<string, ShoppingStop>();
  books.forEach((book, b) => {
    const choice = choices[b];
    const option = choice === null || choice === undefined ? undefined : book.options[choice];
    if (!option) {
      if (book.options.length === 0) totals.missing++;
      return;
    }
    totals.emeralds += option.emeralds;
    totals.booksBought += option.quantity;
    totals.mergeLevels += option.mergeLevels;
    totals.mergeXp += option.mergeXp;
    for (const { item, amount } of option.unitPrice.items)
      paid.push({ item, amount: amount * option.quantity });
    const { seller } = option;
    const key = JSON.stringify([seller.town, seller.location, seller.row, seller.num]);
    const stop = stops.get(key) ?? { ...seller, items: [] };
    stops.set(key, stop);
    stop.items.push({
      book: book.label,
      kind: option.kind,
      bought: boughtLabel(book, option.level),
      quantity: option.quantity,
      unitPrice: option.unitPrice,
    });
  });
  totals.costItems = sumCostItems(paid);

  const byTown = new Map<string, ShoppingStop[]>();
  for (const stop of stops.values()) byTown.set(stop.town, [...(byTown.get(stop.town) ?? []), stop]);
  const towns: ShoppingTown[] = [...byTown].map(([town, list]) => ({
    town,
    purchases: list.reduce((sum, stop) => sum + stop.items.reduce((n, item) => n + item.quantity, 0), 0),
    stops: sortBySlot(list, (stop) => stop),
  }));
  towns.sort((a, b) => b.purchases - a.purchases || compareNames(a.town, b.town));
  return { totals, towns };
}
