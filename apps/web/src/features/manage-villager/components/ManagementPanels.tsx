import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ManageVillagerScreen } from '../use-manage-villager-screen';
import { LocationPanel } from './LocationPanel';
import { MoveCopyPanel } from './MoveCopyPanel';
import { ServersPanel } from './ServersPanel';
import { TownPanel } from './TownPanel';

/** Import from world save: loaded when first opened (the map and preview are not needed otherwise). */
const WorldImportPanel = lazy(() =>
  import('../world-import/WorldImportPanel').then((m) => ({ default: m.WorldImportPanel })),
);

/** The one open management panel (Manage Servers, Town, Location, Move/Copy, Import from world save). */
export function ManagementPanels({ screen }: { screen: ManageVillagerScreen }) {
  const { serverId, towns, filters, closePanel } = screen;
  switch (screen.panel) {
    case 'servers':
      return <ServersPanel onClose={closePanel} />;
    case 'town':
      return (
        <TownPanel
          key={serverId}
          serverId={serverId}
          towns={towns}
          onClose={closePanel}
          onDeleted={screen.onTownDeleted}
        />
      );
    case 'location':
      return (
        <LocationPanel
          key={serverId}
          serverId={serverId}
          towns={towns}
          initialTownId={filters.townId}
          onClose={closePanel}
          onChanged={screen.onLocationChanged}
        />
      );
    case 'move':
      return (
        <MoveCopyPanel
          key={serverId}
          serverId={serverId}
          towns={towns}
          selectedIds={screen.actions.selectedTrades.map((trade) => trade.id)}
          initialSource={{
            townId: filters.townId,
            location: filters.location,
            row: filters.row,
            num: filters.num,
          }}
          destination={screen.destination}
          onDestinationChange={screen.setDestination}
          mapShown={screen.map !== null}
          onClose={closePanel}
          onDone={screen.selection.clear}
        />
      );
    case 'import':
      return (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the world import" />}>
          <WorldImportPanel key={serverId} serverId={serverId} towns={towns} onClose={closePanel} />
        </Suspense>
      );
    default:
      return null;
  }
}
