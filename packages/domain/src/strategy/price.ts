/** One cost item of a trade. */
export interface CostItem {
  item: string;
  amount: number;
}

/**
 * The price of a trade, ordered by `comparePrice`: first by emerald value, then by the amount of other items.
 * Other items are not valued against each other: '12 Emerald + 1 Book' and '12 Emerald + 1 Compass' cost the same.
 */
export interface TradePrice {
  /** Emerald value of both cost slots: Emerald counts 1, Emerald Block (Block of Emerald) counts 9. */
  emeralds: number;
  /** Total amount of the non-emerald cost items (the Book of a librarian's book trade). */
  otherItems: number;
  /** The cost items as traded: emerald items first, then the others, each group in slot order. */
  items: CostItem[];
}

export interface TradeCost {
  cost_item1: string;
  cost_amount1: number;
  cost_item2?: string | null;
  cost_amount2?: number | null;
}

const EMERALD_VALUE: ReadonlyMap<string, number> = new Map([
  ['emerald', 1],
  ['emeralds', 1],
  ['emerald block', 9],
  ['block of emerald', 9],
]);

/** Emerald value of one unit of `item` (0 for anything that is not an emerald item). */
export function emeraldValue(item: string): number {
  return EMERALD_VALUE.get(item.trim().toLowerCase()) ?? 0;
}

/** The price of a trade. A cost slot counts when its item is non-empty and its amount is above 0. */
export function tradePrice(trade: TradeCost): TradePrice {
  const slots: CostItem[] = [];
  for (const [item, amount] of [
    [trade.cost_item1, trade.cost_amount1],
    [trade.cost_item2, trade.cost_amount2],
  ] as const) {
    const name = (item ?? '').trim();
    if (name !== '' && amount != null && amount > 0) slots.push({ item: name, amount });
  }
  const emeraldItems = slots.filter((s) => emeraldValue(s.item) > 0);
  const others = slots.filter((s) => emeraldValue(s.item) === 0);
  return {
    emeralds: emeraldItems.reduce((sum, s) => sum + s.amount * emeraldValue(s.item), 0),
    otherItems: others.reduce((sum, s) => sum + s.amount, 0),
    items: [...emeraldItems, ...others],
  };
}

/** Negative when `a` is cheaper. 0 means equally cheap, even when the items differ. */
export function comparePrice(a: TradePrice, b: TradePrice): number {
  return a.emeralds - b.emeralds || a.otherItems - b.otherItems;
}

/** '12 Emerald + 1 Book'; 'Free' when the trade costs nothing. */
export function formatPrice(price: TradePrice): string {
  if (price.items.length === 0) return 'Free';
  return price.items.map((c) => `${c.amount} ${c.item}`).join(' + ');
}

/** The cheapest of equally cheap prices with the smallest display text, so the choice never depends on order. */
export function pickCheaper(a: TradePrice, b: TradePrice): TradePrice {
  const order = comparePrice(a, b);
  if (order !== 0) return order < 0 ? a : b;
  return formatPrice(b) < formatPrice(a) ? b : a;
}
