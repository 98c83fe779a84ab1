import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { filteredTradesQuery, type TradeFilter } from './trades.repository';

/**
 * The API's Trade without enchantments, field by field (the order of contracts' Trade): its name, its column of
 * `t` (trades), `tw` (towns) or `l` (locations), and whether it is text. Every one is NOT NULL.
 */
const TRADE_FIELDS = [
  ['id', 't.id', false],
  ['server_id', 't.server_id', false],
  ['town', 'tw.name', true],
  ['town_id', 't.town_id', false],
  ['location', 'l.name', true],
  ['location_id', 't.location_id', false],
  ['row', 't.row', true],
  ['num', 't.num', false],
  ['villager_type', 't.villager_type', true],
  ['cost_item1', 't.cost_item1', true],
  ['cost_amount1', 't.cost_amount1', false],
  ['cost_item2', 't.cost_item2', true],
  ['cost_amount2', 't.cost_amount2', false],
  ['sell_item', 't.sell_item', true],
  ['sell_amount', 't.sell_amount', false],
  ['row_version', 't.row_version', false],
] as const;

/** The fields of TRADE_FIELDS as a JSON object's text, without its closing brace (the enchantments follow). */
function tradeJsonOpen(dialect: Dialect): RawBuilder<string> {
  if (dialect === 'sqlite') {
    const pairs = TRADE_FIELDS.map(([name, column]) => sql`${sql.lit(name)}, ${sql.ref(column)}`);
    // The last field is a number: the only closing brace at the end is the object's own.
    return sql<string>`rtrim(json_object(${sql.join(pairs)}), '}')`;
  }
  // Concatenation: several times cheaper in PostgreSQL than row_to_json or json_build_object per row.
  const parts = TRADE_FIELDS.map(([name, column, text], i) => {
    const key = sql.lit(`${i === 0 ? '{' : ','}"${name}":`);
    return text ? sql`${key} || to_json(${sql.ref(column)})::text` : sql`${key} || ${sql.ref(column)}`;
  });
  return sql<string>`${sql.join(parts, sql` || `)}`;
}

/** A trade of an answer: its id and its JSON text without the enchantments and the closing brace. */
export interface OpenTradeJson {
  id: number;
  json: string;
}

/**
 * The trades matching the filter (sorted, at most `filter.limit`), each as the JSON text of the API's Trade
 * up to its enchantments, encoded by the database: no row decoding here for answers of thousands of trades.
 */
export async function openTradeJson(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: TradeFilter,
): Promise<OpenTradeJson[]> {
  const query = filteredTradesQuery(db, filter);
  return query ? query.select(['t.id', tradeJsonOpen(dialect).as('json')]).execute() : [];
}

export interface TradeEnchantmentRow {
  trade_id: number;
  enchantment_id: number;
  level: number;
}

/**
 * The enchantment rows of these trades of these servers: one table, no join (the enchantment names come from
 * the reference list the search keeps), so no planner estimate can turn it into a loop over the rows. The ids go
 * as one parameter (a PostgreSQL array, a JSON array for SQLite): an answer may hold thousands.
 */
export async function enchantmentRowsOf(
  db: Kysely<Database>,
  dialect: Dialect,
  serverIds: readonly number[],
  tradeIds: readonly number[],
): Promise<TradeEnchantmentRow[]> {
  if (tradeIds.length === 0 || serverIds.length === 0) return [];
  const query = db.selectFrom('trade_enchantments').select(['trade_id', 'enchantment_id', 'level']);
  if (dialect === 'postgres') {
    // PostgreSQL reads few ids by key and many through (server_id, ...), by its estimate of the array.
    return query
      .where(sql<number>`server_id`, 'in', serverIds)
      .where(sql<boolean>`trade_id = any(${`{${tradeIds.join(',')}}`}::integer[])`)
      .execute();
  }
  // SQLite, without statistics, would read the server's every row through (server_id, ...): by key instead
  // (`+server_id` keeps it from that index), so the cost follows the answer, not the server.
  return query
    .where(sql<number>`+server_id`, 'in', serverIds)
    .where(sql<boolean>`trade_id in (select value from json_each(${JSON.stringify(tradeIds)}))`)
    .execute();
}
