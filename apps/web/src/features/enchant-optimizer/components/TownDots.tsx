import { Box, Group, Text } from '@mantine/core';
import type { EnchantmentSourceTown } from '@tradehall/contracts';
import { toRoman } from '@tradehall/domain';
import { townColour } from '../town-colours';

const DOT = 10;

export function Dot({ town }: { town: string }) {
  return (
    <Box
      component="span"
      display="inline-block"
      w={DOT}
      h={DOT}
      style={{ borderRadius: '50%', background: townColour(town), border: '1px solid rgba(0, 0, 0, 0.45)' }}
    />
  );
}

const describe = ({ town, max_level }: EnchantmentSourceTown) =>
  `${town} (up to ${max_level >= 1 && max_level <= 3999 ? toRoman(max_level) : max_level})`;

/** One dot for each town of the current server that sells the enchantment. */
export function TownDots({ towns }: { towns: readonly EnchantmentSourceTown[] }) {
  if (towns.length === 0) return null;
  return (
    <Group gap={3} wrap="nowrap" role="img" aria-label={`Sold in ${towns.map(describe).join(', ')}`}>
      {towns.map((source) => (
        <span key={source.town} title={describe(source)} style={{ display: 'inline-flex' }}>
          <Dot town={source.town} />
        </span>
      ))}
    </Group>
  );
}

/** Which colour stands for which town of the selected server (nothing to show before its towns are known). */
export function TownLegend({ towns, note }: { towns: readonly string[]; note?: string }) {
  if (towns.length === 0 && !note) return null;
  return (
    <Box component="section" aria-label="Town colours">
      <Group gap="sm">
        <Text size="xs" fw={600}>
          Sold in:
        </Text>
        {towns.map((town) => (
          <Group key={town} gap={4} wrap="nowrap">
            <Dot town={town} />
            <Text size="xs">{town}</Text>
          </Group>
        ))}
      </Group>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </Box>
  );
}
