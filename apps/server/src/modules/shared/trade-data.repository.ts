import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The trade data counter (migration 002): triggers bump it on every change of trades, their enchantments,
 * towns, locations and enchantments, whoever writes them. Search answers are cached per value (freshness.ts).
 */
export async function readTradeDataVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'trades')
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Bumps the counter. Write transactions on trade data call this first: on PostgreSQL it takes the counter's
 * row lock before any row lock of the data, so writers always lock in the same order and cannot deadlock on
 * the triggers' own bumps.
 */
export async function lockTradeData(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('data_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'trades')
    .execute();
}
