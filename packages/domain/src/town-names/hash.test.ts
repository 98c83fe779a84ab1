import { describe, expect, it } from 'vitest';
import { createDraws, fmix32, murmur3Words } from './hash';

/** Reads up to four bytes of ASCII text as one little-endian 32-bit word, as MurmurHash3 does. */
const word = (text: string): number =>
  [...text].reduce((sum, ch, i) => sum + ch.charCodeAt(0) * 2 ** (8 * i), 0) | 0;

/** SplitMix32 written independently with BigInt, to check the Math.imul version bit for bit. */
function referenceDraws(seed: number, count: number): number[] {
  const mask = 0xffffffffn;
  const mul = (a: bigint, b: bigint) => (a * b) & mask;
  let state = BigInt(seed >>> 0);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b9n) & mask;
    let z = state;
    z = mul(z ^ (z >> 16n), 0x85ebca6bn);
    z = mul(z ^ (z >> 13n), 0xc2b2ae35n);
    out.push(Number(z ^ (z >> 16n)));
  }
  return out;
}

describe('murmur3Words', () => {
  // Published MurmurHash3_x86_32 test vectors (4-byte keys are one word).
  it.each([
    [[], 0, 0x00000000],
    [[], 1, 0x514e28b7],
    [[], 0xffffffff, 0x81f16f39],
    [[word('test')], 0, 0xba6bd213],
    [[word('test')], 0x9747b28c, 0x704b81dc],
    [[word('aaaa')], 0x9747b28c, 0x5a97808a],
    [[word('abcd')], 0x9747b28c, 0xf0478627],
  ])('hashes %j with seed %i to the published value', (words, seed, expected) => {
    expect(murmur3Words(words, seed)).toBe(expected);
  });

  it('gives unsigned 32-bit results and tells neighbouring and negative inputs apart', () => {
    const values = [murmur3Words([0, 0], 1), murmur3Words([1, 0], 1), murmur3Words([0, 1], 1)];
    values.push(murmur3Words([-1, 0], 1), murmur3Words([0, -1], 1), murmur3Words([-30000000, 30000000], 1));
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value >>> 0).toBe(value);
  });
});

describe('fmix32', () => {
  it.each([
    [0, 0],
    [1, 0x514e28b7],
    [-1, 0x81f16f39],
  ])('mixes %i to %i', (input, expected) => {
    expect(fmix32(input)).toBe(expected);
  });
});

describe('createDraws', () => {
  it.each([0, 1, -1, 0x54484e31, 2 ** 31])('matches an independent BigInt SplitMix32 for seed %i', (seed) => {
    const draws = createDraws(seed);
    const ours = Array.from({ length: 50 }, () => draws.next());
    expect(ours).toEqual(referenceDraws(seed, 50));
  });

  it('is deterministic', () => {
    const a = createDraws(42);
    const b = createDraws(42);
    for (let i = 0; i < 20; i++) expect(a.below(1000)).toBe(b.below(1000));
  });

  it('spreads below(n) evenly over [0, n)', () => {
    const draws = createDraws(7);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const value = draws.below(10);
      expect(Number.isInteger(value) && value >= 0 && value < 10).toBe(true);
      counts[value]! += 1;
    }
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 31 + 1])('refuses below(%d)', (count) => {
    expect(() => createDraws(1).below(count)).toThrow(RangeError);
  });
});
