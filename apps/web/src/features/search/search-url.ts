/**
 * The submitted search in the address: `/search?q=mending&base=canz&location=Library&vt=Librarian&only_ench=false`,
 * the same names as GET /api/trades/search. `q` is always written (empty for "everything"), so the address says
 * that a search was made; `view=map` shows the results on the hall maps. Pure.
 */
import type { Town } from '@tradehall/contracts';
import type { QueryParams } from '../../lib/api';
import { ALL, INITIAL_CRITERIA, type SearchCriteria } from './search-criteria';
import { readSort, type TradeSort, writeSort } from './trade-sort';

/** A search as the address names it: the town by name, '' for every All. */
export interface SearchUrl {
  text: string;
  town: string;
  location: string;
  villagerType: string;
  onlyEnchanted: boolean;
}

export type ResultsView = 'table' | 'map';

const SEARCH_KEYS = ['q', 'base', 'location', 'vt', 'only_ench'] as const;

/** The search the address holds, or null when it holds none. */
export function readSearchUrl(params: URLSearchParams): SearchUrl | null {
  if (!SEARCH_KEYS.some((key) => params.has(key))) return null;
  const value = (key: (typeof SEARCH_KEYS)[number]) => params.get(key)?.trim() ?? '';
  const town = value('base');
  return {
    text: value('q'),
    town,
    location: town ? value('location') : '',
    villagerType: value('vt'),
    onlyEnchanted: value('only_ench').toLowerCase() !== 'false',
  };
}

export function readResultsView(params: URLSearchParams): ResultsView {
  return params.get('view') === 'map' ? 'map' : 'table';
}

/** The column the results are sorted by (`sort=price`, `sort=-level`), or null for the server's order. */
export function readResultsSort(params: URLSearchParams): TradeSort | null {
  return readSort(params.get('sort'));
}

/**
 * The address's query for a search (the results view and sort too); empty values are left out but for `q`.
 */
export function writeSearchUrl(
  search: SearchUrl,
  view: ResultsView = 'table',
  sort: TradeSort | null = null,
): URLSearchParams {
  const params = new URLSearchParams({ q: search.text });
  if (search.town) params.set('base', search.town);
  if (search.town && search.location) params.set('location', search.location);
  if (search.villagerType) params.set('vt', search.villagerType);
  if (!search.onlyEnchanted) params.set('only_ench', 'false');
  if (view === 'map') params.set('view', 'map');
  if (sort) params.set('sort', writeSort(sort));
  return params;
}

/** The filters showing the address's search; a town that is not among `towns` shows as All Towns. */
export function criteriaFromUrl(search: SearchUrl | null, towns: readonly Town[]): SearchCriteria {
  if (!search) return INITIAL_CRITERIA;
  const wanted = search.town.toLowerCase();
  const town = search.town
    ? (towns.find((candidate) => candidate.name === search.town) ??
      towns.find((candidate) => candidate.name.toLowerCase() === wanted))
    : undefined;
  return {
    townId: town ? String(town.id) : ALL,
    location: town && search.location ? search.location : ALL,
    villagerType: search.villagerType || ALL,
    text: search.text,
    onlyEnchanted: search.onlyEnchanted,
  };
}

/** The address's search for the filters (the town by its name). */
export function urlFromCriteria(criteria: SearchCriteria, towns: readonly Town[]): SearchUrl {
  const town = criteria.townId === ALL ? undefined : towns.find((t) => String(t.id) === criteria.townId);
  const unlessAll = (value: string) => (value === ALL ? '' : value);
  return {
    text: criteria.text.trim(),
    town: town?.name ?? '',
    location: town ? unlessAll(criteria.location) : '',
    villagerType: unlessAll(criteria.villagerType),
    onlyEnchanted: criteria.onlyEnchanted,
  };
}

/**
 * The query of GET /api/trades/search: q, base (the town's NAME), location, vt, only_ench and server_id. Empty
 * text and every All value are left out.
 */
export function searchQuery(search: SearchUrl, serverId: number | null): QueryParams {
  return {
    q: search.text === '' ? undefined : search.text,
    base: search.town || undefined,
    location: search.town && search.location ? search.location : undefined,
    vt: search.villagerType || undefined,
    only_ench: search.onlyEnchanted ? 'true' : 'false',
    server_id: serverId ?? undefined,
  };
}
