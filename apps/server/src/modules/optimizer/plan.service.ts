import { type OptimizerMenuItem, type OptimizerPlanResponse, VANILLA_LEVEL_CAP } from '@tradehall/contracts';
import type { AnvilRules } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, HttpError } from '../../lib/http-error';
import { assertServerAccess, type Viewer } from '../servers/membership';
import { findServerModpack } from '../servers/servers.repository';
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
 * The anvil rules of a plan: `server_id`'s modpack's (the caller must see that server: 403, or 404 for a role
 * that sees every server) or vanilla's; `too_expensive_cap` sets the cap to 40 or none; `rules` fields override
 * both. `modpack` names the server's modpack when the rules are still its own.
 */
export async function planRules(
  db: Kysely<Database>,
  user: Viewer,
  body: PlanBody,
): Promise<{ rules: AnvilRules; modpack: string | null }> {
  let base: AnvilRules = { levelCap: VANILLA_LEVEL_CAP, priorWork: 'vanilla' };
  let modpack: string | null = null;
  if (body.server_id !== undefined) {
    await assertServerAccess(db, user, body.server_id);
    const pack = await findServerModpack(db, body.server_id);
    if (!pack) throw new HttpError(404, 'Server not found.');
    base = { levelCap: pack.anvil_level_cap, priorWork: pack.anvil_prior_work };
    modpack = `${pack.modpack} ${pack.version}`.trim();
  }
  const shorthand =
    body.too_expensive_cap === undefined ? base.levelCap : body.too_expensive_cap ? VANILLA_LEVEL_CAP : null;
  const levelCap = body.rules?.level_cap !== undefined ? body.rules.level_cap : shorthand;
  const priorWork = body.rules?.prior_work ?? base.priorWork;
  const own = levelCap === base.levelCap && priorWork === base.priorWork;
  return { rules: { levelCap, priorWork }, modpack: own ? modpack : null };
}

/**
 * POST /api/optimizer/plan: checks the item, the rules and the enchantments (400 naming the culprit), then plans
 * on a worker thread. A plan out of time, or a full queue, answers 503 with what to do. A read: nothing is logged.
 */
export async function planFor(
  db: Kysely<Database>,
  settings: PlanSettings,
  body: PlanBody,
  user: Viewer,
): Promise<OptimizerPlanResponse> {
  const item = await planItem(db, body.item_keyword);
  const { rules, modpack } = await planRules(db, user, body);
  const request = toPlanRequest(body, item, await listEnchantmentRows(db), rules);

  const outcome = await settings.runner.run(request, settings.budgetMs);
  if (outcome.ok) return { plan: toPlanResponse(outcome.plan, modpack) };
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
