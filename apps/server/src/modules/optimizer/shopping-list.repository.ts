import type { ShoppingTrade } from '@tradehall/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { withEnchantments } from '../../lib/trade-enchantment-rows';

/**
 * The trades of one server that carry any of these enchantments, with all their enchantments (by name), as the
 * shopping list reads them. Two queries: both start from the server's enchantment rows (trade_enchantments
 * (server_id, enchantment_id, trade_id), migration 006) and read no other server's rows.
 */
export async function tradesWithEnchantments(
  db: Kysely<Database>,
  serverId: number,
  enchantmentIds: readonly number[],
): Promise<ShoppingTrade[]> {
  if (enchantmentIds.length === 0) return [];
  const carrying = db
    .selectFrom('trade_enchantments as wanted')
    .select('wanted.trade_id')
    .where(sql<number>`wanted.server_id`, '=', serverId)
    .where('wanted.enchantment_id', 'in', enchantmentIds);
  const rows = await db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
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
    .where('t.server_id', '=', serverId)
    .where('tw.server_id', '=', serverId)
    .where('t.id', 'in', carrying)
    .orderBy('t.id')
    .execute();
  const enchantments = await db
    .selectFrom('trade_enchantments as te')
    .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
    .select(['te.trade_id', 'e.name', 'te.level'])
    .where(sql<number>`te.server_id`, '=', serverId)
    .where('te.trade_id', 'in', carrying)
    .execute();

  return withEnchantments(rows, enchantments);
}
