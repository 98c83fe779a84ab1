import type { Kysely } from 'kysely';
import previousSeed from '../src/db/migrations/009/sme-fork-enchantments.json' with { type: 'json' };
import type { Database } from '../src/db/types';

/**
 * The reference seed as an install before migration 009 had it: the 159-row So Many Enchantments fork table, and
 * the seed marked as loaded. For tests that build a database at an earlier migration.
 */
export async function seedReferenceBefore009(db: Kysely<Database>): Promise<void> {
  // Before 009 the table has no treasure and librarian columns: insert only the columns it had.
  await (db as unknown as Kysely<{ enchantments: Record<string, unknown> }>)
    .insertInto('enchantments')
    .values(previousSeed.map((row) => ({ ...row, curse: row.curse ? 1 : 0 })))
    .execute();
  await db.insertInto('app_meta').values({ key: 'reference_seed_version', value: '1' }).execute();
}
