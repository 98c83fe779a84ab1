import type { MultisetSpace } from './multiset';

/**
 * The dynamic-programming passes of the exact search, over one multiset space (see multiset.ts).
 *
 * A step costs value(sacrifice) + pen(wT) + pen(wS) levels, pen(w) = 2^w - 1, because every sacrifice is a book
 * (the item is never sacrificed). Tables are indexed [multiset * W + w], w = prior work.
 *
 * Book + book: swapping target and sacrifice changes nothing but that step's value term (both penalties are paid
 * either way and the result is the same book with the same prior work), so the lower-value side is the sacrifice,
 * for the xp objective too (xpForLevel grows with levels) and under the cap (the cheaper order never crosses 40
 * when the dearer one did not). Each unordered split is therefore tried once.
 */

export const INF = Number.POSITIVE_INFINITY;

export interface SearchContext {
  space: MultisetSpace;
  /** Prior-work slots per multiset: 0 .. W - 1. */
  W: number;
  /** Highest prior work an input of a step may have (its penalty alone must fit the cap and the bound). */
  childMax: number;
  pen: Float64Array;
  /** Objective cost of one step of `levels` levels. */
  score: (levels: number) => number;
  /** Most levels one step may cost (the level cap minus one; 39 with vanilla's cap). */
  maxStep: number;
  /** Cost of a known plan; entries that cannot beat it are dropped. */
  ub: number;
  itemPriorWork: number;
  /** Called now and then from the hot loops; throws when the time is up. */
  tick: () => void;
}

/** Per multiset: sum of piece values, number of pieces, largest piece value. */
export interface StateStats {
  val: Float64Array;
  cnt: Int32Array;
  maxVal: Float64Array;
}

export function stateStats(space: MultisetSpace): StateStats {
  const N = space.size;
  const val = new Float64Array(N);
  const cnt = new Int32Array(N);
  const maxVal = new Float64Array(N);
  const dig = new Int32Array(space.kinds.length);
  for (let s = 1; s < N; s++) {
    let low = 0;
    while (dig[low] === space.mult[low]) dig[low++] = 0;
    dig[low]++;
    const prev = s - space.stride[low];
    const value = space.kinds[low].value;
    val[s] = val[prev] + value;
    cnt[s] = cnt[prev] + 1;
    maxVal[s] = Math.max(maxVal[prev], value);
  }
  return { val, cnt, maxVal };
}

export interface BookTable {
  /** B[s * W + w]: cheapest single book built from exactly the pieces of s, ending with prior work w. */
  cost: Float64Array;
  lo: Int8Array;
  hi: Int8Array;
}

export interface ItemTable {
  /** G[s * W + w]: cheapest item that has absorbed exactly the pieces of s, ending with prior work w. */
  cost: Float64Array;
  lo: Int8Array;
  hi: Int8Array;
}

/** Lower bound of what a plan still pays outside the subtree of a node (multiset s, prior work w). */
export type RestBound = (s: number, w: number) => number;

const TICK_EVERY = 1 << 14;

/**
 * Keeps the entries of one row worth keeping and sets lo/hi. An input with prior work w instead of a lower w'
 * pays pen(w) - pen(w') more levels in the step that consumes it and never less later, which costs at least
 * score(pen(w) - pen(w')) more (xpForLevel is convex with xpForLevel(0) = 0, so that holds for xp too). So a
 * higher-w entry survives only when it is cheaper by more than that. A row that is never consumed (the finished
 * item) just keeps its cheapest entries. Entries that cannot beat the bound are dropped too.
 */
function makeFinalizer(ctx: SearchContext) {
  const { W, pen, score, ub } = ctx;
  const kept = new Int32Array(W);
  return (
    cost: Float64Array,
    lo: Int8Array,
    hi: Int8Array,
    s: number,
    consumed: boolean,
    rest: RestBound,
  ) => {
    const row = s * W;
    let count = 0;
    for (let w = 0; w < W; w++) {
      const c = cost[row + w];
      if (c === INF) continue;
      let useful = c + rest(s, w) <= ub;
      for (let k = 0; k < count && useful; k++) {
        const lower = kept[k];
        if (c + (consumed ? score(pen[w] - pen[lower]) : 0) >= cost[row + lower]) useful = false;
      }
      if (useful) kept[count++] = w;
      else cost[row + w] = INF;
    }
    lo[s] = count > 0 ? kept[0] : W;
    hi[s] = count > 0 ? kept[count - 1] : -1;
  };
}

