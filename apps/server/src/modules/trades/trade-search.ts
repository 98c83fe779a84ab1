import { TRADE_RESULT_LIMIT, type Trade, type TradeSearchQuery } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess, visibleServerIds } from '../servers/membership';
import { TradeDataFreshness, versionKey } from './freshness';
import { EncodedAnswer, type SearchCache } from './search-cache';
import { matchTerms, mergeVocabularies, readVocabulary, type SearchVocabulary } from './search-terms';
import type { SearchVersions } from './search-versions.repository';
import { listMatchingTradeIds } from './trade-match.repository';
import {
  enchantmentsOfTrades,
  listTradeRows,
  type TradeFilter,
  type TradeRow,
  tradeRowsByIds,
  withEnchantments,
} from './trades.repository';

interface Found {
  trades: Trade[];
  truncated: boolean;
}

export interface TradeSearchOptions {
  /** Up to this many matching trades are read by id and filtered here; beyond it one SQL query does it all. */
  byIdLimit?: number;
  /** At most this many trades in an answer. */
  resultLimit?: number;
  /** How old the data version and membership answers may be for changes made outside this process. */
  maxAgeMs?: number;
}

/** How many servers' vocabularies one app keeps (the least recently used go first). */
const VOCABULARY_SERVERS = 500;

/**
 * The search of one app: its answer cache and the vocabulary of each server, both per server and stamped with
 * that server's search data version, so a write on one server recomputes nothing of another's.
 */
export class TradeSearch {
  private readonly vocabularies = new Map<number, { version: string; value: Promise<SearchVocabulary> }>();
  private readonly inFlight = new Map<string, Promise<EncodedAnswer>>();

