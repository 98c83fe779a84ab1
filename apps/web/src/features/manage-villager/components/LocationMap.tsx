import { Center, Loader, Paper, Text } from '@mantine/core';
import type { Trade } from '@tradehall/contracts';
import { useMemo } from 'react';
import { HallMap, type HallMapSlot, villagersFromTrades } from '../../../components/hall-map';

export interface LocationMapState {
  town: string;
  location: string;
  /** Every trade of the location (not only the listed ones). */
  trades: readonly Trade[];
  loading: boolean;
  /** Move/Copy is open: a click chooses the destination. */
  picking: boolean;
  selected: string | null;
  highlighted: readonly string[];
  pickCell: (slot: HallMapSlot) => void;
}

export const PICK_HINT = 'Click a cell to choose the Move/Copy destination.';
export const FILTER_HINT = 'Click a cell to list that villager; click it again to list the whole location.';

/** The hall map of the searched location, above the table. */
export function LocationMap({ map }: { map: LocationMapState }) {
  const villagers = useMemo(() => villagersFromTrades(map.trades), [map.trades]);
  return (
    <Paper component="section" aria-label="Location map" withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" mb={4}>
        {map.picking ? PICK_HINT : FILTER_HINT}
      </Text>
      {map.loading ? (
        <Center py="sm">
          <Loader size="sm" aria-label="Loading the map" />
        </Center>
      ) : (
        <HallMap
          town={map.town}
          location={map.location}
          villagers={villagers}
          selected={map.selected}
          highlighted={map.highlighted}
          onCellClick={map.pickCell}
        />
      )}
    </Paper>
  );
}
