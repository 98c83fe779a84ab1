import { makeBounds } from './bounds';
import { priorWorkPenalty, stepScore } from './cost';
import { OptimizerTimeoutError } from './errors';
import { buildMultisetSpace, type MultisetSpace, type PieceKind, pairCount } from './multiset';
import { type MergeTree, Rebuilder } from './rebuild';
import { buildRelaxation, type Relaxation } from './relax';
import { buildBooks, buildItems, INF, type SearchContext, stateStats } from './tables';
import type { PlanObjective } from './types';

/**
 * Exact merge-order search over pieces (single books, or books the grouped strategy pre-merged), each with a
 * value (sum of level x book multiplier) and a prior work. A plan is item + T1 + T2 + ... where every Tj is a
 * tree of pieces: tables.ts holds the two dynamic-programming passes, bounds.ts and relax.ts the lower bounds
 * that prune them against a known plan's cost.
 */

export type { MergeTree } from './rebuild';

export interface ExactOptions {
  objective: PlanObjective;
  /** Refuse steps of this many levels or more; null: no cap (vanilla's is TOO_EXPENSIVE_LEVELS). */
  levelCap: number | null;
  itemPriorWork: number;
  /** Cost of a known plan under the same objective and cap (pieces' own costs excluded); enables pruning. */
  upperBound?: number;
  deadline?: { at: number; budgetMs: number };
  /**
   * Above `abovePairs` (multiset, sub-multiset) pairs, prune with a relaxed copy of the problem of about
   * `pairs` pairs. Defaults suit the time targets; tests lower them to exercise the relaxation.
   */
  relaxation?: { abovePairs: number; pairs: number };
}

export interface ExactSolution {
  /** Objective cost of the merges found here (pieces' own pre-merge costs not included). */
  cost: number;
  priorWork: number;
  tree: MergeTree;
}

/** Most table cells (multisets x prior-work values) one search may allocate, per table. */
export const MAX_EXACT_CELLS = 12_000_000;
const RELAX_ABOVE_PAIRS = 2_000_000;
const RELAXED_PAIRS = 1_500_000;

/** Returns null when no plan exists (only possible with the cap on, or when nothing beats upperBound). */
export function solveExact(pieces: readonly PieceKind[], options: ExactOptions): ExactSolution | null {
  if (pieces.length === 0) throw new RangeError('solveExact needs at least one piece');
  const space = buildMultisetSpace(pieces);
  const ctx = makeContext(space, pieces.length, options);
  if (!ctx) return null;
  const { W } = ctx;
  if (space.size * W > MAX_EXACT_CELLS) {
    throw new OptimizerTimeoutError(
      options.deadline?.budgetMs ?? 0,
      `too many different books (${space.size} states)`,
    );
  }
  const full = space.size - 1;
  const stats = stateStats(space);
  const bounds = makeBounds(ctx, stats, options.objective, pieces.length);
  const books = buildBooks(ctx, stats, bounds.book);

  let itemRest = bounds.item;
  const relaxation = options.relaxation ?? { abovePairs: RELAX_ABOVE_PAIRS, pairs: RELAXED_PAIRS };
  if (pairCount(space.mult) > relaxation.abovePairs) {
    const relaxed = buildRelaxation(ctx, relaxation.pairs);
    const { index, loss } = relaxedIndices(space, relaxed);
    const H = relaxed.remainders;
    // Every remaining piece is sacrificed at least once, so the value it lost to rounding comes back at least
    // once: a level per value for 'levels', at least 7 XP per level (xpForLevel(1)) for 'xp'.
    const perLevel = options.objective === 'levels' ? 1 : stepScore(1, 'xp');
    const lossAll = loss[full];
    const simple = bounds.item;
    itemRest = (s, w) =>
      s === full
        ? 0
        : Math.max(simple(s, w), H[(relaxed.full - index[s]) * W + w] + perLevel * (lossAll - loss[s]));
  }
  const items = buildItems(ctx, stats, books, itemRest, bounds.absorb(books));

  if (items.hi[full] < items.lo[full]) return null;
  // Kept entries of the finished item get strictly cheaper as w grows, so the cheapest is the highest one.
  const finalWork = items.hi[full];
  const rebuild = new Rebuilder(ctx, stats, books, items);
  return {
    cost: items.cost[full * W + finalWork],
    priorWork: finalWork,
    tree: rebuild.item(full, finalWork),
  };
}

/**
 * A lower bound of the optimum from the relaxed problem alone, Infinity when even the relaxed problem has no
 * plan (then no plan exists: with the cap on, that proves no plan fits under it).
 */
export function relaxedLowerBound(
  pieces: readonly PieceKind[],
  options: Omit<ExactOptions, 'upperBound' | 'relaxation'>,
  pairs = RELAXED_PAIRS,
): number {
  if (pieces.length === 0) return 0;
  const space = buildMultisetSpace(pieces);
  const ctx = makeContext(space, pieces.length, options);
  if (!ctx) return INF;
  const relaxed = buildRelaxation(ctx, pairs);
  const root = relaxed.remainders[relaxed.full * ctx.W + options.itemPriorWork];
  const lost = space.kinds.reduce((sum, _, j) => sum + relaxed.kindLoss[j] * space.mult[j], 0);
  return root + (options.objective === 'levels' ? 1 : stepScore(1, 'xp')) * lost;
}

function makeContext(space: MultisetSpace, pieceCount: number, options: ExactOptions): SearchContext | null {
  const { objective, levelCap, itemPriorWork, deadline } = options;
  const ub = options.upperBound ?? INF;
  const maxStep = levelCap === null ? INF : levelCap - 1;
  const baseWork = Math.max(itemPriorWork, ...space.kinds.map((k) => k.priorWork));
  // No input of a step can have a prior work whose penalty alone breaks the cap or the bound.
  const tooDear = (w: number) =>
    priorWorkPenalty(w) > maxStep || stepScore(priorWorkPenalty(w), objective) > ub;
  let childMax = baseWork + pieceCount - 1;
  while (childMax > 0 && tooDear(childMax)) childMax--;
  if (baseWork > childMax || tooDear(baseWork)) return null;
  const W = childMax + 2; // the finished item may sit one above any input
  const pen = Float64Array.from({ length: W }, (_, w) => priorWorkPenalty(w));
  let valueAll = 0;
  space.kinds.forEach((kind, j) => {
    valueAll += kind.value * space.mult[j];
  });
  const tableLength = Math.min(1 << 16, valueAll + 2 * pen[W - 1] + 1);
  const table = Float64Array.from({ length: tableLength }, (_, c) => stepScore(c, objective));
  const score = (c: number): number => (c < tableLength ? table[c] : stepScore(c, objective));
  const tick = (): void => {
    if (deadline && performance.now() > deadline.at) throw new OptimizerTimeoutError(deadline.budgetMs);
  };
  return { space, W, childMax, pen, score, maxStep, ub, itemPriorWork, tick };
}

/** Index in the relaxed space and value lost to rounding, of every real multiset (both linear in the digits). */
function relaxedIndices(
  space: MultisetSpace,
  relaxed: Relaxation,
): { index: Int32Array; loss: Float64Array } {
  const index = new Int32Array(space.size);
  const loss = new Float64Array(space.size);
  const dig = new Int32Array(space.kinds.length);
  for (let s = 1; s < space.size; s++) {
    let low = 0;
    while (dig[low] === space.mult[low]) dig[low++] = 0;
    dig[low]++;
    index[s] = index[s - space.stride[low]] + relaxed.kindStride[low];
    loss[s] = loss[s - space.stride[low]] + relaxed.kindLoss[low];
  }
  return { index, loss };
}
