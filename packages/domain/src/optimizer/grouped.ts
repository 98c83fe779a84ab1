import { priorWorkPenalty } from './cost';
import { evaluateTree, orientTree } from './evaluate';
import { type MergeTree, relaxedLowerBound, solveExact } from './exact';
import { buildMultisetSpace, groupKinds, groupRepresentatives, type PieceKind, pairCount } from './multiset';
import type { SearchBook, SearchOptions, SearchOutcome, SearchResult } from './search';

/**
 * Work the exact search may do inside the grouped strategy, in (multiset, sub-multiset) pairs: up to about 40 ms of
 * CPU per variant, so that both variants fit the 100 ms target for 50 books.
 */
export const GROUPED_PAIR_BUDGET = 300_000;
const RETRY_FACTOR = 8;
/** Size of the relaxed problem that may prove no plan fits under the cap. */
const PROOF_PAIRS = 60_000;

interface Piece {
  value: number;
  priorWork: number;
  group: string;
  tree: MergeTree;
}

/** One way to shrink the problem before the exact search. */
export interface GroupedVariant {
  /** Pre-merge pairs within a rarity, or regardless of rarity. */
  pairWithin: 'rarity' | 'all';
  /**
   * Pre-merge while the search is too big and more than this many pieces remain, then round piece values up
   * into buckets until it is small enough. 1: only pre-merge; Infinity: only round.
   */
  maxPieces: number;
}

/**
 * Chosen on the benchmark's and random realistic sets of 14 to 20 books: 0.6% above optimal on average, 3.2% at
 * most.
 */
export const GROUPED_VARIANTS: readonly GroupedVariant[] = [
  { pairWithin: 'rarity', maxPieces: 14 },
  { pairWithin: 'rarity', maxPieces: 1 },
];

/**
 * Grouped by Rarity. Books of the same rarity are merged pairwise, cheapest first (lowest prior work, then lowest
 * combined value, the lower-value book as the sacrifice), until the pieces are few or alike enough for the exact
 * search, which then finds the best plan over those pieces. A variant stops pre-merging earlier and rounds piece
 * values up into buckets instead: any plan for rounded-up values is valid for the real ones and costs no more.
 * The cheapest plan of the variants wins; with no pre-merging or rounding needed it is exact.
 */
export function searchGrouped(
  books: readonly SearchBook[],
  options: SearchOptions,
  variants: readonly GroupedVariant[] = GROUPED_VARIANTS,
  pairBudget = GROUPED_PAIR_BUDGET,
): SearchOutcome {
  const found = bestVariant(books, options, variants, pairBudget);
  if (found) return { status: 'found', result: found };
  // Nothing under the cap. When the books were searched as they are, nothing fits. Otherwise maybe nothing fits
  // (a relaxed problem often proves that at once), maybe the shrinking was too coarse for a tight plan: try once
  // more with a larger search.
  const pieces = books.map((book) => ({ value: book.value, priorWork: book.priorWork ?? 0 }));
  const pairs = pairCount(buildMultisetSpace(pieces).mult);
  if (pairs <= pairBudget) return { status: 'none', proven: true };
  if (relaxedLowerBound(pieces, options, PROOF_PAIRS) === Number.POSITIVE_INFINITY) {
    return { status: 'none', proven: true };
  }
  const retry = bestVariant(books, options, variants, pairBudget * RETRY_FACTOR);
  if (retry) return { status: 'found', result: retry };
  return { status: 'none', proven: pairs <= pairBudget * RETRY_FACTOR };
}

function bestVariant(
  books: readonly SearchBook[],
  options: SearchOptions,
  variants: readonly GroupedVariant[],
  pairBudget: number,
): SearchResult | null {
  let best: SearchResult | null = null;
  for (const variant of variants) {
    const result = searchVariant(books, options, variant, pairBudget);
    if (result?.exact) return result;
    if (result && (!best || result.cost < best.cost)) best = result;
  }
  return best;
}

