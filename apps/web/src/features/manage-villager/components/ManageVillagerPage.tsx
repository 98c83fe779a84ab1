import { Center, Loader, Stack, Title } from '@mantine/core';
import type { Trade } from '@tradehall/contracts';
import { enchantmentChoices } from '@tradehall/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useCurrentServerId } from '../../../app/session';
import { errorText } from '../../../lib/api';
import {
  useEnchantmentList,
  useItemTypeMap,
  useLocations,
  useTowns,
  useVillagerItems,
} from '../api/reference-queries';
import { useDeleteTrades, useSaveTradeEdits, useTradeListing } from '../api/trades-queries';
import { EMPTY_FILTERS, type FilterValues, listingParams, villagerTypesOf } from '../filters';
import { MESSAGES } from '../messages';
import { checkDraft, describeTrade } from '../trade-draft';
import { changedRows, useTradeEdits } from '../use-trade-edits';
import { AddTradeForm } from './AddTradeForm';
import { ConfirmBanner } from './ConfirmBanner';
import { EnchantmentModal } from './EnchantmentModal';
import { LocationPanel } from './LocationPanel';
import { MoveCopyPanel } from './MoveCopyPanel';
import { ServersPanel } from './ServersPanel';
import { type Feedback, StatusMessage } from './StatusMessage';
import { TownPanel } from './TownPanel';
import { TradeFilters } from './TradeFilters';
import { TradeTable } from './TradeTable';
import { type PanelName, TradeToolbar } from './TradeToolbar';

const NO_TRADES: readonly Trade[] = [];

/** Import from world save: loaded when first opened (the map and preview are not needed otherwise). */
const WorldImportPanel = lazy(() =>
  import('../world-import/WorldImportPanel').then((m) => ({ default: m.WorldImportPanel })),
);

/**
 * /manage-villager (SPEC §2): search a town's villagers, edit their trades in place, delete, move or copy them,
 * add new ones, and manage the server's towns, locations and the servers themselves.
 */
