import type { FilterTrade } from '@tradehall/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { withEnchantments } from '../../lib/trade-enchantment-rows';

export interface TownRef {
  id: number;
  name: string;
}

export interface EnchantmentFlag {
  name: string;
  curse: boolean;
}

/** The towns of one server. */
export function townsOfServer(db: Kysely<Database>, serverId: number): Promise<TownRef[]> {
  return db
    .selectFrom('towns')
    .select(['id', 'name'])
    .where('server_id', '=', serverId)
    .orderBy('id')
    .execute();
}

/** Every enchantment's name and curse flag. */
export async function enchantmentFlags(db: Kysely<Database>): Promise<EnchantmentFlag[]> {
  const rows = await db.selectFrom('enchantments').select(['name', 'curse']).orderBy('name').execute();
  return rows.map((row) => ({ name: row.name, curse: Number(row.curse) === 1 }));
}

/**
 * Every trade of these towns of the server with its enchantments (by name), as the strategy reads them. Two
 * queries whatever the number of trades: the trades, then the enchantments of the same trades. Both read only
 * this server's rows, through indexes that lead with server_id (migration 006): the server's trades of
 * those towns are chosen on the trades table alone and joined to the few towns and locations after
 * (materialized CTEs, which PostgreSQL plans apart; see filteredTradeCtes in trades.repository.ts).
 */
export async function tradesOfTowns(
  db: Kysely<Database>,
  serverId: number,
  townIds: readonly number[],
): Promise<FilterTrade[]> {
  if (townIds.length === 0) return [];
  const rows = await db
    .with(
      (cte) => cte('t').materialized(),
      () =>
        db
          .selectFrom('trades')
          .where('server_id', '=', serverId)
          .where('town_id', 'in', townIds)
          .select([
            'id',
            'town_id',
            'location_id',
            'row',
            'num',
            'villager_type',
            'cost_item1',
            'cost_amount1',
            'cost_item2',
            'cost_amount2',
            'sell_item',
          ]),
    )
    .with(
      (cte) => cte('tw').materialized(),
      () =>
        db
          .selectFrom('towns')
          .select(['id', 'name'])
          .where('server_id', '=', serverId)
          .where('id', 'in', townIds),
    )
    .with(
      (cte) => cte('l').materialized(),
      () => db.selectFrom('locations').select(['id', 'name']).where('town_id', 'in', townIds),
    )
    .selectFrom('t')
    .innerJoin('tw', 'tw.id', 't.town_id')
    .innerJoin('l', 'l.id', 't.location_id')
    .select([
      't.id',
      'tw.name as town',
      'l.name as location',
      't.row',
      't.num',
      't.villager_type',
      't.cost_item1',
      't.cost_amount1',
      't.cost_item2',
      't.cost_amount2',
      't.sell_item',
    ])
    .orderBy('t.id')
    .execute();
  // The enchantment rows of those trades: joined by key, so every plan is linear in the server's rows (a join
  // of the materialized trades to the enchantment rows could be planned as a loop over both).
  const enchantments = await db
    .selectFrom('trade_enchantments as te')
    .innerJoin('trades as t', 't.id', 'te.trade_id')
    .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
    .select(['te.trade_id', 'e.name', 'te.level'])
    .where(sql<number>`te.server_id`, '=', serverId)
    .where('t.server_id', '=', serverId)
    .where('t.town_id', 'in', townIds)
    .execute();

  return withEnchantments(rows, enchantments);
}
