import { describe, expect, it } from 'vitest';
import {
  buildMultisetSpace,
  digitsOf,
  groupKinds,
  groupRepresentatives,
  multisetCount,
  type PieceKind,
  pairCount,
  spaceFromKinds,
  subMultisets,
} from './multiset';

const kind = (value: number, priorWork = 0): PieceKind => ({ value, priorWork });

describe('multiset spaces', () => {
  it('makes one kind per (value, prior work), in order of first piece, with its pieces', () => {
    const space = buildMultisetSpace([kind(3), kind(5), kind(3), kind(3, 1), kind(5), kind(3)]);
    expect(space.kinds).toEqual([kind(3), kind(5), kind(3, 1)]);
    expect([...space.mult]).toEqual([3, 2, 1]);
    expect([...space.stride]).toEqual([1, 4, 12]);
    expect(space.size).toBe(4 * 3 * 2);
    expect(space.piecesOfKind).toEqual([[0, 2, 5], [1, 4], [3]]);
  });

  it('reads the digits of an index back (mixed radix, first kind lowest)', () => {
    const space = buildMultisetSpace([kind(3), kind(5), kind(3), kind(3, 1), kind(5), kind(3)]);
    const digits = new Int32Array(3);
    const seen = new Set<string>();
    for (let index = 0; index < space.size; index++) {
      digitsOf(space, index, digits);
      expect(digits[0] + 4 * digits[1] + 12 * digits[2]).toBe(index);
      digits.forEach((digit, j) => {
        expect(digit).toBeGreaterThanOrEqual(0);
        expect(digit).toBeLessThanOrEqual(space.mult[j]);
      });
      seen.add(digits.join());
    }
    expect(seen.size).toBe(space.size);
    digitsOf(space, space.size - 1, digits);
    expect([...digits]).toEqual([3, 2, 1]);
  });

  it('builds a space from kinds and multiplicities without pieces', () => {
    const space = spaceFromKinds([kind(1), kind(2, 1)], Int32Array.from([2, 3]));
    expect([...space.stride]).toEqual([1, 3]);
    expect(space.size).toBe(12);
    expect(space.piecesOfKind).toEqual([[], []]);
    expect(spaceFromKinds([], new Int32Array(0)).size).toBe(1);
  });

  it.each([
    [[], 1, 1],
    [[1], 2, 3],
    [[3], 4, 10],
    [[2, 1], 6, 18],
    [[3, 2, 1], 24, 10 * 6 * 3],
  ])('counts the multisets and pairs of multiplicities %j', (mults, count, pairs) => {
    expect(multisetCount(mults)).toBe(count);
    expect(pairCount(mults)).toBe(pairs);
  });
});

