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

/** Every enchantment, or those whose lower-cased name is in `lowerNames`. */
export function listRuleEnchantments(
  db: Kysely<Database>,
  lowerNames?: readonly string[],
): Promise<EnchantmentInfo[]> {
  let query = db
    .selectFrom('enchantments')
    .select(['id', 'name', 'maxlevel', 'applicable', 'treasure', 'librarian']);
  if (lowerNames) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'in', [...lowerNames]));
  return query.execute();
}

export function listItemTypeKeywords(db: Kysely<Database>): Promise<ItemTypeKeyword[]> {
  return db.selectFrom('item_type_map').select(['keyword', 'type']).execute();
}
