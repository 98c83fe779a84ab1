// Minimum set cover: reductions, then branch and bound per independent part, with a greedy fallback.
import { type Problem, reduce, splitComponents } from './reduce';
import { branchAndBound, greedyCover, rootLowerBound, SearchBudget } from './search';
import type { SearchCutoff } from './types';

/** Elements are 0..elementCount-1. Sets are listed in preference order: ties keep lower indices. */
export interface SetCoverInstance {
  elementCount: number;
  sets: ReadonlyArray<readonly number[]>;
}

export interface SetCoverOptions {
  /** Default 2,000,000 search nodes over the whole solve, alternative search included. */
  maxNodes?: number;
  /** Default 750 ms of wall-clock time for the whole solve. */
  timeBudgetMs?: number;
  /** Default 5,000: a part with more sets than this after reductions is solved greedily. */
  maxExactSets?: number;
  /** Default true: find which chosen sets some other minimum cover leaves out. */
  findAlternatives?: boolean;
  now?: () => number;
}

export interface SetCoverResult {
  /** Set indices, ascending. */
  chosen: number[];
  provenOptimal: boolean;
  /** No cover has fewer sets; equals chosen.length when provenOptimal. */
  lowerBound: number;
  cutoff: SearchCutoff;
  /** Chosen sets that another minimum cover leaves out, ascending (each found by an actual cover). */
  replaceable: number[];
  alternativeSearch: 'complete' | 'partial' | 'skipped';
  stats: { forced: number; components: number; largestComponent: number; nodes: number };
}

export const SET_COVER_DEFAULTS = {
  maxNodes: 2_000_000,
  timeBudgetMs: 750,
  maxExactSets: 5_000,
} as const;

interface PartialSolve {
  chosen: number[];
  lowerBound: number;
  proven: boolean;
  cutoff: SearchCutoff;
  forced: number;
  parts: number[];
}

/**
 * Smallest collection of sets covering every element. Throws a RangeError when an element is in no set.
 * Exact unless a part is too large or the budget runs out; then the result is the best cover found (at least as
 * good as greedy), `provenOptimal` is false and `lowerBound` states the gap.
 */
export function solveSetCover(instance: SetCoverInstance, options: SetCoverOptions = {}): SetCoverResult {
  const now = options.now ?? (() => performance.now());
  const maxExactSets = options.maxExactSets ?? SET_COVER_DEFAULTS.maxExactSets;
  const budget = new SearchBudget(
    options.maxNodes ?? SET_COVER_DEFAULTS.maxNodes,
    now() + (options.timeBudgetMs ?? SET_COVER_DEFAULTS.timeBudgetMs),
    now,
  );
  const whole = toProblem(instance);
  const originals = splitComponents(whole);

  const chosen: number[] = [];
  let lowerBound = 0;
  let proven = true;
  let cutoff: SearchCutoff = 'none';
  let forced = 0;
  const partSizes: number[] = [];
  const solved = originals.map((part) => {
    const r = solvePart(part, budget, maxExactSets)!;
    chosen.push(...r.chosen);
    lowerBound += r.lowerBound;
    proven &&= r.proven;
    if (cutoff === 'none') cutoff = r.cutoff;
    forced += r.forced;
    partSizes.push(...r.parts);
    return r;
  });

  let replaceable: number[] = [];
  let alternativeSearch: SetCoverResult['alternativeSearch'] = 'skipped';
  if (proven && options.findAlternatives !== false) {
    alternativeSearch = 'complete';
    originals.forEach((part, i) => {
      const found = findReplaceable(part, solved[i].chosen, budget, maxExactSets);
      replaceable.push(...found.replaceable);
      if (!found.complete) alternativeSearch = 'partial';
    });
    replaceable = replaceable.sort((a, b) => a - b);
  }

  return {
    chosen: chosen.sort((a, b) => a - b),
    provenOptimal: proven,
    lowerBound,
    cutoff,
    replaceable,
    alternativeSearch,
    stats: {
      forced,
      components: partSizes.length,
      largestComponent: partSizes.reduce((a, b) => Math.max(a, b), 0),
      nodes: budget.nodes,
    },
  };
}

/** Plain greedy cover of the whole instance (the classic ln(n)-approximation), set indices ascending. */
export function greedySetCover(
  instance: SetCoverInstance,
  options: { removeRedundant?: boolean } = {},
): number[] {
  const whole = toProblem(instance);
  return greedyCover(whole, options.removeRedundant ?? false).map((s) => whole.ids[s]);
}

