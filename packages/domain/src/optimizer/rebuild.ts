import { digitsOf, subMultisets } from './multiset';
import type { BookTable, ItemTable, SearchContext, StateStats } from './tables';

export type MergeTree =
  | { kind: 'item' }
  | { kind: 'piece'; index: number }
  | { kind: 'merge'; target: MergeTree; sacrifice: MergeTree };

/** Walks the finished tables back to one concrete plan, re-finding a choice that produced each entry. */
export class Rebuilder {
  private readonly next: number[];

  constructor(
    private readonly ctx: SearchContext,
    private readonly stats: StateStats,
    private readonly books: BookTable,
    private readonly items: ItemTable,
  ) {
    this.next = ctx.space.kinds.map(() => 0);
  }

  item(s: number, w: number): MergeTree {
    if (s === 0) return { kind: 'item' };
    const { W, pen, score, maxStep } = this.ctx;
    const { cost: B, lo: bLo, hi: bHi } = this.books;
    const { cost: G, lo: gLo, hi: gHi } = this.items;
    const { val } = this.stats;
    for (const t of subMultisets(this.ctx.space, s)) {
      const a = s - t;
      for (let wa = gLo[a]; wa <= gHi[a]; wa++) {
        for (let wt = bLo[t]; wt <= bHi[t]; wt++) {
          if (Math.max(wa, wt) + 1 !== w) continue;
          // Same cost is not enough: the step must also be one the search allowed (under the cap).
          const levels = val[t] + pen[wa] + pen[wt];
          if (levels > maxStep) continue;
          const total = G[a * W + wa] + B[t * W + wt] + score(levels);
          if (total !== G[s * W + w]) continue;
          return { kind: 'merge', target: this.item(a, wa), sacrifice: this.book(t, wt) };
        }
      }
    }
    throw new Error('exact search: could not rebuild the item chain');
  }

  book(s: number, w: number): MergeTree {
    const { W, pen, score, space, maxStep } = this.ctx;
    const { cost: B, lo, hi } = this.books;
    const { val } = this.stats;
    const digits = new Int32Array(space.kinds.length);
    digitsOf(space, s, digits);
    const only = digits.findIndex((x) => x > 0);
    if (digits.reduce((sum, x) => sum + x, 0) === 1) return this.piece(only);
    for (const c of subMultisets(space, s)) {
      const a = s - c;
      if (c > a) continue;
      for (let wa = lo[a]; wa <= hi[a]; wa++) {
        for (let wc = lo[c]; wc <= hi[c]; wc++) {
          if (Math.max(wa, wc) + 1 !== w) continue;
          const levels = Math.min(val[a], val[c]) + pen[wa] + pen[wc];
          if (levels > maxStep) continue;
          const total = B[a * W + wa] + B[c * W + wc] + score(levels);
          if (total !== B[s * W + w]) continue;
          const [target, tw, sacrifice, sw] = val[c] <= val[a] ? [a, wa, c, wc] : [c, wc, a, wa];
          return { kind: 'merge', target: this.book(target, tw), sacrifice: this.book(sacrifice, sw) };
        }
      }
    }
    throw new Error('exact search: could not rebuild a book');
  }

  private piece(kind: number): MergeTree {
    const index = this.ctx.space.piecesOfKind[kind][this.next[kind]++];
    if (index === undefined) throw new Error('exact search: ran out of pieces while rebuilding');
    return { kind: 'piece', index };
  }
}
