import type { Insertable, Kysely } from 'kysely';
import type { Database, OptimizerMenuItemsTable } from '../../db/types';
import { chunks } from '../shared/table/helpers';

type MenuItem = Insertable<OptimizerMenuItemsTable>;

/** The optimizer's menu items, written whole by admins (the data editor, the imports): every statement. */

/** Inserts items; those without an `item_id` (a plain key, no sequence) take the next numbers. Answers the keys. */
export async function insertMenuItems(
  db: Kysely<Database>,
  rows: readonly (Omit<MenuItem, 'item_id'> & { item_id: number | null })[],
): Promise<number[]> {
  const max = await db
    .selectFrom('optimizer_menu_items')
    .select((eb) => eb.fn.max('item_id').as('max'))
    .executeTakeFirst();
  let next = Math.max(Number(max?.max ?? 0), ...rows.map((r) => r.item_id ?? 0)) + 1;
  const keyed = rows.map((row) => ({ ...row, item_id: row.item_id ?? next++ }));
  for (const chunk of chunks(keyed, 3)) await db.insertInto('optimizer_menu_items').values(chunk).execute();
  return keyed.map((row) => row.item_id);
}

/** Overwrites an item (the last save wins); false when it is gone. */
export async function updateMenuItem(
  db: Kysely<Database>,
  itemId: number,
  changes: Omit<MenuItem, 'item_id'>,
): Promise<boolean> {
  const result = await db
    .updateTable('optimizer_menu_items')
    .set(changes)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMenuItem(db: Kysely<Database>, itemId: number): Promise<void> {
  await db.deleteFrom('optimizer_menu_items').where('item_id', '=', itemId).execute();
}

/** Empties the table (Import All). */
export async function clearMenuItems(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('optimizer_menu_items').executeTakeFirst()).numDeletedRows);
}
