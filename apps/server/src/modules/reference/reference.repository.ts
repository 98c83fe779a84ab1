import type { ItemTypeMapEntry, VillagerItem } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export async function listVillagerItems(db: Kysely<Database>): Promise<VillagerItem[]> {
  const rows = await db
    .selectFrom('villager_items')
    .select(['item', 'villager', 'trade_type'])
    .orderBy('villager')
    .orderBy('trade_type')
    .orderBy('item')
    .execute();
  return rows.map((row) => ({ ...row, trade_type: row.trade_type === 'sell' ? 'sell' : 'cost' }));
}

export function listItemTypeMap(db: Kysely<Database>): Promise<ItemTypeMapEntry[]> {
  return db
    .selectFrom('item_type_map')
    .select(['keyword', 'type'])
    .orderBy('keyword')
    .orderBy('type')
    .execute();
}
