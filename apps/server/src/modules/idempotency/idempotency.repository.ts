import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../../db/types';

export type KeyRow = Pick<IdempotencyKeysTable, 'request_hash' | 'status' | 'body' | 'created_at'>;

export function findKey(db: Kysely<Database>, userId: number, key: string): Promise<KeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims the key inside the write's transaction; false when another request holds it (on PostgreSQL this waits
 * for that request's transaction to end first).
 */
export async function claimKey(
  trx: Kysely<Database>,
  row: { user_id: number; key: string; request_hash: string; created_at: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function storeAnswer(
  db: Kysely<Database>,
  userId: number,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await answerUpdate(db, userId, key, answer).execute();
}

/** The statement that stores a key's answer. */
export function answerUpdate(
  db: Kysely<Database>,
  userId: number,
  key: string,
  answer: { status: number; body: string },
) {
  return db.updateTable('idempotency_keys').set(answer).where('user_id', '=', userId).where('key', '=', key);
}

/** Deletes the keys made before `before` (ISO time): of one user and key, or all of them. */
export async function deleteKeysBefore(
  db: Kysely<Database>,
  before: string,
  only?: { userId: number; key: string },
): Promise<void> {
  let query = db.deleteFrom('idempotency_keys').where('created_at', '<', before);
  if (only) query = query.where('user_id', '=', only.userId).where('key', '=', only.key);
  await query.execute();
}

/** Forgets deleted rows (migration 011) older than `before`. */
export async function deleteTombstonesBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('deleted_rows').where('deleted_at', '<', before).execute();
}
