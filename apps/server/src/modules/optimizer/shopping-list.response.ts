// The shopping list of packages/domain as the API answers it (snake_case, prices with their text).
import type {
  ShoppingListBook,
  ShoppingListPrice,
  ShoppingListResponse,
  ShoppingListTotals,
  ShoppingListTown,
} from '@tradehall/contracts';
import {
  formatPrice,
  type ShoppingBook,
  type ShoppingOption,
  type ShoppingSummary,
  type ShoppingTotals,
  type TradePrice,
  toRoman,
  type VillagerRef,
} from '@tradehall/domain';

const price = (p: TradePrice): ShoppingListPrice => ({
  emeralds: p.emeralds,
  other_items: p.otherItems,
  items: p.items.map(({ item, amount }) => ({ item, amount })),
  text: formatPrice(p),
});

const villager = (v: VillagerRef) => ({
  town: v.town,
  location: v.location,
  row: v.row,
  num: v.num,
  display: v.display,
  villager_type: v.villagerType,
});

function option(book: ShoppingBook, o: ShoppingOption): ShoppingListBook['options'][number] {
  return {
    kind: o.kind,
    level: o.level,
    bought: o.level === book.level ? book.label : `${book.name} ${toRoman(o.level)}`,
    quantity: o.quantity,
    ...villager(o.seller),
    unit_price: price(o.unitPrice),
    emeralds: o.emeralds,
    merge_levels: o.mergeLevels,
    merge_xp: o.mergeXp,
    score: o.score,
  };
}

const totals = (t: ShoppingTotals): ShoppingListTotals => ({
  emeralds: t.emeralds,
  books_bought: t.booksBought,
  cost_items: t.costItems.map(({ item, amount }) => ({ item, amount })),
  merge_levels: t.mergeLevels,
  merge_xp: t.mergeXp,
  missing: t.missing,
});

const town = (t: ShoppingSummary['towns'][number]): ShoppingListTown => ({
  town: t.town,
  purchases: t.purchases,
  stops: t.stops.map((stop) => ({
    ...villager(stop),
    items: stop.items.map((item) => ({
      book: item.book,
      kind: item.kind,
      bought: item.bought,
      quantity: item.quantity,
      unit_price: price(item.unitPrice),
    })),
  })),
});

export function toShoppingListResponse(
  request: { server_id: number; item_keyword: string; emeralds_per_xp_point: number },
  books: readonly ShoppingBook[],
  summary: ShoppingSummary,
): ShoppingListResponse {
  return {
    ...request,
    books: books.map((book) => ({
      enchantment: book.name,
      level: book.level,
      label: book.label,
      options: book.options.map((o) => option(book, o)),
      choice: book.choice,
      missing: book.options.length === 0,
      sold_at_level: book.soldAtLevel,
      lower_level: book.lowerLevel,
    })),
    totals: totals(summary.totals),
    towns: summary.towns.map(town),
  };
}
