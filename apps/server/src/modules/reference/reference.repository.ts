import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ItemTypeMapTable, VillagerItemsTable } from '../../db/types';

export type VillagerItemRow = Pick<Selectable<VillagerItemsTable>, 'item' | 'villager' | 'trade_type'>;
export type ItemTypeMapRow = Pick<Selectable<ItemTypeMapTable>, 'keyword' | 'type'>;

export function listVillagerItemRows(db: Kysely<Database>): Promise<VillagerItemRow[]> {
  return db
    .selectFrom('villager_items')
    .select(['item', 'villager', 'trade_type'])
    .orderBy('villager')
    .orderBy('trade_type')
    .orderBy('item')
    .execute();
}

export function listItemTypeMapRows(db: Kysely<Database>): Promise<ItemTypeMapRow[]> {
  return db
    .selectFrom('item_type_map')
    .select(['keyword', 'type'])
    .orderBy('keyword')
    .orderBy('type')
    .execute();
}

// The reference lists without a route that writes them: the data editor's, CSV import's and Import All's writes.

/** Inserts VillagerItems in one statement (ids as given, e.g. by Import All), answering their ids in order. */
export function insertVillagerItems(
  db: Kysely<Database>,
  rows: readonly Insertable<VillagerItemsTable>[],
): Promise<{ id: number }[]> {
  return db
    .insertInto('villager_items')
    .values([...rows])
    .returning('id')
    .execute();
}

/** Overwrites a row (no `row_version`: the last save wins); false when it is gone. */
export async function updateVillagerItem(
  db: Kysely<Database>,
  id: number,
  changes: Omit<Updateable<VillagerItemsTable>, 'id'>,
): Promise<boolean> {
  const result = await db.updateTable('villager_items').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteVillagerItem(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('villager_items').where('id', '=', id).execute();
}

/** Empties the table (Import All). */
export async function clearVillagerItems(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('villager_items').executeTakeFirst()).numDeletedRows);
}

/** Inserts ItemTypes in one statement (ids as given, e.g. by Import All), answering their ids in order. */
export function insertItemTypes(
  db: Kysely<Database>,
  rows: readonly Insertable<ItemTypeMapTable>[],
): Promise<{ id: number }[]> {
  return db
    .insertInto('item_type_map')
    .values([...rows])
    .returning('id')
    .execute();
}

/** Overwrites a row (no `row_version`: the last save wins); false when it is gone. */
export async function updateItemType(
  db: Kysely<Database>,
  id: number,
  changes: Omit<Updateable<ItemTypeMapTable>, 'id'>,
): Promise<boolean> {
  const result = await db.updateTable('item_type_map').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItemType(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('item_type_map').where('id', '=', id).execute();
}

/** Empties the table (Import All). */
export async function clearItemTypes(db: Kysely<Database>): Promise<number> {
  return Number((await db.deleteFrom('item_type_map').executeTakeFirst()).numDeletedRows);
}
