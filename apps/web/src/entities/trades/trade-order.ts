import { compareNatural } from '../../lib/natural-sort';

/**
 * Trades in natural order of town, then location ("Hall 2" before "Hall 10"), each location's trades kept in
 * the server's order (row, number, then id). The server sorts names by their letters alone.
 */
export function inNaturalOrder<T extends { town: string; location: string }>(trades: readonly T[]): T[] {
  return [...trades].sort((a, b) => compareNatural(a.town, b.town) || compareNatural(a.location, b.location));
}
