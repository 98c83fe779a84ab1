import { sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Db } from '../shared/table/types';

/**
 * Import All: locks the tables it replaces (and their link tables) against writes until the transaction ends,
 * so nothing changes between the backup's check and its write; reads go on. SQLite runs one writer at a time
 * and the restore's transaction already is it.
 */
export async function lockTablesForRestore(
  trx: Db,
  dialect: Dialect,
  tables: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres') return;
  const locked = new Set(tables);
  if (locked.has('servers')) locked.add('server_members');
  if (locked.has('trades')) locked.add('trade_enchantments');
  const names = sql.join([...locked].sort().map((name) => sql.table(name)));
  await sql`lock table ${names} in share row exclusive mode`.execute(trx);
}
