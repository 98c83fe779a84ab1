import { useMemo, useState } from 'react';
import {
  type SubmittedSearch,
  useTownLocations,
  useTowns,
  useTradeSearch,
  useVillagerTypes,
} from './api/search-queries';
import {
  chosenTownId,
  INITIAL_CRITERIA,
  type SearchCriteria,
  searchQuery,
  visibleTrades,
} from './search-criteria';

export const FILTER_TEXT = {
  loading: 'Loading filters...',
  failed: 'Error loading filters.',
  locationsFailed: 'Could not fetch locations for the selected town.',
} as const;

/**
 * The Search screen's state for one server: the filters' lists, the criteria being edited, and the results of
 * the last search. The page mounts it afresh for each server, so a server change starts from scratch.
 */
export function useSearchScreen(serverId: number | null) {
  const [criteria, setCriteria] = useState<SearchCriteria>(INITIAL_CRITERIA);
  const [submitted, setSubmitted] = useState<(SubmittedSearch & { onlyEnchanted: boolean }) | null>(null);

  const towns = useTowns(serverId);
  const townId = chosenTownId(criteria);
  const locations = useTownLocations(serverId, townId);
  const villagerTypes = useVillagerTypes(serverId);
  const search = useTradeSearch(serverId, submitted);

  function runSearch() {
    setSubmitted((previous) => ({
      query: searchQuery(criteria, towns.data ?? [], serverId),
      onlyEnchanted: criteria.onlyEnchanted,
      attempt: (previous?.attempt ?? 0) + 1,
    }));
  }

  let filterStatus: { text: string; error: boolean } | null = null;
  if (towns.isError || villagerTypes.isError) filterStatus = { text: FILTER_TEXT.failed, error: true };
  else if (locations.isError) filterStatus = { text: FILTER_TEXT.locationsFailed, error: true };
  else if (towns.isPending || villagerTypes.isPending || (townId !== null && locations.isPending)) {
    filterStatus = { text: FILTER_TEXT.loading, error: false };
  }

  const onlyEnchanted = submitted?.onlyEnchanted ?? true;
  const trades = useMemo(
    () => (search.data ? visibleTrades(search.data, onlyEnchanted) : []),
    [search.data, onlyEnchanted],
  );

  return {
    criteria,
    setCriteria,
    runSearch,
    towns: towns.data ?? [],
    locations: townId !== null ? (locations.data ?? []) : [],
    villagerTypes: villagerTypes.data ?? [],
    filterStatus,
    searched: submitted !== null,
    search,
    trades,
    /** How many trades the server sent (before the client-side filter). */
    received: search.data?.length ?? 0,
  };
}
