import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types';
import { TEXT_COLUMNS, type TermMatch } from './search-terms';

/** Ids of the trades whose enchantments or text columns matched: a union of index look-ups. */
export function matchingTradeIds(
  db: Kysely<Database>,
  match: TermMatch,
):
  | SelectQueryBuilder<Database, 'trade_enchantments', { id: number }>
  | SelectQueryBuilder<Database, 'trades', { id: number }>
  | undefined {
  const textArms = TEXT_COLUMNS.filter((column) => match.terms[column].length > 0).map((column) =>
    db
      .selectFrom('trades')
      .select('id')
      .where((eb) => eb(eb.fn('lower', [column]), 'in', match.terms[column])),
  );
  if (match.enchantmentIds.length > 0) {
    const byEnchantment = db
      .selectFrom('trade_enchantments')
      .select('trade_id as id')
      .where('enchantment_id', 'in', match.enchantmentIds);
    return textArms.length > 0 ? byEnchantment.union(textArms) : byEnchantment;
  }
  const [first, ...rest] = textArms;
  if (!first) return undefined;
  return rest.length > 0 ? first.union(rest) : first;
}

/**
 * Ids of the trades (of any server) a search text matched, at most `limit`. Each part is a look-up on one
 * index of one table, so the plan does not depend on the planner's statistics.
 */
export async function listMatchingTradeIds(
  db: Kysely<Database>,
  match: TermMatch,
  limit: number,
): Promise<number[]> {
  const matching = matchingTradeIds(db, match);
  if (!matching) return [];
  const rows = await db.selectFrom(matching.as('m')).select('m.id').limit(limit).execute();
  return rows.map((row) => row.id);
}
