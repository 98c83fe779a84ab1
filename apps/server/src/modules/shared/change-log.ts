import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * What a committed write changed, as members of the server hear of it (never the rows themselves); 'user': a
 * user's sign-in or role changed (ids: the users), heard by every copy to end that user's streams, sent to none.
 */
export type ChangeType = 'trades' | 'towns' | 'locations' | 'server' | 'user';

export interface Change {
  type: ChangeType;
  /** The server whose members hear of it; null: every server (an import that spans servers). */
  serverId: number | null;
  /** Ids of the changed rows; null when unknown or too many to name (refresh everything of that type). */
  ids: number[] | null;
  /** Username of the actor. */
  by: string;
}

/**
 * Where a write transaction's changes go: `beforeCommit` runs inside the transaction as its last statement
 * (PostgreSQL NOTIFY, delivered only on commit), `afterCommit` after a successful commit (SQLite, in-process).
 */
export interface ChangePublisher {
  beforeCommit(trx: Kysely<Database>, changes: readonly Change[]): Promise<void>;
  afterCommit(changes: readonly Change[]): void;
  /**
   * PostgreSQL: what beforeCommit sends (NOTIFY payloads on a channel), for a write that sends it in its own last
   * statement beside its audit rows, one round trip (writeTransaction).
   */
  notifications?(changes: readonly Change[]): Notifications;
}

export interface Notifications {
  channel: string;
  payloads: string[];
}

const publishers = new WeakMap<Kysely<Database>, ChangePublisher>();
const pending = new WeakMap<Kysely<Database>, Change[]>();

/** Sends the changes of every write transaction on `db` to `publisher` (undefined: stop). */
export function setChangePublisher(db: Kysely<Database>, publisher: ChangePublisher | undefined): void {
  if (publisher) publishers.set(db, publisher);
  else publishers.delete(db);
}

export function changePublisherOf(db: Kysely<Database>): ChangePublisher | undefined {
  return publishers.get(db);
}

/** Starts collecting the changes of a write transaction (writeTransaction calls it). */
export function beginChanges(trx: Kysely<Database>): void {
  pending.set(trx, []);
}

/** The changes recorded in the transaction, merged per type and server; stops collecting. */
export function takeChanges(trx: Kysely<Database>): Change[] {
  const changes = pending.get(trx) ?? [];
  pending.delete(trx);
  const merged = new Map<string, Change>();
  for (const change of changes) {
    const key = `${change.type}:${change.serverId}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...change, ids: change.ids && [...change.ids] });
    else if (seen.ids === null || change.ids === null) seen.ids = null;
    else seen.ids = [...new Set([...seen.ids, ...change.ids])];
  }
  return [...merged.values()];
}

/**
 * Records, inside a write transaction (`trx` of writeTransaction), what it changes; the members of the server
 * hear of it once the transaction commits, never when it rolls back.
 */
export function recordChange(trx: Kysely<Database>, change: Change): void {
  // Outside writeTransaction (no list) there is no commit to wait for, hence nothing to publish.
  pending.get(trx)?.push(change);
}

/** One statement that sends every payload on the channel, in order (PostgreSQL). */
export function notifyStatement({ channel, payloads }: Notifications) {
  return sql`select pg_notify(${channel}, p) from unnest(${payloads}::text[]) as p`;
}
