/**
 * What a Minecraft 1.12.2 librarian asks for an enchanted book (EntityVillager.ListEnchantedBookForEmeralds,
 * shared/data/rlcraft-2.9/librarian-prices.md): `2 + 3L + r` emeralds with `r` from 0 to `4 + 10L`, doubled for a
 * treasure enchantment, then at most 64. Pure.
 */
import { toRoman } from './roman';

/** The most emeralds a trade can ask (one stack). */
export const LIBRARIAN_PRICE_CAP = 64;

export interface PriceRange {
  min: number;
  max: number;
}

/** The emeralds a librarian can ask for a book of this level (whole levels from 1). */
export function librarianPriceRange(level: number, treasure: boolean): PriceRange {
  const factor = treasure ? 2 : 1;
  const cap = (value: number) => Math.min(LIBRARIAN_PRICE_CAP, value * factor);
  return { min: cap(2 + 3 * level), max: cap(6 + 13 * level) };
}

export interface LibrarianBook {
  /** The enchantment's name, as the warning names it. */
  name: string;
  level: number;
  treasure: boolean;
  /** False when no librarian sells it (RLTweaker's blacklist, or not registered in the modpack). */
  librarian: boolean;
}

/**
 * The warning for a librarian's book trade at this emerald price, or undefined when a librarian could ask it.
 * E.g. "Mending I: a librarian asks 10–38 emeralds; this trade says 3".
 */
export function librarianPriceWarning(book: LibrarianBook, emeralds: number): string | undefined {
  const label = `${book.name} ${toRoman(book.level)}`;
  if (!book.librarian) return `${label}: a librarian does not sell this enchantment`;
  const { min, max } = librarianPriceRange(book.level, book.treasure);
  if (emeralds >= min && emeralds <= max) return undefined;
  return `${label}: a librarian asks ${min}–${max} emeralds; this trade says ${emeralds}`;
}

/** The fields of a trade the librarian check reads. */
export interface PricedTrade {
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2: string;
  cost_amount2: number;
  sell_item: string;
}

const fold = (text: string) => text.trim().toLowerCase();

/** A Librarian selling an Enchanted Book: the trade whose price the game rolls by the formula above. */
export function isLibrarianBookTrade(trade: PricedTrade): boolean {
  return fold(trade.villager_type) === 'librarian' && fold(trade.sell_item) === 'enchanted book';
}

/** The emeralds the trade asks (either cost slot; 0 when it asks none). */
export function emeraldPrice(trade: PricedTrade): number {
  let emeralds = 0;
  if (fold(trade.cost_item1) === 'emerald') emeralds += trade.cost_amount1;
  if (fold(trade.cost_item2) === 'emerald') emeralds += trade.cost_amount2;
  return emeralds;
}

/**
 * The warnings of a trade: for a Librarian's Enchanted Book, one per book enchantment a librarian could not sell
 * at this price. Other trades have none. The trade is saved either way; warnings only tell.
 */
export function librarianTradeWarnings(trade: PricedTrade, books: readonly LibrarianBook[]): string[] {
  if (!isLibrarianBookTrade(trade)) return [];
  const emeralds = emeraldPrice(trade);
  return books.flatMap((book) => librarianPriceWarning(book, emeralds) ?? []);
}
