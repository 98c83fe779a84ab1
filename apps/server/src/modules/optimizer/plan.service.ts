import type { OptimizerMenuItem, OptimizerPlanResponse } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, HttpError } from '../../lib/http-error';
import { findMenuItem, listEnchantmentRows } from './optimizer.repository';
import { type PlanBody, toPlanRequest } from './plan-request';
import { toPlanResponse } from './plan-response';
import { hardLimitMs, type PlanRunner } from './plan-runner';

export interface PlanSettings {
  runner: PlanRunner;
  /** True Optimal's time budget. */
  budgetMs: number;
}

/** '10 s', '1.5 s'. */
export const formatSeconds = (ms: number): string => {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
};

export const BUSY = 'The optimizer is busy with other plans; try again in a moment.';

/** Why a plan ran out of time, and what to do instead. */
export function timeoutMessage(strategy: PlanBody['strategy'], books: number, budgetMs: number): string {
  const what = `${books} ${books === 1 ? 'book' : 'books'}`;
  return strategy === 'optimal'
    ? `True Optimal could not finish within ${formatSeconds(budgetMs)} for ${what}; use Grouped by Rarity.`
    : `Grouped by Rarity could not finish within ${formatSeconds(hardLimitMs(budgetMs))} for ${what}; try fewer enchantments.`;
}

/** The optimizer's item of a request's `item_keyword` (ignoring case); 400 when empty or unknown. */
export async function planItem(db: Kysely<Database>, itemKeyword: string): Promise<OptimizerMenuItem> {
  const keyword = itemKeyword.trim();
  if (!keyword) throw badRequest('item_keyword is required: pick an item, e.g. Sword.');
  const item = await findMenuItem(db, keyword);
  if (!item) throw badRequest(`Unknown item: '${keyword}'. Pick one of the optimizer's items.`);
  return item;
}

/**
 * POST /api/optimizer/plan: checks the item and the enchantments (400 naming the culprit), then plans on a worker
 * thread. A plan out of time, or a full queue, answers 503 with what to do. A read: nothing is logged.
 */
export async function planFor(
  db: Kysely<Database>,
  settings: PlanSettings,
  body: PlanBody,
): Promise<OptimizerPlanResponse> {
  const item = await planItem(db, body.item_keyword);
  const request = toPlanRequest(body, item, await listEnchantmentRows(db));

  const outcome = await settings.runner.run(request, settings.budgetMs);
  if (outcome.ok) return { plan: toPlanResponse(outcome.plan) };
  switch (outcome.reason) {
    case 'input':
    case 'conflict':
      throw badRequest(outcome.message);
    case 'timeout':
      throw new HttpError(503, timeoutMessage(body.strategy, request.enchantments.length, settings.budgetMs));
    case 'busy':
      throw new HttpError(503, BUSY);
  }
}
