import type { EnchantmentConflict } from './types';

/** Base class of every error the optimizer throws on purpose. */
export class OptimizerError extends Error {
  override name = 'OptimizerError';
}

/** The request is malformed; the message names the culprit (an answer 400 fits). */
export class OptimizerInputError extends OptimizerError {
  override name = 'OptimizerInputError';
}

/** Some selected enchantments are incompatible with each other; `conflicts` names every pair. */
export class EnchantmentConflictError extends OptimizerError {
  override name = 'EnchantmentConflictError';
  readonly conflicts: readonly EnchantmentConflict[];

  constructor(conflicts: readonly EnchantmentConflict[]) {
    super(`Incompatible enchantments: ${conflicts.map((c) => c.message).join('; ')}`);
    this.conflicts = conflicts;
  }
}

/** The exact search would take longer than the time budget (measured, or predicted from its size). */
export class OptimizerTimeoutError extends OptimizerError {
  override name = 'OptimizerTimeoutError';
  readonly budgetMs: number;

  constructor(budgetMs: number, detail = 'the exact search did not finish') {
    super(`True Optimal gave up after ${budgetMs} ms: ${detail}. Try the Grouped by Rarity strategy.`);
    this.budgetMs = budgetMs;
  }
}