/**
 * Pass 1: every book tree. A book built from a superset costs at least as much at the same or higher prior work
 * (remove a leaf and every step gets cheaper or disappears), and the rest bounds used here grow with s and w,
 * so a dead multiset has only dead supersets: enumerations stop at the first dead one.
 */
export function buildBooks(ctx: SearchContext, stats: StateStats, rest: RestBound): BookTable {
  const { space, W, childMax, pen, score, maxStep, tick } = ctx;
  const { mult, stride, kinds } = space;
  const d = kinds.length;
  const N = space.size;
  const cost = new Float64Array(N * W).fill(INF);
  const lo = new Int8Array(N).fill(W);
  const hi = new Int8Array(N).fill(-1);
  const { val, cnt } = stats;
  const finalize = makeFinalizer(ctx);
  const dig = new Int32Array(d);
  const best = new Float64Array(W);
  let s = 0;
  let work = 0;

  const combine = (c: number): void => {
    const a = s - c;
    if (hi[a] < lo[a]) return;
    const sacrifice = val[c] < val[a] ? val[c] : val[a];
    const aRow = a * W;
    const cRow = c * W;
    for (let wa = lo[a]; wa <= hi[a]; wa++) {
      const ca = cost[aRow + wa];
      if (ca === INF) continue;
      const base = sacrifice + pen[wa];
      for (let wc = lo[c]; wc <= hi[c]; wc++) {
        const cc = cost[cRow + wc];
        if (cc === INF) continue;
        const levels = base + pen[wc];
        if (levels > maxStep) continue;
        const w = (wa > wc ? wa : wc) + 1;
        if (w > childMax) continue;
        const total = ca + cc + score(levels);
        if (total < best[w]) best[w] = total;
      }
    }
  };

  // Every live sub-multiset c of s with index c <= s - c (each unordered split once), using digits j0.. only.
  // Indices grow with every added piece and strides grow with j, so once c passes s / 2 nothing later fits.
  const splits = (j0: number, c: number): void => {
    for (let j = j0; j < d; j++) {
      let u = c;
      for (let x = 1; x <= dig[j]; x++) {
        u += stride[j];
        if (u + u > s) return;
        if (hi[u] < lo[u]) break;
        if (++work >= TICK_EVERY) {
          work = 0;
          tick();
        }
        combine(u);
        splits(j + 1, u);
      }
    }
  };

  for (s = 1; s < N; s++) {
    if (++work >= TICK_EVERY) {
      work = 0;
      tick();
    }
    let low = 0;
    while (dig[low] === mult[low]) dig[low++] = 0;
    dig[low]++;
    if (cnt[s] === 1) {
      const pieceWork = kinds[low].priorWork;
      if (pieceWork <= childMax) cost[s * W + pieceWork] = 0;
      finalize(cost, lo, hi, s, true, rest);
      continue;
    }
    let hopeless = false;
    for (let j = 0; j < d && !hopeless; j++) hopeless = dig[j] > 0 && hi[s - stride[j]] < lo[s - stride[j]];
    if (hopeless) continue;
    best.fill(INF);
    splits(0, 0);
    cost.set(best, s * W);
    finalize(cost, lo, hi, s, true, rest);
  }
  return { cost, lo, hi };
}

/**
 * Bounds that let pass 2 stop enumerating sacrifices early. floor[t] is a lower bound of what absorbing book t
 * adds; fillLimits(a, limits) writes, per piece count c, the most an item that absorbed a can afford for a book
 * of c pieces. floor[t] - limits[|t|] never drops for a superset of t that leaves at least one piece behind, so
 * once it is positive, no such superset fits.
 */
export interface AbsorbBounds {
  floor: Float64Array;
  fillLimits: (a: number, items: Float64Array, limits: Float64Array) => void;
}

/**
 * Pass 2: the item absorbs one book tree per step, pushed forward from every live absorbed multiset a (every
 * multiset that reaches a + t comes from a smaller index, so a row is complete when the loop gets to it).
 */
