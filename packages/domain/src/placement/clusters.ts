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
 * The clusters of `points` (indices into it): points within `radius` (inclusive) of another point of a cluster
 * belong to it. Points are bucketed into a grid of `radius`-sized cells, so only neighbouring cells are compared:
 * about linear for spread-out villagers. Clusters come in the order of their first point; each lists its points
 * in input order.
 */
export function clusterPoints(points: readonly PlanePoint[], radius: number): number[][] {
  if (!(radius > 0)) throw new RangeError(`the cluster radius must be positive, got ${radius}`);
  const cells = new Map<string, number[]>();
  const cellOf = (p: PlanePoint) => [Math.floor(p.x / radius), Math.floor(p.z / radius)] as const;
  points.forEach((point, i) => {
    const [cx, cz] = cellOf(point);
    const key = `${cx},${cz}`;
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  const sets = new UnionFind(points.length);
  points.forEach((point, i) => {
    const [cx, cz] = cellOf(point);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dz = -1; dz <= 1; dz++) {
        for (const j of cells.get(`${cx + dx},${cz + dz}`) ?? []) {
          if (j > i && planeDistance(point, points[j]!) <= radius) sets.union(i, j);
        }
      }
    }
  });
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