export function ManageVillagerPage() {
  const serverId = useCurrentServerId();
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS);
  const [searched, setSearched] = useState<FilterValues | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Feedback | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const edits = useTradeEdits();

  const towns = useTowns(serverId);
  const villagerItems = useVillagerItems();
  const enchantments = useEnchantmentList();
  const itemTypeMap = useItemTypeMap();
  const townList = towns.data ?? [];
  const filterTown = townList.find((town) => String(town.id) === filters.townId) ?? null;
  const locations = useLocations(serverId, filterTown?.id ?? null);
  const params = searched ? listingParams(searched, townList) : null;
  const listing = useTradeListing(serverId, params);
  const trades = (params ? listing.data : undefined) ?? NO_TRADES;

  const villagerTypes = useMemo(() => villagerTypesOf(villagerItems.data ?? []), [villagerItems.data]);
  const initialDataFailed =
    towns.isError || villagerItems.isError || enchantments.isError || itemTypeMap.isError;
  const changed = changedRows(trades, edits.drafts);
  const selectedTrades = trades.filter((trade) => selected.has(trade.id));

  // Another server in the header: this screen's choices belonged to the previous one.
  const [lastServerId, setLastServerId] = useState(serverId);
  if (serverId !== lastServerId) {
    setLastServerId(serverId);
    setFilters(EMPTY_FILTERS);
    setSearched(null);
    setSelected(new Set());
    edits.clear();
    setNotice(null);
    setConfirmingDelete(false);
  }

  function search() {
    if (!filters.townId) {
      setNotice({ kind: 'error', text: MESSAGES.townRequiredForSearch });
      return;
    }
    setNotice(null);
    setSelected(new Set());
    setConfirmingDelete(false);
    setPage(1);
    edits.clear();
    if (JSON.stringify(filters) === JSON.stringify(searched)) void listing.refetch();
    else setSearched(filters);
  }

  const saveEdits = useSaveTradeEdits(serverId);
  function save() {
    if (changed.length === 0) {
      setNotice({ kind: 'info', text: 'No changes to save.' });
      return;
    }
    const checks = changed.map(({ trade, draft }) => ({ trade, check: checkDraft(trade, draft) }));
    const problems = checks.flatMap(({ trade, check }) =>
      check.ok ? [] : [`${describeTrade(trade)}: ${check.problem}`],
    );
    if (problems.length > 0) {
      setNotice({ kind: 'error', text: `${MESSAGES.savingError}fix these rows first.`, details: problems });
      return;
    }
    const body = checks.flatMap(({ trade, check }) => (check.ok ? [{ trade, body: check.body }] : []));
    saveEdits.mutate(body, {
      onSuccess: ({ saved, conflicts, failures }) => {
        edits.discard([...saved, ...conflicts].map((trade) => trade.id));
        if (conflicts.length === 0 && failures.length === 0) {
          setNotice({ kind: 'success', text: MESSAGES.savedAllEdits });
          return;
        }
        const details = [
          ...conflicts.map(
            (trade) => `${describeTrade(trade)}: changed by someone else meanwhile (reloaded)`,
          ),
          ...failures.map(({ trade, error }) => `${describeTrade(trade)}: ${errorText(error, 'not saved')}`),
        ];
        const firstFailure = failures[0];
        setNotice({
          kind: 'error',
          text: firstFailure
            ? `${MESSAGES.savingError}${errorText(firstFailure.error, 'not saved')}`
            : `${MESSAGES.savingError}${conflicts.length === 1 ? 'this row was' : 'these rows were'} changed by someone else meanwhile and ${conflicts.length === 1 ? 'has' : 'have'} been reloaded. Make those edits again.`,
          details,
        });
      },
      onError: (error) =>
        setNotice({ kind: 'error', text: `${MESSAGES.savingError}${errorText(error, '')}` }),
    });
  }

  const deleteTrades = useDeleteTrades(serverId);
  function askDelete() {
    if (selectedTrades.length === 0) {
      setNotice({ kind: 'info', text: 'Select the trades to delete first.' });
      return;
    }
    setNotice(null);
    setConfirmingDelete(true);
  }

  function confirmDelete() {
    deleteTrades.mutate(selectedTrades, {
      onSuccess: ({ deleted, failures }) => {
        setConfirmingDelete(false);
        edits.discard(deleted);
        setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))));
        const firstFailure = failures[0];
        setNotice(
          firstFailure
            ? {
                kind: 'error',
                text: `${MESSAGES.deletingError}${errorText(firstFailure.error, 'not deleted')}`,
                details: failures.map(({ trade }) => describeTrade(trade)),
              }
            : { kind: 'success', text: MESSAGES.deletedTrades },
        );
      },
      onError: (error) => {
        setConfirmingDelete(false);
        setNotice({ kind: 'error', text: `${MESSAGES.deletingError}${errorText(error, '')}` });
      },
    });
  }

  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const selectAll = useCallback((ids: readonly number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const editEnchantments = useCallback((trade: Trade) => setEditingId(trade.id), []);
  const editing = trades.find((trade) => trade.id === editingId) ?? null;
  const editingDraft = editing ? (edits.drafts.get(editing.id) ?? null) : null;
  const editingSellItem = editingDraft?.sell_item ?? editing?.sell_item ?? '';
  const enchantmentData = enchantments.data ?? [];
  const typeMap = itemTypeMap.data ?? [];
  const editingChoices = useMemo(
    () => enchantmentChoices(editingSellItem, enchantmentData, typeMap),
    [editingSellItem, enchantmentData, typeMap],
  );
  const maxLevels = useMemo(
    () =>
      new Map(enchantmentData.map((enchantment) => [enchantment.name.toLowerCase(), enchantment.maxlevel])),
    [enchantmentData],
  );
  const maxLevelOf = useCallback((name: string) => maxLevels.get(name.toLowerCase()), [maxLevels]);

  function togglePanel(name: PanelName) {
    setPanel((current) => (current === name ? null : name));
  }

  function onTownDeleted(townId: number) {
    if (filters.townId === String(townId)) setFilters(EMPTY_FILTERS);
    if (searched?.townId === String(townId)) {
      setSearched(null);
      setSelected(new Set());
      edits.clear();
    }
  }

  function onLocationChanged(townId: number, oldName: string, newName: string | null) {
    const follow = (values: FilterValues): FilterValues =>
      values.townId === String(townId) && values.location === oldName
        ? { ...values, location: newName ?? '' }
        : values;
    setFilters(follow);
    setSearched((current) => (current ? follow(current) : current));
  }

  const sourceSlot = {
    townId: filters.townId,
    location: filters.location,
    row: filters.row,
    num: filters.num,
  };

  return (
    <Stack gap="md">
      <Title order={1}>Manage Villager</Title>
      {initialDataFailed && <StatusMessage feedback={{ kind: 'error', text: MESSAGES.initialDataError }} />}
      <TradeFilters
        values={filters}
        towns={townList}
        locations={locations.data ?? []}
        villagerTypes={villagerTypes}
        searching={listing.isFetching}
        onChange={setFilters}
        onSearch={search}
      />
      <TradeToolbar
        openPanel={panel}
        saving={saveEdits.isPending}
        changedCount={changed.length}
        selectedCount={selectedTrades.length}
        onSave={save}
        onDelete={askDelete}
        onTogglePanel={togglePanel}
      />
      {panel === 'servers' && <ServersPanel onClose={() => setPanel(null)} />}
      {panel === 'town' && (
        <TownPanel
          key={serverId}
          serverId={serverId}
          towns={townList}
          onClose={() => setPanel(null)}
          onDeleted={onTownDeleted}
        />
      )}
      {panel === 'location' && (
        <LocationPanel
          key={serverId}
          serverId={serverId}
          towns={townList}
          initialTownId={filters.townId}
          onClose={() => setPanel(null)}
          onChanged={onLocationChanged}
        />
      )}
      {panel === 'move' && (
        <MoveCopyPanel
          key={serverId}
          serverId={serverId}
          towns={townList}
          selectedIds={selectedTrades.map((trade) => trade.id)}
          initialSource={sourceSlot}
          onClose={() => setPanel(null)}
          onDone={() => setSelected(new Set())}
        />
      )}
      {panel === 'import' && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the world import" />}>
          <WorldImportPanel
            key={serverId}
            serverId={serverId}
            towns={townList}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
      {confirmingDelete && selectedTrades.length > 0 && (
        <ConfirmBanner
          question={`Delete ${selectedTrades.length === 1 ? 'this trade' : `these ${selectedTrades.length} trades`}?`}
          items={selectedTrades.map(describeTrade)}
          busy={deleteTrades.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      <StatusMessage feedback={notice} />
      <ListingState
        searched={params !== null}
        loading={listing.isPending && params !== null}
        failed={listing.isError}
        empty={listing.isSuccess && trades.length === 0}
      />
      {trades.length > 0 && (
        <TradeTable
          trades={trades}
          drafts={edits.drafts}
          selected={selected}
          villagerTypes={villagerTypes}
          villagerItems={villagerItems.data ?? []}
          page={page}
          onPageChange={setPage}
          onSelectAll={selectAll}
          onToggle={toggle}
          onChange={edits.change}
          onEditEnchantments={editEnchantments}
        />
      )}
      <AddTradeForm
        serverId={serverId}
        town={filterTown}
        villagerType={filters.villagerType}
        filterLocation={filters.location}
        filterRow={filters.row}
        filterNum={filters.num}
        locations={(locations.data ?? []).map((location) => location.name)}
        villagerItems={villagerItems.data ?? []}
        enchantments={enchantmentData}
        itemTypeMap={typeMap}
      />
      <EnchantmentModal
        opened={editing !== null}
        itemName={editingSellItem}
        choices={editingChoices}
        maxLevelOf={maxLevelOf}
        initial={editingDraft?.enchantments ?? editing?.enchantments ?? []}
        onSave={(chosen) => {
          if (editing) edits.setEnchantments(editing, chosen);
          setEditingId(null);
        }}
        onClose={() => setEditingId(null)}
      />
    </Stack>
  );
}

interface ListingStateProps {
  searched: boolean;
  loading: boolean;
  failed: boolean;
  empty: boolean;
}

/** Loading, 'Error fetching trades.' or 'No trades found for this selection.' under the filters. */
function ListingState({ searched, loading, failed, empty }: ListingStateProps) {
  if (!searched) return null;
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading trades" />
      </Center>
    );
  }
  if (failed) return <StatusMessage feedback={{ kind: 'error', text: MESSAGES.tradesError }} />;
  if (empty) return <StatusMessage feedback={{ kind: 'info', text: MESSAGES.noTrades }} />;
  return null;
}
