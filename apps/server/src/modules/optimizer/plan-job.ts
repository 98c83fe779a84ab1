// One plan, as both the worker thread and the inline fallback compute it.
import {
  EnchantmentConflictError,
  type MergePlan,
  OptimizerInputError,
  OptimizerTimeoutError,
  type PlanRequest,
  planEnchantments,
} from '@tradehall/domain';

/**
 * The answer of one plan. Expected refusals come back as values (errors lose their class crossing threads);
 * anything else is thrown.
 */
export type PlanOutcome =
  | { ok: true; plan: MergePlan }
  | { ok: false; reason: 'input' | 'conflict' | 'timeout' | 'busy'; message: string };

export function computePlan(request: PlanRequest): PlanOutcome {
  try {
    return { ok: true, plan: planEnchantments(request) };
  } catch (error) {
    if (error instanceof OptimizerTimeoutError)
      return { ok: false, reason: 'timeout', message: error.message };
    if (error instanceof EnchantmentConflictError) {
      const message = `${error.conflicts.map((conflict) => conflict.message).join('; ')}.`;
      return { ok: false, reason: 'conflict', message };
    }
    if (error instanceof OptimizerInputError) return { ok: false, reason: 'input', message: error.message };
    throw error;
  }
}
