import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { caseCount } from '../testkit';
import { greedySetCover, type SetCoverInstance, solveSetCover } from './setCover';

// A generous clock budget: on a loaded test machine only the (deterministic) node budget may cut the search.
const EXACT = { timeBudgetMs: 60_000 };

function isCover(instance: SetCoverInstance, chosen: readonly number[]): boolean {
  const covered = new Set(chosen.flatMap((s) => instance.sets[s]));
  return covered.size === instance.elementCount;
}

/** Every minimum cover, by enumerating all subsets (small instances only). */
function bruteForce(instance: SetCoverInstance): { size: number; covers: number[][] } {
  const k = instance.sets.length;
  const masks = instance.sets.map((set) => set.reduce((m, e) => m | (1 << e), 0));
  const full = (1 << instance.elementCount) - 1;
  let size = Number.POSITIVE_INFINITY;
  let covers: number[][] = [];
  for (let pick = 0; pick < 1 << k; pick++) {
    let mask = 0;
    let count = 0;
    for (let s = 0; s < k; s++) {
      if (pick & (1 << s)) {
        mask |= masks[s];
        count++;
      }
    }
    if (mask !== full || count > size) continue;
    const cover = Array.from({ length: k }, (_, s) => s).filter((s) => pick & (1 << s));
    if (count < size) {
      size = count;
      covers = [cover];
    } else covers.push(cover);
  }
  return { size, covers };
}

function randomInstance(rng: Prng, maxElements: number, maxSets: number): SetCoverInstance {
  const elementCount = rng.int(1, maxElements);
  const sets = Array.from({ length: rng.int(1, maxSets) }, () => {
    const size = rng.int(1, Math.min(4, elementCount));
    return Array.from({ length: size }, () => rng.int(0, elementCount - 1));
  });
  // Make every element coverable.
  for (let e = 0; e < elementCount; e++) if (!sets.some((s) => s.includes(e))) rng.pick(sets).push(e);
  return { elementCount, sets };
}

describe('solveSetCover', () => {
  it.each([
    { name: 'one set covers all', elementCount: 3, sets: [[0, 1], [0, 1, 2], [2]], chosen: [1] },
    { name: 'forced singletons', elementCount: 3, sets: [[0], [1], [2]], chosen: [0, 1, 2] },
    {
      name: 'equal sets keep the first',
      elementCount: 2,
      sets: [
        [0, 1],
        [1, 0],
      ],
      chosen: [0],
    },
    {
      name: 'greedy trap',
      elementCount: 6,
      sets: [
        [0, 1, 2, 3],
        [0, 2, 4],
        [1, 3, 5],
      ],
      chosen: [1, 2],
    },
    { name: 'empty universe', elementCount: 0, sets: [], chosen: [] },
    {
      name: 'two rows beat the big trap',
      elementCount: 14,
      sets: [
        [0, 1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12, 13],
        [0, 1, 2, 3, 7, 8, 9, 10],
        [4, 5, 11, 12],
        [6, 13],
      ],
      chosen: [0, 1],
    },
  ])('$name', ({ elementCount, sets, chosen }) => {
    const r = solveSetCover({ elementCount, sets }, EXACT);
    expect(r.chosen).toEqual(chosen);
    expect(r.provenOptimal).toBe(true);
    expect(r.lowerBound).toBe(chosen.length);
    expect(r.cutoff).toBe('none');
  });

  it('the plain greedy falls into the trap the exact solver avoids', () => {
    const instance = {
      elementCount: 14,
      sets: [
        [0, 1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12, 13],
        [0, 1, 2, 3, 7, 8, 9, 10],
        [4, 5, 11, 12],
        [6, 13],
      ],
    };
    expect(greedySetCover(instance)).toEqual([2, 3, 4]);
  });

  it('rejects elements no set covers', () => {
    expect(() => solveSetCover({ elementCount: 2, sets: [[0]] })).toThrow(RangeError);
    expect(() => solveSetCover({ elementCount: 1, sets: [[1]] })).toThrow(RangeError);
  });

  it('matches brute force on 400 random small instances, alternatives included', () => {
    const rng = new Prng(20240611);
    for (let i = 0; i < caseCount(400, 60); i++) {
      const instance = randomInstance(rng, 9, 11);
      const truth = bruteForce(instance);
      const r = solveSetCover(instance, EXACT);
      const context = JSON.stringify(instance);
      expect(isCover(instance, r.chosen), context).toBe(true);
      expect(r.chosen.length, context).toBe(truth.size);
      expect(r.provenOptimal).toBe(true);
      expect(r.lowerBound).toBe(truth.size);
      expect(r.alternativeSearch).toBe('complete');
      const replaceable = r.chosen.filter((s) => truth.covers.some((c) => !c.includes(s)));
      expect(r.replaceable, context).toEqual(replaceable);
      expect(r.replaceable.length > 0, context).toBe(truth.covers.length > 1);
    }
  });

  it('reports a valid cover and a true lower bound when the budget cuts the search', () => {
    const rng = new Prng(7);
    let cut = 0;
    const count = caseCount(20, 4);
    for (let i = 0; i < count; i++) {
      const elementCount = 40;
      const sets = Array.from({ length: 70 }, () =>
        Array.from({ length: rng.int(3, 8) }, () => rng.int(0, 39)),
      );
      for (let e = 0; e < elementCount; e++) sets[e % 70].push(e);
      const instance = { elementCount, sets };
      const exact = solveSetCover(instance, { ...EXACT, findAlternatives: false });
      expect(exact.provenOptimal).toBe(true);
      for (const options of [{ maxNodes: 1 }, { maxExactSets: 0 }]) {
        const r = solveSetCover(instance, { ...EXACT, ...options });
        expect(isCover(instance, r.chosen)).toBe(true);
        expect(r.lowerBound).toBeLessThanOrEqual(exact.chosen.length);
        expect(r.chosen.length).toBeGreaterThanOrEqual(exact.chosen.length);
        expect(r.chosen.length).toBeLessThanOrEqual(greedySetCover(instance).length);
        if (r.provenOptimal) {
          expect(r.chosen.length).toBe(r.lowerBound);
        } else {
          cut++;
          expect(r.cutoff).toBe('maxNodes' in options ? 'nodes' : 'size');
          expect(r.alternativeSearch).toBe('skipped');
          expect(r.lowerBound).toBeLessThan(r.chosen.length);
        }
      }
    }
    expect(cut).toBeGreaterThan(Math.floor(count / 4));
  });

  it('stops on the time budget with a fake clock', () => {
    const rng = new Prng(99);
    const sets = Array.from({ length: 120 }, () =>
      Array.from({ length: rng.int(4, 9) }, () => rng.int(0, 59)),
    );
    for (let e = 0; e < 60; e++) sets[e].push(e);
    let clock = 0;
    const r = solveSetCover({ elementCount: 60, sets }, { timeBudgetMs: 5, now: () => clock++ });
    expect(r.provenOptimal).toBe(false);
    expect(r.cutoff).toBe('time');
    expect(isCover({ elementCount: 60, sets }, r.chosen)).toBe(true);
    expect(r.lowerBound).toBeLessThan(r.chosen.length);
  });

  it('is deterministic', () => {
    const rng = new Prng(3);
    const instance = randomInstance(rng, 30, 40);
    expect(solveSetCover(instance, EXACT)).toEqual(solveSetCover(instance, EXACT));
  });
});
