import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, EnchantmentRow, EnchantmentsTable } from '../../db/types';

export type EnchantmentChanges = Omit<Updateable<EnchantmentsTable>, 'id' | 'row_version'>;

export function listEnchantmentRows(db: Kysely<Database>): Promise<EnchantmentRow[]> {
  return db.selectFrom('enchantments').selectAll().execute();
}

export function findEnchantmentById(db: Kysely<Database>, id: number): Promise<EnchantmentRow | undefined> {
  return db.selectFrom('enchantments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another enchantment whose `column` equals `value` ignoring case, if any. */
export function findOtherEnchantmentWith(
  db: Kysely<Database>,
  column: 'name' | 'mcid',
  value: string,
  exceptId: number,
): Promise<Pick<EnchantmentRow, 'id' | 'name'> | undefined> {
  return db
    .selectFrom('enchantments')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', [column]), '=', value.toLowerCase()))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/**
 * Updates the row only if it still has `rowVersion` (any version when undefined), and bumps the version. False
 * when someone else changed (or deleted) it since it was read. The enchantment editor's save, the partners kept
 * symmetric, and the data editor's and imports' update.
 */
export async function updateEnchantmentAtVersion(
  db: Kysely<Database>,
  id: number,
  rowVersion: number | undefined,
  changes: EnchantmentChanges,
): Promise<boolean> {
  let query = db
    .updateTable('enchantments')
    .set((eb) => ({ ...changes, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (rowVersion !== undefined) query = query.where('row_version', '=', rowVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The item types of the item-type map (what an enchantment's applicable list may name, besides Any). */
export async function listItemTypes(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('item_type_map').select('type').distinct().execute();
  return rows.map((row) => row.type);
}

/**
 * Inserts enchantments in one statement (ids and `row_version` as given, e.g. by Import All), answering their ids
 * in order: the data editor's, CSV import's and Import All's new rows.
 */
export function insertEnchantments(
  db: Kysely<Database>,
  rows: readonly Insertable<EnchantmentsTable>[],
): Promise<{ id: number }[]> {
  return db
    .insertInto('enchantments')
    .values([...rows])
    .returning('id')
    .execute();
}

export async function deleteEnchantment(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('enchantments').where('id', '=', id).execute();
}

/** Empties the table (Import All, after the trades' enchantments). */
export async function clearEnchantments(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('enchantments').executeTakeFirst()).numDeletedRows);
}
