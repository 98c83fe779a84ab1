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
  /**
   * The book is made by merging two books one level lower (the shopping list's merge suggestion): the plan
   * starts with that merge, and the merged book enters the rest of the plan with its prior work (1). Default false.
   */
  fromMerge?: boolean;
}

/**
 * How an anvil charges and raises the prior-work penalty (Anvil Patch's "XP cost increase"; vanilla is 'vanilla').
 * Applying enchantments raises and charges it under every rule but 'remove'; the rules differ only for repairs,
 * which a plan never makes. Under 'remove' no step pays a penalty and none raises it.
 */
export type PriorWorkRule = 'vanilla' | 'remove_repair_scaling' | 'enchantment_only' | 'remove';

/** The anvil a plan is made for: vanilla 1.12.2 is { levelCap: 40, priorWork: 'vanilla' }. */
export interface AnvilRules {
  /** A step costing this many levels or more is refused ("Too Expensive!"); null: no cap. */
  levelCap: number | null;
  priorWork: PriorWorkRule;
}

export interface PlanOptions {
  /** Default 'grouped'. */
  strategy?: PlanStrategy;
  /** Default 'levels'. */
  objective?: PlanObjective;
  /**
   * Default true: a step of 40 levels or more is "Too Expensive" and avoided whenever possible. A shorthand for
   * rules { levelCap: 40 or null, priorWork: 'vanilla' }; `rules`, when given, wins.
   */
  tooExpensiveCap?: boolean;
  /** The anvil's rules; default vanilla (or as tooExpensiveCap says). Steps reaching levelCap are avoided. */
  rules?: AnvilRules;
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
  /** levels >= the rules' level cap: the anvil refuses this step. Never with no cap. */
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
  /** The rules have a level cap. */
  tooExpensiveCap: boolean;
  rules: AnvilRules;
  /**
   * False when the books may go onto the item in any order at the same cost (rule 'remove': every book goes
   * straight onto the item).
   */
  orderMatters: boolean;
  /** True when the plan is proven the cheapest for the objective (under the cap when feasibleUnderCap). */
  provenOptimal: boolean;
  /**
   * Every step costs less than the rules' level cap (always true without one), so the anvil accepts the whole
   * plan. False means no plan fitting under the cap was found (proven when provenOptimal): the plan is then the cheapest without it.
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
