import type { Trade, TradeEnchantment } from '@tradehall/contracts';
import { expressionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { type Viewer, visibleServerFlag } from '../servers/membership';
import { TEXT_COLUMNS, type TermMatch } from './search-terms';
import { matchCondition } from './trade-match.repository';
import { STORED_COLUMNS, type StoredTrade, TRADE_ROW_COLUMNS, tradeFields } from './trade-rows.repository';

export type TradeRow = Omit<Trade, 'enchantments'>;

/** Filters of the trade listings. Names compare ignoring case; `match` is what `q` matched (search-terms.ts). */
export interface TradeFilter {
  serverIds: readonly number[];
  townId?: number;
  townName?: string;
  locationId?: number;
  locationName?: string;
  row?: string;
  num?: number;
  villagerType?: string;
  onlyEnchanted?: boolean;
  match?: TermMatch;
  /** The engine, for the plan of `match` (trade-match.repository.ts); any engine's SQL when left out. */
  dialect?: Dialect;
  /** At most this many rows (in order). */
  limit?: number;
}

const ID_CHUNK = 1000;

/**
 * Trades joined to their town and location. With `serverIds`, the trades, towns and locations read are those
 * servers' only (each through an index that leads with the server), whatever plan the database picks for the
 * joins.
 */
function joinedTrades(db: Kysely<Database>, serverIds?: readonly number[]) {
  const query = db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id');
  if (serverIds === undefined) return query;
  return query
    .where('t.server_id', 'in', serverIds)
    .where('tw.server_id', 'in', serverIds)
    .where('l.town_id', 'in', db.selectFrom('towns').select('id').where('server_id', 'in', serverIds));
}

/** Trades with their town and location names: the columns of the API's Trade without enchantments. */
export function tradeRowsQuery(db: Kysely<Database>, serverIds?: readonly number[]) {
  return joinedTrades(db, serverIds).select(TRADE_ROW_COLUMNS);
}

/** The trade columns of TRADE_ROW_COLUMNS, with the search stamp (migration 007). */
const TRADE_COLUMNS = [...STORED_COLUMNS, 'search_stamp'] as const;

/**
 * The servers' trades matching the filter as the materialized CTE `t` (its columns TRADE_COLUMNS), beside the
 * searched servers' towns `tw` and locations `l` with the rank of their names (`sort_rank`); undefined when
 * nothing can match (no server, or a search text that matched no term).
 *
 * Every condition is SQL on those servers' rows only: the town through (server_id, lower(name)), text through
 * the server-led term indexes (trade-match.repository.ts), enchanted trades through trade_enchantments
 * (server_id, ...). The trades are chosen first, on the trades table alone, and joined to the server's few towns
 * and locations after (materialized CTEs, which PostgreSQL plans apart): a planner that joined the trades to
 * the towns at once would multiply the server's selectivity by the town join's, expect one trade where there are
 * thousands, and could loop over the matching ids once per trade.
 */
export function filteredTradeCtes(db: Kysely<Database>, filter: TradeFilter) {
  if (filter.serverIds.length === 0) return undefined;
  const servers = filter.serverIds;
  const serverTowns = db.selectFrom('towns').select('id').where('server_id', 'in', servers);
  let trades = db.selectFrom('trades').select(TRADE_COLUMNS).where('server_id', 'in', servers);
  if (filter.townId !== undefined) trades = trades.where('town_id', '=', filter.townId);
  if (filter.townName !== undefined) {
    const name = filter.townName.toLowerCase();
    trades = trades.where(
      'town_id',
      'in',
      serverTowns.where((eb) => eb(eb.fn('lower', ['name']), '=', name)),
    );
  }
  if (filter.locationId !== undefined) trades = trades.where('location_id', '=', filter.locationId);
  if (filter.row !== undefined) trades = trades.where('row', '=', filter.row);
  if (filter.num !== undefined) trades = trades.where('num', '=', filter.num);
  if (filter.villagerType !== undefined) {
    const type = filter.villagerType.toLowerCase();
    trades = trades.where((eb) => eb(eb.fn('lower', ['villager_type']), '=', type));
  }
  const { match } = filter;
  if (match) {
    const matched = matchCondition(expressionBuilder(trades), servers, match, filter.dialect);
    if (!matched) return undefined;
    trades = trades.where(matched);
  }
  // A match on enchantment names alone keeps enchanted trades only already.
  const textMatch = filter.match && TEXT_COLUMNS.some((column) => filter.match?.terms[column].length);
  if (filter.onlyEnchanted && (!filter.match || textMatch)) {
    trades = trades.where(
      'id',
      'in',
      db.selectFrom('trade_enchantments').select('trade_id').where(sql<number>`server_id`, 'in', servers),
    );
  }
  // Ranks of the server's few town and location names (ignoring case): the trades are then sorted on integers.
  const rank = sql<number>`dense_rank() over (order by lower(name))`;
  return db
    .with(
      (cte) => cte('tw').materialized(),
      () =>
        db
          .selectFrom('towns')
          .select(['id', 'name', rank.as('sort_rank')])
          .where('server_id', 'in', servers),
    )
    .with(
      (cte) => cte('l').materialized(),
      () =>
        db
          .selectFrom('locations')
          .select((eb) => [
            'id',
            'name',
            rank.as('sort_rank'),
            eb.fn<string>('lower', ['name']).as('sort_name'),
          ])
          .where('town_id', 'in', serverTowns),
    )
    .with(
      (cte) => cte('t').materialized(),
      (qc) => {
        let chosen = trades;
        const name = filter.locationName?.toLowerCase();
        // Among the server's locations (l): a location name alone would match every server's halls.
        if (name !== undefined) {
          chosen = chosen.where(
            'location_id',
            'in',
            qc.selectFrom('l').select('id').where('sort_name', '=', name),
          );
        }
        return chosen;
      },
    );
}

/**
 * The servers' trades matching the filter (filteredTradeCtes), sorted by town, location, row, num (then id),
 * as `t` joined to `tw` and `l`, without a select list; undefined when nothing can match.
 */
export function filteredTradesQuery(db: Kysely<Database>, filter: TradeFilter) {
  const ctes = filteredTradeCtes(db, filter);
  if (!ctes) return undefined;
  const query = ctes
    .selectFrom('t')
    .innerJoin('tw', 'tw.id', 't.town_id')
    .innerJoin('l', 'l.id', 't.location_id')
    .orderBy('tw.sort_rank')
    .orderBy('l.sort_rank')
    .orderBy('t.row')
    .orderBy('t.num')
    .orderBy('t.id');
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** Trades matching the filter, sorted by town, location, row, num (then id). */
export async function listTradeRows(db: Kysely<Database>, filter: TradeFilter): Promise<TradeRow[]> {
  const query = filteredTradesQuery(db, filter);
  return query ? query.select(TRADE_ROW_COLUMNS).execute() : [];
}

/**
 * Trades by id with their town and location names: the only condition is on the trades' primary key, so both
 * databases read them by key; the search filters and sorts these few rows itself. `serverIds` keeps the
 * towns and locations joined to those servers'.
 */
export async function tradeRowsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  serverIds?: readonly number[],
): Promise<TradeRow[]> {
  const rows: TradeRow[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    rows.push(
      ...(await tradeRowsQuery(db, serverIds)
        .where('t.id', 'in', ids.slice(start, start + ID_CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** The enchantments of these trades ({name, level, maxlevel, mcid}, by name), by trade id. */
export async function enchantmentsOfTrades(
  db: Kysely<Database>,
  tradeIds: readonly number[],
): Promise<Map<number, TradeEnchantment[]>> {
  const byTrade = new Map<number, TradeEnchantment[]>();
  for (let start = 0; start < tradeIds.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('trade_enchantments as te')
      .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
      .select(['te.trade_id', 'e.name', 'te.level', 'e.maxlevel', 'e.mcid'])
      .where('te.trade_id', 'in', tradeIds.slice(start, start + ID_CHUNK))
      .orderBy('te.trade_id')
      .orderBy('e.name')
      .execute();
    for (const { trade_id, ...enchantment } of rows) {
      const list = byTrade.get(trade_id);
      if (list) list.push(enchantment);
      else byTrade.set(trade_id, [enchantment]);
    }
  }
  return byTrade;
}

/** Rows with their enchantments, as the API answers trades. */
export async function withEnchantments(db: Kysely<Database>, rows: readonly TradeRow[]): Promise<Trade[]> {
  const enchantments = await enchantmentsOfTrades(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, enchantments: enchantments.get(row.id) ?? [] }));
}

/** A trade by id, and whether the caller may see its server, read in one statement (then its enchantments). */
export async function findTradeSeenBy(
  db: Kysely<Database>,
  user: Viewer,
  id: number,
): Promise<{ trade: Trade; visible: boolean } | undefined> {
  const found = await tradeRowsQuery(db)
    .select(visibleServerFlag(user, sql.ref('t.server_id')).as('visible'))
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { visible, ...row } = found;
  const [trade] = await withEnchantments(db, [row]);
  return { trade: trade!, visible: Number(visible) === 1 };
}

/** The server of a trade and whether the caller may see it (one statement); undefined for no such trade. */
export async function tradeServerSeenBy(
  db: Kysely<Database>,
  user: Viewer,
  id: number,
): Promise<{ serverId: number; visible: boolean } | undefined> {
  const row = await db
    .selectFrom('trades as t')
    .select(['t.server_id', visibleServerFlag(user, sql.ref('t.server_id')).as('visible')])
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row && { serverId: row.server_id, visible: Number(row.visible) === 1 };
}

export async function findTrade(db: Kysely<Database>, id: number): Promise<Trade | undefined> {
  const [row] = await tradeRowsByIds(db, [id]);
  return row ? (await withEnchantments(db, [row]))[0] : undefined;
}

/**
 * The API's Trade from its stored columns, names and enchantments, as tradeRowsQuery and withEnchantments read
 * it (same keys in the same order; enchantments by name, in the databases' byte order of names).
 */
export function tradeAnswer(
  row: StoredTrade,
  names: { town: string; location: string },
  enchantments: readonly TradeEnchantment[],
): Trade {
  return {
    id: row.id,
    server_id: row.server_id,
    town: names.town,
    town_id: row.town_id,
    location: names.location,
    location_id: row.location_id,
    ...tradeFields(row),
    row_version: row.row_version,
    enchantments: [...enchantments]
      .sort((a, b) => byteOrder(a.name, b.name))
      .map(({ name, level, maxlevel, mcid }) => ({ name, level, maxlevel, mcid })),
  };
}

/** Deletes one trade; its enchantments go with it (foreign key on delete cascade). Answers how many went. */
export async function deleteTradeRow(db: Kysely<Database>, id: number): Promise<number> {
  const result = await db.deleteFrom('trades').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteTradeRows(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.deleteFrom('trade_enchantments').where('trade_id', 'in', ids).execute();
  const result = await db.deleteFrom('trades').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Empties the trades and their enchantment rows (Import All). */
export async function clearTrades(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom('trade_enchantments').execute();
  return Number((await db.deleteFrom('trades').executeTakeFirst()).numDeletedRows);
}

/** Deletes every trade of a server, town or location with its enchantment rows (a cascade); answers how many. */
export async function deleteTradesOf(
  db: Kysely<Database>,
  parent: 'server_id' | 'town_id' | 'location_id',
  id: number,
): Promise<number> {
  const tradeIds = db.selectFrom('trades').select('id').where(parent, '=', id);
  await db.deleteFrom('trade_enchantments').where('trade_id', 'in', tradeIds).execute();
  return Number((await db.deleteFrom('trades').where(parent, '=', id).executeTakeFirst()).numDeletedRows);
}

/** Compares strings by code point (the order of UTF-8 bytes: SQLite's and PostgreSQL's C collations). */
function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
