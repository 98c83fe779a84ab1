import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEnchantmentNames } from '../../entities/enchantments';
import { useLocations } from '../../entities/locations';
import { useVillagerTypes } from '../../entities/reference';
import { useTowns } from '../../entities/towns';
import { useTradeSearch } from '../../entities/trades';
import { chosenTownId, type SearchCriteria, visibleTrades } from './search-criteria';
import {
  criteriaFromUrl,
  type ResultsView,
  readResultsSort,
  readResultsView,
  readSearchUrl,
  searchQuery,
  urlFromCriteria,
  writeSearchUrl,
} from './search-url';
import { sortTrades, type TradeSort } from './trade-sort';

const NO_NAMES: readonly string[] = [];

export const FILTER_TEXT = {
  loading: 'Loading filters...',
  failed: 'Error loading filters.',
  locationsFailed: 'Could not fetch locations for the selected town.',
} as const;

/**
 * The Search screen's state for one server: the filters' lists, the criteria being edited, and the results of
 * the submitted search, which lives in the address (`?q=mending&base=canz`): a link, a reload or Back shows the
 * same search, and a link with a search runs it. The page mounts it afresh for each server.
 */
export function useSearchScreen(serverId: number | null) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const submittedUrl = useMemo(() => readSearchUrl(new URLSearchParams(address)), [address]);
  const view = readResultsView(params);
  const sort = readResultsSort(params);
  // Searching the same address again fetches afresh.
  const [attempt, setAttempt] = useState(0);

  // With the placeholder server the API answers the towns of every server the user sees.
  const towns = useTowns(serverId, { enabled: true });
  const townList = towns.data ?? [];

  // The filters follow the address whenever it changes (Back, a link) and once the towns are known.
  const [criteria, setCriteria] = useState<SearchCriteria>(() => criteriaFromUrl(submittedUrl, townList));
  const syncKey = `${address}|${towns.isSuccess}`;
  const [lastSyncKey, setLastSyncKey] = useState(syncKey);
  if (syncKey !== lastSyncKey) {
    setLastSyncKey(syncKey);
    setCriteria(criteriaFromUrl(submittedUrl, townList));
  }

  const townId = chosenTownId(criteria);
  const locations = useLocations(serverId, townId);
  const villagerTypes = useVillagerTypes();
  // Only the names: the text field suggests them (GET /api/enchantment-names).
  const enchantmentNames = useEnchantmentNames();
  const submitted = useMemo(
    () => (submittedUrl ? { query: searchQuery(submittedUrl, serverId), attempt } : null),
    [submittedUrl, serverId, attempt],
  );
  const search = useTradeSearch(serverId, submitted);

  function runSearch() {
    const next = writeSearchUrl(urlFromCriteria(criteria, townList), view, sort);
    if (next.toString() === address) setAttempt((count) => count + 1);
    else setParams(next);
  }

  function setView(next: ResultsView) {
    if (!submittedUrl) return;
    setParams(writeSearchUrl(submittedUrl, next, sort), { replace: true });
  }

  function setSort(next: TradeSort | null) {
    if (!submittedUrl) return;
    setParams(writeSearchUrl(submittedUrl, view, next), { replace: true });
  }

  let filterStatus: { text: string; error: boolean } | null = null;
  if (towns.isError || villagerTypes.isError) filterStatus = { text: FILTER_TEXT.failed, error: true };
  else if (locations.isError) filterStatus = { text: FILTER_TEXT.locationsFailed, error: true };
  else if (towns.isPending || villagerTypes.isPending || (townId !== null && locations.isPending)) {
    filterStatus = { text: FILTER_TEXT.loading, error: false };
  }

  const onlyEnchanted = submittedUrl?.onlyEnchanted ?? true;
  const trades = useMemo(
    () => (search.data ? sortTrades(visibleTrades(search.data, onlyEnchanted), sort) : []),
    [search.data, onlyEnchanted, sort],
  );
  // Nothing found with 'Only with Enchantments': the same search without it says how many trades it hides.
  const hiddenSearch = useMemo(
    () =>
      submittedUrl && onlyEnchanted && search.data && visibleTrades(search.data, true).length === 0
        ? { query: searchQuery({ ...submittedUrl, onlyEnchanted: false }, serverId), attempt }
        : null,
    [submittedUrl, onlyEnchanted, search.data, serverId, attempt],
  );
  const hidden = useTradeSearch(serverId, hiddenSearch);
  const hiddenCount = hiddenSearch
    ? (hidden.data?.filter((trade) => trade.enchantments.length === 0).length ?? null)
    : null;

  return {
    serverId,
    criteria,
    setCriteria,
    runSearch,
    towns: townList,
    locations: townId !== null ? (locations.data ?? []) : [],
    villagerTypes: villagerTypes.data ?? [],
    suggestions: enchantmentNames.data ?? NO_NAMES,
    filterStatus,
    searched: submitted !== null,
    search,
    trades,
    /** How many trades the server sent (before the client-side filter). */
    received: search.data?.length ?? 0,
    view,
    setView,
    sort,
    setSort,
    /** With nothing found: how many trades without enchantments match (null while unknown or not asked). */
    hiddenCount,
  };
}

export type SearchScreen = ReturnType<typeof useSearchScreen>;
