import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const listeners = new WeakMap<Kysely<Database>, Set<() => void>>();

/** Calls `listener` whenever this process commits a change of trade data or server membership on `db`. */
export function onTradeDataChanged(db: Kysely<Database>, listener: () => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells this process's caches that trade data or membership changed (called after the commit). */
export function tradeDataChanged(db: Kysely<Database>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
