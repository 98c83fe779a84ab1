import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BaubleRow, BaublesTable, Database } from '../../db/types';

export type BaubleChanges = Omit<Updateable<BaublesTable>, 'id' | 'row_version'>;

export function listBaubleRows(db: Kysely<Database>): Promise<BaubleRow[]> {
  return db.selectFrom('baubles').selectAll().execute();
}

export function findBaubleById(db: Kysely<Database>, id: number): Promise<BaubleRow | undefined> {
  return db.selectFrom('baubles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another bauble with this name ignoring case, if any. */
export function findOtherBaubleNamed(
  db: Kysely<Database>,
  name: string,
  exceptId: number,
): Promise<Pick<BaubleRow, 'id' | 'name'> | undefined> {
  return db
    .selectFrom('baubles')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/**
 * Updates the row only if it still has `rowVersion` (any version when undefined), and bumps the version. False
 * when it changed meanwhile. The route's save and the data editor's and imports' update.
 */
export async function updateBaubleAtVersion(
  db: Kysely<Database>,
  id: number,
  rowVersion: number | undefined,
  changes: BaubleChanges,
): Promise<boolean> {
  let query = db
    .updateTable('baubles')
    .set((eb) => ({ ...changes, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * Inserts baubles in one statement (ids and `row_version` as given, e.g. by Import All), answering their ids in
 * order: the data editor's, CSV import's and Import All's new rows.
 */
export function insertBaubles(
  db: Kysely<Database>,
  rows: readonly Insertable<BaublesTable>[],
): Promise<{ id: number }[]> {
  return db
    .insertInto('baubles')
    .values([...rows])
    .returning('id')
    .execute();
}

export async function deleteBauble(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('baubles').where('id', '=', id).execute();
}

/** Empties the table (Import All). */
export async function clearBaubles(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('baubles').executeTakeFirst()).numDeletedRows);
}
