// Types of the Filter Trades strategy (spec §2 Filter Trades, §3 coverage and removal rows).
import type { TradePrice } from './price';

/** One enchantment on a trade's sell item, as stored on the trade. */
export interface TradeEnchantment {
  name: string;
  level: number;
}

/**
 * The fields of a trade the strategy reads. A full trade row (with id, sell_item, server_id, ...) fits this type.
 * Absent second costs are `''` / `0`; `null` is accepted too.
 */
export interface FilterTrade {
  id?: number | string;
  town: string;
  location: string;
  /** A–Z. */
  row: string;
  /** 1–20. */
  num: number;
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2?: string | null;
  cost_amount2?: number | null;
  /** What the trade sells; with `booksOnly`, only 'Enchanted Book' trades count. */
  sell_item?: string;
  enchantments: readonly TradeEnchantment[];
}

/** What the player asked for. Enchantment names are compared exactly, as stored. */
export interface FilterTradesInput {
  /** The trades of the chosen towns on one server. */
  trades: readonly FilterTrade[];
  /** Curses that count like any other enchantment (spec default: Curse of Possession). */
  keepCurses: readonly string[];
  /** Enchantments that never count (the Remove Enchantments select). Ignoring wins over keeping. */
  ignoreEnchantments: readonly string[];
  /** Every enchantment name that is a curse; a curse counts only when it is in `keepCurses`. */
  curseNames: readonly string[];
  /**
   * Count only the enchantments of Enchanted Book trades (the web's default): enchanted gear is no place to buy
   * an enchantment. Without it every trade's enchantments count.
   */
  booksOnly?: boolean;
}

/** Where a villager stands: its trades share town, location, row and num. */
export interface VillagerSlot {
  town: string;
  location: string;
  row: string;
  num: number;
}

export interface VillagerRef extends VillagerSlot {
  /** 'canz / Hall 1 / A3'. */
  display: string;
  /** The villager_type of its trades (the most common one if they disagree, then alphabetical). */
  villagerType: string;
}

export interface EnchantmentAtLevel {
  enchantment: string;
  level: number;
}

/** One row of the Coverage table: the best offer of one counted enchantment. */
export interface CoverageRow {
  enchantment: string;
  /** The highest level on offer. */
  level: number;
  /** Types of the villagers offering it at that level, joined with ', ' (the Type column). */
  villagerType: string;
  villagerTypes: string[];
  /** How many villagers offer it at that level, at any price. */
  villagers: number;
  /** How many of them ask the cheapest price. */
  cheapestVillagers: number;
  /** The cheapest price at that level, e.g. '12 Emerald + 1 Book'. */
  cost: string;
  price: TradePrice;
  /** Where to buy it: the villagers that sell that level at that price, in slot order. */
  sellers: VillagerRef[];
}

/** A villager of the smallest set to keep. */
export interface KeptVillager extends VillagerRef {
  /** Counted enchantments it keeps on offer at best level and cheapest price. */
  provides: EnchantmentAtLevel[];
  /** True when another equally small choice leaves this villager out (see `alternatives`). */
  replaceable: boolean;
}

/**
 * One row of 'Villagers You Can Remove': a villager that sells something that counts, each of it also sold by a
 * kept villager as well or better (the same level for the same price or less, or a higher level).
 */
export interface RemovalRow extends VillagerRef {
  /** Counted enchantments and levels it offers that no kept villager offers at that level. */
  lost: EnchantmentAtLevel[];
}

/** Why the exact search stopped early: a kernel component over `maxExactSets`, the node or the time budget. */
export type SearchCutoff = 'none' | 'size' | 'nodes' | 'time';

export interface FilterTradesStats {
  trades: number;
  villagers: number;
  countedEnchantments: number;
  /** Villagers that offer at least one counted enchantment at best level and cheapest price. */
  candidateVillagers: number;
  /** Villagers the reductions had to keep (sole remaining source of something). */
  forcedVillagers: number;
  /** Independent parts left for the search after the reductions, and the size (villagers) of the largest. */
  components: number;
  largestComponent: number;
  /** Branch-and-bound nodes visited, alternative search included. */
  searchNodes: number;
  /** Why the answer is not proven minimal; 'none' when it is. */
  cutoff: SearchCutoff;
  /** 'partial' when the budget ran out while looking for other equally small choices. */
  alternativeSearch: 'complete' | 'partial' | 'skipped';
  elapsedMs: number;
}

export interface FilterTradesResult {
  /** Sorted by enchantment name. */
  coverage: CoverageRow[];
  /** Every villager not kept that sells something that counts, in slot order. */
  removals: RemovalRow[];
  /** Villagers that sell nothing that counts: not judged (neither kept nor removable), in slot order. */
  notJudged: VillagerRef[];
  /** The villagers to keep, in slot order. */
  kept: KeptVillager[];
  /** True when no smaller keep-set exists; false only after a fallback (see `stats.cutoff`). */
  provenMinimal: boolean;
  /** No keep-set is smaller than this; equals `kept.length` when `provenMinimal`. */
  lowerBound: number;
  /**
   * True when another keep-set of the same size exists (an actual one was found). False with
   * `stats.alternativeSearch` 'complete' means there is none.
   */
  alternativeOptimaExist: boolean;
  /** Enchantments that some other equally small choice gets from a different villager. */
  alternatives: EnchantmentAtLevel[];
  stats: FilterTradesStats;
}

/** Limits of the exact search. Past them the answer is the best cover found (greedy or better) plus its bound. */
export interface FilterTradesOptions {
  /** Search nodes over the whole run (deterministic limit). Default 2,000,000. */
  maxNodes?: number;
  /**
   * Wall-clock budget in ms for the whole call, coverage included: the search stops once it is spent.
   * Default 750. Unlike `maxNodes`, a time cutoff can make the answer depend on machine load.
   */
  timeBudgetMs?: number;
  /** A component with more candidate villagers than this after reductions goes straight to greedy. Default 5,000. */
  maxExactSets?: number;
  /** Look for other equally small keep-sets. Default true. */
  findAlternatives?: boolean;
  /** Clock in ms, for tests. Default performance.now. */
  now?: () => number;
}
