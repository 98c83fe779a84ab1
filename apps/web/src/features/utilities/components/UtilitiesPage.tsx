import { SimpleGrid, Stack, Title } from '@mantine/core';
import { TownNameGenerator } from './TownNameGenerator';
import { XpTomeCalculator } from './XpTomeCalculator';

/** /utilities (SPEC §2): the town-name generator and the XP-tome calculator. */
export function UtilitiesPage() {
  return (
    <Stack>
      <Title order={1}>Utilities</Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <TownNameGenerator />
        <XpTomeCalculator />
      </SimpleGrid>
    </Stack>
  );
}
