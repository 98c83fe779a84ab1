import { type SearchVocabulary, TEXT_COLUMNS } from './search-terms';

interface Entry {
  version: number;
  value: Promise<SearchVocabulary>;
  /** How many terms it holds, once read. */
  terms: number;
  /** Once read, the vocabulary itself. */
  settled?: SearchVocabulary;
  /** The newest vocabulary read at an older version (while this one is read). */
  earlier?: SearchVocabulary;
}

export interface VocabularyLookup {
  /** The vocabulary at the asked version. */
  current: Promise<SearchVocabulary>;
  /** The newest vocabulary already read: the current one, or while it is read an older one (possibly stale). */
  latest: SearchVocabulary | undefined;
}

/**
 * The search vocabulary of each server, at that server's search data version: read again only after a change of
 * that server, so a write on one server rebuilds nothing of another's. The least recently used go first once the
 * vocabularies together hold more than `maxTerms` terms (a server's vocabulary is a few hundred item names, so
 * the default keeps thousands of servers).
 */
export class VocabularyCache {
  private readonly entries = new Map<number, Entry>();
  private terms = 0;

  constructor(
    private readonly read: (serverId: number) => Promise<SearchVocabulary>,
    private readonly maxTerms = 1_000_000,
  ) {}

  get(serverId: number, version: number): Promise<SearchVocabulary> {
    return this.lookup(serverId, version).current;
  }

  /** The vocabulary at `version`, with the newest one already read (a search may start with it meanwhile). */
  lookup(serverId: number, version: number): VocabularyLookup {
    const known = this.entries.get(serverId);
    if (known) this.remove(serverId, known);
    if (known?.version === version) {
      this.add(serverId, known);
      return { current: known.value, latest: known.settled ?? known.earlier };
    }
    const earlier = known?.settled ?? known?.earlier;
    const entry: Entry = { version, value: this.read(serverId), terms: 0, earlier };
    this.add(serverId, entry);
    entry.value.then(
      (vocabulary) => {
        if (this.entries.get(serverId) !== entry) return;
        entry.settled = vocabulary;
        entry.earlier = undefined;
        entry.terms = TEXT_COLUMNS.reduce((sum, column) => sum + vocabulary.values[column].length, 0);
        this.terms += entry.terms;
        for (const [oldest, old] of this.entries) {
          if (this.terms <= this.maxTerms || old === entry) break;
          this.remove(oldest, old);
        }
      },
      () => {
        if (this.entries.get(serverId) === entry) this.remove(serverId, entry);
      },
    );
    return { current: entry.value, latest: earlier };
  }

  get size(): number {
    return this.entries.size;
  }

  private add(serverId: number, entry: Entry): void {
    this.entries.set(serverId, entry);
    this.terms += entry.terms;
  }

  private remove(serverId: number, entry: Entry): void {
    this.entries.delete(serverId);
    this.terms -= entry.terms;
  }
}
