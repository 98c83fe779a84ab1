import { NUM_MAX, NUM_MIN, type Town } from '@tradehall/contracts';

/**
 * The main filters as the selects hold them. An empty string means "none chosen" for the town and "All" for the
 * others. The town is kept by id (renaming it keeps the choice); the listing asks by name.
 */
export interface FilterValues {
  townId: string;
  villagerType: string;
  location: string;
  row: string;
  num: string;
}

export const EMPTY_FILTERS: FilterValues = { townId: '', villagerType: '', location: '', row: '', num: '' };

/** SPEC §4: changing the town resets villager type, location, row and num. */
export function withTown(townId: string): FilterValues {
  return { ...EMPTY_FILTERS, townId };
}

/** GET /api/trades's filters (town and location by name); a value of All is left out. */
export type ListingParams = {
  town: string;
  vt?: string;
  location?: string;
  row?: string;
  num?: number;
};

/** The listing parameters of submitted filters, or null when their town no longer exists. */
export function listingParams(filters: FilterValues, towns: readonly Town[]): ListingParams | null {
  const town = towns.find((candidate) => String(candidate.id) === filters.townId);
  if (!town) return null;
  const params: ListingParams = { town: town.name };
  if (filters.villagerType) params.vt = filters.villagerType;
  if (filters.location) params.location = filters.location;
  if (filters.row) params.row = filters.row;
  if (filters.num) params.num = Number(filters.num);
  return params;
}

/** Options of a select plus its current value when that is not among them (old data, a template's item). */
export function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** The Num choices, 1 to 20, as select values. */
export const NUM_OPTIONS: readonly string[] = Array.from({ length: NUM_MAX - NUM_MIN + 1 }, (_, index) =>
  String(NUM_MIN + index),
);
