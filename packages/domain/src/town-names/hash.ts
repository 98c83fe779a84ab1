// Integer hashing for the town-name generator. Only 32-bit integer maths (Math.imul, shifts, >>> 0), so the
// results are the same on every platform and JavaScript engine.
//
// FROZEN: published town names depend on these functions bit for bit. Never change them; a later generator
// version that needs something different adds a new function beside them.

/** MurmurHash3 (x86, 32-bit) over a list of 32-bit words, as if they were little-endian bytes. */
export function murmur3Words(words: readonly number[], seed: number): number {
  let h = seed | 0;
  for (const word of words) {
    let k = Math.imul(word | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= words.length * 4;
  return fmix32(h);
}

/** MurmurHash3's finaliser: every input bit affects every output bit. */
export function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A deterministic stream of choices seeded by one hash (SplitMix32). */
export interface Draws {
  /** The next unsigned 32-bit value. */
  next(): number;
  /** The next whole number in [0, count); count must be a whole number from 1 to 2^31. */
  below(count: number): number;
}

export function createDraws(seed: number): Draws {
  let state = seed | 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    next,
    below(count) {
      if (!Number.isInteger(count) || count < 1 || count > 0x80000000)
        throw new RangeError(`bad count ${count}`);
      return next() % count;
    },
  };
}
