/** The searched filters in the address: `/manage-villager?town=canz&location=Main%20Hall&row=A&num=1`. Pure. */
import { NUM_MAX, NUM_MIN, ROWS, type Town } from '@tradehall/contracts';
import { EMPTY_FILTERS, type FilterValues } from './filters';

/** The filters as the address names them: the town by name, the rest as chosen ('' or missing: All). */
export interface UrlFilters {
  town: string;
  type: string;
  location: string;
  row: string;
  num: string;
}

const KEYS: readonly (keyof UrlFilters)[] = ['town', 'type', 'location', 'row', 'num'];

/** Reads the address; a row or number out of range is dropped. */
export function readUrlFilters(params: URLSearchParams): UrlFilters {
  const value = (key: keyof UrlFilters) => params.get(key)?.trim() ?? '';
  const row = value('row').toUpperCase();
  const num = Number(value('num'));
  return {
    town: value('town'),
    type: value('type'),
    location: value('location'),
    row: ROWS.includes(row) ? row : '',
    num: Number.isInteger(num) && num >= NUM_MIN && num <= NUM_MAX ? String(num) : '',
  };
}

/** The address's query for these filters, without the empty ones ('' when no town). */
export function writeUrlFilters(filters: UrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (!filters.town) return params;
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** The screen's filters (town by id) for the address's, once the towns are known; null when no such town. */
export function filtersFromUrl(url: UrlFilters, towns: readonly Town[]): FilterValues | null {
  if (!url.town) return null;
  const wanted = url.town.toLowerCase();
  const town =
    towns.find((candidate) => candidate.name === url.town) ??
    towns.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!town) return null;
  return {
    ...EMPTY_FILTERS,
    townId: String(town.id),
    villagerType: url.type,
    location: url.location,
    row: url.row,
    num: url.num,
  };
}

/** The address's filters for the screen's; null when the town is not among the towns. */
export function urlFromFilters(filters: FilterValues, towns: readonly Town[]): UrlFilters | null {
  const town = towns.find((candidate) => String(candidate.id) === filters.townId);
  if (!town) return null;
  return {
    town: town.name,
    type: filters.villagerType,
    location: filters.location,
    row: filters.row,
    num: filters.num,
  };
}
