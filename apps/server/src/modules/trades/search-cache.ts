import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** One encoded search answer. The gzip copy is made on first demand and kept with it. */
export class EncodedAnswer {
  private gzipped: Promise<Buffer> | undefined;

  constructor(
    readonly body: Buffer,
    readonly truncated: boolean,
  ) {}

  gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.body, { level: 6 });
    return this.gzipped;
  }
}

/** What an answer was computed at: the search data version of the servers it covers. */
export type CacheVersion = string | number;

interface Entry {
  version: CacheVersion;
  answer: EncodedAnswer;
}

/**
 * A small per-process LRU of encoded search answers, each stamped with the search data version of its servers
 * it was computed at. An entry is served only while the database still has that version (read on every request), so a write
 * through any process, the import or the data editor invalidates it at once; nothing here can go stale.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 4000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, version: CacheVersion): EncodedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.answer.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, version: CacheVersion, answer: EncodedAnswer): void {
    const size = answer.body.length;
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.answer.body.length;
    }
    this.entries.set(key, { version, answer });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.answer.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
