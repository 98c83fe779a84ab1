import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The trades a template is made from: a villager type's trades of a sell item (names ignoring case). */
export interface TemplateScope {
  serverIds: readonly number[];
  villagerType: string;
  sellItem: string;
}

export interface CostItemUse {
  item: string;
  /** How many of the scope's trades use it. */
  n: number;
  /** The average amount those trades ask. */
  average: number;
}

function scopedTrades(db: Kysely<Database>, scope: TemplateScope) {
  return db
    .selectFrom('trades')
    .where('server_id', 'in', scope.serverIds)
    .where((eb) => eb(eb.fn('lower', ['villager_type']), '=', scope.villagerType.toLowerCase()))
    .where((eb) => eb(eb.fn('lower', ['sell_item']), '=', scope.sellItem.toLowerCase()));
}

/** The cost item (first or second) the most trades of the scope use, ties by name; undefined without trades. */
export async function mostCommonCostItem(
  db: Kysely<Database>,
  scope: TemplateScope,
  slot: 1 | 2,
): Promise<CostItemUse | undefined> {
  const item = slot === 1 ? 'cost_item1' : 'cost_item2';
  const amount = slot === 1 ? 'cost_amount1' : 'cost_amount2';
  const row = await scopedTrades(db, scope)
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
  return row && { item: row.item, n: Number(row.n), average: Number(row.average) };
}

export async function countScopedTrades(db: Kysely<Database>, scope: TemplateScope): Promise<number> {
  const row = await scopedTrades(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
