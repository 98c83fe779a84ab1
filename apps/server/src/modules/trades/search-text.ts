/** The fields of a trade that go into `trades.search_text`. */
export interface SearchTextFields {
  villager_type: string;
  sell_item: string;
  cost_item1: string;
  cost_item2: string;
}

/**
 * `trades.search_text`: the lower-cased villager type, items and enchantment names of a trade, one per line.
 * Kept up to date on every write for exports and tools that read it; the search itself matches through the
 * indexes of search-terms.ts, so it also sees enchantment renames made after the trade was saved.
 */
export function buildSearchText(trade: SearchTextFields, enchantmentNames: readonly string[]): string {
  return [trade.villager_type, trade.sell_item, trade.cost_item1, trade.cost_item2, ...enchantmentNames]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0)
    .join('\n');
}
