/**
 * Pieces that only differ by identity (same value, same prior work) are interchangeable in every cost, so the
 * exact search works on multisets of piece kinds. A multiset is a mixed-radix number: digit j (0..mult[j]) counts
 * the pieces of kind j taken. A sub-multiset always has a smaller or equal index, so increasing index order is a
 * valid order to solve states in.
 */
export interface PieceKind {
  value: number;
  priorWork: number;
}

export interface MultisetSpace {
  kinds: PieceKind[];
  mult: Int32Array;
  stride: Int32Array;
  /** Number of multisets, including the empty one (index 0) and the full one (index size - 1). */
  size: number;
  /** Piece indices of each kind, used to hand out concrete pieces when a plan is rebuilt. */
  piecesOfKind: number[][];
}

export function buildMultisetSpace(pieces: readonly PieceKind[]): MultisetSpace {
  const byKey = new Map<string, number>();
  const kinds: PieceKind[] = [];
  const piecesOfKind: number[][] = [];
  pieces.forEach((piece, index) => {
    const key = `${piece.value}/${piece.priorWork}`;
    let kind = byKey.get(key);
    if (kind === undefined) {
      kind = kinds.length;
      byKey.set(key, kind);
      kinds.push({ value: piece.value, priorWork: piece.priorWork });
      piecesOfKind.push([]);
    }
    piecesOfKind[kind].push(index);
  });
  return {
    ...spaceFromKinds(
      kinds,
      Int32Array.from(piecesOfKind, (list) => list.length),
    ),
    piecesOfKind,
  };
}

/** A space over given kinds and multiplicities (no concrete pieces behind them). */
export function spaceFromKinds(kinds: PieceKind[], mult: Int32Array): MultisetSpace {
  const stride = new Int32Array(kinds.length);
  let size = 1;
  for (let j = 0; j < kinds.length; j++) {
    stride[j] = size;
    size *= mult[j] + 1;
  }
  return { kinds, mult, stride, size, piecesOfKind: kinds.map(() => []) };
}

/** Number of multisets (states of the exact search) for these multiplicities. */
export function multisetCount(mults: Iterable<number>): number {
  let size = 1;
  for (const m of mults) size *= m + 1;
  return size;
}

/**
 * Rough work of the exact search: the number of (multiset, sub-multiset) pairs, prod (m+1)(m+2)/2.
 * It is what both passes enumerate when nothing gets pruned.
 */
export function pairCount(mults: Iterable<number>): number {
  let pairs = 1;
  for (const m of mults) pairs *= ((m + 1) * (m + 2)) / 2;
  return pairs;
}

export function digitsOf(space: MultisetSpace, index: number, out: Int32Array): void {
  let rest = index;
  for (let j = space.kinds.length - 1; j >= 0; j--) {
    const stride = space.stride[j];
    const digit = Math.floor(rest / stride);
    out[j] = digit;
    rest -= digit * stride;
  }
}

/**
 * Groups kinds adjacent in value until the space of the grouped kinds has at most maxPairs pairs, each time
 * merging the two neighbouring groups that add the least rounding. A group stands for its smallest value and
 * prior work when rounding 'down' (a relaxation: a lower bound) or its largest when rounding 'up' (every plan of
 * the rounded pieces is a valid plan of the real ones, costing no more than its rounded cost).
 */
export function groupKinds(
  kinds: readonly PieceKind[],
  mult: ArrayLike<number>,
  maxPairs: number,
  direction: 'down' | 'up',
): number[][] {
  const order = [...kinds.keys()].sort(
    (a, b) => kinds[a].value - kinds[b].value || kinds[a].priorWork - kinds[b].priorWork,
  );
  const groups = order.map((j) => [j]);
  const count = (group: number[]) => group.reduce((sum, j) => sum + mult[j], 0);
  const pick = direction === 'down' ? Math.min : Math.max;
  const rep = (group: number[]) => ({
    value: pick(...group.map((j) => kinds[j].value)),
    priorWork: pick(...group.map((j) => kinds[j].priorWork)),
  });
  // Rounding cost of moving a group's pieces to another representative; prior work weighs like 4 value points.
  const moved = (group: number[], to: PieceKind) =>
    group.reduce(
      (sum, j) =>
        sum +
        mult[j] * (Math.abs(to.value - kinds[j].value) + 4 * Math.abs(to.priorWork - kinds[j].priorWork)),
      0,
    );
  while (groups.length > 1 && pairCount(groups.map(count)) > maxPairs) {
    let bestAt = 0;
    let bestLoss = Number.POSITIVE_INFINITY;
    for (let g = 0; g + 1 < groups.length; g++) {
      const joined = [...groups[g], ...groups[g + 1]];
      const target = rep(joined);
      const loss =
        moved(joined, target) - moved(groups[g], rep(groups[g])) - moved(groups[g + 1], rep(groups[g + 1]));
      if (loss < bestLoss) {
        bestLoss = loss;
        bestAt = g;
      }
    }
    groups.splice(bestAt, 2, [...groups[bestAt], ...groups[bestAt + 1]]);
  }
  return groups;
}

/** The representative kind of each group, as groupKinds rounds it. */
export function groupRepresentatives(
  kinds: readonly PieceKind[],
  groups: number[][],
  direction: 'down' | 'up',
): PieceKind[] {
  const pick = direction === 'down' ? Math.min : Math.max;
  return groups.map((group) => ({
    value: pick(...group.map((j) => kinds[j].value)),
    priorWork: pick(...group.map((j) => kinds[j].priorWork)),
  }));
}

/** Every non-empty sub-multiset of s, as indices, in increasing order. */
export function* subMultisets(space: MultisetSpace, s: number): Generator<number> {
  const limit = new Int32Array(space.kinds.length);
  digitsOf(space, s, limit);
  const cur = new Int32Array(limit.length);
  let index = 0;
  for (;;) {
    let j = 0;
    while (j < limit.length && cur[j] === limit[j]) {
      index -= cur[j] * space.stride[j];
      cur[j++] = 0;
    }
    if (j === limit.length) return;
    cur[j]++;
    index += space.stride[j];
    yield index;
  }
}
