import type { Kysely, Selectable } from 'kysely';
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
