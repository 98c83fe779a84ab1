import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ModpacksTable } from '../../db/types';

export type ModpackChanges = Omit<Updateable<ModpacksTable>, 'id' | 'row_version'>;

/**
 * Inserts modpacks in one statement (ids and `row_version` as given, e.g. by Import All), answering their ids in
 * order: the data editor's, CSV import's and Import All's new rows.
 */
export function insertModpacks(
  db: Kysely<Database>,
  rows: readonly Insertable<ModpacksTable>[],
): Promise<{ id: number }[]> {
  return db
    .insertInto('modpacks')
    .values([...rows])
    .returning('id')
    .execute();
}

/** Updates the row only while it has `rowVersion` (any version when undefined), bumping it; false otherwise. */
export async function updateModpackAtVersion(
  db: Kysely<Database>,
  id: number,
  rowVersion: number | undefined,
  changes: ModpackChanges,
): Promise<boolean> {
  let query = db
    .updateTable('modpacks')
    .set((eb) => ({ ...changes, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Names of the servers of a modpack, by name (a modpack in use is not deleted). */
export function serversOfModpack(db: Kysely<Database>, id: number): Promise<{ name: string }[]> {
  return db.selectFrom('servers').select('name').where('modpack_id', '=', id).orderBy('name').execute();
}

export async function deleteModpack(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('modpacks').where('id', '=', id).execute();
}

/** Empties the table (Import All, after the servers). */
export async function clearModpacks(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('modpacks').executeTakeFirst()).numDeletedRows);
}
