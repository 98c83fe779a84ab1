import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { conflict } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { answerUpdate, claimKey } from './idempotency.repository';

/** A write request sent with an Idempotency-Key, while it runs (see idempotency.plugin.ts). */
export interface IdempotencyContext {
  userId: number;
  key: string;
  /** The request's hash ('' until known: an upload's is known once the file is saved). */
  hash: string;
  /** The status of the route's answer when the value of its write transaction is that answer. */
  answerStatus: number | undefined;
  /** The write committed with the key. */
  claimed: boolean;
  /** The answer is stored. */
  answered: boolean;
}

export const KEY_IN_USE =
  'Another request with this Idempotency-Key is being carried out. Wait for it, then retry to get its answer.';

const store = new AsyncLocalStorage<IdempotencyContext>();

export function runWithIdempotency(context: IdempotencyContext, next: () => void): void {
  store.run(context, next);
}

/**
 * Called by writeTransaction at the start of a write: the request's key, claimed in the same transaction, so a
 * committed write always leaves its key behind (a retry after the copy died never writes again).
 */
export async function claimInTransaction(trx: Kysely<Database>): Promise<IdempotencyContext | undefined> {
  const context = store.getStore();
  if (!context || context.claimed || context.hash === '') return undefined;
  const claimed = await claimKey(trx, {
    user_id: context.userId,
    key: context.key,
    request_hash: context.hash,
    created_at: nowIso(),
  });
  if (!claimed) throw conflict(KEY_IN_USE);
  return context;
}

/**
 * Called by writeTransaction before its commit: the statement that stores the answer (sent with the write's last
 * statement), when the transaction's value is the route's answer.
 */
export function answerInTransaction(trx: Kysely<Database>, context: IdempotencyContext, value: unknown) {
  if (context.answerStatus === undefined) return undefined;
  return answerUpdate(trx, context.userId, context.key, {
    status: context.answerStatus,
    body: JSON.stringify(value),
  });
}

/** After the commit. */
export function committed(context: IdempotencyContext): void {
  context.claimed = true;
  context.answered = context.answerStatus !== undefined;
}
