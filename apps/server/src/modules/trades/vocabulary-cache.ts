import { type SearchVocabulary, TEXT_COLUMNS } from './search-terms';

interface Entry {
  version: number;
  value: Promise<SearchVocabulary>;
  /** How many terms it holds, once read. */
  terms: number;
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
    const known = this.entries.get(serverId);
    if (known) this.remove(serverId, known);
    if (known?.version === version) {
      this.add(serverId, known);
      return known.value;
    }
    const entry: Entry = { version, value: this.read(serverId), terms: 0 };
    this.add(serverId, entry);
    entry.value.then(
      (vocabulary) => {
        if (this.entries.get(serverId) !== entry) return;
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
    return entry.value;
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
