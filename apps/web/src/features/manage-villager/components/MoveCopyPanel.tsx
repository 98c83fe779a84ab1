import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { ROWS, type Town } from '@tradehall/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useLocations } from '../../../entities/locations';
import { useMoveTrades } from '../../../entities/trades';
import { ApiError } from '../../../lib/api';
import { NUM_OPTIONS } from '../filters';
import { MESSAGES } from '../messages';
import { buildMoveRequest, MOVE_ACTIONS, type MoveAction, type SlotFields } from '../move-copy';
import { PanelFrame } from './PanelFrame';
import { type Feedback, StatusMessage } from './StatusMessage';

interface MoveCopyPanelProps {
  serverId: number | null;
  towns: readonly Town[];
  /** Ids of the trades selected in the table: when any, those are moved instead of a whole villager. */
  selectedIds: readonly number[];
  /** Where the source starts: the villager of the filters. */
  initialSource: SlotFields;
  /** The destination lives with the screen: a click on the hall map chooses it too. */
  destination: SlotFields;
  onDestinationChange: (slot: SlotFields) => void;
  /** A hall map is shown, whose cells can be clicked to choose the destination. */
  mapShown: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Move/Copy: the selected trades, or every trade of a source villager, to a destination villager. */
export function MoveCopyPanel({
  serverId,
  towns,
  selectedIds,
  initialSource,
  destination,
  onDestinationChange,
  mapShown,
  onClose,
  onDone,
}: MoveCopyPanelProps) {
  const [action, setAction] = useState<MoveAction>('Move');
  const [source, setSource] = useState<SlotFields>(initialSource);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const moveTrades = useMoveTrades(serverId);
  const withSelection = selectedIds.length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = buildMoveRequest(action, source, destination, selectedIds, towns);
    if (!checked.ok) {
      setFeedback({ kind: 'error', text: checked.problem });
      return;
    }
    setFeedback(null);
    moveTrades.mutate(checked.body, {
      onSuccess: ({ message }) => {
        setFeedback({ kind: 'success', text: message });
        onDone();
      },
      onError: (error) =>
        setFeedback({
          kind: 'error',
          text:
            error instanceof ApiError && error.serverMessage
              ? `${MESSAGES.moveError}${error.serverMessage}`
              : MESSAGES.moveFailed(action),
        }),
    });
  }

  return (
    <PanelFrame title="Move/Copy" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Action"
            w={140}
            value={action}
            data={[...MOVE_ACTIONS]}
            onChange={(event) => setAction(event.currentTarget.value === 'Copy' ? 'Copy' : 'Move')}
          />
          {withSelection ? (
            <Text size="sm">
              {action === 'Move' ? 'Moves' : 'Copies'} the {selectedIds.length} selected trade
              {selectedIds.length === 1 ? '' : 's'}. Clear the selection to {action.toLowerCase()} a whole
              villager instead.
            </Text>
          ) : (
            <SlotInputs
              legend="Source"
              serverId={serverId}
              towns={towns}
              slot={source}
              onChange={setSource}
              pickExisting
            />
          )}
          <SlotInputs
            legend="Destination"
            serverId={serverId}
            towns={towns}
            slot={destination}
            onChange={onDestinationChange}
          />
          {mapShown && (
            <Text size="xs" c="dimmed">
              Or click a cell of the map to choose the destination.
            </Text>
          )}
          <Group>
            <Button type="submit" loading={moveTrades.isPending}>
              {action} Trades
            </Button>
          </Group>
        </Stack>
      </form>
      <StatusMessage feedback={feedback} />
    </PanelFrame>
  );
}

interface SlotInputsProps {
  legend: 'Source' | 'Destination';
  serverId: number | null;
  towns: readonly Town[];
  slot: SlotFields;
  onChange: (slot: SlotFields) => void;
  /** The source must be an existing location; a destination location is created when missing. */
  pickExisting?: boolean;
}

function SlotInputs({ legend, serverId, towns, slot, onChange, pickExisting = false }: SlotInputsProps) {
  const listId = useId();
  const town = towns.find((candidate) => String(candidate.id) === slot.townId) ?? null;
  const locations = (useLocations(serverId, town?.id ?? null).data ?? []).map((location) => location.name);
  const set = (field: keyof SlotFields, value: string) => onChange({ ...slot, [field]: value });

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={legend}>
      <NativeSelect
        label={`${legend} Town`}
        w={170}
        value={town ? slot.townId : ''}
        data={[
          { value: '', label: 'Select a town' },
          ...towns.map((option) => ({ value: String(option.id), label: option.name })),
        ]}
        onChange={(event) => onChange({ ...slot, townId: event.currentTarget.value, location: '' })}
      />
      {pickExisting ? (
        <NativeSelect
          label={`${legend} Location`}
          w={170}
          value={slot.location}
          disabled={!town}
          data={[{ value: '', label: 'Select a location' }, ...locations]}
          onChange={(event) => set('location', event.currentTarget.value)}
        />
      ) : (
        <>
          <TextInput
            label={`${legend} Location`}
            description="New names are created"
            w={170}
            value={slot.location}
            disabled={!town}
            list={listId}
            onChange={(event) => set('location', event.currentTarget.value)}
          />
          <datalist id={listId}>
            {locations.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
      <NativeSelect
        label={`${legend} Row`}
        w={90}
        value={slot.row}
        data={[{ value: '', label: '–' }, ...ROWS]}
        onChange={(event) => set('row', event.currentTarget.value)}
      />
      <NativeSelect
        label={`${legend} Num`}
        w={90}
        value={slot.num}
        data={[{ value: '', label: '–' }, ...NUM_OPTIONS]}
        onChange={(event) => set('num', event.currentTarget.value)}
      />
    </Group>
  );
}
