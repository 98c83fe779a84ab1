import type { TradeTemplate, TradeTemplateQuery } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { serverScope } from '../servers/membership';
import { countScopedTrades, mostCommonCostItem, type TemplateScope } from './trade-template.repository';

export const NO_TEMPLATE = 'No existing trade data found for this item.';

/**
 * The average price of a villager type's trades for a sell item (names ignoring case) over the caller's visible
 * servers (or server_id): the most common first and second cost items, each with the average amount of the
 * trades that use it, rounded to whole items.
 */
export async function tradeTemplate(
  db: Kysely<Database>,
  user: AuthUser,
  query: TradeTemplateQuery,
): Promise<TradeTemplate> {
  const serverIds = await serverScope(db, user, query.server_id);
  if (serverIds.length === 0) throw notFound(NO_TEMPLATE);
  const scope: TemplateScope = { serverIds, villagerType: query.villager_type, sellItem: query.sell_item };
  const first = await mostCommonCostItem(db, scope, 1);
  if (!first) throw notFound(NO_TEMPLATE);
  const second = await mostCommonCostItem(db, scope, 2);
  return {
    cost_item1: first.item,
    cost_amount1: Math.round(first.average),
    cost_item2: second?.item ?? '',
    cost_amount2: second && second.item !== '' ? Math.round(second.average) : 0,
    samples: await countScopedTrades(db, scope),
  };
}