export function buildItems(
  ctx: SearchContext,
  stats: StateStats,
  books: BookTable,
  rest: RestBound,
  bounds: AbsorbBounds,
): ItemTable {
  const { space, W, childMax, pen, score, maxStep, tick, itemPriorWork } = ctx;
  const { mult, stride } = space;
  const d = mult.length;
  const N = space.size;
  const full = N - 1;
  const B = books.cost;
  const { lo: bLo, hi: bHi } = books;
  const { val, cnt } = stats;
  const cost = new Float64Array(N * W).fill(INF);
  const lo = new Int8Array(N).fill(W);
  const hi = new Int8Array(N).fill(-1);
  const finalize = makeFinalizer(ctx);
  const dig = new Int32Array(d);
  const room = new Int32Array(d);
  const { floor, fillLimits } = bounds;
  const limits = new Float64Array(cnt[full] + 1);
  let a = 0;
  let work = 0;

  const absorb = (t: number): void => {
    const out = a + t;
    const wLimit = out === full ? W - 1 : childMax;
    const aRow = a * W;
    const tRow = t * W;
    const outRow = out * W;
    const vt = val[t];
    for (let wa = lo[a]; wa <= hi[a]; wa++) {
      const ga = cost[aRow + wa];
      if (ga === INF) continue;
      const base = vt + pen[wa];
      for (let wt = bLo[t]; wt <= bHi[t]; wt++) {
        const bt = B[tRow + wt];
        if (bt === INF) continue;
        const levels = base + pen[wt];
        if (levels > maxStep) continue;
        const w = (wa > wt ? wa : wt) + 1;
        if (w > wLimit) continue;
        const total = ga + bt + score(levels);
        if (total < cost[outRow + w]) cost[outRow + w] = total;
      }
    }
  };

  const sacrifices = (j0: number, t: number): void => {
    for (let j = j0; j < d; j++) {
      let u = t;
      for (let x = 1; x <= room[j]; x++) {
        u += stride[j];
        if (u === full - a) return;
        if (floor[u] > limits[cnt[u]]) break;
        if (++work >= TICK_EVERY) {
          work = 0;
          tick();
        }
        absorb(u);
        sacrifices(j + 1, u);
      }
    }
  };

  cost[itemPriorWork] = 0;
  for (a = 0; a < N; a++) {
    if (++work >= TICK_EVERY) {
      work = 0;
      tick();
    }
    if (a > 0) {
      let low = 0;
      while (dig[low] === mult[low]) dig[low++] = 0;
      dig[low]++;
    }
    finalize(cost, lo, hi, a, a !== full, rest);
    if (a === full || hi[a] < lo[a]) continue;
    fillLimits(a, cost, limits);
    for (let j = 0; j < d; j++) room[j] = mult[j] - dig[j];
    sacrifices(0, 0);
    // The limits only hold for books that leave something behind: the whole rest is tried on its own.
    if (!(floor[full - a] > limits[cnt[full - a]])) absorb(full - a);
  }
  return { cost, lo, hi };
}

/**
 * H[r * W + w]: cheapest way for an item with prior work w to absorb exactly the pieces of r (INF if it cannot).
 * Used on a relaxed (rounded-down) space as a lower bound of what a partial plan still has to pay.
 */
export function buildRemainders(ctx: SearchContext, stats: StateStats, books: BookTable): Float64Array {
  const { space, W, childMax, pen, score, maxStep, tick } = ctx;
  const { mult } = space;
  const d = mult.length;
  const N = space.size;
  const B = books.cost;
  const { lo: bLo, hi: bHi } = books;
  const { val } = stats;
  const H = new Float64Array(N * W).fill(INF);
  for (let w = 0; w < W; w++) H[w] = 0;
  const limit = new Int32Array(d);
  const cur = new Int32Array(d);
  for (let r = 1; r < N; r++) {
    tick();
    let low = 0;
    while (limit[low] === mult[low]) limit[low++] = 0;
    limit[low]++;
    cur.fill(0);
    let t = 0;
    for (;;) {
      let j = 0;
      while (j < d && cur[j] === limit[j]) {
        t -= cur[j] * space.stride[j];
        cur[j++] = 0;
      }
      if (j === d) break;
      cur[j]++;
      t += space.stride[j];
      const left = (r - t) * W;
      for (let wt = bLo[t]; wt <= bHi[t]; wt++) {
        const bt = B[t * W + wt];
        if (bt === INF) continue;
        for (let w = 0; w <= childMax; w++) {
          const levels = val[t] + pen[w] + pen[wt];
          if (levels > maxStep) break;
          const after = (w > wt ? w : wt) + 1;
          const then = H[left + after];
          if (then === INF) continue;
          const total = bt + score(levels) + then;
          if (total < H[r * W + w]) H[r * W + w] = total;
        }
      }
    }
  }
  return H;
}
