import type { ItemTypeKeyword } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface GeneratorEnchantment {
  id: number;
  name: string;
  maxlevel: number;
  applicable: string;
  curse: number;
  notes: string;
}

/** The reference data the trade generator draws from, in id order so that a seed always makes the same trades. */
export interface GeneratorReference {
  enchantments: GeneratorEnchantment[];
  villagerItems: { item: string; villager: string; trade_type: string }[];
  itemTypeMap: ItemTypeKeyword[];
}

export async function loadGeneratorReference(db: Kysely<Database>): Promise<GeneratorReference> {
  return {
    enchantments: await db
      .selectFrom('enchantments')
      .select(['id', 'name', 'maxlevel', 'applicable', 'curse', 'notes'])
      .orderBy('id')
      .execute(),
    villagerItems: await db
      .selectFrom('villager_items')
      .select(['item', 'villager', 'trade_type'])
      .orderBy('id')
      .execute(),
    itemTypeMap: await db.selectFrom('item_type_map').select(['keyword', 'type']).orderBy('id').execute(),
  };
}
