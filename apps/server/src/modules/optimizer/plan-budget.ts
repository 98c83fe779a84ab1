import { DEFAULT_TIME_BUDGET_MS } from '@tradehall/domain';

/**
 * True Optimal's time budget: OPTIMIZER_TIME_BUDGET_MS (milliseconds, for slow machines and for tests), else the
 * optimizer's default of 10 s.
 */
export function planBudgetMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.OPTIMIZER_TIME_BUDGET_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIME_BUDGET_MS;
}
