// Types of the optimizer's shopping list (issue 16): who sells each book of a plan, and what it all costs.
import type { OptimizerRarity } from '../optimizer/types';
import type { CostItem, TradePrice } from '../strategy/price';
import type { FilterTrade, VillagerRef } from '../strategy/types';

/** One book of the plan: an enchantment at the level the plan needs. */
export interface ShoppingBookRequest {
  name: string;
  mcid: string;
  rarity: OptimizerRarity;
  maxlevel: number;
  level: number;
}

/** A trade as the shopping list reads it: a Filter Trades trade plus what it sells. */
export interface ShoppingTrade extends FilterTrade {
  sell_item: string;
}

export interface ShoppingListInput {
  books: readonly ShoppingBookRequest[];
  /** The trades of one server that may sell the books (any others are ignored). */
  trades: readonly ShoppingTrade[];
  /** How many emeralds one XP point is worth when a merge is weighed against a purchase. Default 1. */
  emeraldsPerXpPoint?: number;
}

/**
 * One way to get a book: buy it at its level from a villager ('buy'), or buy two books one level lower from a
 * villager and merge them on the anvil ('merge').
 */
export interface ShoppingOption {
  kind: 'buy' | 'merge';
  /** Level of the books bought: the book's level, or one below for a merge. */
  level: number;
  /** Books bought: 1, or 2 for a merge. */
  quantity: number;
  seller: VillagerRef;
  /** What one book costs at this villager (its cheapest trade for it). */
  unitPrice: TradePrice;
  /** Emerald value of all `quantity` books. */
  emeralds: number;
  /** Anvil levels of the merge (0 for a purchase). */
  mergeLevels: number;
  /** XP points of that merge started from level 0: xpForLevel(mergeLevels). */
  mergeXp: number;
  /** What the options are ordered by: emeralds + mergeXp × emeralds per XP point. */
  score: number;
}

export interface ShoppingBook {
  name: string;
  level: number;
  /** 'Sharpness V'; 'Mending' for an enchantment with one level (as plans label books). */
  label: string;
  /** Cheapest first (see `compareOptions`); empty when nobody sells the book. */
  options: ShoppingOption[];
  /** The default choice: index into `options` (the cheapest, ties to the most visited town); null when missing. */
  choice: number | null;
  /** Some villager sells the book at its level. */
  soldAtLevel: boolean;
  /** Merge options are listed: they beat every purchase at the level, or nobody sells the level. */
  lowerLevel: boolean;
}

/** A book picked at a villager. */
export interface ShoppingStopItem {
  /** The plan's book, e.g. 'Sharpness V'. */
  book: string;
  kind: ShoppingOption['kind'];
  /** What is bought here: 'Sharpness V', or 'Sharpness IV' (twice) for a merge. */
  bought: string;
  quantity: number;
  unitPrice: TradePrice;
}

/** One villager to visit and what to buy there. */
export interface ShoppingStop extends VillagerRef {
  items: ShoppingStopItem[];
}

/** One town of the visit, its villagers in slot order. */
export interface ShoppingTown {
  town: string;
  /** Books bought in the town (a merge counts its two). */
  purchases: number;
  stops: ShoppingStop[];
}

export interface ShoppingTotals {
  /** Emerald value paid (an Emerald Block counts 9). */
  emeralds: number;
  /** Enchanted books bought (a merge counts its two). */
  booksBought: number;
  /** Every cost item to bring, summed by item: emerald items first, then the others by name. */
  costItems: CostItem[];
  /** Anvil levels of the merges of lower-level books (the plan's own steps are not included). */
  mergeLevels: number;
  /** XP points of those merges, each started from level 0. */
  mergeXp: number;
  /** Books nobody sells. */
  missing: number;
}

export interface ShoppingSummary {
  totals: ShoppingTotals;
  /** Towns with the most purchases first, then by name. */
  towns: ShoppingTown[];
}
