import { Stack, Text, Title } from '@mantine/core';
import { memo, useCallback } from 'react';
import { HallMap, type HallMapSlot, type HallMapVillager, slotKey } from '../../../components/hall-map';
import type { PlacementMap } from './placement';

/** The cells' ids start with this, so they differ from Manage Villager's own map of the same location. */
const ID_PREFIX = 'world-import-map';

interface PlacementMapsProps {
  maps: readonly PlacementMap[];
  /** A villager's cell was clicked (or Enter / Space): bring its row of the tables into view. */
  onPick: (uuid: string) => void;
}

/** The proposed placement: a hall map per town and location, following the slots as they are edited. */
export function PlacementMaps({ maps, onPick }: PlacementMapsProps) {
  return (
    <section aria-label="Proposed placement">
      <Title order={3} size="h5">
        Proposed placement
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {maps.length > 0
          ? 'Where the villagers go, as their slots read now; skipped villagers and those without offers are left out. Click a villager to find its row in the tables.'
          : 'No villager is placed: every one is skipped or has no offers.'}
      </Text>
      <Stack gap="sm">
        {maps.map((map) => (
          <PlacementHallMap key={`${map.town}\u0000${map.location}`} map={map} onPick={onPick} />
        ))}
      </Stack>
    </section>
  );
}

const PlacementHallMap = memo(function PlacementHallMap({
  map,
  onPick,
}: {
  map: PlacementMap;
  onPick: (uuid: string) => void;
}) {
  const { uuidBySlot } = map;
  const onCellClick = useCallback(
    (slot: HallMapSlot, villager: HallMapVillager | null) => {
      const uuid = villager ? uuidBySlot.get(slotKey(slot.row, slot.num)) : undefined;
      if (uuid) onPick(uuid);
    },
    [uuidBySlot, onPick],
  );
  return (
    <HallMap
      town={map.town}
      location={map.location}
      villagers={map.villagers}
      onCellClick={onCellClick}
      idPrefix={ID_PREFIX}
    />
  );
});
