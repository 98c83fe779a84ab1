import { describe, expect, it } from 'vitest';
import { caseCount } from '../testkit';
import { priorWorkPenalty, stepScore } from './cost';
import { digitsOf, type MultisetSpace, type PieceKind, spaceFromKinds } from './multiset';
import { buildBooks, buildRemainders, INF, type SearchContext, stateStats } from './tables';
import { seededRandom } from './testkit';
import type { PlanObjective } from './types';

// The dynamic-programming tables of the exact search, read cell by cell on small spaces and checked against
// a brute force over every way to build each multiset's book (pass 1) and to absorb it into an item
// (the remainders of the relaxation).

function contextOf(
  space: MultisetSpace,
  objective: PlanObjective,
  levelCap: number | null,
  extraWork = 0,
): SearchContext {
  const pieces = Array.from(space.mult).reduce((sum, m) => sum + m, 0);
  const childMax = Math.max(...space.kinds.map((k) => k.priorWork)) + pieces - 1 + extraWork;
  const W = childMax + 2;
  return {
    space,
    W,
    childMax,
    pen: Float64Array.from({ length: W }, (_, w) => priorWorkPenalty(w)),
    score: (levels) => stepScore(levels, objective),
    maxStep: levelCap === null ? INF : levelCap - 1,
    ub: INF,
    itemPriorWork: 0,
    tick: () => {},
  };
}

/** The pieces of multiset s. */
function piecesOf(space: MultisetSpace, s: number): PieceKind[] {
  const digits = new Int32Array(space.kinds.length);
  digitsOf(space, s, digits);
  return Array.from(digits).flatMap((count, j) => Array.from({ length: count }, () => space.kinds[j]));
}

const keyOf = (pieces: readonly PieceKind[]) =>
  pieces
    .map((p) => `${p.value}/${p.priorWork}`)
    .sort()
    .join(',');

/** Every non-empty proper split of a list of pieces into two parts (each unordered split twice: harmless). */
function* splits(pieces: readonly PieceKind[]): Generator<[PieceKind[], PieceKind[]]> {
  for (let mask = 1; mask < (1 << pieces.length) - 1; mask++) {
    yield [pieces.filter((_, i) => mask & (1 << i)), pieces.filter((_, i) => !(mask & (1 << i)))];
  }
}

const totalValue = (pieces: readonly PieceKind[]) => pieces.reduce((sum, p) => sum + p.value, 0);

/**
 * Brute forces under one context: the cheapest single book from exactly some pieces per final prior work
 * (every split, the lower-value side sacrificed), and the cheapest way for an item at prior work w to absorb
 * exactly some pieces (a book of any sub-multiset first, then the rest).
 */
function bruteForces(ctx: SearchContext) {
  const { pen, score, maxStep, childMax } = ctx;
  const bookMemo = new Map<string, Map<number, number>>();
  const book = (pieces: readonly PieceKind[]): Map<number, number> => {
    const key = keyOf(pieces);
    const known = bookMemo.get(key);
    if (known) return known;
    const out = new Map<number, number>();
    if (pieces.length === 1) {
      if (pieces[0].priorWork <= childMax) out.set(pieces[0].priorWork, 0);
    }
    for (const [left, right] of splits(pieces)) {
      const sacrifice = Math.min(totalValue(left), totalValue(right));
      for (const [wl, cl] of book(left)) {
        for (const [wr, cr] of book(right)) {
          const levels = sacrifice + pen[wl] + pen[wr];
          const w = Math.max(wl, wr) + 1;
          if (levels > maxStep || w > childMax) continue;
          const total = cl + cr + score(levels);
          if (total < (out.get(w) ?? INF)) out.set(w, total);
        }
      }
    }
    bookMemo.set(key, out);
    return out;
  };
  const absorbMemo = new Map<string, number>();
  const absorb = (pieces: readonly PieceKind[], w: number): number => {
    if (pieces.length === 0) return 0;
    if (w > childMax) return INF;
    const key = `${w}|${keyOf(pieces)}`;
    const known = absorbMemo.get(key);
    if (known !== undefined) return known;
    let best = INF;
    for (const [first, rest] of [...splits(pieces), [[...pieces], []] as [PieceKind[], PieceKind[]]]) {
      for (const [wt, cost] of book(first)) {
        const levels = totalValue(first) + pen[w] + pen[wt];
        if (levels > maxStep) continue;
        best = Math.min(best, cost + score(levels) + absorb(rest, Math.max(w, wt) + 1));
      }
    }
    absorbMemo.set(key, best);
    return best;
  };
  return { book, absorb };
}

