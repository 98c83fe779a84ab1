import type { ItemTypeKeyword } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import { ITEM_TYPE_MAP_VERSION } from '../../db/migrations/020_trade_rules_version';
import type { Database } from '../../db/types';

export interface EnchantmentInfo {
  id: number;
  name: string;
  mcid: string;
  maxlevel: number;
  applicable: string;
  /** 1 for a treasure enchantment, as stored. */
  treasure: number;
  /** 0 when no librarian sells it, as stored. */
  librarian: number;
}

const mapVersion = (db: Kysely<Database>) =>
  db.selectFrom('data_versions').select('version').where('name', '=', ITEM_TYPE_MAP_VERSION);

/**
 * The enchantments whose lower-cased name is in `lowerNames`, with the item-type map's version (migration 020)
 * read in the same statement (undefined when no enchantment matched).
 */
export async function listRuleEnchantmentsAndMapVersion(
  db: Kysely<Database>,
  lowerNames: readonly string[],
): Promise<{ enchantments: EnchantmentInfo[]; mapVersion: number | undefined }> {
  const rows = await db
    .selectFrom('enchantments')
    .select(['id', 'name', 'mcid', 'maxlevel', 'applicable', 'treasure', 'librarian'])
    .select((eb) => eb.selectFrom(mapVersion(db).as('v')).select('v.version').as('map_version'))
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', [...lowerNames]))
    .execute();
  const version = rows[0]?.map_version;
  return {
    enchantments: rows.map(({ map_version: _version, ...enchantment }) => enchantment),
    mapVersion: version === null || version === undefined ? undefined : Number(version),
  };
}

/** The item-type map with its version, read in one statement (version undefined: the map is empty). */
export async function listItemTypeKeywords(
  db: Kysely<Database>,
): Promise<{ map: ItemTypeKeyword[]; version: number | undefined }> {
  const rows = await db
    .selectFrom('item_type_map')
    .select(['keyword', 'type'])
    .select((eb) => eb.selectFrom(mapVersion(db).as('v')).select('v.version').as('map_version'))
    .execute();
  const version = rows[0]?.map_version;
  return {
    map: rows.map(({ keyword, type }) => ({ keyword, type })),
    version: version === null || version === undefined ? undefined : Number(version),
  };
}
