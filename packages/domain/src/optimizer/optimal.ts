import { solveExact } from './exact';
import { searchGrouped } from './grouped';
import type { SearchBook, SearchOptions, SearchOutcome } from './search';

/**
 * True Optimal: the exact search over all books. A grouped plan found first gives the search an upper bound to
 * prune against. Without one (the cap is on and grouping found nothing under it, nor proved that nothing fits),
 * the capped search covers everything to find out.
 */
export function searchOptimal(
  books: readonly SearchBook[],
  options: SearchOptions,
  deadline: { at: number; budgetMs: number },
): SearchOutcome {
  const known = searchGrouped(books, options);
  if (known.status === 'found' ? known.result.exact : known.proven) return known;
  const pieces = books.map((book) => ({ value: book.value, priorWork: book.priorWork ?? 0 }));
  const upperBound = known.status === 'found' ? known.result.cost : undefined;
  const solution = solveExact(pieces, { ...options, upperBound, deadline });
  if (solution) return { status: 'found', result: { tree: solution.tree, cost: solution.cost, exact: true } };
  if (upperBound !== undefined) throw new Error('exact search found nothing under a known plan');
  return { status: 'none', proven: true };
}
