import type { MergeTree } from './exact';
import type { OptimizerRarity, PlanObjective } from './types';

// What the strategies (grouped.ts, optimal.ts) take and give.

/** A book as the searches see it: what sacrificing it costs, and its rarity (for grouping). */
export interface SearchBook {
  value: number;
  rarity: OptimizerRarity;
  /** The book's prior work before the plan (1 for a book merged from two lower ones); default 0. */
  priorWork?: number;
}

export interface SearchOptions {
  objective: PlanObjective;
  /** A step costing this many levels or more is refused; null: no cap. */
  levelCap: number | null;
  itemPriorWork: number;
}

/** A plan found by a strategy; tree leaves ('piece') are book indices. */
export interface SearchResult {
  tree: MergeTree;
  /** Objective cost of all steps. */
  cost: number;
  /** Exact for what it searched (all books as they are, the cap as asked). */
  exact: boolean;
}

/** What a strategy found: a plan, or (only with the cap on) none, and whether none can exist. */
export type SearchOutcome = { status: 'found'; result: SearchResult } | { status: 'none'; proven: boolean };