function searchVariant(
  books: readonly SearchBook[],
  options: SearchOptions,
  variant: GroupedVariant,
  pairBudget: number,
): SearchResult | null {
  let pieces: Piece[] = books.map((book, index) => ({
    value: book.value,
    priorWork: book.priorWork ?? 0,
    group: variant.pairWithin === 'rarity' ? book.rarity : 'all',
    tree: { kind: 'piece', index },
  }));
  let merged = false;
  while (pieces.length > variant.maxPieces && pairCount(multiplicities(pieces)) > pairBudget) {
    const next = premergeOnce(pieces, options);
    if (!next) break;
    pieces = next;
    merged = true;
  }
  const { rounded, changed } = roundUp(pieces, pairBudget);
  const solution = solveExact(rounded, options);
  if (!solution) return null;
  const values = books.map((book) => book.value);
  const tree = orientTree(substitute(solution.tree, pieces), values);
  const priorWorks = books.map((book) => book.priorWork ?? 0);
  const { cost } = evaluateTree(tree, values, options.objective, options.itemPriorWork, priorWorks);
  return { tree, cost, exact: !merged && !changed };
}

/** Pieces with values (and prior works) rounded up into buckets until the exact search fits the budget. */
function roundUp(pieces: readonly Piece[], pairBudget: number): { rounded: PieceKind[]; changed: boolean } {
  const space = buildMultisetSpace(pieces);
  if (pairCount(space.mult) <= pairBudget) return { rounded: [...pieces], changed: false };
  const groups = groupKinds(space.kinds, space.mult, pairBudget, 'up');
  const reps = groupRepresentatives(space.kinds, groups, 'up');
  const rounded: PieceKind[] = pieces.map((piece) => piece);
  groups.forEach((group, g) => {
    for (const kind of group) for (const index of space.piecesOfKind[kind]) rounded[index] = reps[g];
  });
  return { rounded, changed: true };
}

/** Merges the cheapest pair, preferring two pieces of the same group; null when no pair may be merged. */
function premergeOnce(pieces: Piece[], options: SearchOptions): Piece[] | null {
  let best: { i: number; j: number; key: number } | null = null;
  for (const sameGroupOnly of [true, false]) {
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i];
        const b = pieces[j];
        if (sameGroupOnly && a.group !== b.group) continue;
        const levels =
          Math.min(a.value, b.value) + priorWorkPenalty(a.priorWork) + priorWorkPenalty(b.priorWork);
        if (options.levelCap !== null && levels >= options.levelCap) continue;
        const key = Math.max(a.priorWork, b.priorWork) * 1e6 + a.value + b.value;
        if (!best || key < best.key) best = { i, j, key };
      }
    }
    if (best) break;
  }
  if (!best) return null;
  const { i, j } = best;
  const a = pieces[i];
  const b = pieces[j];
  const [target, sacrifice] = a.value >= b.value ? [a, b] : [b, a];
  const piece: Piece = {
    value: a.value + b.value,
    priorWork: Math.max(a.priorWork, b.priorWork) + 1,
    group: target.group,
    tree: { kind: 'merge', target: target.tree, sacrifice: sacrifice.tree },
  };
  return [...pieces.filter((_, k) => k !== i && k !== j), piece];
}

function multiplicities(pieces: readonly Piece[]): number[] {
  const counts = new Map<string, number>();
  for (const piece of pieces) {
    const key = `${piece.value}/${piece.priorWork}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()];
}

/** Replaces the exact search's piece leaves by the pieces' own book trees. */
function substitute(tree: MergeTree, pieces: readonly Piece[]): MergeTree {
  switch (tree.kind) {
    case 'item':
      return tree;
    case 'piece':
      return pieces[tree.index].tree;
    case 'merge':
      return {
        kind: 'merge',
        target: substitute(tree.target, pieces),
        sacrifice: substitute(tree.sacrifice, pieces),
      };
  }
}
