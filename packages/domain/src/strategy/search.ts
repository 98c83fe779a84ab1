// Branch and bound, lower bounds and greedy for one set cover part (local numbering, see reduce.ts).
import { elementSets, type Problem } from './reduce';

/** Shared node and time budget of one solve. Once spent, every search stops at its next node. */
export class SearchBudget {
  nodes = 0;
  cutoff: 'nodes' | 'time' | null = null;

  constructor(
    private readonly maxNodes: number,
    private readonly deadline: number,
    private readonly now: () => number,
  ) {}

  /** True once the node or time budget is spent (checks the clock). */
  spent(): boolean {
    if (!this.cutoff && this.now() > this.deadline) this.cutoff = 'time';
    return this.cutoff !== null;
  }

  spend(): boolean {
    if (this.cutoff) return false;
    this.nodes++;
    if (this.nodes > this.maxNodes) this.cutoff = 'nodes';
    else if ((this.nodes & 255) === 0 && this.now() > this.deadline) this.cutoff = 'time';
    return this.cutoff === null;
  }
}

/** Search state: how often each element is covered and which sets are ruled out on the current branch. */
class CoverState {
  readonly setsOf: number[][];
  readonly coverCount: Int32Array;
  readonly excluded: Int32Array;
  uncovered: number;
  private readonly gain: Int32Array;
  private readonly blocked: Int32Array;
  private stamp = 0;

  constructor(readonly p: Problem) {
    this.setsOf = elementSets(p);
    this.coverCount = new Int32Array(p.elementCount);
    this.excluded = new Int32Array(p.sets.length);
    this.gain = new Int32Array(p.sets.length);
    this.blocked = new Int32Array(p.elementCount);
    this.uncovered = p.elementCount;
  }

  add(s: number): void {
    for (const e of this.p.sets[s]) if (this.coverCount[e]++ === 0) this.uncovered--;
  }

  remove(s: number): void {
    for (const e of this.p.sets[s]) if (--this.coverCount[e] === 0) this.uncovered++;
  }

  /**
   * Lower bound on the sets still needed, the element to branch on (fewest usable sets) and its sets, best first.
   * Null when some uncovered element has no usable set left. The bound is the larger of
   * - ⌈Σ 1 / (largest number of uncovered elements one usable set covering e adds)⌉ over uncovered e, and
   * - a packing: uncovered elements no two of which share a usable set each need their own set.
   */
  bound(): { lowerBound: number; branchSets: number[] } | null {
    const { p, coverCount, excluded, gain, setsOf } = this;
    for (let s = 0; s < p.sets.length; s++) {
      let g = 0;
      if (excluded[s] === 0) for (const e of p.sets[s]) if (coverCount[e] === 0) g++;
      gain[s] = g;
    }
    let fractional = 0;
    let branchOn = -1;
    let fewest = Number.POSITIVE_INFINITY;
    const open: number[] = [];
    const usable: number[] = [];
    for (let e = 0; e < p.elementCount; e++) {
      if (coverCount[e] !== 0) continue;
      let best = 0;
      let count = 0;
      for (const s of setsOf[e]) {
        if (excluded[s] !== 0) continue;
        count++;
        if (gain[s] > best) best = gain[s];
      }
      if (count === 0) return null;
      fractional += 1 / best;
      if (count < fewest) {
        fewest = count;
        branchOn = e;
      }
      open.push(e);
      usable[e] = count;
    }
    if (branchOn < 0) return { lowerBound: 0, branchSets: [] };

    open.sort((a, b) => usable[a] - usable[b] || a - b);
    const stamp = ++this.stamp;
    let packed = 0;
    for (const e of open) {
      if (this.blocked[e] === stamp) continue;
      packed++;
      for (const s of setsOf[e]) {
        if (excluded[s] === 0) for (const x of p.sets[s]) this.blocked[x] = stamp;
      }
    }
    const branchSets = setsOf[branchOn]
      .filter((s) => excluded[s] === 0)
      .sort((a, b) => gain[b] - gain[a] || a - b);
    return { lowerBound: Math.max(Math.ceil(fractional - 1e-9), packed), branchSets };
  }
}

/** Lower bound on the size of any cover of `p` (0 for an empty part). */
export function rootLowerBound(p: Problem): number {
  return new CoverState(p).bound()?.lowerBound ?? Number.POSITIVE_INFINITY;
}

export interface SearchOutcome {
  /** Local set indices, ascending; null when nothing within the limit was found. */
  best: number[] | null;
  /** False when the budget ran out: `best` is then only the best found so far. */
  complete: boolean;
}

/**
 * Depth-first branch and bound. With `incumbent`, looks for a smaller cover (proving the incumbent optimal when
 * none exists). With `limit`, stops at the first cover of at most `limit` sets.
 * Branches on the uncovered element with the fewest usable sets; after a set's branch is explored, later sibling
 * branches exclude it, so no cover is visited twice.
 */
export function branchAndBound(
  p: Problem,
  budget: SearchBudget,
  start: { incumbent: number[] } | { limit: number },
): SearchOutcome {
  const state = new CoverState(p);
  const stopAtFirst = !('incumbent' in start);
  let best: number[] | null = 'incumbent' in start ? [...start.incumbent] : null;
  let bestSize = 'incumbent' in start ? start.incumbent.length : start.limit + 1;
  const chosen: number[] = [];
  let aborted = false;
  let found = false;

  const search = (): void => {
    if (!budget.spend()) {
      aborted = true;
      return;
    }
    if (state.uncovered === 0) {
      if (chosen.length < bestSize) {
        best = [...chosen];
        bestSize = chosen.length;
        found = stopAtFirst;
      }
      return;
    }
    const b = state.bound();
    if (!b || chosen.length + b.lowerBound >= bestSize) return;
    const excludedHere: number[] = [];
    for (const s of b.branchSets) {
      chosen.push(s);
      state.add(s);
      search();
      state.remove(s);
      chosen.pop();
      if (aborted || found) break;
      state.excluded[s]++;
      excludedHere.push(s);
    }
    for (const s of excludedHere) state.excluded[s]--;
  };

  search();
  return { best: best === null ? null : [...best].sort((a, b) => a - b), complete: !aborted };
}

/**
 * Greedy cover: repeatedly the set adding the most uncovered elements (lower index on ties). With
 * `removeRedundant`, sets whose elements are all covered by others are dropped afterwards, last picked first.
 * Local set indices, ascending.
 */
export function greedyCover(p: Problem, removeRedundant: boolean): number[] {
  const setsOf = elementSets(p);
  const gain = Int32Array.from(p.sets, (s) => s.length);
  const coverCount = new Int32Array(p.elementCount);
  const picked: number[] = [];
  let uncovered = p.elementCount;
  while (uncovered > 0) {
    let pick = -1;
    for (let s = 0; s < gain.length; s++) if (gain[s] > 0 && (pick < 0 || gain[s] > gain[pick])) pick = s;
    if (pick < 0) throw new RangeError('set cover: an element is in no set');
    picked.push(pick);
    for (const e of p.sets[pick]) {
      if (coverCount[e]++ !== 0) continue;
      uncovered--;
      for (const s of setsOf[e]) gain[s]--;
    }
  }
  if (!removeRedundant) return picked.sort((a, b) => a - b);
  const kept: number[] = [];
  for (let i = picked.length - 1; i >= 0; i--) {
    const s = picked[i];
    if (p.sets[s].every((e) => coverCount[e] > 1)) for (const e of p.sets[s]) coverCount[e]--;
    else kept.push(s);
  }
  return kept.sort((a, b) => a - b);
}
