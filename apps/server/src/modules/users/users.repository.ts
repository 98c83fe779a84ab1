import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/types';

export function findUserByName(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Kysely<Database>): Promise<Pick<UserRow, 'username' | 'email' | 'role'>[]> {
  return db.selectFrom('users').select(['username', 'email', 'role']).orderBy('username').execute();
}

export function countAdmins(db: Kysely<Database>): Promise<number> {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Updates the user only while its token_version is still `tokenVersion`; whether it did. */
export async function updateUserAtTokenVersion(
  db: Kysely<Database>,
  id: number,
  tokenVersion: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .where('token_version', '=', tokenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
