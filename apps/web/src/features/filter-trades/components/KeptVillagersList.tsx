import { Text } from '@mantine/core';
import type { FilterKeptRow } from '@tradehall/contracts';

/** The villagers to keep as one line of text, folded away below the maps. */
export function KeptVillagersList({ kept }: { kept: readonly FilterKeptRow[] }) {
  if (kept.length === 0) return null;
  return (
    <details data-testid="kept-villagers">
      <summary>
        <Text span size="sm" fw={600}>
          Villagers to keep as a list ({kept.length})
        </Text>
      </summary>
      <Text size="sm" mt={4}>
        Villagers to keep: {kept.map((villager) => villager.display).join('; ')}
      </Text>
    </details>
  );
}
