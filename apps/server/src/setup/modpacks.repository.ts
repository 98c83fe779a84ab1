import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface ModpackName {
  modpack: string;
  version: string;
}

// No service writes modpacks outside the data editor yet; until one does, the demo seed inserts its two here.
export async function insertModpack(db: Kysely<Database>, name: ModpackName): Promise<number> {
  const row = await db.insertInto('modpacks').values(name).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
