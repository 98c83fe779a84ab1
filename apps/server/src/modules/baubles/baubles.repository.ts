import type { Kysely, Updateable } from 'kysely';
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

/** Updates the row only if it still has `rowVersion`, and bumps the version. False when it changed meanwhile. */
export async function updateBaubleAtVersion(
  db: Kysely<Database>,
  id: number,
  rowVersion: number,
  changes: BaubleChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('baubles')
    .set({ ...changes, row_version: rowVersion + 1 })
    .where('id', '=', id)
    .where('row_version', '=', rowVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
