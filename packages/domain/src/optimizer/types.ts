/** Enchantment rarities as the game (and our reference data) names them. */
export type OptimizerRarity = 'Common' | 'Uncommon' | 'Rare' | 'Very Rare';

/** 'optimal' = True Optimal, Slow (exact); 'grouped' = Grouped by Rarity (fast, the default). */
export type PlanStrategy = 'optimal' | 'grouped';

/**
 * 'levels': fewest levels in total.
 * 'xp': fewest XP points, where a step of c levels costs xpForLevel(c), i.e. the player is assumed to start
 * every anvil step from level 0 (spend what you have, then farm or use tomes for the next step).
 */
export type PlanObjective = 'levels' | 'xp';

/** One selected enchantment, each on its own book at the chosen level. */
export interface PlanEnchantmentInput {
  name: string;
  mcid: string;
  rarity: OptimizerRarity;
  maxlevel: number;
  /** Incompatible mcids, as an array or as the reference data's comma-separated text. */
  incompatibilities: string | readonly string[];
  level: number;
}

export interface PlanOptions {
  /** Default 'grouped'. */
  strategy?: PlanStrategy;
  /** Default 'levels'. */
  objective?: PlanObjective;
  /** Default true: a step of 40 levels or more is "Too Expensive" and avoided whenever possible. */
  tooExpensiveCap?: boolean;
  /** The item's prior-work count before the first step (penalty 2^n - 1). Default 0. */
  itemPriorWork?: number;
  /** Time limit for the 'optimal' strategy; past it an OptimizerTimeoutError is thrown. Default 10 s. */
  timeBudgetMs?: number;
}

export interface PlanRequest extends PlanOptions {
  /** The item being enchanted, e.g. 'Sword'. It always stays the target of the final chain. */
  item: string;
  enchantments: readonly PlanEnchantmentInput[];
}

/** An enchantment as it appears on a plan, e.g. { label: 'Sharpness V' }. */
export interface PlannedEnchantment {
  name: string;
  mcid: string;
  level: number;
  /** Name plus roman level, e.g. 'Sharpness V'. */
  label: string;
}

export type PlanSideKind = 'item' | 'book' | 'merged-book';

/** One input of an anvil step. */
export interface PlanSide {
  kind: PlanSideKind;
  /** 'Sword', 'Sharpness V', or 'Book (Sharpness V, Looting III)'. */
  label: string;
  /** Labels of the enchantments this side carries before the step. */
  enchantments: string[];
  priorWork: number;
  /** The step that produced this side; null for a fresh book or the untouched item. */
  fromStep: number | null;
}

export interface PlanStep {
  /** 1-based; steps are listed in an order the player can follow. */
  step: number;
  target: PlanSide;
  sacrifice: PlanSide;
  /** What comes out: the item or a (merged) book. */
  result: 'item' | 'merged-book';
  /** Labels of the enchantments on the result. */
  resultEnchantments: string[];
  levels: number;
  /** xpForLevel(levels): XP points of this step when starting it from level 0. */
  xp: number;
  priorWorkAfter: number;
  /** levels >= 40: the vanilla anvil refuses this step. */
  tooExpensive: boolean;
}

export interface PlanTreeItem {
  kind: 'item';
  label: string;
  priorWork: number;
}

export interface PlanTreeBook {
  kind: 'book';
  enchantment: PlannedEnchantment;
}

export interface PlanTreeMerge {
  kind: 'merge';
  step: number;
  target: PlanTreeNode;
  sacrifice: PlanTreeNode;
  result: 'item' | 'merged-book';
  enchantments: string[];
  priorWork: number;
  levels: number;
  xp: number;
  tooExpensive: boolean;
}

/** Nested merges for drawing: leaves are the item or single books; the root is the finished item. */
export type PlanTreeNode = PlanTreeItem | PlanTreeBook | PlanTreeMerge;

export interface PlanTotals {
  levels: number;
  /** Sum of the steps' XP (each step started from level 0). */
  xp: number;
  /** XP needed if all the levels were saved up and spent from one pool: xpForLevel(levels). */
  xpIfSavedUp: number;
  steps: number;
  maxStepLevels: number;
}

export interface MergePlan {
  item: string;
  strategy: PlanStrategy;
  objective: PlanObjective;
  tooExpensiveCap: boolean;
  /** True when the plan is proven the cheapest for the objective (under the cap when feasibleUnderCap). */
  provenOptimal: boolean;
  /**
   * Every step costs under 40 levels, so a vanilla anvil accepts the whole plan. With the cap on, false means no
   * plan fitting under the cap was found (proven when provenOptimal): the plan is then the cheapest without it.
   */
  feasibleUnderCap: boolean;
  steps: PlanStep[];
  tree: PlanTreeNode;
  totals: PlanTotals;
  finalPriorWork: number;
  /** Labels of all enchantments on the finished item, in input order. */
  enchantments: string[];
}

/** Two selected enchantments that cannot share an item. */
export interface EnchantmentConflict {
  first: { name: string; mcid: string };
  second: { name: string; mcid: string };
  /** e.g. 'Protection conflicts with Fire Protection'. */
  message: string;
}
