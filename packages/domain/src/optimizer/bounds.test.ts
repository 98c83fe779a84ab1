import { describe, expect, it } from 'vitest';
import { xpForLevel } from '../xp';
import { makeBounds } from './bounds';
import { priorWorkPenalty, stepScore } from './cost';
import { buildMultisetSpace, type PieceKind } from './multiset';
import { buildBooks, buildRemainders, INF, type SearchContext, type StateStats, stateStats } from './tables';
import { seededRandom } from './testkit';
import type { PlanObjective } from './types';

// The exact search's lower bounds (makeBounds), against the unpruned tables of tables.ts on small piece sets:
// never above what a plan really still pays, and equal to it where the bound is exact. Then their values on
// four equal pieces, worked out by hand from the formulas of bounds.ts' comment.

/** A search context without cap over these pieces, as solveExact makes it (or with a given childMax). */
function contextOf(
  pieces: readonly PieceKind[],
  objective: PlanObjective,
  itemPriorWork: number,
  ub = INF,
  childMax = Math.max(itemPriorWork, ...pieces.map((p) => p.priorWork)) + pieces.length - 1,
) {
  const space = buildMultisetSpace(pieces);
  const W = childMax + 2;
  const ctx: SearchContext = {
    space,
    W,
    childMax,
    pen: Float64Array.from({ length: W }, (_, w) => priorWorkPenalty(w)),
    score: (levels) => stepScore(levels, objective),
    maxStep: INF,
    ub,
    itemPriorWork,
    tick: () => {},
  };
  const stats = stateStats(space);
  return { ctx, stats, bounds: makeBounds(ctx, stats, objective, pieces.length) };
}

/**
 * H[r * W + w] with nothing pruned: the cheapest way for an item at prior work w to absorb the pieces of r, no
 * input of a step above childMax (Infinity if it cannot).
 */
function remaindersOf(ctx: SearchContext, stats: StateStats): Float64Array {
  return buildRemainders(
    { ...ctx, ub: INF },
    stats,
    buildBooks({ ...ctx, ub: INF }, stats, () => 0),
  );
}

/** The pieces of multiset s of the space of `pieces`, and the others. */
function split(pieces: readonly PieceKind[], s: number): { inside: PieceKind[]; outside: PieceKind[] } {
  const space = buildMultisetSpace(pieces);
  const inside: PieceKind[] = [];
  const outside: PieceKind[] = [];
  space.kinds.forEach((kind, j) => {
    const taken = Math.floor(s / space.stride[j]) % (space.mult[j] + 1);
    for (let x = 0; x < space.mult[j]; x++) (x < taken ? inside : outside).push(kind);
  });
  return { inside, outside };
}

const randomPieces = (random: () => number): PieceKind[] =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => ({
    value: 1 + Math.floor(random() * 6),
    priorWork: random() < 0.2 ? 1 : 0,
  }));

