import { Stack, Text, Title } from '@mantine/core';
import type { FilterCoverageRow, FilterTradesResponse } from '@tradehall/contracts';
import { useMemo } from 'react';
import { HallMap } from '../../../components/hall-map';
import { useTradeListing } from '../../../entities/trades';
import { type StrategyLocation, townLocations, whereToBuyKeys } from '../strategy-map';

interface TownMapsProps {
  serverId: number | null;
  town: string;
  result: FilterTradesResponse;
  activeRow: FilterCoverageRow | null;
}

/**
 * One chosen town's locations as hall maps. The answer's villagers show at once; the town's trades, once loaded,
 * add each cell's best enchantment and its trades.
 */
export function TownMaps({ serverId, town, result, activeRow }: TownMapsProps) {
  const params = useMemo(() => ({ town }), [town]);
  const listing = useTradeListing(serverId, params);
  const locations = useMemo(
    () => townLocations(town, result, listing.data ?? []),
    [town, result, listing.data],
  );
  return (
    <Stack gap="xs" component="section" aria-label={`Maps of ${town}`}>
      <Title order={3} size="h4">
        {town}
      </Title>
      {listing.isError && (
        <Text size="sm" c="red">
          Could not load the trades of {town}: the maps show the answer's villagers without their trades.
        </Text>
      )}
      {locations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No villagers in {town}.
        </Text>
      ) : (
        locations.map((location) => (
          <LocationMap key={location.location} location={location} activeRow={activeRow} />
        ))
      )}
    </Stack>
  );
}

function LocationMap({
  location,
  activeRow,
}: {
  location: StrategyLocation;
  activeRow: FilterCoverageRow | null;
}) {
  const highlighted = useMemo(
    () => whereToBuyKeys(activeRow, location.town, location.location),
    [activeRow, location.town, location.location],
  );
  return (
    <HallMap
      town={location.town}
      location={location.location}
      villagers={location.villagers}
      cellStates={location.cellStates}
      highlighted={highlighted}
      legend="types"
      title={
        <Text fw={600} size="sm" mb={4}>
          {location.location}
        </Text>
      }
    />
  );
}
