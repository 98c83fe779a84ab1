// Exact reductions and component splitting for set cover. Every rule keeps at least one optimal cover.

/** A set cover problem in local numbering. `ids` are the callers' set ids, ascending: lower = preferred on ties. */
export interface Problem {
  elementCount: number;
  /** Local element ids of each set, ascending, non-empty. */
  sets: number[][];
  ids: number[];
}

export interface Reduced {
  /** Ids of the sets every optimal cover of the reduced problem needs. */
  forced: number[];
  /** What is left, split into independent parts. */
  parts: Problem[];
}

/**
 * Applies, until nothing changes:
 * - forced sets: an element with a single candidate set takes that set;
 * - dominated sets: S ⊆ T drops S (of two equal sets the later id goes);
 * - dominated elements: if every set covering e also covers x, covering e covers x, so x goes.
 * Returns null when an element has no set at all.
 */
export function reduce(p: Problem): Reduced | null {
  const n = p.elementCount;
  const k = p.sets.length;
  const words = (n + 31) >>> 5;
  const bits = p.sets.map((set) => {
    const b = new Uint32Array(words);
    for (const e of set) b[e >>> 5] |= 1 << (e & 31);
    return b;
  });
  const setAlive = new Uint8Array(k).fill(1);
  const elementAlive = new Uint8Array(n).fill(1);
  // Sets only lose members, so this static list, filtered by setAlive, stays exact for live elements.
  const setsOf = elementSets(p);
  const forced: number[] = [];

  const candidates = (e: number) => setsOf[e].filter((s) => setAlive[s] === 1);
  const removeElement = (e: number) => {
    elementAlive[e] = 0;
    for (const s of setsOf[e]) bits[s][e >>> 5] &= ~(1 << (e & 31));
  };
  const dropEmptySets = () => {
    for (let s = 0; s < k; s++) if (setAlive[s] && isEmpty(bits[s])) setAlive[s] = 0;
  };

  for (let changed = true; changed; ) {
    changed = false;
    for (let e = 0; e < n; e++) {
      if (!elementAlive[e]) continue;
      const c = candidates(e);
      if (c.length === 0) return null;
      if (c.length > 1) continue;
      const s = c[0];
      forced.push(p.ids[s]);
      setAlive[s] = 0;
      for (const x of members(bits[s])) removeElement(x);
      changed = true;
    }
    dropEmptySets();
    if (changed) continue;

    const candidateCount = Array.from({ length: n }, (_, e) => (elementAlive[e] ? candidates(e).length : 0));
    for (let s = 0; s < k; s++) {
      if (!setAlive[s]) continue;
      const own = members(bits[s]);
      // Any superset of s contains s's rarest element, so only its candidates need checking.
      let rarest = own[0];
      for (const e of own) if (candidateCount[e] < candidateCount[rarest]) rarest = e;
      for (const t of setsOf[rarest]) {
        if (t === s || !setAlive[t] || !isSubset(bits[s], bits[t])) continue;
        if (t < s || !isSubset(bits[t], bits[s])) {
          setAlive[s] = 0;
          changed = true;
          break;
        }
      }
    }

    for (let e = 0; e < n; e++) {
      if (!elementAlive[e]) continue;
      const c = candidates(e);
      const common = Uint32Array.from(bits[c[0]]);
      for (let i = 1; i < c.length; i++) and(common, bits[c[i]]);
      common[e >>> 5] &= ~(1 << (e & 31));
      for (const x of members(common)) {
        removeElement(x);
        changed = true;
      }
    }
    dropEmptySets();
  }

  const kernelSets: number[] = [];
  for (let s = 0; s < k; s++) if (setAlive[s]) kernelSets.push(s);
  const local = new Int32Array(n).fill(-1);
  let elementCount = 0;
  for (let e = 0; e < n; e++) if (elementAlive[e]) local[e] = elementCount++;
  const kernel: Problem = {
    elementCount,
    sets: kernelSets.map((s) => members(bits[s]).map((e) => local[e])),
    ids: kernelSets.map((s) => p.ids[s]),
  };
  return { forced: forced.sort((a, b) => a - b), parts: splitComponents(kernel) };
}

/** Splits into parts that share no element, ordered by their first set id. Elements in no set are dropped. */
export function splitComponents(p: Problem): Problem[] {
  const parent = Int32Array.from({ length: p.elementCount }, (_, i) => i);
  const find = (x: number): number => {
    let r = x;
    while (parent[r] !== r) r = parent[r];
    while (parent[x] !== r) {
      const next = parent[x];
      parent[x] = r;
      x = next;
    }
    return r;
  };
  for (const set of p.sets) for (const e of set) parent[find(e)] = find(set[0]);

  const byRoot = new Map<number, { sets: number[]; elements: number[] }>();
  p.sets.forEach((set, s) => {
    if (set.length === 0) return;
    const root = find(set[0]);
    let part = byRoot.get(root);
    if (!part) {
      part = { sets: [], elements: [] };
      byRoot.set(root, part);
    }
    part.sets.push(s);
  });
  for (let e = 0; e < p.elementCount; e++) byRoot.get(find(e))?.elements.push(e);

  const local = new Int32Array(p.elementCount);
  return [...byRoot.values()].map((part) => {
    part.elements.forEach((e, i) => {
      local[e] = i;
    });
    return {
      elementCount: part.elements.length,
      sets: part.sets.map((s) => p.sets[s].map((e) => local[e])),
      ids: part.sets.map((s) => p.ids[s]),
    };
  });
}

/** For each element, the sets containing it, ascending. */
export function elementSets(p: Problem): number[][] {
  const out: number[][] = Array.from({ length: p.elementCount }, () => []);
  p.sets.forEach((set, s) => {
    for (const e of set) out[e].push(s);
  });
  return out;
}

function members(b: Uint32Array): number[] {
  const out: number[] = [];
  for (let w = 0; w < b.length; w++) {
    let word = b[w];
    while (word !== 0) {
      const low = word & -word;
      out.push((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

function isEmpty(b: Uint32Array): boolean {
  for (const w of b) if (w !== 0) return false;
  return true;
}

function isSubset(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] & ~b[i]) !== 0) return false;
  return true;
}

function and(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] &= other[i];
}
