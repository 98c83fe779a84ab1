import type { OptimizerMenuItem } from '@tradehall/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database, EnchantmentRow } from '../../db/types';

/** The optimizer's items, by id. */
export function listMenuItems(db: Kysely<Database>): Promise<OptimizerMenuItem[]> {
  return db
    .selectFrom('optimizer_menu_items')
    .select(['item_id', 'keyword', 'types'])
    .orderBy('item_id')
    .execute();
}

/** The menu item with this keyword, ignoring case. */
export function findMenuItem(db: Kysely<Database>, keyword: string): Promise<OptimizerMenuItem | undefined> {
  return db
    .selectFrom('optimizer_menu_items')
    .select(['item_id', 'keyword', 'types'])
    .where((eb) => eb(eb.fn('lower', ['keyword']), '=', keyword.trim().toLowerCase()))
    .executeTakeFirst();
}

export function listEnchantmentRows(db: Kysely<Database>): Promise<EnchantmentRow[]> {
  return db.selectFrom('enchantments').selectAll().execute();
}

export interface TownName {
  id: number;
  name: string;
}

export function townsOfServer(db: Kysely<Database>, serverId: number): Promise<TownName[]> {
  return db
    .selectFrom('towns')
    .select(['id', 'name'])
    .where('server_id', '=', serverId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface EnchantmentOffer {
  enchantment: string;
  town: string;
  max_level: number;
}

/**
 * For each enchantment and town of the server: the highest level some trade there offers. Reads that server's
 * enchantment rows only, through trade_enchantments (server_id, ...) (migration 006), and their trades and
 * towns by key (each join a key look-up per row, whichever side a planner starts from).
 */
export async function enchantmentOffers(db: Kysely<Database>, serverId: number): Promise<EnchantmentOffer[]> {
  const rows = await db
    .selectFrom('trade_enchantments as te')
    .innerJoin('trades as t', 't.id', 'te.trade_id')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
    .select((eb) => ['e.name as enchantment', 'tw.name as town', eb.fn.max('te.level').as('max_level')])
    .where(sql<number>`te.server_id`, '=', serverId)
    .where('t.server_id', '=', serverId)
    .where('tw.server_id', '=', serverId)
    .groupBy(['e.name', 'tw.name'])
    .execute();
  return rows.map((row) => ({ ...row, max_level: Number(row.max_level) }));
}
