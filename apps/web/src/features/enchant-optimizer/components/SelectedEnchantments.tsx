import { Alert, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { OPTIMIZER_MAX_ENCHANTMENTS, type OptimizerEnchantment } from '@tradehall/contracts';
import { levelNumeral } from '@tradehall/domain';
import type { Selection } from '../optimizer-rules';

interface SelectedEnchantmentsProps {
  selected: readonly Selection[];
  enchantments: readonly OptimizerEnchantment[];
  conflicts: readonly string[];
  onLevel: (name: string, level: number | null) => void;
}

const NONE = 'None';

/** A level select for each selected enchantment (1 to its max level, or None), and the conflict warning. */
export function SelectedEnchantments({
  selected,
  enchantments,
  conflicts,
  onLevel,
}: SelectedEnchantmentsProps) {
  const maxOf = (name: string) => enchantments.find((e) => e.name === name)?.maxlevel ?? 1;
  return (
    <Stack gap="xs" role="group" aria-label="Selected enchantments">
      <Text size="sm" c="dimmed" data-testid="selection-count">
        {selected.length} of {OPTIMIZER_MAX_ENCHANTMENTS} selected
      </Text>
      {selected.map(({ name, level }) => (
        <Group key={name} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{name}</Text>
          <NativeSelect
            aria-label={`${name} level`}
            size="xs"
            w={90}
            data={[
              NONE,
              ...Array.from({ length: maxOf(name) }, (_, index) => ({
                value: String(index + 1),
                label: levelNumeral(index + 1),
              })),
            ]}
            value={level === null ? NONE : String(level)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onLevel(name, value === NONE ? null : Number(value));
            }}
          />
        </Group>
      ))}
      {conflicts.length > 0 && (
        <Alert color="yellow" role="alert" title="Incompatible enchantments">
          <List size="sm">
            {conflicts.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
