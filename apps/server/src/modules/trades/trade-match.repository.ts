import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { TEXT_COLUMNS, type TermMatch } from './search-terms';

/**
 * The condition on `trades` (of these servers, which the caller's query is led by) that a search text matched:
 * its text columns' terms or its enchantments, one OR of look-ups on indexes that lead with server_id. Each
 * matching trade row is read once, by whichever index plan the database picks: there is no list of matching
 * ids to read the trades again by. PostgreSQL reads the enchantment arm's ids as an array it can look up by
 * key (`id = any(array(...))`, indexable inside the OR); SQLite looks an IN list up by rowid itself.
 */
export function matchCondition(
  eb: ExpressionBuilder<Database, 'trades'>,
  serverIds: readonly number[],
  match: TermMatch,
  dialect: Dialect | undefined,
): Expression<SqlBool> | undefined {
  const arms: Expression<SqlBool>[] = TEXT_COLUMNS.filter((column) => match.terms[column].length > 0).map(
    (column) => eb(eb.fn('lower', [column]), 'in', match.terms[column]),
  );
  const enchantedArm = (ids: readonly number[], level?: number) => {
    let enchanted = eb
      .selectFrom('trade_enchantments')
      .select('trade_id')
      .where(sql<number>`server_id`, 'in', serverIds)
      .where('enchantment_id', 'in', ids);
    if (level !== undefined) enchanted = enchanted.where('level', '=', level);
    arms.push(
      dialect === 'postgres' ? sql<SqlBool>`id = any(array(${enchanted}))` : eb('id', 'in', enchanted),
    );
  };
  if (match.enchantmentIds.length > 0) enchantedArm(match.enchantmentIds);
  // 'Mending I': the enchantments named by the text before its level, at that level.
  if (match.leveled && match.leveled.enchantmentIds.length > 0) {
    enchantedArm(match.leveled.enchantmentIds, match.leveled.level);
  }
  return arms.length > 0 ? eb.or(arms) : undefined;
}
