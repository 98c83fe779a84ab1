import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { byCodeUnits } from './trade-enchantments-cell';
import { TRADE_ANSWER_FIELDS } from './trade-rows.repository';
import { filteredTradeCtes, type TradeFilter } from './trades.repository';

/** The fields of TRADE_ANSWER_FIELDS as a JSON object's text, without its closing brace (the enchantments follow). */
function tradeJsonOpen(dialect: Dialect): RawBuilder<string> {
  if (dialect === 'sqlite') {
    const pairs = TRADE_ANSWER_FIELDS.map(([name, column]) => sql`${sql.lit(name)}, ${sql.ref(column)}`);
    // The last field is a number: the only closing brace at the end is the object's own.
    return sql<string>`rtrim(json_object(${sql.join(pairs)}), '}')`;
  }
  // Concatenation: several times cheaper in PostgreSQL than row_to_json or json_build_object per row.
  const parts = TRADE_ANSWER_FIELDS.map(([name, column, text], i) => {
    const key = sql.lit(`${i === 0 ? '{' : ','}"${name}":`);
    return text ? sql`${key} || to_json(${sql.ref(column)})::text` : sql`${key} || ${sql.ref(column)}`;
  });
  return sql<string>`${sql.join(parts, sql` || `)}`;
}

/**
 * A trade of an answer, in the answer's order: what its encoded JSON depends on. The stamp (migration 007)
 * changes with every change of the trade and its enchantments; the names with a rename of its town or location.
 */
export interface AnswerSlot {
  id: number;
  stamp: number;
  town: string;
  location: string;
}

/** A place of the searched servers (town or location): its id, the rank of its name, and its name. */
type RankedPlace = [id: number, rank: number, name: string];

/** A JSON value of the database: parsed already by node-postgres, text from SQLite. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The trades matching the filter, sorted by town, location, row, num (then id) and at most `filter.limit`, as
 * the slots of an answer. One statement reads the matching trades and the servers' ranked towns and locations,
 * each aggregated to one value: the database neither joins nor sorts thousands of rows (with a linguistic
 * collation, sorting on `row` alone cost more than the rest), and no row of thousands is decoded one by one.
 * The sort here is the listing's: on the ranks, then `row` by code units (rows are A to Z) and the numbers.
 */
export async function answerSlots(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: TradeFilter,
): Promise<AnswerSlot[]> {
  const ctes = filteredTradeCtes(db, filter);
  if (!ctes) return [];
  const postgres = dialect === 'postgres';
  const jsonArray = (value: RawBuilder<unknown>) =>
    postgres ? sql`json_agg(${value})` : sql`json_group_array(${value})`;
  const places = (cte: 'tw' | 'l') =>
    sql`(select ${jsonArray(sql`${sql.raw(postgres ? 'json_build_array' : 'json_array')}(p.id, p.sort_rank, p.name)`)}
      from ${sql.table(cte)} p)`;
  // One JSON array a column (of the same rows in the same order): parsed natively, no text split here.
  const column = (name: string) => jsonArray(sql.ref(`t.${name}`)).as(name);
  // Trades carrying an enchantment named exactly as the search text (at its level, if it names one) rank first.
  const exact = filter.match?.exact;
  const exactColumn =
    exact && exact.enchantmentIds.length > 0
      ? [
          jsonArray(
            sql`case when exists (select 1 from trade_enchantments e where e.trade_id = t.id
              and e.enchantment_id in (${sql.join(exact.enchantmentIds)})
              ${exact.level === null ? sql`` : sql`and e.level = ${exact.level}`}) then 1 else 0 end`,
          ).as('exact'),
        ]
      : [];
  const found = await ctes
    .selectFrom('t')
    .select([
      ...exactColumn,
      column('id'),
      column('search_stamp'),
      column('town_id'),
      column('location_id'),
      column('row'),
      column('num'),
      places('tw').as('towns'),
      places('l').as('locations'),
    ])
    .executeTakeFirst();
  const ids = parsed<number[] | null>(found?.id ?? null);
  if (!found || !ids) return [];
  const [stamps, townIds, locationIds, rows, nums] = [
    parsed<number[]>(found.search_stamp),
    parsed<number[]>(found.town_id),
    parsed<number[]>(found.location_id),
    parsed<string[]>(found.row),
    parsed<number[]>(found.num),
  ];
  const towns = new Map(parsed<RankedPlace[]>(found.towns).map((place) => [place[0], place]));
  const locations = new Map(parsed<RankedPlace[]>(found.locations).map((place) => [place[0], place]));
  const exacts = 'exact' in found ? parsed<number[]>(found.exact) : null;
  const sorted: (AnswerSlot & { keys: [number, number, number, string, number] })[] = [];
  ids.forEach((id, i) => {
    const town = towns.get(townIds[i]!);
    const location = locations.get(locationIds[i]!);
    if (!town || !location) return;
    const rank = exacts && Number(exacts[i]) === 1 ? 0 : 1;
    const keys: [number, number, number, string, number] = [rank, town[1], location[1], rows[i]!, nums[i]!];
    sorted.push({ id, stamp: stamps[i]!, town: town[2], location: location[2], keys });
  });
  sorted.sort((a, b) => {
    const [x, y] = [a.keys, b.keys];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || byCodeUnits(x[3], y[3]) || x[4] - y[4] || a.id - b.id;
  });
  if (filter.limit !== undefined && sorted.length > filter.limit) sorted.length = filter.limit;
  return sorted.map(({ id, stamp, town, location }) => ({ id, stamp, town, location }));
}

