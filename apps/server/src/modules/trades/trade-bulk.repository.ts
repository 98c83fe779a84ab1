import type { Kysely } from 'kysely';
import type { Database, NewTrade } from '../../db/types';
import type { TradeEnchantmentRow } from './trades.repository';

const ID_CHUNK = 1000;

/** The stored enchantment rows of trades, with the enchantments' names (for copies). */
export async function enchantmentRowsOf(
  db: Kysely<Database>,
  tradeIds: readonly number[],
): Promise<Map<number, (TradeEnchantmentRow & { name: string })[]>> {
  const byTrade = new Map<number, (TradeEnchantmentRow & { name: string })[]>();
  for (let start = 0; start < tradeIds.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('trade_enchantments as te')
      .innerJoin('enchantments as e', 'e.id', 'te.enchantment_id')
      .select(['te.trade_id', 'te.enchantment_id', 'te.level', 'e.name'])
      .where('te.trade_id', 'in', tradeIds.slice(start, start + ID_CHUNK))
      .orderBy('te.trade_id')
      .orderBy('e.name')
      .execute();
    for (const { trade_id, ...row } of rows) byTrade.set(trade_id, [...(byTrade.get(trade_id) ?? []), row]);
  }
  return byTrade;
}

export interface NewTradeWithEnchantments {
  trade: NewTrade;
  enchantments: readonly TradeEnchantmentRow[];
}

/**
 * Inserts many trades with their enchantments, `batchSize` rows a statement; answers the new ids in input
 * order. (Ids of one multi-row insert grow in row order on both databases, so sorting them gives that order.)
 */
export async function insertTradesBatch(
  db: Kysely<Database>,
  items: readonly NewTradeWithEnchantments[],
  batchSize = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const inserted = await db
      .insertInto('trades')
      .values(batch.map((item) => item.trade))
      .returning('id')
      .execute();
    if (inserted.length !== batch.length) throw new Error('batch insert returned an unexpected row count');
    const batchIds = inserted.map((row) => row.id).sort((a, b) => a - b);
    const enchantments = batch.flatMap((item, index) =>
      item.enchantments.map((e) => ({
        trade_id: batchIds[index]!,
        enchantment_id: e.enchantment_id,
        level: e.level,
      })),
    );
    for (let e = 0; e < enchantments.length; e += batchSize * 2) {
      await db
        .insertInto('trade_enchantments')
        .values(enchantments.slice(e, e + batchSize * 2))
        .execute();
    }
    ids.push(...batchIds);
  }
  return ids;
}

/** The distinct servers of these trades (those that exist). */
export async function serversOfTrades(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const servers = new Set<number>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('trades')
      .select('server_id')
      .distinct()
      .where('id', 'in', unique.slice(start, start + ID_CHUNK))
      .execute();
    for (const row of rows) servers.add(row.server_id);
  }
  return [...servers];
}

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

/** Stored columns of trades needed to copy them. */
export async function tradeRecords(db: Kysely<Database>, ids: readonly number[]) {
  const rows = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('trades')
        .selectAll()
        .where('id', 'in', ids.slice(start, start + ID_CHUNK))
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}
