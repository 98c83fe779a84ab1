import type { ItemTypeKeyword } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface EnchantmentInfo {
  id: number;
  name: string;
  maxlevel: number;
  applicable: string;
  /** 1 for a treasure enchantment, as stored. */
  treasure: number;
  /** 0 when no librarian sells it, as stored. */
  librarian: number;
}

export function listRuleEnchantments(db: Kysely<Database>): Promise<EnchantmentInfo[]> {
  return db
    .selectFrom('enchantments')
    .select(['id', 'name', 'maxlevel', 'applicable', 'treasure', 'librarian'])
    .execute();
}

export function listItemTypeKeywords(db: Kysely<Database>): Promise<ItemTypeKeyword[]> {
  return db.selectFrom('item_type_map').select(['keyword', 'type']).execute();
}