/** A trade as encoded by the database: its slot, its JSON up to its enchantments, and those as 'id:level,…'. */
export interface EncodedTradeRow extends AnswerSlot {
  json: string;
  enchantments: string | null;
}

/**
 * Trades each encoded by the database in one statement with its enchantments (so the JSON and the enchantments
 * are of the same moment, the one its stamp names).
 */
function encodedTradesQuery(db: Kysely<Database>, dialect: Dialect) {
  const pairs =
    dialect === 'postgres'
      ? sql<string | null>`(select string_agg(e.enchantment_id || ':' || e.level, ',')
        from trade_enchantments e where e.trade_id = t.id)`
      : sql<string | null>`(select group_concat(e.enchantment_id || ':' || e.level)
        from trade_enchantments e where e.trade_id = t.id)`;
  return db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select([
      't.id',
      't.search_stamp as stamp',
      'tw.name as town',
      'l.name as location',
      tradeJsonOpen(dialect).as('json'),
      pairs.as('enchantments'),
    ]);
}

/**
 * These trades of these servers, encoded. Read by key; the ids go as one parameter (a PostgreSQL array, a JSON
 * array for SQLite): a first answer may hold thousands.
 */
export async function encodedTrades(
  db: Kysely<Database>,
  dialect: Dialect,
  serverIds: readonly number[],
  tradeIds: readonly number[],
): Promise<EncodedTradeRow[]> {
  if (tradeIds.length === 0 || serverIds.length === 0) return [];
  const byId =
    dialect === 'postgres'
      ? sql<boolean>`t.id = any(${`{${tradeIds.join(',')}}`}::integer[])`
      : sql<boolean>`t.id in (select value from json_each(${JSON.stringify(tradeIds)}))`;
  return encodedTradesQuery(db, dialect).where(byId).where('t.server_id', 'in', serverIds).execute();
}

/** At most `limit` trades of the server stamped after `stamp` (changed since), encoded; the earliest first. */
export function encodedTradesChangedSince(
  db: Kysely<Database>,
  dialect: Dialect,
  serverId: number,
  stamp: number,
  limit: number,
): Promise<EncodedTradeRow[]> {
  return encodedTradesQuery(db, dialect)
    .where('t.server_id', '=', serverId)
    .where('t.search_stamp', '>', stamp)
    .orderBy('t.search_stamp')
    .limit(limit)
    .execute();
}

export interface TradeEnchantmentRow {
  enchantment_id: number;
  level: number;
}

/** The enchantments of an encoded trade ('id:level,…'). */
export function enchantmentPairs(text: string | null): TradeEnchantmentRow[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const [id, level] = pair.split(':');
    return { enchantment_id: Number(id), level: Number(level) };
  });
}
