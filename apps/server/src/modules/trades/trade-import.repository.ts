import { sql } from 'kysely';
import type { NewTrade } from '../../db/types';
import { chunks } from '../shared/table/helpers';
import type { Db, WriteContext } from '../shared/table/types';

/** A trade row as written: every column but the id (which `KeyedTrade` adds). */
export type TradeRecord = Required<Omit<NewTrade, 'id' | 'search_stamp'>>;
export type KeyedTrade = TradeRecord & { id: number };

const INTEGER = 'int4';
const TEXT = 'text';
const COLUMNS: readonly (readonly [keyof TradeRecord, typeof INTEGER | typeof TEXT])[] = [
  ['server_id', INTEGER],
  ['town_id', INTEGER],
  ['location_id', INTEGER],
  ['row', TEXT],
  ['num', INTEGER],
  ['villager_type', TEXT],
  ['cost_item1', TEXT],
  ['cost_amount1', INTEGER],
  ['cost_item2', TEXT],
  ['cost_amount2', INTEGER],
  ['sell_item', TEXT],
  ['sell_amount', INTEGER],
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

/** The server, version and villager UUID of each stored trade among `keys`. */
export async function storedTrades(db: Db, keys: readonly number[]) {
  const stored = new Map<number, { server_id: number; row_version: number; villager_uuid: string | null }>();
  for (const chunk of chunks(keys, 1)) {
    const rows = await db
      .selectFrom('trades')
      .select(['id', 'server_id', 'row_version', 'villager_uuid'])
      .where('id', 'in', chunk)
      .execute();
    for (const { id, ...rest } of rows) stored.set(id, rest);
  }
  return stored;
}
