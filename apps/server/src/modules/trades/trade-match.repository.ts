import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import { TEXT_COLUMNS, type TermMatch } from './search-terms';

/**
 * Ids of these servers' trades whose enchantments or text columns matched: a union of look-ups on indexes that
 * lead with server_id (migration 006), so no other server's rows are read.
 */
export function matchingTradeIds(
  db: Kysely<Database>,
  serverIds: readonly number[],
  match: TermMatch,
):
  | SelectQueryBuilder<Database, 'trade_enchantments', { id: number }>
  | SelectQueryBuilder<Database, 'trades', { id: number }>
  | undefined {
  if (serverIds.length === 0) return undefined;
  const textArms = TEXT_COLUMNS.filter((column) => match.terms[column].length > 0).map((column) =>
    db
      .selectFrom('trades')
      .select('id')
      .where('server_id', 'in', serverIds)
      .where((eb) => eb(eb.fn('lower', [column]), 'in', match.terms[column])),
  );
  if (match.enchantmentIds.length > 0) {
    const byEnchantment = db
      .selectFrom('trade_enchantments')
      .select('trade_id as id')
      .where(sql<number>`server_id`, 'in', serverIds)
      .where('enchantment_id', 'in', match.enchantmentIds);
    return textArms.length > 0 ? byEnchantment.union(textArms) : byEnchantment;
  }
  const [first, ...rest] = textArms;
  if (!first) return undefined;
  return rest.length > 0 ? first.union(rest) : first;
}

/** Ids of these servers' trades a search text matched, at most `limit`. */
export async function listMatchingTradeIds(
  db: Kysely<Database>,
  serverIds: readonly number[],
  match: TermMatch,
  limit: number,
): Promise<number[]> {
  const matching = matchingTradeIds(db, serverIds, match);
  if (!matching) return [];
  const rows = await db.selectFrom(matching.as('m')).select('m.id').limit(limit).execute();
  return rows.map((row) => row.id);
}