function toProblem(instance: SetCoverInstance): Problem {
  const n = instance.elementCount;
  const covered = new Uint8Array(n);
  const sets = instance.sets.map((set, s) => {
    for (const e of set) {
      if (!Number.isInteger(e) || e < 0 || e >= n)
        throw new RangeError(`set cover: set ${s} has element ${e}`);
      covered[e] = 1;
    }
    return [...new Set(set)].sort((a, b) => a - b);
  });
  const missing = covered.indexOf(0);
  if (missing >= 0) throw new RangeError(`set cover: element ${missing} is in no set`);
  return { elementCount: n, sets, ids: sets.map((_, s) => s) };
}

/**
 * Reduces `p` and solves each part: a part whose greedy cover meets its lower bound needs no search; a part over
 * `maxExactSets` keeps its greedy cover. With `limit`, gives up as soon as the bounds show more than `limit` sets
 * are needed, and stops early once greedy already fits. Null when `p` cannot be covered.
 */
function solvePart(
  p: Problem,
  budget: SearchBudget,
  maxExactSets: number,
  limit?: number,
): PartialSolve | null {
  const reduced = reduce(p);
  if (!reduced) return null;
  const parts = reduced.parts.map((part) => ({
    part,
    greedy: greedyCover(part, true),
    bound: rootLowerBound(part),
  }));
  const result: PartialSolve = {
    chosen: [...reduced.forced],
    lowerBound: reduced.forced.length,
    proven: true,
    cutoff: 'none',
    forced: reduced.forced.length,
    parts: reduced.parts.map((part) => part.sets.length),
  };
  if (limit !== undefined) {
    const bounds = parts.reduce((sum, x) => sum + x.bound, result.lowerBound);
    const greedy = parts.reduce((sum, x) => sum + x.greedy.length, result.lowerBound);
    if (bounds > limit || greedy <= limit) {
      for (const { part, greedy } of parts) result.chosen.push(...greedy.map((s) => part.ids[s]));
      result.lowerBound = bounds;
      result.proven = greedy === bounds;
      return result;
    }
  }
  for (const { part, greedy, bound } of parts) {
    let cover = greedy;
    let exact = greedy.length === bound;
    if (!exact && part.sets.length > maxExactSets) {
      if (result.cutoff === 'none') result.cutoff = 'size';
    } else if (!exact) {
      const out = branchAndBound(part, budget, { incumbent: greedy });
      cover = out.best ?? greedy;
      exact = out.complete;
      if (!exact && result.cutoff === 'none') result.cutoff = budget.cutoff ?? 'time';
    }
    result.chosen.push(...cover.map((s) => part.ids[s]));
    result.lowerBound += exact ? cover.length : bound;
    result.proven &&= exact;
  }
  if (!result.proven) {
    // Greedy on the reduced parts is usually better than on the whole, but not always.
    const plain = greedyCover(p, true);
    if (plain.length < result.chosen.length) result.chosen = plain.map((s) => p.ids[s]);
    if (result.chosen.length === result.lowerBound) {
      result.proven = true;
      result.cutoff = 'none';
    }
  }
  result.chosen.sort((a, b) => a - b);
  return result;
}

/**
 * Which sets of the optimal cover `chosen` of part `p` some other optimal cover leaves out. A set that is the
 * only one holding some element never is; one whose private elements (covered by no other chosen set) fit in an
 * unchosen set is swapped directly; the rest are decided by solving `p` without that set.
 */
function findReplaceable(
  p: Problem,
  chosen: readonly number[],
  budget: SearchBudget,
  maxExactSets: number,
): { replaceable: number[]; complete: boolean } {
  const local = new Map(p.ids.map((id, s) => [id, s]));
  const inCover = new Set(chosen.map((id) => local.get(id)!));
  const coverCount = new Int32Array(p.elementCount);
  const holders = new Int32Array(p.elementCount);
  for (const [s, set] of p.sets.entries()) {
    for (const e of set) {
      holders[e]++;
      if (inCover.has(s)) coverCount[e]++;
    }
  }
  const replaceable: number[] = [];
  let complete = true;
  for (const v of inCover) {
    const set = p.sets[v];
    if (set.some((e) => holders[e] === 1)) continue;
    const own = set.filter((e) => coverCount[e] === 1);
    const swap = p.sets.some((u, s) => !inCover.has(s) && own.every((e) => u.includes(e)));
    if (swap) {
      replaceable.push(p.ids[v]);
      continue;
    }
    if (budget.spent()) {
      complete = false;
      continue;
    }
    const without: Problem = {
      elementCount: p.elementCount,
      sets: p.sets.filter((_, s) => s !== v),
      ids: p.ids.filter((_, s) => s !== v),
    };
    const r = solvePart(without, budget, maxExactSets, chosen.length);
    if (r && r.chosen.length <= chosen.length) replaceable.push(p.ids[v]);
    else if (r && r.lowerBound <= chosen.length) complete = false;
  }
  return { replaceable, complete };
}
