import { Stack, Text, Title } from '@mantine/core';
import type { FilterCoverageRow, FilterTradesResponse } from '@tradehall/contracts';
import { HallMapLegend, type HallMapMark } from '../../../components/hall-map';
import { TownMaps } from './TownMaps';

interface StrategyMapsProps {
  serverId: number | null;
  /** The towns the strategy ran on. */
  towns: readonly string[];
  result: FilterTradesResponse;
  /** The open Coverage row: its sellers are ringed. */
  activeRow: FilterCoverageRow | null;
}

/** The answer as maps: every location of each chosen town, cells coloured keep, remove or not covered. */
export function StrategyMaps({ serverId, towns, result, activeRow }: StrategyMapsProps) {
  const marks: HallMapMark[] = ['keep', 'remove', 'uncovered'];
  if (activeRow) marks.push('highlighted');
  return (
    <section aria-labelledby="strategy-maps-heading">
      <Title order={2} size="h3" id="strategy-maps-heading" mb={4}>
        Hall maps
      </Title>
      <Text size="sm" c="dimmed">
        Keep the green villagers; the red ones can go. Grey ones are not judged: they sell no{' '}
        {result.counted === 'books' ? 'counted book' : 'enchantment that counts'}. Open a Coverage row to ring
        the villagers that sell it.
      </Text>
      <HallMapLegend marks={marks} />
      <Stack gap="lg" mt="sm">
        {towns.map((town) => (
          <TownMaps key={town} serverId={serverId} town={town} result={result} activeRow={activeRow} />
        ))}
      </Stack>
    </section>
  );
}
