import {
  ADDED_FIELDS,
  type AddedTradeField,
  TRADE_FIELD_KINDS,
  TRADE_FIELDS,
  type Trade,
  type TradeField,
} from '@tradehall/contracts';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database, NewTrade } from '../../db/types';
import { chunks } from '../shared/table/helpers';
import type { Db, WriteContext } from '../shared/table/types';

/**
 * The trade row: its columns, listed once (the contract's TRADE_FIELDS, then what the store adds), and every
 * statement that inserts or updates trades. The routes (trades.service.ts, trade-move.ts), the table engine
 * (trades.write.ts: data editor, CSV import, Import All, world-scan apply) and the bench generator all write
 * trades through here.
 */

/** A trade row as written: every column but the id (which `KeyedTrade` adds). */
export type TradeRecord = Required<Omit<NewTrade, 'id' | 'search_stamp'>>;
export type KeyedTrade = TradeRecord & { id: number };

const INTEGER = 'int4';
const TEXT = 'text';
const SQL_TYPE = { integer: INTEGER, text: TEXT } as const;
const COLUMNS: readonly (readonly [keyof TradeRecord, typeof INTEGER | typeof TEXT])[] = [
  ['server_id', INTEGER],
  ['town_id', INTEGER],
  ['location_id', INTEGER],
  ...TRADE_FIELDS.map((field) => [field, SQL_TYPE[TRADE_FIELD_KINDS[field]]] as const),
  ['search_text', TEXT],
  ['villager_uuid', TEXT],
  ['created_at', TEXT],
  ['updated_at', TEXT],
  ['row_version', INTEGER],
];
/** Columns an update replaces (created_at stays; row_version is bumped). */
const UPDATED = COLUMNS.map(([name]) => name).filter(
  (name) => name !== 'created_at' && name !== 'row_version',
);

/** `t.<field>` of each trade field, for selects on `trades as t`. */
const onT = <F extends string>(fields: readonly F[]) => fields.map((field) => `t.${field}` as const);

/** The columns of a stored trade that the API's Trade shows (without town and location names). */
export const STORED_COLUMNS = [
  'id',
  'server_id',
  'town_id',
  'location_id',
  ...TRADE_FIELDS,
  'row_version',
] as const satisfies readonly (keyof Database['trades'])[];

/** The columns of the API's Trade without enchantments, as select expressions on `trades t`, `towns tw`, `locations l`. */
export const TRADE_ROW_COLUMNS = [
  't.id',
  't.server_id',
  'tw.name as town',
  't.town_id',
  'l.name as location',
  't.location_id',
  ...onT(TRADE_FIELDS),
  't.row_version',
] as const;

/** The API's Trade without enchantments, field by field in its order: name, column, whether it is text. */
export const TRADE_ANSWER_FIELDS: readonly (readonly [string, string, boolean])[] = [
  ['id', 't.id', false],
  ['server_id', 't.server_id', false],
  ['town', 'tw.name', true],
  ['town_id', 't.town_id', false],
  ['location', 'l.name', true],
  ['location_id', 't.location_id', false],
  ...TRADE_FIELDS.map((field) => [field, `t.${field}`, TRADE_FIELD_KINDS[field] === 'text'] as const),
  ['row_version', 't.row_version', false],
];

/** The trade's own fields of a request, a check's value or a stored row, in the contract's order. */
export function tradeFields<T extends Record<TradeField, unknown>>(source: T): Pick<T, TradeField> {
  return Object.fromEntries(TRADE_FIELDS.map((field) => [field, source[field]])) as Pick<T, TradeField>;
}