describe('makeBounds: lower bounds of what a plan still pays', () => {
  const random = seededRandom(35_03);
  const SETS = [
    [1, 1, 1, 1].map((value) => ({ value, priorWork: 0 })),
    [1, 2, 4].map((value) => ({ value, priorWork: 0 })),
    ...Array.from({ length: 6 }, () => randomPieces(random)),
  ];

  it.each(SETS.map((pieces) => [JSON.stringify(pieces.map((p) => [p.value, p.priorWork])), pieces] as const))(
    '%s',
    (_, pieces) => {
      for (const objective of ['levels', 'xp'] as const) {
        for (const itemPriorWork of [0, 2]) {
          const { ctx, stats, bounds } = contextOf(pieces, objective, itemPriorWork);
          const { W, childMax } = ctx;
          const H = remaindersOf(ctx, stats);
          const full = ctx.space.size - 1;
          for (let s = 0; s <= full; s++) {
            const { inside, outside } = split(pieces, s);
            for (let w = 0; w <= childMax; w++) {
              const context = JSON.stringify({ objective, itemPriorWork, s, w });
              // item(s, w): an item at w that absorbed s still absorbs the rest.
              const rest = H[(full - s) * W + w];
              const item = bounds.item(s, w);
              expect(item, context).toBeLessThanOrEqual(rest);
              if (outside.length === 1 && outside[0].priorWork === 0)
                expect(item, `${context} one piece left`).toBe(rest);
              if (inside.length === 0) continue;
              // book(s, w): a book of s at w is one more piece of what is outside it.
              const book = bounds.book(s, w);
              const around = contextOf(
                [...outside, { value: sumOf(inside), priorWork: w }],
                objective,
                itemPriorWork,
                INF,
                childMax,
              );
              const aroundH = remaindersOf(around.ctx, around.stats);
              const aroundCost = aroundH[(around.ctx.space.size - 1) * W + itemPriorWork];
              expect(book, context).toBeLessThanOrEqual(aroundCost);
              if (outside.length === 0 && (objective === 'levels' || itemPriorWork === 0)) {
                expect(book, `${context} the book is all`).toBe(aroundCost);
              }
            }
          }
        }
      }
    },
  );
});

const sumOf = (pieces: readonly PieceKind[]) => pieces.reduce((sum, p) => sum + p.value, 0);