describe('groupKinds: grouping neighbouring kinds until the pairs fit', () => {
  // Sorted by value: kind 1 (1), kind 2 (3), kind 0 (4, prior work 1, three pieces). 90 pairs as they are.
  const KINDS = [kind(4, 1), kind(1), kind(3)];
  const MULT = [3, 1, 1];

  it.each([
    // Both ways, joining 1 and 3 moves one piece by 2; joining 3 and 4 moves 1 value and 1 prior work (4 points)
    // of one piece up, or of three pieces down.
    [90, 'up', [[1], [2], [0]]],
    [89, 'up', [[1, 2], [0]]],
    [60, 'down', [[1, 2], [0]]],
    [59, 'up', [[1, 2, 0]]],
    [0, 'down', [[1, 2, 0]]],
  ] as const)('at most %i pairs, rounding %s: %j', (maxPairs, direction, groups) => {
    expect(groupKinds(KINDS, MULT, maxPairs, direction)).toEqual(groups);
  });

  it('joins where the least rounding is added, counting multiplicities and prior work', () => {
    // 1 and 2 are one apart, 2 and 3 too, but rounding 2 up to 3 moves five pieces, 1 up to 2 one.
    expect(groupKinds([kind(1), kind(2), kind(3)], [1, 5, 1], 84, 'up')).toEqual([[0, 1], [2]]);
    expect(groupKinds([kind(1), kind(2), kind(3)], [1, 5, 1], 84, 'down')).toEqual([[0], [1, 2]]);
    // Equal values: ordered by prior work; a prior work weighs like 4 value points.
    expect(groupKinds([kind(6, 1), kind(6), kind(1)], [1, 1, 1], 26, 'up')).toEqual([[2], [1, 0]]);
    expect(groupKinds([kind(6, 1), kind(6), kind(3)], [1, 1, 1], 26, 'up')).toEqual([[2, 1], [0]]);
    // 5 and 6 join first (1); then 1 (x 10) up to 6 would add 50, 5 and 6 up to 20 add 28 (29 less the 1 paid).
    const kinds = [kind(1), kind(5), kind(6), kind(20)];
    expect(groupKinds(kinds, [10, 1, 1, 1], 66 * 3 * 3 * 3 - 1, 'up')).toEqual([[0], [1, 2], [3]]);
    expect(groupKinds(kinds, [10, 1, 1, 1], 66 * 6 * 3 - 1, 'up')).toEqual([[0], [1, 2, 3]]);
    // Equal added rounding: the first pair joins.
    expect(groupKinds([kind(1), kind(2), kind(3)], [1, 1, 1], 26, 'up')).toEqual([[0, 1], [2]]);
    // 2 and 6 join first (4 < 5 for 1 x 5 up to 2). Then 1 x 5 up to 6 adds 25 whatever 2 and 6 cost already,
    // and 2 and 6 up to z add 2 (z - 6) beyond the 4 they cost: 20 for z = 16, 28 for z = 20.
    expect(groupKinds([kind(1), kind(2), kind(6), kind(16)], [5, 1, 1, 1], 377, 'up')).toEqual([
      [0],
      [1, 2, 3],
    ]);
    expect(groupKinds([kind(1), kind(2), kind(6), kind(20)], [5, 1, 1, 1], 377, 'up')).toEqual([
      [0, 1, 2],
      [3],
    ]);
  });

  it('picks the smallest value and prior work of a group rounding down, the largest rounding up', () => {
    const groups = [[1, 2], [0]];
    expect(groupRepresentatives([kind(4, 1), kind(1, 2), kind(3)], groups, 'down')).toEqual([
      kind(1),
      kind(4, 1),
    ]);
    expect(groupRepresentatives([kind(4, 1), kind(1, 2), kind(3)], groups, 'up')).toEqual([
      kind(3, 2),
      kind(4, 1),
    ]);
  });
});

describe('subMultisets', () => {
  /** Brute force: every index from 1 to s whose digits are each at most s's, in increasing order. */
  const expected = (mults: number[], s: number): number[] => {
    const space = spaceFromKinds(
      mults.map((m) => kind(m)),
      Int32Array.from(mults),
    );
    const digits = (index: number) => {
      const out = new Int32Array(mults.length);
      digitsOf(space, index, out);
      return [...out];
    };
    const of = digits(s);
    return Array.from({ length: s }, (_, i) => i + 1).filter((t) => digits(t).every((d, j) => d <= of[j]));
  };

  it.each([[[1]], [[3]], [[1, 1]], [[2, 1, 3]], [[3, 2]], [[1, 2, 1, 2]]])(
    'yields each non-empty sub-multiset once, in increasing order, and ends (mults %j)',
    (mults) => {
      const space = spaceFromKinds(
        mults.map((m) => kind(m)),
        Int32Array.from(mults),
      );
      for (let s = 0; s < space.size; s++) {
        const want = expected(mults, s);
        // One more than wanted at most: a generator that does not end must not hang the test.
        const got: number[] = [];
        for (const t of subMultisets(space, s)) if (got.push(t) > want.length) break;
        expect(got, `s = ${s}`).toEqual(want);
      }
    },
  );
});
