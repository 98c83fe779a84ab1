// Anvil merge-order optimizer (issue 5): pure, no I/O.
export { type ConflictCandidate, findConflicts, parseMcidList } from './conflicts';
export {
  type AnvilEnchantment,
  type AnvilInput,
  type AnvilOutcome,
  anvilMerge,
  chargesPriorWork,
  enchantmentMultiplier,
  isTooExpensive,
  PRIOR_WORK_RULES,
  priorWorkPenalty,
  RARITY_MULTIPLIER,
  stepScore,
  TOO_EXPENSIVE_LEVELS,
  VANILLA_RULES,
} from './cost';
export {
  EnchantmentConflictError,
  OptimizerError,
  OptimizerInputError,
  OptimizerTimeoutError,
} from './errors';
export { planEnchantments } from './optimizer';
export type * from './types';
export {
  DEFAULT_TIME_BUDGET_MS,
  enchantmentLabel,
  MAX_ITEM_PRIOR_WORK,
  MAX_LEVEL_CAP,
  MAX_PLAN_ENCHANTMENTS,
} from './validate';
