import { Stack, Title } from '@mantine/core';
import { UpdatedByNote } from '../../../components/UpdatedByNote';
import { useLatestChange } from '../../../entities/live-updates';
import { MESSAGES } from '../messages';
import { describeTrade } from '../trade-draft';
import { useManageVillagerScreen } from '../use-manage-villager-screen';
import { AddTradeForm } from './AddTradeForm';
import { ConfirmBanner } from './ConfirmBanner';
import { KeptEditsNote } from './KeptEditsNote';
import { ListingState } from './ListingState';
import { LocationMap } from './LocationMap';
import { ManagementPanels } from './ManagementPanels';
import { RowEnchantmentsModal } from './RowEnchantmentsModal';
import { StaleEditsWarning } from './StaleEditsWarning';
import { StatusMessage } from './StatusMessage';
import { TradeFilters } from './TradeFilters';
import { TradeTable } from './TradeTable';
import { TradeToolbar } from './TradeToolbar';

/** Changes that refresh the trade table: its trades, and the town and location names it shows. */
const LISTING_CHANGES = ['trades', 'towns', 'locations'] as const;

/**
 * /manage-villager (SPEC §2): search a town's villagers (the searched filters live in the address), see the
 * searched location as a hall map, edit trades in place, delete, move or copy them, add new ones, and manage the
 * server's towns, locations and the servers themselves.
 */
export function ManageVillagerPage() {
  const screen = useManageVillagerScreen();
  const liveChange = useLatestChange(LISTING_CHANGES);
  const { filters, actions, listing, edits, selection } = screen;
  const selectedCount = actions.selectedTrades.length;

  return (
    <Stack gap="md">
      <Title order={1}>Manage Villager</Title>
      {screen.initialDataFailed && (
        <StatusMessage feedback={{ kind: 'error', text: MESSAGES.initialDataError }} />
      )}
      <TradeFilters
        values={filters}
        towns={screen.towns}
        locations={screen.locations}
        villagerTypes={screen.villagerTypes}
        searching={listing.fetching}
        onChange={screen.setFilters}
        onSearch={screen.search}
      />
      <TradeToolbar
        openPanel={screen.panel}
        saving={actions.saving}
        changedCount={actions.changed.length}
        selectedCount={selectedCount}
        onSave={actions.save}
        onDelete={actions.askDelete}
        onTogglePanel={screen.togglePanel}
      />
      <StaleEditsWarning
        stale={actions.stale}
        saving={actions.saving}
        onReload={actions.reloadStale}
        onSaveOver={actions.saveOverStale}
      />
      <KeptEditsNote rows={edits.restored} onDismiss={edits.dismissRestored} onDiscard={edits.clear} />
      <ManagementPanels screen={screen} />
      {actions.confirmingDelete && (
        <ConfirmBanner
          question={`Delete ${selectedCount === 1 ? 'this trade' : `these ${selectedCount} trades`}?`}
          items={actions.selectedTrades.map(describeTrade)}
          busy={actions.deleting}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
      <StatusMessage feedback={screen.notice} />
      {screen.map && <LocationMap map={screen.map} />}
      <ListingState
        searched={listing.searched}
        loading={listing.loading}
        failed={listing.failed}
        empty={listing.empty}
      />
      {listing.trades.length > 0 && <UpdatedByNote change={liveChange} />}
      {listing.trades.length > 0 && (
        <TradeTable
          trades={listing.trades}
          drafts={edits.drafts}
          selected={selection.selected}
          villagerTypes={screen.villagerTypes}
          villagerItems={screen.villagerItems}
          page={screen.page}
          onPageChange={screen.setPage}
          onSelectAll={selection.selectAll}
          onToggle={selection.toggle}
          onChange={edits.change}
          onEditEnchantments={screen.editEnchantments}
        />
      )}
      <AddTradeForm
        serverId={screen.serverId}
        town={screen.filterTown}
        villagerType={filters.villagerType}
        filterLocation={filters.location}
        filterRow={filters.row}
        filterNum={filters.num}
        locations={screen.locations.map((location) => location.name)}
        villagerItems={screen.villagerItems}
        enchantments={screen.enchantments}
        itemTypeMap={screen.itemTypeMap}
      />
      <RowEnchantmentsModal
        editing={screen.editing}
        drafts={edits.drafts}
        enchantments={screen.enchantments}
        itemTypeMap={screen.itemTypeMap}
        onSave={edits.setEnchantments}
        onClose={screen.closeEditor}
      />
    </Stack>
  );
}
