import { TRADE_RESULT_LIMIT, type TradeSearchQuery } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess, visibleServerIds } from '../servers/membership';
import { TradeDataFreshness, versionKey } from './freshness';
import { EncodedAnswer, type SearchCache } from './search-cache';
import {
  matchTerms,
  type ReferenceEnchantment,
  readReferenceEnchantments,
  readVocabulary,
  type SearchVocabulary,
  sameMatch,
} from './search-terms';
import type { SearchVersions } from './search-versions.repository';
import { EnchantmentEncoder, joinAnswer, sameSlot, TradeFragments } from './trade-answer';
import {
  type AnswerSlot,
  answerSlots,
  type EncodedTradeRow,
  enchantmentPairs,
  encodedTrades,
  encodedTradesChangedSince,
} from './trade-answer.repository';
import type { TradeFilter } from './trades.repository';
import { VocabularyCache } from './vocabulary-cache';

/** At most this many changed trades are read alongside an answer's slots (the others are read by key). */
const CHANGED_TRADES_READ = 200;

export interface TradeSearchOptions {
  /** At most this many trades in an answer. */
  resultLimit?: number;
  /** How old the data version and membership answers may be for changes made outside this process. */
  maxAgeMs?: number;
  /** Bytes of encoded trades kept for later answers (TradeFragments). */
  fragmentBytes?: number;
}

/**
 * The search of one app: its answer cache and the vocabulary of each server, both per server and stamped with
 * that server's search data version, so a write on one server recomputes nothing of another's.
 */
export class TradeSearch {
  private readonly vocabularies: VocabularyCache;
  /** The enchantments (shared by every server) at data_versions 'search_all'. */
  private reference:
    | { version: number; value: Promise<{ list: ReferenceEnchantment[]; encoder: EnchantmentEncoder }> }
    | undefined;
  private readonly inFlight = new Map<string, Promise<EncodedAnswer>>();
  private readonly fragments: TradeFragments;
  /** Per server, the newest trade stamp its answers met and the newest search data version (see noteAnswered). */
  private readonly answered = new Map<number, { stamp: number; version: number }>();

