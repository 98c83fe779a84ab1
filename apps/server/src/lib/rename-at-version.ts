import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Renames a town or location if it still has `rowVersion` (any version when undefined), bumping the version;
 * false when it changed meanwhile (or is gone), so the caller can answer 409.
 */
export async function renameAtVersion(
  db: Kysely<Database>,
  table: 'towns' | 'locations',
  id: number,
  name: string,
  rowVersion: number | undefined,
): Promise<boolean> {
  let query = db
    .updateTable(table)
    .set((eb) => ({ name, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
