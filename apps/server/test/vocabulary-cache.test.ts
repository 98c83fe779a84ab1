import { describe, expect, it } from 'vitest';
import { type SearchVocabulary, TEXT_COLUMNS } from '../src/modules/trades/search-terms';
import { VocabularyCache } from '../src/modules/trades/vocabulary-cache';

const vocabulary = (terms: number): SearchVocabulary => ({
  values: {
    ...(Object.fromEntries(
      TEXT_COLUMNS.map((column) => [column, [] as string[]]),
    ) as SearchVocabulary['values']),
    villager_type: Array.from({ length: terms }, (_, i) => `v${i}`),
  },
});

describe('vocabulary cache', () => {
  it('reads a server again only at a new version of that server, and keeps the others', async () => {
    const reads: number[] = [];
    const cache = new VocabularyCache(async (serverId) => {
      reads.push(serverId);
      return vocabulary(2);
    });
    const a = await cache.get(1, 1);
    const b = await cache.get(2, 1);
    expect(await cache.get(1, 1)).toBe(a);
    expect(await cache.get(1, 2)).not.toBe(a);
    expect(await cache.get(2, 1)).toBe(b);
    expect(reads).toEqual([1, 2, 1]);
  });

  it('drops the least recently used once the vocabularies hold more terms than the budget', async () => {
    const reads: number[] = [];
    const cache = new VocabularyCache(async (serverId) => {
      reads.push(serverId);
      return vocabulary(4);
    }, 10);
    await cache.get(1, 1);
    await cache.get(2, 1);
    await cache.get(1, 1);
    await cache.get(3, 1);
    expect(cache.size).toBe(2);
    await cache.get(1, 1);
    await cache.get(2, 1);
    expect(reads).toEqual([1, 2, 3, 2]);
  });

  it('offers the vocabulary read at an earlier version while the current one is read', async () => {
    let finish: (vocabulary: SearchVocabulary) => void = () => {};
    const reads: Promise<SearchVocabulary>[] = [Promise.resolve(vocabulary(1))];
    const cache = new VocabularyCache(
      () => reads.shift() ?? new Promise<SearchVocabulary>((resolve) => (finish = resolve)),
    );
    const first = cache.lookup(1, 1);
    expect(first.latest).toBeUndefined();
    const one = await first.current;
    expect(cache.lookup(1, 1).latest).toBe(one);

    const second = cache.lookup(1, 2);
    expect(second.latest).toBe(one);
    expect(cache.lookup(1, 2).latest).toBe(one);
    const two = vocabulary(2);
    finish(two);
    expect(await second.current).toBe(two);
    expect(cache.lookup(1, 2).latest).toBe(two);
  });

  it('forgets a failed read', async () => {
    let fail = true;
    const cache = new VocabularyCache(async () => {
      if (fail) throw new Error('down');
      return vocabulary(1);
    });
    await expect(cache.get(1, 1)).rejects.toThrow('down');
    fail = false;
    expect((await cache.get(1, 1)).values.villager_type).toEqual(['v0']);
  });
});
