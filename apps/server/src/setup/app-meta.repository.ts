import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function readAppMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `key` unless the key is there already (the first writer wins). */
export async function insertAppMetaIfAbsent(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
