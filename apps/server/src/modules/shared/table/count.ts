import type { DataTable } from '@tradehall/contracts';
import type { Db } from './types';

/** Rows in a table (count(*) comes back as a string from pg). */
export async function countRows(
  db: Db,
  table: DataTable | 'trade_enchantments' | 'server_members',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
