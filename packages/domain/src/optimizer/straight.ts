import { stepScore } from './cost';
import type { MergeTree } from './exact';
import type { SearchBook, SearchResult } from './search';
import type { PlanObjective } from './types';

/**
 * The plan when the anvil charges no prior-work penalty (rule 'remove'): every book straight onto the item, in
 * the order given. A step then costs only its sacrifice's value, and every book is sacrificed at least once in
 * any plan (a merged book again, with a larger value), so no plan costs less, for either objective (xpForLevel
 * grows with levels), nor has a smaller largest step: when one of these steps reaches the cap, every plan has
 * such a step. Any order costs the same.
 */
export function searchStraight(books: readonly SearchBook[], objective: PlanObjective): SearchResult {
  let tree: MergeTree = { kind: 'item' };
  let cost = 0;
  books.forEach((book, index) => {
    tree = { kind: 'merge', target: tree, sacrifice: { kind: 'piece', index } };
    cost += stepScore(book.value, objective);
  });
  return { tree, cost, exact: true };
}
