import { Button, Stack, Text } from '@mantine/core';
import type { Trade } from '@tradehall/contracts';
import { useMemo, useState } from 'react';
import { HallMap, slotKey, villagersFromTrades } from '../../../components/hall-map';
import { useLocationListings } from '../../../entities/trades';
import { compareNatural } from '../../../lib/natural-sort';

/** Maps drawn at a time: each is up to 27 × 20 cells. */
export const MAPS_PER_PAGE = 6;

/**
 * The found trades on the hall maps of their locations: each location's whole hall (every villager, read as
 * Manage Villager lists it), with the cells that sell what was found highlighted. Locations with the most hits
 * come first; more are drawn on request.
 */
export function SearchMaps({ serverId, trades }: { serverId: number | null; trades: readonly Trade[] }) {
  const [shown, setShown] = useState(MAPS_PER_PAGE);
  const locations = useMemo(() => foundLocations(trades), [trades]);
  const visible = locations.slice(0, shown);
  const halls = useLocationListings(serverId, visible);

  return (
    <Stack gap="md" aria-label="Search results on the hall maps" role="region">
      <Text size="sm" c="dimmed">
        Highlighted cells sell what the search found; the other villagers of each location are shown around
        them.
      </Text>
      {visible.map((location, index) => {
        const hall = halls[index]?.data;
        return (
          <HallMap
            key={`${location.town}\u0000${location.location}`}
            town={location.town}
            location={location.location}
            villagers={villagersFromTrades(hall ?? location.trades)}
            highlighted={location.hits}
            title={
              <Text fw={600} size="sm" mb={4}>
                {location.town} / {location.location}: {hitsText(location.hits.length)}
              </Text>
            }
          />
        );
      })}
      {locations.length > shown && (
        <Button variant="default" onClick={() => setShown((count) => count + MAPS_PER_PAGE)}>
          Show more locations ({locations.length - shown} more)
        </Button>
      )}
    </Stack>
  );
}

interface FoundLocation {
  town: string;
  location: string;
  trades: Trade[];
  /** Slot keys of the villagers with a found trade. */
  hits: string[];
}

/** The found trades by location, the locations with the most villagers found first (then by name). */
export function foundLocations(trades: readonly Trade[]): FoundLocation[] {
  const byLocation = new Map<string, FoundLocation>();
  for (const trade of trades) {
    const key = JSON.stringify([trade.town, trade.location]);
    const found = byLocation.get(key);
    if (found) found.trades.push(trade);
    else byLocation.set(key, { town: trade.town, location: trade.location, trades: [trade], hits: [] });
  }
  return [...byLocation.values()]
    .map((found) => ({ ...found, hits: [...new Set(found.trades.map((t) => slotKey(t.row, t.num)))] }))
    .sort(
      (a, b) =>
        b.hits.length - a.hits.length ||
        compareNatural(a.town, b.town) ||
        compareNatural(a.location, b.location),
    );
}

function hitsText(count: number): string {
  return `${count} ${count === 1 ? 'villager' : 'villagers'} found`;
}
