import type { Town, Trade } from '@tradehall/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type HallMapSlot, slotKey } from '../../components/hall-map';
import { useEnchantments } from '../../entities/enchantments';
import { useLocations } from '../../entities/locations';
import { useItemTypeMap, useVillagerItems, villagerTypesOf } from '../../entities/reference';
import { useCurrentServerId, useSession } from '../../entities/session';
import { useTowns } from '../../entities/towns';
import { useTradeListing } from '../../entities/trades';
import type { Feedback } from './components/StatusMessage';
import type { PanelName } from './components/TradeToolbar';
import { EMPTY_FILTERS, type FilterValues, listingParams } from './filters';
import { MESSAGES } from './messages';
import { EMPTY_SLOT, type SlotFields } from './move-copy';
import { useListingFilters } from './use-listing-filters';
import { useTradeActions } from './use-trade-actions';
import { useTradeEdits } from './use-trade-edits';
import { useTradeSelection } from './use-trade-selection';

const NO_TRADES: readonly Trade[] = [];
const NO_TOWNS: readonly Town[] = [];

/**
 * The whole state of /manage-villager: filters (searched ones in the address), the listing and the hall map of
 * the searched location, the row edits and selection, the open panel, the move/copy destination and the notice.
 */
export function useManageVillagerScreen() {
  const serverId = useCurrentServerId();
  const towns = useTowns(serverId);
  const townList = towns.data ?? NO_TOWNS;
  const listingFilters = useListingFilters(townList, towns.isSuccess);
  const { filters, setFilters, searched } = listingFilters;
  const { username } = useSession();
  const edits = useTradeEdits(username);
  const selection = useTradeSelection();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Feedback | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [destination, setDestination] = useState<SlotFields>(EMPTY_SLOT);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editEnchantments = useCallback((trade: Trade) => setEditingId(trade.id), []);

  const villagerItems = useVillagerItems();
  const enchantments = useEnchantments();
  const itemTypeMap = useItemTypeMap();
  const villagerTypes = useMemo(() => villagerTypesOf(villagerItems.data ?? []), [villagerItems.data]);
  const filterTown = townList.find((town) => String(town.id) === filters.townId) ?? null;
  const locations = useLocations(serverId, filterTown?.id ?? null);

  const params = searched ? listingParams(searched, townList) : null;
  const listing = useTradeListing(serverId, params);
  const trades = (params ? listing.data : undefined) ?? NO_TRADES;
  const mapParams = params?.location ? { town: params.town, location: params.location } : null;
  const hall = useTradeListing(serverId, mapParams);

  const actions = useTradeActions({ serverId, trades, edits, selection, setNotice });

  function startOver() {
    setNotice(null);
    selection.clear();
    actions.cancelDelete();
    setPage(1);
    edits.clear();
  }

  // Another server in the header: this screen's choices belonged to the previous one.
  const [lastServerId, setLastServerId] = useState(serverId);
  if (serverId !== lastServerId) {
    setLastServerId(serverId);
    listingFilters.clear();
    startOver();
  }

  /** Searches these filters: a new address, or the same one fetched again. */
  function searchFor(next: FilterValues) {
    const outcome = listingFilters.submit(next);
    if (outcome === 'no-town') {
      setNotice({ kind: 'error', text: MESSAGES.townRequiredForSearch });
      return;
    }
    startOver();
    if (outcome === 'same') void listing.refetch();
  }

  /**
   * A map cell: with Move/Copy open it becomes the destination; otherwise the listing narrows to that villager
   * (the selected cell again: back to the whole location).
   */
  function pickCell({ row, num }: HallMapSlot) {
    if (!searched) return;
    if (panel === 'move') {
      setDestination({ townId: searched.townId, location: searched.location, row, num: String(num) });
      return;
    }
    const again = searched.row === row && searched.num === String(num);
    const next = { ...searched, row: again ? '' : row, num: again ? '' : String(num) };
    setFilters(next);
    searchFor(next);
  }

  function togglePanel(name: PanelName) {
    const opening = panel !== name;
    setPanel(opening ? name : null);
    if (opening && name === 'move') setDestination({ ...EMPTY_SLOT, townId: filters.townId });
  }

  function onTownDeleted(townId: number) {
    if (filters.townId === String(townId)) setFilters(EMPTY_FILTERS);
    if (searched?.townId === String(townId)) {
      listingFilters.clear();
      startOver();
    }
  }

  const destinationKey =
    panel === 'move' &&
    searched &&
    destination.townId === searched.townId &&
    destination.location === searched.location &&
    destination.row &&
    destination.num
      ? slotKey(destination.row, Number(destination.num))
      : null;
  const searchedKey = searched?.row && searched.num ? slotKey(searched.row, Number(searched.num)) : null;

  return {
    serverId,
    filters,
    setFilters,
    search: () => searchFor(filters),
    towns: townList,
    filterTown,
    locations: locations.data ?? [],
    villagerTypes,
    villagerItems: villagerItems.data ?? [],
    enchantments: enchantments.data ?? [],
    itemTypeMap: itemTypeMap.data ?? [],
    initialDataFailed: towns.isError || villagerItems.isError || enchantments.isError || itemTypeMap.isError,
    listing: {
      trades,
      searched: params !== null,
      fetching: listing.isFetching,
      loading: listing.isPending && params !== null,
      failed: listing.isError,
      empty: listing.isSuccess && trades.length === 0,
    },
    map: mapParams
      ? {
          town: mapParams.town,
          location: mapParams.location,
          trades: hall.data ?? NO_TRADES,
          loading: hall.isPending,
          picking: panel === 'move',
          selected: destinationKey ?? (panel === 'move' ? null : searchedKey),
          highlighted: panel === 'move' && searchedKey ? [searchedKey] : [],
          pickCell,
        }
      : null,
    edits,
    selection,
    actions,
    page,
    setPage,
    notice,
    panel,
    togglePanel,
    closePanel: () => setPanel(null),
    destination,
    setDestination,
    editing: trades.find((trade) => trade.id === editingId) ?? null,
    editEnchantments,
    closeEditor: () => setEditingId(null),
    onTownDeleted,
    onLocationChanged: listingFilters.followLocation,
  };
}

export type ManageVillagerScreen = ReturnType<typeof useManageVillagerScreen>;
