/**
 * Sorting the results by a column: `sort=price` or `sort=-level` in the address (a leading '-' sorts
 * descending). Without one the results keep the server's order (exact enchantment names first, then by slot).
 * Pure.
 */
import { ADDED_FIELDS, type AddedTradeField, type Trade } from '@tradehall/contracts';

export const SORT_KEYS = [
  'town',
  'location',
  'row',
  'num',
  'villager',
  'cost1',
  'price',
  'cost2',
  'amount2',
  'sell',
  'sellAmount',
  'level',
  ...ADDED_FIELDS,
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface TradeSort {
  key: SortKey;
  descending: boolean;
}

type SortValue = string | number;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The highest level of a trade's enchantments (0 without any), then their names. */
const topLevel = (trade: Trade) => Math.max(0, ...trade.enchantments.map((e) => e.level));
const enchantmentNames = (trade: Trade) => trade.enchantments.map((e) => e.name).join(', ');

/** What each column sorts on: its value, then tie-breakers that make the order sensible for a player. */
const SORT_VALUES: Record<SortKey, (trade: Trade) => SortValue[]> = {
  town: (t) => [t.town],
  location: (t) => [t.location],
  row: (t) => [t.row],
  num: (t) => [t.num],
  villager: (t) => [t.villager_type],
  cost1: (t) => [t.cost_item1, t.cost_amount1],
  price: (t) => [t.cost_amount1, t.cost_item1, t.cost_amount2],
  cost2: (t) => [t.cost_item2, t.cost_amount2],
  amount2: (t) => [t.cost_amount2],
  sell: (t) => [t.sell_item],
  sellAmount: (t) => [t.sell_amount],
  level: (t) => [topLevel(t), enchantmentNames(t)],
  ...(Object.fromEntries(ADDED_FIELDS.map((field) => [field, (t: Trade) => [t[field]]])) as Record<
    AddedTradeField,
    (trade: Trade) => SortValue[]
  >),
};

function compareValues(a: readonly SortValue[], b: readonly SortValue[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    if (order !== 0) return order;
  }
  return 0;
}

/** The results in the chosen order; equal rows keep the server's order. */
export function sortTrades(trades: readonly Trade[], sort: TradeSort | null): readonly Trade[] {
  if (!sort) return trades;
  const sortValues = SORT_VALUES[sort.key];
  const keyed = trades.map((trade, index) => ({ trade, index, values: sortValues(trade) }));
  keyed.sort((a, b) => {
    const order = compareValues(a.values, b.values);
    return (sort.descending ? -order : order) || a.index - b.index;
  });
  return keyed.map((entry) => entry.trade);
}

/** `price` → ascending by price; `-level` → descending by level; anything else → none. */
export function readSort(value: string | null): TradeSort | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  return (SORT_KEYS as readonly string[]).includes(key) ? { key: key as SortKey, descending } : null;
}

export function writeSort(sort: TradeSort): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** A header's click: first ascending (levels and amounts: highest first), then the other way, then none. */
export function nextSort(current: TradeSort | null, key: SortKey): TradeSort | null {
  const firstDescending = key === 'level';
  if (current?.key !== key) return { key, descending: firstDescending };
  if (current.descending === firstDescending) return { key, descending: !firstDescending };
  return null;
}
