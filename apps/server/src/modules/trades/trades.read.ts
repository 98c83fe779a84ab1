import { ADDED_FIELDS, type DataRow, TRADE_FIELDS } from '@tradehall/contracts';
import type { Db } from '../shared/table/types';
import { formatEnchantments, inEnteredOrder, type NamedLevel } from './trade-enchantments-cell';

/** Trades in id order, flat, in TRADE_COLUMNS' order: town and location by name, enchantments as one cell. */
/** The SPEC's fields, in their places; the fields added since come after the system columns (TRADE_COLUMNS). */
const SPEC_FIELDS = TRADE_FIELDS.filter((field) => !(ADDED_FIELDS as readonly string[]).includes(field));

export async function readTrades(
  db: Db,
  page: { afterKey?: number; offset?: number; limit: number },
): Promise<DataRow[]> {
  let query = db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select([
      't.id',
      't.server_id',
      'tw.name as town',
      'l.name as location',
      ...SPEC_FIELDS.map((field) => `t.${field}` as const),
      't.villager_uuid',
      't.created_at',
      't.updated_at',
      't.row_version',
      't.search_text',
      ...ADDED_FIELDS.map((field) => `t.${field}` as const),
    ])
    .orderBy('t.id')
    .limit(page.limit);
  if (page.afterKey !== undefined) query = query.where('t.id', '>', page.afterKey);
  if (page.offset) query = query.offset(page.offset);
  const trades = await query.execute();
  if (trades.length === 0) return [];

  const first = trades[0]!.id;
  const last = trades[trades.length - 1]!.id;
  const enchantments = await db
    .selectFrom('trade_enchantments as te')
    .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
    .select(['te.trade_id', 'e.name', 'te.level', 'e.maxlevel', 'e.mcid'])
    .where('te.trade_id', '>=', first)
    .where('te.trade_id', '<=', last)
    .execute();
  const byTrade = new Map<number, NamedLevel[]>();
  for (const { trade_id, ...enchantment } of enchantments) {
    const list = byTrade.get(trade_id);
    if (list) list.push(enchantment);
    else byTrade.set(trade_id, [enchantment]);
  }
  return trades.map(({ villager_uuid, created_at, updated_at, row_version, search_text, ...trade }) => {
    const row: DataRow = {};
    for (const field of ['id', 'server_id', 'town', 'location', ...SPEC_FIELDS] as const)
      row[field] = trade[field];
    row.enchantments = formatEnchantments(inEnteredOrder(byTrade.get(trade.id) ?? [], search_text, trade));
    Object.assign(row, { created_at, updated_at, row_version, villager_uuid });
    for (const field of ADDED_FIELDS) row[field] = trade[field];
    return row;
  });
}
