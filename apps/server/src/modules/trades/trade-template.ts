import type { TradeTemplate, TradeTemplateQuery } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { serverScope } from '../servers/membership';

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
  const base = db
    .selectFrom('trades')
    .where('server_id', 'in', serverIds)
    .where((eb) => eb(eb.fn('lower', ['villager_type']), '=', query.villager_type.toLowerCase()))
    .where((eb) => eb(eb.fn('lower', ['sell_item']), '=', query.sell_item.toLowerCase()));

  const mostCommon = (item: 'cost_item1' | 'cost_item2', amount: 'cost_amount1' | 'cost_amount2') =>
    base
      .select((eb) => [
        eb.ref(item).as('item'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.avg<number>(amount).as('average'),
      ])
      .groupBy(item)
      .orderBy('n', 'desc')
      .orderBy(item)
      .limit(1)
      .executeTakeFirst();

  const first = await mostCommon('cost_item1', 'cost_amount1');
  if (!first) throw notFound(NO_TEMPLATE);
  const second = await mostCommon('cost_item2', 'cost_amount2');
  const samples = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    cost_item1: first.item,
    cost_amount1: Math.round(Number(first.average)),
    cost_item2: second?.item ?? '',
    cost_amount2: second && second.item !== '' ? Math.round(Number(second.average)) : 0,
    samples: Number(samples.n),
  };
}