export const dialectOf = (db: Kysely<Database>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

type Context = Pick<WriteContext, 'trx' | 'dialect'>;
export interface InsertedTrade {
  id: number;
  row: string;
  num: number;
  sell_item: string;
}

/**
 * PostgreSQL: one array parameter per column (INSERT … SELECT FROM unnest), so a batch is one short statement
 * whatever its size; a VALUES list of thousands of rows costs PostgreSQL more to parse than to insert.
 */
function unnestRows(rows: readonly TradeRecord[], keys?: readonly number[]) {
  const arrays = COLUMNS.map(([name, type]) => sql`${rows.map((row) => row[name])}::${sql.raw(type)}[]`);
  const ids = keys ? [sql`${keys}::int4[]`] : [];
  const names = [...(keys ? ['id'] : []), ...COLUMNS.map(([name]) => name)];
  return { columns: sql.join(names.map((name) => sql.ref(name))), arrays: sql.join([...ids, ...arrays]) };
}

/** Inserts trades without ids; answers their new ids (and what checks the order) in `rows` order. */
export async function insertTrades(context: Context, rows: readonly TradeRecord[]): Promise<InsertedTrade[]> {
  const out: InsertedTrade[] = [];
  if (context.dialect === 'postgres') {
    for (const chunk of chunks(rows, 1)) {
      const { columns, arrays } = unnestRows(chunk);
      const result =
        await sql<InsertedTrade>`insert into trades (${columns}) select * from unnest(${arrays}) returning id, "row", num, sell_item`.execute(
          context.trx,
        );
      out.push(...result.rows);
    }
    return out;
  }
  for (const chunk of chunks(rows, COLUMNS.length)) {
    out.push(
      ...(await context.trx
        .insertInto('trades')
        .values(chunk)
        .returning(['id', 'row', 'num', 'sell_item'])
        .execute()),
    );
  }
  return out;
}

/** Inserts trades with their ids, or updates the stored ones (bumping row_version, keeping created_at). */
export async function upsertTrades(context: Context, rows: readonly KeyedTrade[]): Promise<void> {
  if (context.dialect === 'postgres') {
    const updates = sql.join(UPDATED.map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`));
    for (const chunk of chunks(rows, 1)) {
      const { columns, arrays } = unnestRows(
        chunk,
        chunk.map((row) => row.id),
      );
      await sql`insert into trades (${columns}) select * from unnest(${arrays})
        on conflict (id) do update set ${updates}, row_version = trades.row_version + 1`.execute(context.trx);
    }
    return;
  }
  for (const chunk of chunks(rows, COLUMNS.length + 1)) {
    await context.trx
      .insertInto('trades')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          ...Object.fromEntries(UPDATED.map((name) => [name, eb.ref(`excluded.${name}`)])),
          row_version: eb('trades.row_version', '+', 1),
        })),
      )
      .execute();
  }
}

export interface TradeEnchantmentLink {
  trade_id: number;
  enchantment_id: number;
  level: number;
}

export async function insertTradeEnchantments(context: Context, links: readonly TradeEnchantmentLink[]) {
  if (context.dialect === 'postgres') {
    for (const chunk of chunks(links, 1)) {
      await sql`insert into trade_enchantments (trade_id, enchantment_id, level)
        select * from unnest(${chunk.map((l) => l.trade_id)}::int4[], ${chunk.map((l) => l.enchantment_id)}::int4[],
          ${chunk.map((l) => l.level)}::int4[])`.execute(context.trx);
    }
    return;
  }
  for (const chunk of chunks(links, 3))
    await context.trx.insertInto('trade_enchantments').values(chunk).execute();
}

/** The server, version, villager UUID and added fields (notes, …) of each stored trade among `keys`. */
export async function storedTrades(db: Db, keys: readonly number[]) {
  const stored = new Map<
    number,
    { server_id: number; row_version: number; villager_uuid: string | null } & Record<AddedTradeField, string>
  >();
  for (const chunk of chunks(keys, 1)) {
    const rows = await db
      .selectFrom('trades')
      .select(['id', 'server_id', 'row_version', 'villager_uuid', ...ADDED_FIELDS])
      .where('id', 'in', chunk)
      .execute();
    for (const { id, ...rest } of rows) stored.set(id, rest);
  }
  return stored;
}

export interface TradeEnchantmentRow {
  enchantment_id: number;
  level: number;
}

/** A trade's stored columns that the API's Trade shows (without town and location names and enchantments). */
export type StoredTrade = Pick<Trade, (typeof STORED_COLUMNS)[number]>;

/** Inserts one trade with its enchantments (a route); answers its stored columns (RETURNING, no read back). */
export async function insertTrade(
  db: Kysely<Database>,
  trade: TradeRecord,
  enchantments: readonly TradeEnchantmentRow[],
): Promise<StoredTrade> {
  const insert = db.insertInto('trades').values(trade).returning(STORED_COLUMNS);
  if (enchantments.length > 0 && dialectOf(db) === 'postgres') {
    // One statement on PostgreSQL: the trade, then its enchantments from the id it returns (their server given,
    // so the row trigger need not look the trade up).
    const { rows } = await sql<StoredTrade>`with t as (${insert}),
      e as (insert into trade_enchantments (trade_id, enchantment_id, level, server_id)
        select t.id, x.enchantment_id, x.level, t.server_id from t
        cross join unnest(${enchantments.map((e) => e.enchantment_id)}::integer[],
          ${enchantments.map((e) => e.level)}::integer[]) as x(enchantment_id, level))
      select * from t`.execute(db);
    if (rows.length !== 1) throw new Error('insert into trades returned no row');
    return rows[0]!;
  }
  const row = await insert.executeTakeFirstOrThrow();
  await replaceEnchantments(db, row.id, enchantments, false);
  return row;
}

/**
 * Updates a trade that still has `rowVersion` and bumps the version, answering its stored columns after the
 * update (RETURNING); undefined when someone else changed or deleted it meanwhile.
 */
export async function updateTradeReturning(
  db: Kysely<Database>,
  id: number,
  rowVersion: number,
  changes: Pick<TradeRecord, 'location_id' | TradeField | 'search_text' | 'updated_at'>,
): Promise<StoredTrade | undefined> {
  return db
    .updateTable('trades')
    .set((eb) => ({ ...changes, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id)
    .where('row_version', '=', rowVersion)
    .returning(STORED_COLUMNS)
    .executeTakeFirst();
}

/** A trade's enchantment rows replaced by these (`stored`: false for a trade just inserted, which has none). */
export async function replaceEnchantments(
  db: Kysely<Database>,
  tradeId: number,
  enchantments: readonly TradeEnchantmentRow[],
  stored = true,
): Promise<void> {
  if (stored) await db.deleteFrom('trade_enchantments').where('trade_id', '=', tradeId).execute();
  if (enchantments.length === 0) return;
  await db
    .insertInto('trade_enchantments')
    .values(
      enchantments.map((e) => ({ trade_id: tradeId, enchantment_id: e.enchantment_id, level: e.level })),
    )
    .execute();
}

/** Deletes the enchantment rows of these trades (the table engine rewrites stored trades), in chunks. */
export async function deleteTradeEnchantments(db: Db, tradeIds: readonly number[]): Promise<void> {
  for (const chunk of chunks(tradeIds, 1)) {
    await db.deleteFrom('trade_enchantments').where('trade_id', 'in', chunk).execute();
  }
}

const ID_CHUNK = 1000;

/** Puts trades on another slot (town, location, row, num), bumping their versions; answers how many moved. */
export async function moveTradeRows(
  db: Kysely<Database>,
  ids: readonly number[],
  slot: { town_id: number; location_id: number; row: string; num: number },
  updatedAt: string,
): Promise<number> {
  let moved = 0;
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const result = await db
      .updateTable('trades')
      .set((eb) => ({ ...slot, updated_at: updatedAt, row_version: eb('row_version', '+', 1) }))
      .where('id', 'in', ids.slice(start, start + ID_CHUNK))
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}
