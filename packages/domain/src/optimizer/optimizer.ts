import { findConflicts } from './conflicts';
import { EnchantmentConflictError } from './errors';
import { searchGrouped } from './grouped';
import { searchOptimal } from './optimal';
import { buildPlan } from './plan';
import type { SearchOptions, SearchOutcome, SearchResult } from './search';
import type { MergePlan, PlanRequest } from './types';
import { type ValidPlanRequest, validatePlanRequest } from './validate';

/**
 * Plans the anvil merge order for one item and its selected enchantment books.
 *
 * Throws OptimizerInputError for a malformed request, EnchantmentConflictError when selected enchantments are
 * incompatible, and OptimizerTimeoutError when True Optimal cannot finish within timeBudgetMs.
 *
 * With the cap on, a plan keeps every step under 40 levels whenever it can; when none can, the cheapest plan
 * without the cap is returned with its Too Expensive steps flagged and feasibleUnderCap false.
 */
export function planEnchantments(request: PlanRequest): MergePlan {
  const valid = validatePlanRequest(request);
  const conflicts = findConflicts(valid.books);
  if (conflicts.length > 0) throw new EnchantmentConflictError(conflicts);
  const { result, provenOptimal } = search(valid);
  return buildPlan(valid, result.tree, { provenOptimal });
}

function search(request: ValidPlanRequest): { result: SearchResult; provenOptimal: boolean } {
  const deadline = { at: performance.now() + request.timeBudgetMs, budgetMs: request.timeBudgetMs };
  const run = (cap: boolean): SearchOutcome => {
    const options: SearchOptions = {
      objective: request.objective,
      cap,
      itemPriorWork: request.itemPriorWork,
    };
    return request.strategy === 'optimal'
      ? searchOptimal(request.books, options, deadline)
      : searchGrouped(request.books, options);
  };
  // Without the cap there is always a plan; with it, the uncapped plan is the answer only when none fits.
  let noneFitsProven = true;
  if (request.cap) {
    const capped = run(true);
    if (capped.status === 'found') return { result: capped.result, provenOptimal: capped.result.exact };
    noneFitsProven = capped.proven;
  }
  const uncapped = run(false);
  if (uncapped.status !== 'found') throw new Error('optimizer: no plan without the cap');
  return { result: uncapped.result, provenOptimal: uncapped.result.exact && noneFitsProven };
}
