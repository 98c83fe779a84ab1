import {
  type AbsorbBounds,
  type BookTable,
  INF,
  type RestBound,
  type SearchContext,
  type StateStats,
} from './tables';
import type { PlanObjective } from './types';

export interface Bounds {
  /** For books (pass 1): never lets cost + bound drop for a superset, as buildBooks requires. */
  book: RestBound;
  /** For items (pass 2): what absorbing the rest still costs at least. */
  item: RestBound;
  absorb: (books: BookTable) => AbsorbBounds;
}

/**
 * Lower bounds of what a plan still pays outside a node. A plan over n pieces has n steps; with m steps left,
 * k of them item steps and m - k book + book merges, the item steps pay the item's penalty, which grows by at
 * least one prior work per step, and every merge sacrifices at least the smallest piece value (vmin), which is
 * paid again later. chain(m, w) is the cheapest such split for an item at prior work w. Every piece is also
 * sacrificed at least once.
 *
 * The book bounds shrink by at most one merge's worth, score(vmin), per extra piece in the book, while a book
 * built from one more piece costs at least that much more (its extra merge): cost + bound never drops for a
 * superset.
 */
export function makeBounds(
  ctx: SearchContext,
  stats: StateStats,
  objective: PlanObjective,
  n: number,
): Bounds {
  const { W, childMax, pen, score, ub, itemPriorWork, space } = ctx;
  const { val, cnt, maxVal } = stats;
  const full = space.size - 1;
  const valueAll = val[full];
  const vmin = Math.min(...space.kinds.map((k) => k.value));
  const merge = score(vmin);
  const itemStep = (w: number) => (objective === 'levels' ? pen[w] : score(pen[w] + vmin));
  const chain = new Float64Array((n + 1) * W).fill(INF); // chain[m * W + w]
  for (let w = 0; w < W; w++) {
    chain[w] = 0;
    for (let m = 1; m <= n; m++) {
      let paid = 0;
      for (let k = 1; k <= m && w + k - 1 <= childMax; k++) {
        paid += itemStep(w + k - 1);
        chain[m * W + w] = Math.min(chain[m * W + w], paid + (m - k) * merge);
      }
    }
  }
  // Steps outside a book of s: n - |s| + 1 (the one that consumes it included).
  const outside = (s: number) => (n - cnt[s] + 1) * W + itemPriorWork;
  const book: RestBound =
    objective === 'levels'
      ? (s, w) => valueAll + pen[w] + chain[outside(s)]
      : (s, w) => Math.max(score(val[s] + pen[w]) + (n - cnt[s]) * merge, chain[outside(s)]);
  const item: RestBound =
    objective === 'levels'
      ? (s, w) => (s === full ? 0 : valueAll - val[s] + chain[(n - cnt[s]) * W + w])
      : (s, w) => (s === full ? 0 : Math.max(score(maxVal[full - s] + pen[w]), chain[(n - cnt[s]) * W + w]));

  /*
   * A step absorbing t, for an item entry (G, wa) that absorbed a, leaves m = n - |a| - |t| pieces for an item
   * at prior work >= wa + 1. Levels: the plan costs at least
   *   G + pen(wa) + [B(t) + pen(wt)] + (value not absorbed before t) + chain(m, wa + 1)
   * (t's own value is in the not-absorbed value). XP: at least
   *   G + xp(pen(wa)) + [B(t) + xp(val(t) + pen(wt))] + chain(m, wa + 1), xpForLevel being superadditive.
   * The bracket (the floor) grows by at least score(vmin) per extra piece of t, chain shrinks by at most that.
   */
  const absorb = (books: BookTable): AbsorbBounds => {
    const floor = new Float64Array(space.size).fill(INF);
    for (let t = 1; t < space.size; t++) {
      for (let w = books.lo[t]; w <= books.hi[t]; w++) {
        const cost = books.cost[t * W + w];
        if (cost === INF) continue;
        floor[t] = Math.min(floor[t], cost + (objective === 'levels' ? pen[w] : score(val[t] + pen[w])));
      }
    }
    const fillLimits = (a: number, items: Float64Array, limits: Float64Array) => {
      limits.fill(-INF);
      const left = n - cnt[a];
      for (let wa = 0; wa < W - 1; wa++) {
        const cost = items[a * W + wa];
        if (cost === INF) continue;
        const room =
          objective === 'levels' ? ub - cost - pen[wa] - (valueAll - val[a]) : ub - cost - score(pen[wa]);
        for (let c = 1; c <= left; c++) {
          limits[c] = Math.max(limits[c], room - chain[(left - c) * W + wa + 1]);
        }
      }
    };
    return { floor, fillLimits };
  };
  return { book, item, absorb };
}
