// Single-linkage clustering of points on the horizontal plane: two points closer than the radius are in the same
// cluster, and so is every point linked to them through such steps (a chain of villagers is one town).

export interface PlanePoint {
  x: number;
  z: number;
}

/** The horizontal (x/z) distance between two points. */
export function planeDistance(a: PlanePoint, b: PlanePoint): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}

class UnionFind {
  private readonly parent: number[];

  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }

  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    // Path compression: point every node on the way straight at the root.
    for (let node = i; this.parent[node] !== root; ) {
      const next = this.parent[node]!;
      this.parent[node] = root;
      node = next;
    }
    return root;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/**
 * Cells are this share of the radius wide, so any two points of one cell are within the radius (the diagonal is
 * 0.94 of it) and a point's partners lie at most two cells away.
 */
const CELL_SHARE = 1 / 1.5;
const REACH = 2;

/**
 * The clusters of `points` (indices into it): points within `radius` (inclusive) of another point of a cluster
 * belong to it. Points are bucketed into a grid of cells two thirds of the radius wide: a cell's points are one
 * cluster at once, and two nearby cells are compared point by point only until one pair links them (or never,
 * when they are already linked), so a crowded hall costs about as much as a spread-out village. Clusters come in
 * the order of their first point; each lists its points in input order.
 */
export function clusterPoints(points: readonly PlanePoint[], radius: number): number[][] {
  if (!(radius > 0)) throw new RangeError(`the cluster radius must be positive, got ${radius}`);
  const side = radius * CELL_SHARE;
  const cells = new Map<string, number[]>();
  const coordinates: [number, number][] = [];
  points.forEach((point, i) => {
    const cx = Math.floor(point.x / side);
    const cz = Math.floor(point.z / side);
    coordinates.push([cx, cz]);
    const key = `${cx},${cz}`;
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  const sets = new UnionFind(points.length);
  for (const cell of cells.values()) for (const i of cell) sets.union(cell[0]!, i);
  const linked = (a: readonly number[], b: readonly number[]) => {
    for (const i of a) for (const j of b) if (planeDistance(points[i]!, points[j]!) <= radius) return true;
    return false;
  };
  for (const [key, cell] of cells) {
    const [cx, cz] = coordinates[cell[0]!]!;
    for (let dx = -REACH; dx <= REACH; dx++) {
      for (let dz = -REACH; dz <= REACH; dz++) {
        const otherKey = `${cx + dx},${cz + dz}`;
        // Each pair of cells once (the one with the larger key looks at the other).
        if (otherKey >= key) continue;
        const other = cells.get(otherKey);
        if (!other || sets.find(cell[0]!) === sets.find(other[0]!)) continue;
        if (linked(cell, other)) sets.union(cell[0]!, other[0]!);
      }
    }
  }
  const byRoot = new Map<number, number[]>();
  points.forEach((_, i) => {
    const root = sets.find(i);
    const cluster = byRoot.get(root);
    if (cluster) cluster.push(i);
    else byRoot.set(root, [i]);
  });
  // Roots are the smallest index of their cluster, so the map's order is the order of first points.
  return [...byRoot.values()].sort((a, b) => a[0]! - b[0]!);
}