  private readonly byIdLimit: number;
  private readonly resultLimit: number;
  private readonly freshness: TradeDataFreshness;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: SearchCache,
    options: TradeSearchOptions = {},
  ) {
    this.byIdLimit = options.byIdLimit ?? 20_000;
    this.resultLimit = options.resultLimit ?? TRADE_RESULT_LIMIT;
    this.freshness = new TradeDataFreshness(db, options.maxAgeMs);
  }

  /**
   * GET /api/trades/search: `q` matches (ignoring case) the sell item, cost items, villager type and enchantment
   * names; `base` is a town name, `location` a location name, `vt` a villager type (all ignoring case);
   * only_ench=true keeps trades with enchantments. Sorted by town, location, row, num; at most
   * TRADE_RESULT_LIMIT trades (`truncated` says more matched). Answers the JSON, encoded once and cached until
   * the trade data changes; identical searches arriving together share one computation.
   */
  async search(user: AuthUser, query: TradeSearchQuery): Promise<EncodedAnswer> {
    // The version is read before the data: an answer is never stamped newer than the data it shows.
    const serverIds = await this.scope(user, query.server_id);
    const versions = await this.freshness.searchVersions(serverIds);
    const version = versionKey(versions, serverIds);
    const q = query.q?.toLowerCase() ?? '';
    const key = JSON.stringify([
      serverIds,
      q,
      query.base,
      query.location,
      query.vt,
      query.only_ench === 'true',
    ]);
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    const flightKey = `${version}:${key}`;
    const inFlight = this.inFlight.get(flightKey);
    if (inFlight) return inFlight;
    const computing = this.compute(query, serverIds, q, versions).finally(() =>
      this.inFlight.delete(flightKey),
    );
    this.inFlight.set(flightKey, computing);
    const answer = await computing;
    this.cache.set(key, version, answer);
    return answer;
  }

  private async compute(
    query: TradeSearchQuery,
    serverIds: number[],
    q: string,
    versions: SearchVersions,
  ): Promise<EncodedAnswer> {
    const filter: TradeFilter = {
      serverIds,
      townName: query.base,
      locationName: query.location,
      villagerType: query.vt,
      onlyEnchanted: query.only_ench === 'true',
      limit: this.resultLimit + 1,
    };
    const found = q === '' ? await this.bySql(filter) : await this.matching(filter, q, versions);
    return new EncodedAnswer(Buffer.from(JSON.stringify(found.trades)), found.truncated);
  }

  /** The servers searched (access checked); usually no query (see TradeDataFreshness). */
  private async scope(user: AuthUser, serverId: number | undefined): Promise<number[]> {
    if (serverId === undefined) return visibleServerIds(this.db, user);
    if (!(await this.freshness.canSee(user, serverId))) await assertServerAccess(this.db, user, serverId);
    return [serverId];
  }

  private async bySql(filter: TradeFilter): Promise<Found> {
    const rows = await listTradeRows(this.db, filter);
    return {
      trades: await withEnchantments(this.db, rows.slice(0, this.resultLimit)),
      truncated: rows.length > this.resultLimit,
    };
  }

  /**
   * Trades matching `q`: the matching ids come from index look-ups on the searched servers' entries
   * (enchantment names, distinct column values); up to `byIdLimit` of them are then read by primary key and
   * filtered and sorted here (they are all the searched servers' trades), which keeps the plan the same on
   * SQLite and PostgreSQL whatever their statistics say. Broader matches go to one SQL query.
   */
  private async matching(filter: TradeFilter, q: string, versions: SearchVersions): Promise<Found> {
    const vocabularies = await Promise.all(
      filter.serverIds.map((id) => this.vocabularyOf(id, versionKey(versions, [id]))),
    );
    const match = matchTerms(mergeVocabularies(vocabularies), q);
    const ids = await listMatchingTradeIds(this.db, filter.serverIds, match, this.byIdLimit + 1);
    if (ids.length > this.byIdLimit) return this.bySql({ ...filter, match });
    const town = filter.townName?.toLowerCase();
    const location = filter.locationName?.toLowerCase();
    const type = filter.villagerType?.toLowerCase();
    const rows = (await tradeRowsByIds(this.db, ids, filter.serverIds)).filter(
      (row) =>
        (town === undefined || row.town.toLowerCase() === town) &&
        (location === undefined || row.location.toLowerCase() === location) &&
        (type === undefined || row.villager_type.toLowerCase() === type),
    );
    const enchantments = await enchantmentsOfTrades(
      this.db,
      rows.map((row) => row.id),
    );
    const trades = rows
      .filter((row) => !filter.onlyEnchanted || enchantments.has(row.id))
      .sort(compareTrades)
      .map((row) => ({ ...row, enchantments: enchantments.get(row.id) ?? [] }));
    return { trades: trades.slice(0, this.resultLimit), truncated: trades.length > this.resultLimit };
  }

  /** A server's search vocabulary at its current version: read again only after a change of that server. */
  async vocabulary(serverId: number): Promise<SearchVocabulary> {
    const versions = await this.freshness.searchVersions([serverId]);
    return this.vocabularyOf(serverId, versionKey(versions, [serverId]));
  }

  /** One server's vocabulary at that server's search data version `version`. */
  private vocabularyOf(serverId: number, version: string): Promise<SearchVocabulary> {
    const known = this.vocabularies.get(serverId);
    this.vocabularies.delete(serverId);
    if (known?.version === version) {
      this.vocabularies.set(serverId, known);
      return known.value;
    }
    const value = readVocabulary(this.db, serverId);
    const entry = { version, value };
    this.vocabularies.set(serverId, entry);
    for (const oldest of this.vocabularies.keys()) {
      if (this.vocabularies.size <= VOCABULARY_SERVERS) break;
      this.vocabularies.delete(oldest);
    }
    value.catch(() => {
      if (this.vocabularies.get(serverId) === entry) this.vocabularies.delete(serverId);
    });
    return value;
  }
}

/** By town, location (ignoring case), row, num, id: the order listTradeRows gives in SQL. */
export function compareTrades(a: TradeRow, b: TradeRow): number {
  return (
    compareText(a.town.toLowerCase(), b.town.toLowerCase()) ||
    compareText(a.location.toLowerCase(), b.location.toLowerCase()) ||
    compareText(a.row, b.row) ||
    a.num - b.num ||
    a.id - b.id
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
