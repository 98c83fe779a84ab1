import { describe, expect, it } from 'vitest';
import { Prng } from './prng';

// The sequences are pinned: demo data, benchmark data and seeded tests depend on them staying the same.
describe('Prng', () => {
  it('gives the same mulberry32 sequence for a seed', () => {
    const prng = new Prng(42);
    expect(Array.from({ length: 4 }, () => prng.next())).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099, 0.6697340414393693,
    ]);
    expect(new Prng(2 ** 32 + 42).next()).toBe(0.6011037519201636);
    expect(new Prng(-1).next()).toBe(new Prng(0xffffffff).next());
  });

  it('draws whole numbers in [min, max], each of them', () => {
    const prng = new Prng(7);
    const seen = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const n = prng.int(3, 6);
      seen.set(n, (seen.get(n) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([3, 4, 5, 6]);
    for (const count of seen.values()) expect(count).toBeGreaterThan(400);
    expect(Array.from({ length: 8 }, () => new Prng(9).int(-2, -2))).toEqual(Array(8).fill(-2));
    const pinned = new Prng(1);
    expect(Array.from({ length: 6 }, () => pinned.int(0, 9))).toEqual([6, 0, 5, 9, 9, 2]);
  });

  it('chance(p) is true with probability p, never for 0 and always for 1', () => {
    const prng = new Prng(3);
    let hits = 0;
    for (let i = 0; i < 2000; i++) if (prng.chance(0.25)) hits++;
    expect(hits).toBeGreaterThan(400);
    expect(hits).toBeLessThan(600);
    for (let i = 0; i < 200; i++) {
      expect(prng.chance(0)).toBe(false);
      expect(prng.chance(1)).toBe(true);
    }
    // chance compares with the draw itself: a draw of 0.6011… is not below 0.6011…
    expect(new Prng(42).chance(0.6011037519201636)).toBe(false);
    expect(new Prng(42).chance(0.6011037519201637)).toBe(true);
  });

  it('picks from a list, and refuses an empty one', () => {
    const prng = new Prng(5);
    const picked = new Set(Array.from({ length: 200 }, () => prng.pick(['a', 'b', 'c'])));
    expect([...picked].sort()).toEqual(['a', 'b', 'c']);
    expect(() => prng.pick([])).toThrow('pick from an empty list');
  });

  it('shuffles a copy, every element once, in a pinned order', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = new Prng(11).shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(shuffled).toMatchInlineSnapshot(`
      [
        8,
        1,
        2,
        6,
        3,
        7,
        4,
        5,
      ]
    `);
    // Every element reaches every position over many shuffles, the first one too.
    const prng = new Prng(12);
    const firsts = new Set(Array.from({ length: 300 }, () => prng.shuffle([1, 2, 3])[0]));
    const lasts = new Set(Array.from({ length: 300 }, () => prng.shuffle([1, 2, 3])[2]));
    expect([...firsts].sort()).toEqual([1, 2, 3]);
    expect([...lasts].sort()).toEqual([1, 2, 3]);
    // A shuffle of n items draws n - 1 numbers, no more: the sequence after it is pinned too.
    const after = new Prng(11);
    after.shuffle(items);
    expect(after.next()).toBe(0.5305055116768926);
    expect(new Prng(1).shuffle([])).toEqual([]);
    expect(new Prng(1).shuffle([9])).toEqual([9]);
  });
});
