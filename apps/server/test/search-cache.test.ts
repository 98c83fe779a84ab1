import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer, SearchCache } from '../src/modules/trades/search-cache';

const answer = (text: string) => new EncodedAnswer(Buffer.from(text), false);

describe('search answer cache', () => {
  it('serves an answer only at the data version it was made at', () => {
    const cache = new SearchCache();
    const a = answer('[1]');
    cache.set('k', 5, a);
    expect(cache.get('k', 5)).toBe(a);
    expect(cache.get('k', 6)).toBeUndefined();
    expect(cache.get('k', 5)).toBeUndefined();
  });

  it('evicts the least recently used entries beyond its entry and byte limits', () => {
    const cache = new SearchCache(2, 1000);
    cache.set('a', 1, answer('a'));
    cache.set('b', 1, answer('b'));
    cache.get('a', 1);
    cache.set('c', 1, answer('c'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('big', 1, answer('x'.repeat(200)));
    expect(cache.size).toBeLessThanOrEqual(2);
    cache.set('huge', 1, answer('x'.repeat(600)));
    expect(cache.get('huge', 1)).toBeUndefined();
  });

  it('gzips an answer once, on demand', async () => {
    const a = answer(JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'Mending' }))));
    const zipped = await a.gzip();
    expect(await a.gzip()).toBe(zipped);
    expect(gunzipSync(zipped).equals(a.body)).toBe(true);
    expect(zipped.length).toBeLessThan(a.body.length / 4);
  });
});

describe('search answer cache: bytes held', () => {
  const sized = (n: number) => answer('x'.repeat(n));

  it('keeps answers up to a quarter of its bytes, and as many as fit in them', () => {
    const cache = new SearchCache(100, 400);
    cache.set('quarter', 1, sized(100));
    expect(cache.get('quarter', 1)).toBeDefined();
    cache.set('more', 1, sized(101));
    expect(cache.get('more', 1)).toBeUndefined();
    for (const key of ['b', 'c', 'd']) cache.set(key, 1, sized(100));
    // 400 bytes held, exactly the limit: nothing evicted.
    expect(cache.size).toBe(4);
    cache.set('e', 1, sized(1));
    expect(cache.size).toBe(4);
    expect(cache.get('quarter', 1)).toBeUndefined();
  });

  it('frees the bytes of an answer replaced, outdated or evicted', () => {
    const cache = new SearchCache(100, 400);
    // The same key set again many times holds one answer's bytes, not the sum.
    for (let i = 0; i < 10; i++) cache.set('same', 1, sized(100));
    for (const key of ['b', 'c', 'd']) cache.set(key, 1, sized(100));
    expect(cache.size).toBe(4);
    // An outdated answer read at a newer version is dropped with its bytes.
    expect(cache.get('same', 2)).toBeUndefined();
    cache.set('e', 1, sized(100));
    expect(cache.size).toBe(4);
    // Evictions free bytes too: after many, the cache still holds four answers of 100 bytes.
    for (let i = 0; i < 10; i++) cache.set(`f${i}`, 1, sized(100));
    expect(cache.size).toBe(4);
  });

  it('is 64 MiB by default', () => {
    const cache = new SearchCache();
    cache.set('16MiB', 1, new EncodedAnswer(Buffer.alloc(16 * 1024 * 1024), false));
    expect(cache.get('16MiB', 1)).toBeDefined();
  });
});
