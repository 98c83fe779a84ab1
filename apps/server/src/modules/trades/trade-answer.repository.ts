import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { filteredTradesQuery, type TradeFilter } from './trades.repository';

/** The API's Trade, field by field (the order of contracts' Trade), as columns of `trades t`, `towns tw`, `locations l`. */
const TRADE_FIELDS = [
  ['id', 't.id'],
  ['server_id', 't.server_id'],
  ['town', 'tw.name'],
  ['town_id', 't.town_id'],
  ['location', 'l.name'],
  ['location_id', 't.location_id'],
  ['row', 't.row'],
  ['num', 't.num'],
  ['villager_type', 't.villager_type'],
  ['cost_item1', 't.cost_item1'],
  ['cost_amount1', 't.cost_amount1'],
  ['cost_item2', 't.cost_item2'],
  ['cost_amount2', 't.cost_amount2'],
  ['sell_item', 't.sell_item'],
  ['sell_amount', 't.sell_amount'],
  ['row_version', 't.row_version'],
] as const;

/** The trade's enchantments ({name, level, maxlevel, mcid} by name) as rows: read by its key, one trade at a time. */
const ENCHANTMENT_ROWS = sql`select e.name, te.level, e.maxlevel, e.mcid
  from trade_enchantments te join enchantments e on e.id = te.enchantment_id
  where te.trade_id = t.id`;

/** One trade of the query as the JSON text of the API's Trade, enchantments included, built by the database. */
function tradeJson(dialect: Dialect): RawBuilder<string> {
  if (dialect === 'postgres') {
    const columns = TRADE_FIELDS.map(([name, column]) => sql`${sql.ref(column)} as ${sql.id(name)}`);
    return sql<string>`(select row_to_json(r)::text from (select ${sql.join(columns)},
      coalesce((select json_agg(en order by en.name) from (${ENCHANTMENT_ROWS}) en), '[]') as enchantments) r)`;
  }
  const pairs = TRADE_FIELDS.map(([name, column]) => sql`${sql.lit(name)}, ${sql.ref(column)}`);
  return sql<string>`json_object(${sql.join(pairs)}, 'enchantments', json((
    select json_group_array(json_object('name', en.name, 'level', en.level, 'maxlevel', en.maxlevel,
      'mcid', en.mcid) order by en.name) from (${ENCHANTMENT_ROWS}) en)))`;
}

/**
 * The trades matching the filter (sorted, at most `filter.limit`), each as the JSON text of the API's Trade: one
 * query whose rows the database encodes itself, so an answer of thousands of trades costs no row decoding and
 * no JSON encoding here. The same trades, fields and order as listTradeRows + withEnchantments.
 */
export async function tradeAnswerJson(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: TradeFilter,
): Promise<string[]> {
  const query = filteredTradesQuery(db, filter);
  if (!query) return [];
  const rows = await query.select(tradeJson(dialect).as('json')).execute();
  return rows.map((row) => row.json);
}