const VALUES = [1, 2, 2, 3, 5, 8, 13];

function randomSpaces(seed: number, count: number): MultisetSpace[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const kinds: PieceKind[] = [];
    const mult: number[] = [];
    for (let j = 0; j < 1 + (i % 3); j++) {
      const kind = {
        value: VALUES[Math.floor(random() * VALUES.length)],
        priorWork: random() < 0.25 ? 1 : 0,
      };
      if (kinds.some((k) => k.value === kind.value && k.priorWork === kind.priorWork)) continue;
      kinds.push(kind);
      mult.push(1 + Math.floor(random() * (j === 0 ? 3 : 2)));
    }
    return spaceFromKinds(kinds, Int32Array.from(mult));
  });
}

describe('stateStats', () => {
  it('sums values and counts pieces and finds the largest value of every multiset', () => {
    const space = spaceFromKinds(
      [
        { value: 2, priorWork: 0 },
        { value: 5, priorWork: 1 },
        { value: 1, priorWork: 0 },
      ],
      Int32Array.from([2, 1, 1]),
    );
    const stats = stateStats(space);
    expect(space.size).toBe(12);
    for (let s = 0; s < space.size; s++) {
      const pieces = piecesOf(space, s);
      expect(stats.val[s]).toBe(pieces.reduce((sum, p) => sum + p.value, 0));
      expect(stats.cnt[s]).toBe(pieces.length);
      expect(stats.maxVal[s]).toBe(Math.max(0, ...pieces.map((p) => p.value)));
    }
  });
});

describe('buildBooks', () => {
  const spaces = randomSpaces(2026_11_27, caseCount(16, 8));
  const settings = [
    ['levels', null],
    ['xp', null],
    ['levels', 12],
    ['xp', 9],
  ] as const;

  it.each(settings)('%s, cap %s: every multiset cheapest book at each kept prior work', (objective, cap) => {
    for (const space of spaces) {
      const ctx = contextOf(space, objective, cap);
      const stats = stateStats(space);
      const books = buildBooks(ctx, stats, () => 0);
      const brute = bruteForces(ctx);
      for (let s = 1; s < space.size; s++) {
        const context = JSON.stringify({ kinds: space.kinds, mult: Array.from(space.mult), s });
        const expected = brute.book(piecesOf(space, s));
        const row = Array.from(books.cost.subarray(s * ctx.W, (s + 1) * ctx.W));
        const kept = row.flatMap((cost, w) => (cost === INF ? [] : [w]));
        // Every kept entry is the true cheapest at its prior work,
        for (const w of kept) expect(row[w], context).toBe(expected.get(w));
        expect(books.lo[s], context).toBe(kept.length > 0 ? kept[0] : ctx.W);
        expect(books.hi[s], context).toBe(kept.length > 0 ? kept[kept.length - 1] : -1);
        // A higher prior work is kept only when it saves more than its extra penalty costs where it is used.
        for (let k = 1; k < kept.length; k++) {
          for (let lower = 0; lower < k; lower++) {
            const extra = ctx.score(ctx.pen[kept[k]] - ctx.pen[kept[lower]]);
            expect(row[kept[k]] + extra, context).toBeLessThan(row[kept[lower]]);
          }
        }
        // and every prior work the brute force reaches that is not dominated so is kept.
        for (const [w, cost] of expected) {
          const dominated = [...expected].some(
            ([lower, c]) => lower < w && cost + ctx.score(ctx.pen[w] - ctx.pen[lower]) >= c,
          );
          if (!dominated) expect(kept, `${context} w ${w}`).toContain(w);
        }
      }
    }
  });
});

describe('buildRemainders', () => {
  const spaces = randomSpaces(1127, caseCount(8, 5));

  it.each([
    ['levels', null],
    ['xp', 20],
  ] as const)('%s, cap %s: every remainder from every prior work', (objective, cap) => {
    for (const space of spaces) {
      const ctx = contextOf(space, objective, cap, 1);
      const stats = stateStats(space);
      const H = buildRemainders(
        ctx,
        stats,
        buildBooks(ctx, stats, () => 0),
      );
      const brute = bruteForces(ctx);
      for (let r = 0; r < space.size; r++) {
        for (let w = 0; w < ctx.W; w++) {
          const context = JSON.stringify({ kinds: space.kinds, mult: Array.from(space.mult), r, w });
          expect(H[r * ctx.W + w], context).toBe(brute.absorb(piecesOf(space, r), w));
        }
      }
    }
  });
});
