import { findConflicts } from './conflicts';
import { chargesPriorWork } from './cost';
import { EnchantmentConflictError } from './errors';
import { searchGrouped } from './grouped';
import { searchOptimal } from './optimal';
import { buildPlan } from './plan';
import type { SearchOptions, SearchOutcome, SearchResult } from './search';
import { searchStraight } from './straight';
import type { MergePlan, PlanRequest } from './types';
import { type ValidPlanRequest, validatePlanRequest } from './validate';

/**
 * Plans the anvil merge order for one item and its selected enchantment books, under the request's anvil rules.
 *
 * Throws OptimizerInputError for a malformed request, EnchantmentConflictError when selected enchantments are
 * incompatible, and OptimizerTimeoutError when True Optimal cannot finish within timeBudgetMs.
 *
 * With a level cap, a plan keeps every step under it whenever it can; when none can, the cheapest plan without
 * the cap is returned with its Too Expensive steps flagged and feasibleUnderCap false. Under the prior-work rule
 * 'remove' every book goes straight onto the item (see straight.ts).
 */
export function planEnchantments(request: PlanRequest): MergePlan {
  const valid = validatePlanRequest(request);
  const conflicts = findConflicts(valid.books);
  if (conflicts.length > 0) throw new EnchantmentConflictError(conflicts);
  const { result, provenOptimal } = search(valid);
  return buildPlan(valid, result.tree, { provenOptimal });
}

function search(request: ValidPlanRequest): { result: SearchResult; provenOptimal: boolean } {
  if (!chargesPriorWork(request.rules.priorWork)) {
    return { result: searchStraight(request.books, request.objective), provenOptimal: true };
  }
  const deadline = { at: performance.now() + request.timeBudgetMs, budgetMs: request.timeBudgetMs };
  const run = (levelCap: number | null): SearchOutcome => {
    const options: SearchOptions = {
      objective: request.objective,
      levelCap,
      itemPriorWork: request.itemPriorWork,
    };
    return request.strategy === 'optimal'
      ? searchOptimal(request.books, options, deadline)
      : searchGrouped(request.books, options);
  };
  // Without the cap there is always a plan; with it, the uncapped plan is the answer only when none fits.
  let noneFitsProven = true;
  if (request.rules.levelCap !== null) {
    const capped = run(request.rules.levelCap);
    if (capped.status === 'found') return { result: capped.result, provenOptimal: capped.result.exact };
    noneFitsProven = capped.proven;
  }
  const uncapped = run(null);
  if (uncapped.status !== 'found') throw new Error('optimizer: no plan without the cap');
  return { result: uncapped.result, provenOptimal: uncapped.result.exact && noneFitsProven };
}
