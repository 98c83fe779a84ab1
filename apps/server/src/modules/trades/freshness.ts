import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { canSeeServer, type Viewer, visibleServerQuery } from '../servers/membership';
import { onTradeDataChanged } from '../shared/trade-data-events';
import { readSearchVersions, type SearchVersions } from './search-versions.repository';

interface Stamp<T> {
  value: T;
  at: number;
  generation: number;
}

/**
 * What the search's hot path needs from the database, read at most every `maxAgeMs`: the search versions of
 * servers (bumped by triggers on every change, whoever makes it) and whether a user may see a server. Changes made
 * through this process invalidate both at once; changes made elsewhere (another server process, a tool writing
 * the tables) are seen within `maxAgeMs`.
 */
export class TradeDataFreshness {
  private generation = 0;
  private readonly visibility = new Map<string, Stamp<boolean>>();
  private readonly serverVersions = new Map<number, Stamp<number>>();
  private allServersVersion: Stamp<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs = 100,
  ) {
    onTradeDataChanged(db, () => this.invalidate());
  }

  invalidate(): void {
    this.generation++;
    this.visibility.clear();
    this.serverVersions.clear();
    this.allServersVersion = undefined;
  }

  /**
   * The search data version of these servers (migration 006): changes with any change of their trades, towns,
   * locations or of the enchantments, and with nothing another server does. Read at most every `maxAgeMs`.
   */
  async searchVersions(serverIds: readonly number[]): Promise<SearchVersions> {
    const now = Date.now();
    const stale = serverIds.filter((id) => !this.versionFresh(id, now));
    if (stale.length > 0 || !this.allServersVersion || !this.fresh(this.allServersVersion, now)) {
      const generation = this.generation;
      const read = await readSearchVersions(this.db, stale);
      // A read that began before a local write committed may miss it: keep it only if nothing changed since.
      if (generation !== this.generation) return read;
      this.keepVersions(stale, read, now, generation);
    }
    return this.knownVersions(serverIds);
  }

  /**
   * Whether the user may see the server, with its search data version: one query when either is older than
   * `maxAgeMs` (a search of one server asks for both).
   */
  async serverSearch(
    user: Viewer,
    serverId: number,
  ): Promise<{ visible: boolean; versions: SearchVersions }> {
    const now = Date.now();
    const key = `${user.id}:${user.role}:${serverId}`;
    const known = this.visibility.get(key);
    const all = this.allServersVersion;
    if (known && this.fresh(known, now) && this.versionFresh(serverId, now) && all && this.fresh(all, now)) {
      return { visible: known.value, versions: this.knownVersions([serverId]) };
    }
    const generation = this.generation;
    const read = await readSearchVersions(this.db, [serverId], visibleServerQuery(this.db, user, serverId));
    const visible = read.visible === true;
    if (generation !== this.generation) return { visible, versions: read };
    this.keepVersions([serverId], read, now, generation);
    if (this.visibility.size >= 10_000) this.visibility.clear();
    this.visibility.set(key, { value: visible, at: now, generation });
    return { visible, versions: this.knownVersions([serverId]) };
  }

  private versionFresh(serverId: number, now: number): boolean {
    const stamp = this.serverVersions.get(serverId);
    return stamp !== undefined && this.fresh(stamp, now);
  }

  private keepVersions(serverIds: readonly number[], read: SearchVersions, now: number, generation: number) {
    if (this.serverVersions.size >= 10_000) this.serverVersions.clear();
    this.allServersVersion = { value: read.all, at: now, generation };
    for (const id of serverIds) {
      this.serverVersions.set(id, { value: read.servers.get(id) ?? 0, at: now, generation });
    }
  }

  private knownVersions(serverIds: readonly number[]): SearchVersions {
    return {
      all: this.allServersVersion?.value ?? 0,
      servers: new Map(serverIds.map((id) => [id, this.serverVersions.get(id)?.value ?? 0])),
    };
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

/** A cache stamp for data of these servers at these versions. */
export function versionKey(versions: SearchVersions, serverIds: readonly number[]): string {
  return `${versions.all}|${serverIds.map((id) => `${id}:${versions.servers.get(id) ?? 0}`).join(',')}`;
}
