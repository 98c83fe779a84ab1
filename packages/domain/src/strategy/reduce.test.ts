// The set cover reductions and the split into independent parts (reduce.ts), checked directly.
import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { caseCount } from '../testkit';
import { elementSets, type Problem, reduce, splitComponents } from './reduce';

const problem = (elementCount: number, sets: number[][], ids = sets.map((_, s) => s)): Problem => ({
  elementCount,
  sets,
  ids,
});

/** The fewest sets covering every element (small problems only). */
function minimumCover(p: Problem): number {
  const full = 2 ** p.elementCount - 1;
  const masks = p.sets.map((set) => set.reduce((m, e) => m | (1 << e), 0));
  let best = Number.POSITIVE_INFINITY;
  for (let pick = 0; pick < 1 << p.sets.length; pick++) {
    let mask = 0;
    let count = 0;
    for (let s = 0; s < p.sets.length; s++) {
      if (pick & (1 << s)) {
        mask |= masks[s];
        count++;
      }
    }
    if (mask === full && count < best) best = count;
  }
  return best;
}

const cycle = (length: number, from = 0) =>
  Array.from({ length }, (_, i) => [from + i, from + ((i + 1) % length)].sort((a, b) => a - b));

describe('reduce', () => {
  it.each([
    {
      name: 'an element in one set forces it; ids of forced sets ascending',
      p: problem(3, [[2], [0, 1], [1]], [4, 6, 9]),
      expected: { forced: [4, 6], parts: [] },
    },
    {
      name: 'sets inside another go, and what is left is forced',
      p: problem(
        3,
        [
          [0, 1],
          [0, 1, 2],
          [1, 2],
        ],
        [1, 2, 3],
      ),
      expected: { forced: [2], parts: [] },
    },
    {
      name: 'of equal sets the later goes',
      p: problem(4, [
        [0, 1],
        [0, 1],
        [2, 3],
        [2, 3],
        [0, 2],
        [1, 3],
      ]),
      expected: {
        forced: [],
        parts: [
          {
            elementCount: 4,
            sets: [
              [0, 1],
              [2, 3],
              [0, 2],
              [1, 3],
            ],
            ids: [0, 2, 4, 5],
          },
        ],
      },
    },
    {
      name: 'an element every cover of another covers goes: 1 with 0, then the twin, then set 0 is forced',
      p: problem(5, [
        [0, 1],
        [0, 1],
        [2, 3],
        [3, 4],
        [2, 4],
      ]),
      expected: {
        forced: [0],
        parts: [
          {
            elementCount: 3,
            sets: [
              [0, 1],
              [1, 2],
              [0, 2],
            ],
            ids: [2, 3, 4],
          },
        ],
      },
    },
    {
      name: 'a cycle of 40 crosses a 32-bit word; 30 singletons are forced',
      p: problem(70, [...cycle(40), ...Array.from({ length: 30 }, (_, i) => [40 + i])]),
      expected: {
        forced: Array.from({ length: 30 }, (_, i) => 40 + i),
        parts: [{ elementCount: 40, sets: cycle(40), ids: Array.from({ length: 40 }, (_, i) => i) }],
      },
    },
    {
      name: 'two cycles of 5 apart are two parts, each numbered from 0',
      p: problem(10, [...cycle(5, 5), ...cycle(5)], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      expected: {
        forced: [],
        parts: [
          { elementCount: 5, sets: cycle(5), ids: [1, 2, 3, 4, 5] },
          { elementCount: 5, sets: cycle(5), ids: [6, 7, 8, 9, 10] },
        ],
      },
    },
    {
      name: 'the forced set’s elements leave the other sets, which then go as empty or contained',
      p: problem(6, [[0, 1, 2, 3], [0], [1, 4], [4, 5], [5, 2], [3]]),
      expected: { forced: [0, 3], parts: [] },
    },
  ])('$name', ({ p, expected }) => {
    expect(reduce(p)).toEqual(expected);
  });

  it.each([
    { name: 'an element in no set', p: problem(2, [[0]]) },
    { name: 'the first element in no set', p: problem(2, [[1], [1]]) },
    { name: 'an element past 32 in no set', p: problem(40, [Array.from({ length: 39 }, (_, e) => e)]) },
  ])('null for $name', ({ p }) => {
    expect(reduce(p)).toBeNull();
  });

  it('leaves a kernel no rule applies to and keeps the minimum (random problems, brute force)', () => {
    const rng = new Prng(8);
    for (let i = 0; i < caseCount(200, 40); i++) {
      const n = rng.int(1, 10);
      const sets = Array.from({ length: rng.int(1, 10) }, () =>
        [...new Set(Array.from({ length: rng.int(1, 4) }, () => rng.int(0, n - 1)))].sort((a, b) => a - b),
      );
      for (let e = 0; e < n; e++) if (!sets.some((s) => s.includes(e))) rng.pick(sets).push(e);
      for (const s of sets) s.sort((a, b) => a - b);
      const p = problem(n, sets);
      const context = JSON.stringify(p);
      const r = reduce(p);
      expect(r, context).not.toBeNull();
      if (!r) continue;

      expect(r.forced, context).toEqual([...new Set(r.forced)].sort((a, b) => a - b));
      const partIds = r.parts.flatMap((part) => part.ids);
      expect(new Set([...r.forced, ...partIds]).size, context).toBe(r.forced.length + partIds.length);
      expect(
        r.parts.map((part) => part.ids[0]),
        context,
      ).toEqual(r.parts.map((part) => part.ids[0]).sort((a, b) => a - b));
      let kernelMinimum = 0;
      for (const part of r.parts) {
        expect(part.ids, context).toEqual([...part.ids].sort((a, b) => a - b));
        expect(splitComponents(part), context).toHaveLength(1);
        const holders = elementSets(part);
        for (let e = 0; e < part.elementCount; e++) {
          // Not forced: two sets or more; not dominated: no other element is in every set holding e.
          expect(holders[e].length, context).toBeGreaterThan(1);
          const common = part.sets[holders[e][0]].filter(
            (x) => x !== e && holders[e].every((s) => part.sets[s].includes(x)),
          );
          expect(common, context).toEqual([]);
        }
        for (const [s, set] of part.sets.entries()) {
          expect(set, context).toEqual([...new Set(set)].sort((a, b) => a - b));
          // Each set is one of the problem's sets less some elements; no set inside another.
          expect(set.length, context).toBeLessThanOrEqual(p.sets[part.ids[s]].length);
          for (const [t, other] of part.sets.entries()) {
            if (t !== s)
              expect(
                set.every((e) => other.includes(e)),
                context,
              ).toBe(false);
          }
        }
        kernelMinimum += minimumCover(part);
      }
      expect(r.forced.length + kernelMinimum, context).toBe(minimumCover(p));
    }
  });
});

describe('splitComponents', () => {
  it('orders parts by their first set, numbers elements from 0 and drops elements and sets that hold none', () => {
    const p = problem(7, [[3, 4], [0, 1], [], [4, 5], [1], [6]], [10, 11, 12, 13, 14, 15]);
    expect(splitComponents(p)).toEqual([
      {
        elementCount: 3,
        sets: [
          [0, 1],
          [1, 2],
        ],
        ids: [10, 13],
      },
      { elementCount: 2, sets: [[0, 1], [1]], ids: [11, 14] },
      { elementCount: 1, sets: [[0]], ids: [15] },
    ]);
  });

  it('joins sets through a chain of shared elements, whatever their order', () => {
    const p = problem(6, [
      [4, 5],
      [0, 1],
      [2, 3],
      [1, 2],
      [3, 4],
    ]);
    expect(splitComponents(p)).toEqual([p]);
  });

  it('gives no part for no sets', () => {
    expect(splitComponents(problem(3, []))).toEqual([]);
  });
});

describe('elementSets', () => {
  it('lists the sets holding each element, ascending', () => {
    expect(elementSets(problem(5, [[0, 2], [1], [2, 3], [0]]))).toEqual([[0, 3], [1], [0, 2], [2], []]);
  });
});
