import { groupKinds, groupRepresentatives, spaceFromKinds } from './multiset';
import { buildBooks, buildRemainders, type SearchContext, stateStats } from './tables';

/**
 * A relaxed copy of the problem: piece kinds are grouped into fewer kinds, each rounded down to the smallest
 * value and prior work of its group. Every real plan is also a relaxed plan that costs no more (cheaper
 * sacrifices, smaller penalties, never a new Too Expensive step), so the relaxed optimum of any remainder is a
 * lower bound of the real one. The relaxed space is small enough to solve completely.
 */
export interface Relaxation {
  W: number;
  /** Relaxed index stride of each real kind: relaxed(s) = sum of digit_j(s) * kindStride[j]. */
  kindStride: Int32Array;
  /** Value each real kind lost by rounding down. */
  kindLoss: Float64Array;
  full: number;
  /** H[r * W + w] of buildRemainders over the relaxed space. */
  remainders: Float64Array;
}

export function buildRelaxation(ctx: SearchContext, maxPairs: number): Relaxation {
  const kinds = ctx.space.kinds;
  const groups = groupKinds(kinds, ctx.space.mult, maxPairs, 'down');
  const groupOfKind = new Int32Array(kinds.length);
  groups.forEach((group, g) => {
    for (const j of group) groupOfKind[j] = g;
  });
  const space = spaceFromKinds(
    groupRepresentatives(kinds, groups, 'down'),
    Int32Array.from(groups, (group) => group.reduce((sum, j) => sum + ctx.space.mult[j], 0)),
  );
  const coarseCtx: SearchContext = { ...ctx, space, ub: Number.POSITIVE_INFINITY };
  const stats = stateStats(space);
  const books = buildBooks(coarseCtx, stats, () => 0);
  const remainders = buildRemainders(coarseCtx, stats, books);
  const kindStride = Int32Array.from(groupOfKind, (g) => space.stride[g]);
  const kindLoss = Float64Array.from(kinds, (kind, j) => kind.value - space.kinds[groupOfKind[j]].value);
  return { W: ctx.W, kindStride, kindLoss, full: space.size - 1, remainders };
}
