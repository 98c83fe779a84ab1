import { ADDED_FIELD_DEFAULTS, type AddedTradeField } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import {
  dialectOf,
  insertTradeEnchantments,
  insertTrades,
  type TradeEnchantmentRow,
  type TradeRecord,
} from './trade-rows.repository';

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

type Defaulted = 'villager_uuid' | 'row_version' | AddedTradeField;

/** A new trade for a bulk insert: every column but those a new trade may leave to their defaults. */
export interface NewTradeWithEnchantments {
  trade: Omit<TradeRecord, Defaulted> & Partial<Pick<TradeRecord, Defaulted>>;
  enchantments: readonly TradeEnchantmentRow[];
}

/**
 * Inserts many trades with their enchantments through the trade row's statements (trade-rows.repository.ts);
 * answers the new ids in input order.
 */
export async function insertTradesBatch(
  db: Kysely<Database>,
  items: readonly NewTradeWithEnchantments[],
): Promise<number[]> {
  const context = { trx: db, dialect: dialectOf(db) };
  const inserted = await insertTrades(
    context,
    items.map(({ trade }) => ({ villager_uuid: null, row_version: 1, ...ADDED_FIELD_DEFAULTS, ...trade })),
  );
  if (inserted.length !== items.length) throw new Error('batch insert returned an unexpected row count');
  const ids = inserted.map((row) => row.id);
  await insertTradeEnchantments(
    context,
    items.flatMap((item, index) =>
      item.enchantments.map((e) => ({
        trade_id: ids[index]!,
        enchantment_id: e.enchantment_id,
        level: e.level,
      })),
    ),
  );
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
