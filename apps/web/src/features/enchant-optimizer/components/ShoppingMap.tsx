import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ShoppingTown } from '@tradehall/domain';
import { useMemo, useState } from 'react';
import { HallMap, slotKey, villagersFromTrades } from '../../../components/hall-map';
import { useTradeListing } from '../../../entities/trades';

interface ShoppingMapProps {
  towns: readonly ShoppingTown[];
  serverId: number | null;
}

/**
 * The hall maps of one town of the visit (the first by default) with the villagers to visit highlighted. The
 * town's trades, once loaded, fill in the other cells.
 */
export function ShoppingMap({ towns, serverId }: ShoppingMapProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const town = towns.find((t) => t.town === picked) ?? towns[0];
  if (!town) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="shopping-map-heading">
      <Title order={3} size="h4" id="shopping-map-heading">
        Map of the villagers to visit
      </Title>
      <NativeSelect
        label="Town on the map"
        data={towns.map((t) => t.town)}
        value={town.town}
        onChange={(event) => setPicked(event.currentTarget.value)}
        maw={320}
      />
      <TownMaps town={town} serverId={serverId} />
    </Stack>
  );
}

function TownMaps({ town, serverId }: { town: ShoppingTown; serverId: number | null }) {
  const params = useMemo(() => ({ town: town.town }), [town.town]);
  const listing = useTradeListing(serverId, params);
  const locations = useMemo(() => {
    const names = [...new Set(town.stops.map((stop) => stop.location))];
    return names.map((location) => ({
      location,
      highlighted: town.stops.filter((s) => s.location === location).map((s) => slotKey(s.row, s.num)),
      villagers: villagersFromTrades((listing.data ?? []).filter((trade) => trade.location === location)),
    }));
  }, [town, listing.data]);
  return (
    <Stack gap="sm">
      {listing.isError && (
        <Text size="sm" c="red.8">
          Could not load the trades of {town.town}: the maps show only the villagers to visit.
        </Text>
      )}
      {locations.map(({ location, highlighted, villagers }) => (
        <HallMap
          key={location}
          town={town.town}
          location={location}
          villagers={villagers}
          highlighted={highlighted}
        />
      ))}
    </Stack>
  );
}
