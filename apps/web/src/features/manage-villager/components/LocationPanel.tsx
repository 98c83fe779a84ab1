import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { Town } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import {
  useCreateLocation,
  useDeleteLocation,
  useLocations,
  useRenameLocation,
} from '../../../entities/locations';
import { errorText } from '../../../lib/api';
import { MESSAGES } from '../messages';
import { ConfirmBanner } from './ConfirmBanner';
import { NEW, PanelFrame } from './PanelFrame';
import { type Feedback, fieldProblem, formFeedback, StatusMessage } from './StatusMessage';

interface LocationPanelProps {
  serverId: number | null;
  towns: readonly Town[];
  /** The town chosen in the filters, if any: the panel starts on it. */
  initialTownId: string;
  onClose: () => void;
  /** After a rename (newName) or a delete (null), so filters naming the location can follow. */
  onChanged: (townId: number, oldName: string, newName: string | null) => void;
}

/** Manage Location: in a town, create ('new'), rename, or delete a location with its trades. */
export function LocationPanel({ serverId, towns, initialTownId, onClose, onChanged }: LocationPanelProps) {
  const [townId, setTownId] = useState(initialTownId);
  const [choice, setChoice] = useState(NEW);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const town = towns.find((candidate) => String(candidate.id) === townId) ?? null;
  const locations = useLocations(serverId, town?.id ?? null).data ?? [];
  const createLocation = useCreateLocation(serverId);
  const renameLocation = useRenameLocation(serverId);
  const deleteLocation = useDeleteLocation(serverId);

  const location = locations.find((candidate) => String(candidate.id) === choice) ?? null;
  const editing = location !== null;

  function chooseTown(value: string) {
    setTownId(value);
    setChoice(NEW);
    setName('');
    setConfirming(false);
    setFeedback(null);
  }

  function chooseLocation(value: string) {
    setChoice(value);
    setName(locations.find((candidate) => String(candidate.id) === value)?.name ?? '');
    setConfirming(false);
    setFeedback(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!town || trimmed === '') {
      setFeedback({ kind: 'error', text: MESSAGES.locationInvalid, field: town ? 'name' : 'town' });
      return;
    }
    if (serverId === null) {
      setFeedback({ kind: 'error', text: MESSAGES.noServerSelected });
      return;
    }
    const onError = (error: unknown) =>
      setFeedback({ kind: 'error', text: errorText(error, 'Saving the location failed.') });
    if (location) {
      renameLocation.mutate(
        { id: location.id, body: { name: trimmed, row_version: location.row_version } },
        {
          onSuccess: ({ location: renamed }) => {
            setName(renamed.name);
            setFeedback({ kind: 'success', text: MESSAGES.locationUpdated });
            onChanged(town.id, location.name, renamed.name);
          },
          onError,
        },
      );
    } else {
      createLocation.mutate(
        { townId: town.id, name: trimmed, serverId },
        {
          onSuccess: ({ location: created }) => {
            setName('');
            setFeedback({ kind: 'success', text: `Location '${created.name}' added to ${town.name}.` });
          },
          onError,
        },
      );
    }
  }

  function remove() {
    if (!town || !location) return;
    deleteLocation.mutate(location.id, {
      onSuccess: () => {
        setConfirming(false);
        setChoice(NEW);
        setName('');
        setFeedback({ kind: 'success', text: MESSAGES.locationDeleted });
        onChanged(town.id, location.name, null);
      },
      onError: (error) => {
        setConfirming(false);
        setFeedback({ kind: 'error', text: errorText(error, 'Deleting the location failed.') });
      },
    });
  }

  return (
    <PanelFrame title="Manage Location" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label="Town"
            w={180}
            value={town ? townId : ''}
            data={[
              { value: '', label: 'Select a town' },
              ...towns.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
            onChange={(event) => chooseTown(event.currentTarget.value)}
            {...problemProps(fieldProblem(feedback, 'town'))}
          />
          <NativeSelect
            label="Location"
            w={180}
            value={editing ? choice : NEW}
            disabled={!town}
            data={[
              { value: NEW, label: '+ New Location' },
              ...locations.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
            onChange={(event) => chooseLocation(event.currentTarget.value)}
          />
          <TextInput
            label={editing ? 'New Location Name' : 'Location Name'}
            w={200}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            {...problemProps(fieldProblem(feedback, 'name'))}
          />
          <Button
            type="submit"
            mt={INPUT_LABEL_OFFSET}
            loading={createLocation.isPending || renameLocation.isPending}
          >
            {editing ? 'Rename Location' : 'Add Location'}
          </Button>
          {editing && (
            <Button
              color="red"
              variant="light"
              mt={INPUT_LABEL_OFFSET}
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              Delete Location
            </Button>
          )}
        </Group>
      </form>
      {confirming && town && location && (
        <ConfirmBanner
          question={`Delete location ${location.name} in ${town.name} with its trades?`}
          busy={deleteLocation.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      <StatusMessage feedback={formFeedback(feedback)} />
    </PanelFrame>
  );
}
