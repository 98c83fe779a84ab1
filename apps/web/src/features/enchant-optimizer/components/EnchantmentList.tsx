import { Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { EnchantmentSourceTown, OptimizerEnchantment } from '@tradehall/contracts';
import { useMemo, useState } from 'react';
import { SELECTION_LIMIT_REACHED, type Selection } from '../optimizer-rules';
import { TownDots } from './TownDots';

interface EnchantmentListProps {
  enchantments: readonly OptimizerEnchantment[];
  selected: readonly Selection[];
  sources: ReadonlyMap<string, readonly EnchantmentSourceTown[]>;
  limitReached: boolean;
  onToggle: (enchantment: OptimizerEnchantment) => void;
}

const NO_TOWNS: readonly EnchantmentSourceTown[] = [];

/** The available enchantments: a checkbox each, with a dot for each town of the server that sells it. */
export function EnchantmentList({
  enchantments,
  selected,
  sources,
  limitReached,
  onToggle,
}: EnchantmentListProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return enchantments.filter((e) => e.name.toLowerCase().includes(needle));
  }, [enchantments, filter]);
  const isSelected = (name: string) => selected.some((entry) => entry.name === name);

  return (
    <Stack gap="xs" role="group" aria-label="Available enchantments">
      <TextInput
        label="Filter enchantments"
        size="xs"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {limitReached && (
        <Text size="sm" c="orange" role="status">
          {SELECTION_LIMIT_REACHED}
        </Text>
      )}
      <ScrollArea h={360} type="auto" offsetScrollbars>
        <Stack gap={6}>
          {shown.length === 0 && (
            <Text size="sm" c="dimmed">
              No enchantment matches.
            </Text>
          )}
          {shown.map((enchantment) => {
            const checked = isSelected(enchantment.name);
            return (
              <Group key={enchantment.id} gap="xs" wrap="nowrap" data-enchantment={enchantment.name}>
                <Checkbox
                  size="xs"
                  label={enchantment.name}
                  checked={checked}
                  disabled={!checked && limitReached}
                  onChange={() => onToggle(enchantment)}
                />
                <TownDots towns={sources.get(enchantment.name) ?? NO_TOWNS} />
              </Group>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