describe('makeBounds on four pieces of value 1 (multiset s = pieces taken)', () => {
  const FOUR = [1, 1, 1, 1].map((value) => ({ value, priorWork: 0 }));
  // pen = 0, 1, 3, 7, 15; childMax 3. chain(m, w): k item steps (pen(w) .. pen(w + k - 1), for xp
  // xp(pen + 1) each) and m - k merges of score(1): levels chain(4, 0) = 3, chain(3, 1) = 3, chain(2, 3) = 8.
  const xp = xpForLevel;

  it('levels: item(s, w) = value left + chain(pieces left, w)', () => {
    const { bounds } = contextOf(FOUR, 'levels', 0);
    const rows = [0, 1, 2, 3].map((w) => [0, 1, 2, 3, 4].map((s) => bounds.item(s, w)));
    expect(rows).toEqual([
      [4 + 3, 3 + 2, 2 + 1, 1 + 0, 0],
      [4 + 4, 3 + 3, 2 + 2, 1 + 1, 0],
      [4 + 6, 3 + 5, 2 + 4, 1 + 3, 0],
      [4 + 10, 3 + 9, 2 + 8, 1 + 7, 0],
    ]);
    expect(bounds.item(0, 4)).toBe(INF);
  });

  it('xp: item(s, w) = the larger of xp(largest piece + pen(w)) and chain(pieces left, w)', () => {
    const { bounds } = contextOf(FOUR, 'xp', 0);
    const rows = [0, 1, 2, 3].map((w) => [0, 1, 2, 3, 4].map((s) => bounds.item(s, w)));
    expect(rows).toEqual([
      [4 * 7, 3 * 7, 2 * 7, 7, 0],
      [xp(2) + 3 * 7, xp(2) + 2 * 7, xp(2) + 7, xp(2), 0],
      [xp(4) + 3 * 7, xp(4) + 2 * 7, xp(4) + 7, xp(4), 0],
      [xp(8) + 3 * 7, xp(8) + 2 * 7, xp(8) + 7, xp(8), 0],
    ]);
  });

  it('levels: book(s, w) = all values + pen(w) + chain(steps outside, item prior work)', () => {
    for (const itemPriorWork of [0, 1]) {
      const { bounds } = contextOf(FOUR, 'levels', itemPriorWork);
      const chain = itemPriorWork === 0 ? [0, 0, 1, 2, 3] : [0, 1, 2, 3, 4];
      for (let s = 1; s <= 4; s++) {
        for (let w = 0; w <= 3; w++) {
          expect(bounds.book(s, w), JSON.stringify({ itemPriorWork, s, w })).toBe(
            4 + priorWorkPenalty(w) + chain[4 - s + 1],
          );
        }
      }
    }
  });

  it('xp: book(s, w) = the larger of xp(its value + pen(w)) + a merge per piece outside, and the chain', () => {
    const { bounds } = contextOf(FOUR, 'xp', 0);
    // chain(m, 0) = 7 m: every step but one is a merge of score(1), the one an item step of xp(0 + 1).
    expect([1, 2, 3, 4].map((s) => bounds.book(s, 0))).toEqual([7 + 21, xp(2) + 14, xp(3) + 7, xp(4)]);
    expect([1, 2, 3, 4].map((s) => bounds.book(s, 1))).toEqual([xp(2) + 21, xp(3) + 14, xp(4) + 7, xp(5)]);
    const worn = contextOf(FOUR, 'xp', 2).bounds;
    // chain(m, 2): xp(3 + 1) + 7 (m - 1).
    expect([1, 2, 3, 4].map((s) => worn.book(s, 0))).toEqual([xp(4) + 21, xp(4) + 14, xp(4) + 7, xp(4)]);
  });

  it('absorb: the floor of absorbing a book, and what an item can still afford per book size', () => {
    const levels = contextOf(FOUR, 'levels', 0, 20);
    const books = buildBooks(levels.ctx, levels.stats, () => 0);
    // Books of 1, 2, 3, 4 pieces cost 0, 1, 3, 6 at prior work 0, 1, 2, 2.
    const absorbLevels = levels.bounds.absorb(books);
    expect([...absorbLevels.floor]).toEqual([INF, 0, 2, 6, 9]);
    const W = levels.ctx.W;
    const items = new Float64Array(5 * W).fill(INF);
    items[0] = 0;
    const limits = new Float64Array(5);
    absorbLevels.fillLimits(0, items, limits);
    // room 20 - 4 (the value still to absorb); minus chain(4 - c, 1) = 3, 2, 1, 0.
    expect([...limits]).toEqual([-INF, 13, 14, 15, 16]);
    // An item at 1 after one piece: room 20 - 2 - 1 - 3 = 14, minus chain(3 - c, 2) = 4, 3, 0; and the better of
    // two entries counts.
    items[1 * W + 1] = 2;
    items[1 * W + 2] = 9;
    absorbLevels.fillLimits(1, items, limits);
    expect([...limits]).toEqual([-INF, 10, 11, 14, -INF]);
    // An entry at the last prior work (the finished item's only) is never extended.
    items.fill(INF);
    items[1 * W + W - 1] = 0;
    absorbLevels.fillLimits(1, items, limits);
    expect([...limits]).toEqual([-INF, -INF, -INF, -INF, -INF]);

    const xpCase = contextOf(FOUR, 'xp', 0, 200);
    const absorbXp = xpCase.bounds.absorb(buildBooks(xpCase.ctx, xpCase.stats, () => 0));
    // Book cost + xp(its value + pen): 0 + xp(1), 7 + xp(3), 23 + xp(6), 54 + xp(7).
    expect([...absorbXp.floor]).toEqual([INF, 7, 7 + xp(3), 23 + xp(6), 54 + xp(7)]);
    const xpItems = new Float64Array(5 * xpCase.ctx.W).fill(INF);
    xpItems[0] = 0;
    absorbXp.fillLimits(0, xpItems, limits);
    // room 200 - xp(pen(0)); minus chain(4 - c, 1) = 30, 23, 16, 0.
    expect([...limits]).toEqual([-INF, 170, 177, 184, 200]);
    // An item at 1 that paid 7 for one piece: room 200 - 7 - xp(1); minus chain(3 - c, 2) = 47, 40, 0.
    xpItems.fill(INF);
    xpItems[1 * xpCase.ctx.W + 1] = 7;
    absorbXp.fillLimits(1, xpItems, limits);
    expect([...limits]).toEqual([-INF, 186 - 47, 186 - 40, 186, -INF]);
  });
});
