/**
 * Names in the order a player reads them: digits compare as numbers ("Hall 2" before "Hall 10"), case and accents
 * count only to break ties. One collator for the whole app, so every list sorts the same way.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Negative when `a` comes first: use as `list.sort(compareNatural)`. */
export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A sorted copy of `names`. */
export function sortNatural(names: Iterable<string>): string[] {
  return [...names].sort(compareNatural);
}

/** A copy of `list` sorted by each item's name. */
export function sortByName<T extends { name: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareNatural(a.name, b.name));
}
