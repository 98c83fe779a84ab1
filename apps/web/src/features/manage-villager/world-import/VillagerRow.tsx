import { Badge, Checkbox, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { ROWS, type WorldScanGone, type WorldScanVillager } from '@tradehall/contracts';
import { memo } from 'react';
import { NUM_OPTIONS, withCurrent } from '../filters';
import { villagerTitle } from './geometry';
import { OfferChips } from './OfferChips';
import { draftOf, isMoved, type SlotDraft } from './plan';

export type SlotField = keyof SlotDraft;

const STATUS_COLOURS = { new: 'green', changed: 'yellow', unchanged: 'gray', gone: 'red' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_COLOURS }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOURS[status]}>
      {status}
    </Badge>
  );
}

/** The id of a villager's row, so a point of the map can bring it into view. */
export const rowIdOf = (uuid: string) => `world-villager-${uuid}`;

interface VillagerRowProps {
  villager: WorldScanVillager;
  /** The slot as edited; undefined while it is the proposal (kept stable, so rows not edited do not re-render). */
  edited: SlotDraft | undefined;
  skipped: boolean;
  townListId: string;
  onToggleSkip: (uuid: string) => void;
  onSlotChange: (villager: WorldScanVillager, field: SlotField, value: string) => void;
}

/** One scanned villager: skip it, its status, its slot (editable) and its offers. Memoised per row. */
export const VillagerRow = memo(function VillagerRow({
  villager,
  edited,
  skipped,
  townListId,
  onToggleSkip,
  onSlotChange,
}: VillagerRowProps) {
  const title = villagerTitle(villager);
  const slot = edited ?? draftOf(villager.proposed);
  const moved = edited !== undefined && isMoved(villager, edited);
  const text = (field: 'town' | 'location', label: string, width: number) => (
    <TextInput
      size="xs"
      w={width}
      aria-label={`${label} of ${title}`}
      value={slot[field]}
      disabled={skipped}
      list={field === 'town' ? townListId : undefined}
      onChange={(event) => onSlotChange(villager, field, event.currentTarget.value)}
    />
  );
  return (
    <Table.Tr
      id={rowIdOf(villager.uuid)}
      aria-label={title}
      opacity={skipped ? 0.55 : undefined}
      bg={moved && !skipped ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Skip ${title}`}
          checked={skipped}
          onChange={() => onToggleSkip(villager.uuid)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{title}</Text>
        <Text size="xs" c="dimmed">
          {villager.career_level !== null ? `Level ${villager.career_level} · ` : ''}y{' '}
          {Math.floor(villager.y)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={villager.status} />
      </Table.Td>
      <Table.Td>{text('town', 'Town', 130)}</Table.Td>
      <Table.Td>{text('location', 'Location', 110)}</Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          w={64}
          aria-label={`Row of ${title}`}
          value={slot.row}
          disabled={skipped}
          data={withCurrent(ROWS, slot.row)}
          onChange={(event) => onSlotChange(villager, 'row', event.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          w={70}
          aria-label={`Num of ${title}`}
          value={slot.num}
          disabled={skipped}
          data={withCurrent(NUM_OPTIONS, slot.num)}
          onChange={(event) => onSlotChange(villager, 'num', event.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <OfferChips offers={villager.offers} />
      </Table.Td>
    </Table.Tr>
  );
});

/** A villager whose trades are on the server but who is no longer in the world. */
export function GoneRow({ gone, removing }: { gone: WorldScanGone; removing: boolean }) {
  const title = `Villager gone from the world (${gone.location} ${gone.row}${gone.num})`;
  return (
    <Table.Tr aria-label={title}>
      <Table.Td />
      <Table.Td>
        <Text size="sm">Gone from the world</Text>
        <Text size="xs" c="dimmed" title={gone.uuid}>
          {gone.uuid.slice(0, 8)}…
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status="gone" />
      </Table.Td>
      <Table.Td colSpan={4}>
        <Text size="sm">
          {gone.town} / {gone.location} {gone.row}
          {gone.num}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">
          {gone.trades} trade{gone.trades === 1 ? '' : 's'} on the server:{' '}
          {removing ? 'removed on apply' : 'kept (tick "Remove villagers gone from the world" to remove)'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
