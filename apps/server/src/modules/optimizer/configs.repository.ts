import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OptimizerConfigsTable } from '../../db/types';

export type ConfigRow = Selectable<OptimizerConfigsTable>;
export type ConfigValues = Pick<
  Insertable<OptimizerConfigsTable>,
  'config_name' | 'item_keyword' | 'items' | 'anvil_rules'
>;

/** The user's own configs. */
export function listConfigRows(db: Kysely<Database>, userId: number): Promise<ConfigRow[]> {
  return db.selectFrom('optimizer_configs').selectAll().where('user_id', '=', userId).execute();
}

/** The config when it exists and belongs to the user. */
export function findConfig(db: Kysely<Database>, userId: number, id: number): Promise<ConfigRow | undefined> {
  return db
    .selectFrom('optimizer_configs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's config of this name, ignoring case. */
export function findConfigByName(
  db: Kysely<Database>,
  userId: number,
  name: string,
): Promise<ConfigRow | undefined> {
  return db
    .selectFrom('optimizer_configs')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['config_name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function insertConfig(
  db: Kysely<Database>,
  userId: number,
  values: ConfigValues,
  now: string,
): Promise<ConfigRow> {
  return db
    .insertInto('optimizer_configs')
    .values({ ...values, user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateConfig(
  db: Kysely<Database>,
  id: number,
  values: ConfigValues,
  now: string,
): Promise<ConfigRow> {
  return db
    .updateTable('optimizer_configs')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteConfig(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('optimizer_configs').where('id', '=', id).execute();
}
