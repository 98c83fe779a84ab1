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
