import type { Kysely } from 'kysely';
import type { Database } from '../types';
import baubles from './data/baubles.json' with { type: 'json' };
import enchantments from './data/enchantments.json' with { type: 'json' };
import itemTypeMap from './data/item_type_map.json' with { type: 'json' };
import optimizerMenuItems from './data/optimizer_menu_items.json' with { type: 'json' };
import villagerItems from './data/villager_items.json' with { type: 'json' };

/** Bump when the seed files gain rows: the next start adds the missing rows and never touches existing ones. */
export const REFERENCE_SEED_VERSION = 1;
const META_KEY = 'reference_seed_version';

/**
 * Loads the reference data once per seed version. Rows are only ever added (ON CONFLICT DO NOTHING on their
 * natural keys), so rows that users edited or deleted stay as they are across restarts.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<boolean> {
  const current = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', META_KEY)
    .executeTakeFirst();
  if (current && Number(current.value) >= REFERENCE_SEED_VERSION) return false;

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enchantments')
      .values(
        enchantments.map((e) => ({
          ...e,
          curse: e.curse ? 1 : 0,
          treasure: e.treasure ? 1 : 0,
          librarian: e.librarian ? 1 : 0,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('baubles')
      .values(baubles.map((b) => ({ ...b, tags: JSON.stringify(b.tags), icon: '' })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('item_type_map')
      .values(itemTypeMap)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('optimizer_menu_items')
      .values(optimizerMenuItems)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('villager_items')
      .values(villagerItems)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: META_KEY, value: String(REFERENCE_SEED_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(REFERENCE_SEED_VERSION) }))
      .execute();
  });
  return true;
}
