import type { Town } from '@tradehall/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, type FilterValues } from './filters';
import { filtersFromUrl, readUrlFilters, urlFromFilters, writeUrlFilters } from './url-filters';

/** What `submit` did: pushed a new address, found the same one (the caller reloads), or had no town to name. */
export type SubmitOutcome = 'changed' | 'same' | 'no-town';

/**
 * The filters being edited and the searched ones. The searched filters live in the address
 * (`?town=canz&location=Main%20Hall&row=A&num=1`), so a link, a reload or Back shows the same listing; the
 * edited ones follow the address whenever it changes. A town renamed meanwhile (here or elsewhere) is followed
 * by id: the address is rewritten with its new name.
 */
export function useListingFilters(towns: readonly Town[], townsLoaded: boolean) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const url = useMemo(() => readUrlFilters(new URLSearchParams(query)), [query]);
  const searched = useMemo(
    () => (townsLoaded ? filtersFromUrl(url, towns) : null),
    [url, towns, townsLoaded],
  );

  const [filters, setFilters] = useState<FilterValues>(searched ?? EMPTY_FILTERS);
  const syncKey = `${query}|${searched?.townId ?? ''}|${townsLoaded}`;
  const [lastSyncKey, setLastSyncKey] = useState(syncKey);
  if (syncKey !== lastSyncKey) {
    setLastSyncKey(syncKey);
    if (searched || !url.town) setFilters(searched ?? EMPTY_FILTERS);
  }

  const [followedTownId, setFollowedTownId] = useState<string | null>(null);
  if (searched && searched.townId !== followedTownId) setFollowedTownId(searched.townId);
  const renamed =
    townsLoaded && url.town && !searched && followedTownId !== null
      ? (towns.find((town) => String(town.id) === followedTownId) ?? null)
      : null;
  useEffect(() => {
    if (renamed) setParams(writeUrlFilters({ ...url, town: renamed.name }), { replace: true });
  }, [renamed, url, setParams]);

  /** Puts these filters in the address (a new history entry), which makes them the searched ones. */
  function submit(next: FilterValues): SubmitOutcome {
    const named = urlFromFilters(next, towns);
    if (!named) return 'no-town';
    const nextQuery = writeUrlFilters(named);
    if (nextQuery.toString() === query) return 'same';
    setParams(nextQuery);
    return 'changed';
  }

  /** Another server: nothing searched, the filters emptied (the address loses its query, replacing it). */
  function clear() {
    setFollowedTownId(null);
    setFilters(EMPTY_FILTERS);
    if (query !== '') setParams(new URLSearchParams(), { replace: true });
  }

  /** A renamed or deleted location: the edited and searched filters follow it. */
  function followLocation(townId: number, oldName: string, newName: string | null) {
    const follow = (values: FilterValues): FilterValues =>
      values.townId === String(townId) && values.location === oldName
        ? { ...values, location: newName ?? '' }
        : values;
    setFilters(follow);
    if (searched && follow(searched) !== searched) {
      const named = urlFromFilters(follow(searched), towns);
      if (named) setParams(writeUrlFilters(named), { replace: true });
    }
  }

  return { filters, setFilters, searched, submit, clear, followLocation };
}