  private readonly resultLimit: number;
  private readonly freshness: TradeDataFreshness;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly cache: SearchCache,
    options: TradeSearchOptions = {},
  ) {
    this.resultLimit = options.resultLimit ?? TRADE_RESULT_LIMIT;
    this.fragments = new TradeFragments(options.fragmentBytes);
    this.freshness = new TradeDataFreshness(db, options.maxAgeMs);
    this.vocabularies = new VocabularyCache((serverId) => readVocabulary(db, serverId));
  }

  /**
   * GET /api/trades/search: `q` matches (ignoring case) the sell item, cost items, villager type and enchantment
   * names; a `q` ending in a level ('Mending I', 'sharpness 5') also finds the enchantments named by the rest
   * at that level. `base` is a town name, `location` a location name, `vt` a villager type (all ignoring case);
   * only_ench=true keeps trades with enchantments. Trades carrying an enchantment named exactly as `q` (at its
   * level, if it names one) come first; then sorted by town, location, row, num; at most
   * TRADE_RESULT_LIMIT trades (`truncated` says more matched). Answers the JSON, cached until the server's
   * trade data changes; identical searches arriving together share one computation. A computed answer reads
   * its trades' order and stamps, and encodes only the trades no earlier answer encoded at that stamp
   * (TradeFragments).
   */
  async search(user: AuthUser, query: TradeSearchQuery): Promise<EncodedAnswer> {
    // The version is read before the data: an answer is never stamped newer than the data it shows.
    const { serverIds, versions } = await this.scope(user, query.server_id);
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
      dialect: this.dialect,
      limit: this.resultLimit + 1,
    };
    const reference = await this.referenceAt(versions.all);
    const single = serverIds.length === 1 ? serverIds[0] : undefined;
    const [slots, changed] = await Promise.all([
      this.matchingSlots(filter, reference.list, serverIds, versions, q),
      single === undefined ? [] : this.changedSinceAnswered(single, versions),
    ]);
    const truncated = slots.length > this.resultLimit;
    if (truncated) slots.length = this.resultLimit;
    // Trades unchanged since an earlier answer are not read again: only the others are encoded. The kept ones
    // are taken first (keeping the others may drop some).
    const all = versions.all;
    const trades = slots.map((slot) => this.fragments.get(slot, all));
    const changedById = new Map(changed.map((row) => [row.id, row]));
    const read: EncodedTradeRow[] = [];
    const missing: number[] = [];
    slots.forEach((slot, i) => {
      if (trades[i] !== undefined) return;
      const row = changedById.get(slot.id);
      if (row && sameSlot(row, slot)) read.push(row);
      else missing.push(slot.id);
    });
    read.push(...(await encodedTrades(this.db, this.dialect, serverIds, missing)));
    if (single !== undefined) this.noteAnswered(single, versions, [...slots, ...changed]);
    // An enchantment added after the reference list was read (its version is read before the data): read it
    // again for these trades.
    const encoder = read.every((row) =>
      enchantmentPairs(row.enchantments).every((e) => reference.encoder.knows(e.enchantment_id)),
    )
      ? reference.encoder
      : new EnchantmentEncoder(await readReferenceEnchantments(this.db));
    // A trade changed between the two reads answers as read; one deleted since is left out.
    const fresh = new Map(read.map((row) => [row.id, this.fragments.add(row, encoder, all)]));
    slots.forEach((slot, i) => {
      trades[i] ??= fresh.get(slot.id);
    });
    return new EncodedAnswer(joinAnswer(trades.filter((json) => json !== undefined)), truncated);
  }

  /**
   * After a write on the server (a newer search data version than its last answer's), the trades it changed since
   * that answer, encoded: read alongside the slots, they are usually the very ones the kept encodings lack, which
   * then need no read of their own. Stamps are never given twice, but a transaction may commit after one that
   * took a later stamp: a trade it changed is then read by key, like every other trade not kept.
   */
  private changedSinceAnswered(serverId: number, versions: SearchVersions): Promise<EncodedTradeRow[]> {
    const last = this.answered.get(serverId);
    if (!last || (versions.servers.get(serverId) ?? 0) <= last.version) return Promise.resolve([]);
    return encodedTradesChangedSince(this.db, this.dialect, serverId, last.stamp, CHANGED_TRADES_READ);
  }

  /** Notes the newest stamp a server's answer met (its trades' and the changed ones read) and its version. */
  private noteAnswered(serverId: number, versions: SearchVersions, slots: readonly AnswerSlot[]): void {
    const last = this.answered.get(serverId) ?? { stamp: 0, version: 0 };
    this.answered.set(serverId, {
      stamp: slots.reduce((max, slot) => Math.max(max, slot.stamp), last.stamp),
      version: Math.max(versions.servers.get(serverId) ?? 0, last.version),
    });
  }

  /**
   * The slots of the trades matching the filter and `q`. `q` is matched in the enchantment names and the searched
   * servers' vocabularies: the terms the server-led text indexes are then read for. After a write a server's
   * vocabulary is read again; meanwhile the trades are read for the terms of the vocabulary read before, and
   * read again only if the new vocabulary matches other terms (a write rarely brings a new item name).
   */
  private async matchingSlots(
    filter: TradeFilter,
    enchantments: readonly ReferenceEnchantment[],
    serverIds: readonly number[],
    versions: SearchVersions,
    q: string,
  ): Promise<AnswerSlot[]> {
    if (q === '') return answerSlots(this.db, this.dialect, filter);
    const lookups = serverIds.map((id) => this.vocabularies.lookup(id, versions.servers.get(id) ?? 0));
    const current = Promise.all(lookups.map((lookup) => lookup.current));
    const latest = lookups.map((lookup) => lookup.latest);
    if (!latest.every((vocabulary) => vocabulary !== undefined)) {
      return answerSlots(this.db, this.dialect, {
        ...filter,
        match: matchTerms(enchantments, await current, q),
      });
    }
    const guess = matchTerms(enchantments, latest, q);
    const [vocabularies, guessed] = await Promise.all([
      current,
      answerSlots(this.db, this.dialect, { ...filter, match: guess }),
    ]);
    if (vocabularies.every((vocabulary, i) => vocabulary === latest[i])) return guessed;
    const match = matchTerms(enchantments, vocabularies, q);
    return sameMatch(match, guess) ? guessed : answerSlots(this.db, this.dialect, { ...filter, match });
  }

  /**
   * The servers searched (access checked) and their search data versions: for one server, usually no query and
   * at most one (see TradeDataFreshness).
   */
  private async scope(
    user: AuthUser,
    serverId: number | undefined,
  ): Promise<{ serverIds: number[]; versions: SearchVersions }> {
    if (serverId === undefined) {
      const serverIds = await visibleServerIds(this.db, user);
      return { serverIds, versions: await this.freshness.searchVersions(serverIds) };
    }
    const { visible, versions } = await this.freshness.serverSearch(user, serverId);
    if (!visible) await assertServerAccess(this.db, user, serverId);
    return { serverIds: [serverId], versions };
  }

  /** A server's search vocabulary at its current version: read again only after a change of that server. */
  async vocabulary(serverId: number): Promise<SearchVocabulary> {
    const versions = await this.freshness.searchVersions([serverId]);
    return this.vocabularies.get(serverId, versions.servers.get(serverId) ?? 0);
  }

  /** The enchantments at data_versions 'search_all' `version`: read again only after they change. */
  private referenceAt(version: number) {
    if (this.reference?.version !== version) {
      const value = readReferenceEnchantments(this.db).then((list) => ({
        list,
        encoder: new EnchantmentEncoder(list),
      }));
      const entry = { version, value };
      this.reference = entry;
      value.catch(() => {
        if (this.reference === entry) this.reference = undefined;
      });
    }
    return this.reference.value;
  }
}
