import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Bauble, BaubleTier } from '@tradehall/contracts';
import { groupByTier } from '../bauble-filters';
import { BaubleIcon } from './BaubleIcon';

const TIER_COLOURS: Readonly<Record<BaubleTier, string>> = {
  S: 'red',
  A: 'orange',
  B: 'yellow',
  C: 'green',
  D: 'blue',
  F: 'gray',
};

interface BaubleTierRowsProps {
  baubles: readonly Bauble[];
  selectedId: number | null;
  onSelect: (bauble: Bauble) => void;
  /** While a bauble is being edited another one cannot be picked. */
  disabled: boolean;
}

/** Tier rows S, A, B, C, D, F, each a row of bauble icons to pick from. */
export function BaubleTierRows({ baubles, selectedId, onSelect, disabled }: BaubleTierRowsProps) {
  return (
    <Stack gap="xs" aria-label="Bauble tiers">
      {groupByTier(baubles).map(({ tier, baubles: row }) => (
        <Paper key={tier} withBorder p="xs" role="group" aria-label={`Tier ${tier}`}>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Badge color={TIER_COLOURS[tier]} size="xl" radius="sm" w={48} style={{ flexShrink: 0 }}>
              {tier}
            </Badge>
            <Group gap={6}>
              {row.length === 0 && (
                <Text c="dimmed" size="sm" py={12}>
                  No baubles
                </Text>
              )}
              {row.map((bauble) => (
                <BaubleTile
                  key={bauble.id}
                  bauble={bauble}
                  selected={bauble.id === selectedId}
                  disabled={disabled}
                  onSelect={onSelect}
                />
              ))}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

interface BaubleTileProps {
  bauble: Bauble;
  selected: boolean;
  disabled: boolean;
  onSelect: (bauble: Bauble) => void;
}

function BaubleTile({ bauble, selected, disabled, onSelect }: BaubleTileProps) {
  return (
    <UnstyledButton
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onSelect(bauble)}
      w={76}
      p={4}
      style={{
        borderRadius: 6,
        textAlign: 'center',
        opacity: disabled && !selected ? 0.5 : 1,
        cursor: disabled ? 'not-allowed' : 'pointer',
        outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <BaubleIcon name={bauble.name} slot={bauble.type} icon={bauble.icon} decorative />
      <Text size="xs" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {bauble.name}
      </Text>
    </UnstyledButton>
  );
}
