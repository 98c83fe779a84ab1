import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { canSeeServer, type Viewer } from '../servers/membership';
import { lockTradeData, readTradeDataVersion } from './data-version';

const listeners = new WeakMap<Kysely<Database>, Set<() => void>>();

/** Calls `listener` whenever this process commits a change of trade data or server membership on `db`. */
export function onTradeDataChanged(db: Kysely<Database>, listener: () => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells this process's caches that trade data or membership changed (call after the commit). */
export function tradeDataChanged(db: Kysely<Database>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Runs `work` in one transaction that first takes the trade-data lock (see lockTradeData), and tells this
 * process's search caches once it has committed. Every write of trades, towns and locations goes through here.
 */
export async function writeTradeData<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    await lockTradeData(trx);
    return work(trx);
  });
  tradeDataChanged(db);
  return result;
}

interface Stamp<T> {
  value: T;
  at: number;
  generation: number;
}

/**
 * What the search's hot path needs from the database, read at most every `maxAgeMs`: the trade data version
 * (bumped by triggers on every change, whoever makes it) and whether a user may see a server. Changes made
 * through this process invalidate both at once; changes made elsewhere (another server process, a tool writing
 * the tables) are seen within `maxAgeMs`.
 */
export class TradeDataFreshness {
  private generation = 0;
  private version: Stamp<number> | undefined;
  private reading: { generation: number; value: Promise<number> } | undefined;
  private readonly visibility = new Map<string, Stamp<boolean>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs = 100,
  ) {
    onTradeDataChanged(db, () => this.invalidate());
  }

  invalidate(): void {
    this.generation++;
    this.version = undefined;
    this.reading = undefined;
    this.visibility.clear();
  }

  async currentVersion(): Promise<number> {
    const now = Date.now();
    if (this.version && this.fresh(this.version, now)) return this.version.value;
    if (this.reading?.generation === this.generation) return this.reading.value;
    const generation = this.generation;
    const value = readTradeDataVersion(this.db);
    this.reading = { generation, value };
    try {
      const version = await value;
      // A read that began before a local write committed may miss it: keep it only if nothing changed since.
      if (generation === this.generation) this.version = { value: version, at: now, generation };
      return version;
    } finally {
      if (this.reading?.value === value) this.reading = undefined;
    }
  }

  async canSee(user: Viewer, serverId: number): Promise<boolean> {
    const key = `${user.id}:${user.role}:${serverId}`;
    const now = Date.now();
    const known = this.visibility.get(key);
    if (known && this.fresh(known, now)) return known.value;
    const generation = this.generation;
    const visible = await canSeeServer(this.db, user, serverId);
    if (generation === this.generation) {
      if (this.visibility.size >= 10_000) this.visibility.clear();
      this.visibility.set(key, { value: visible, at: now, generation });
    }
    return visible;
  }

  private fresh(stamp: Stamp<unknown>, now: number): boolean {
    return stamp.generation === this.generation && now - stamp.at < this.maxAgeMs;
  }
}
