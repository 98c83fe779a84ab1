import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { Town } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import { useCreateTown, useDeleteTown, useRenameTown } from '../../../entities/towns';
import { errorText } from '../../../lib/api';
import { MESSAGES } from '../messages';
import { ConfirmBanner } from './ConfirmBanner';
import { NEW, PanelFrame } from './PanelFrame';
import { type Feedback, fieldProblem, formFeedback, StatusMessage } from './StatusMessage';

interface TownPanelProps {
  serverId: number | null;
  towns: readonly Town[];
  onClose: () => void;
  /** Called after a town was deleted (the filters may have to forget it). */
  onDeleted: (townId: number) => void;
}

/** Manage Town: create ('new'), rename, or delete a town with all its locations and trades. */
export function TownPanel({ serverId, towns, onClose, onDeleted }: TownPanelProps) {
  const [choice, setChoice] = useState(NEW);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const createTown = useCreateTown(serverId);
  const renameTown = useRenameTown(serverId);
  const deleteTown = useDeleteTown(serverId);

  const town = towns.find((candidate) => String(candidate.id) === choice) ?? null;
  const editing = town !== null;

  function choose(value: string) {
    setChoice(value);
    setName(towns.find((candidate) => String(candidate.id) === value)?.name ?? '');
    setConfirming(false);
    setFeedback(null);
  }

  /** SPEC §5: non-empty and not already on the server, ignoring case (the town itself excepted). */
  function nameProblem(): string | null {
    if (serverId === null) return MESSAGES.noServerSelected;
    const wanted = name.trim().toLowerCase();
    const taken = towns.some((other) => other.id !== town?.id && other.name.toLowerCase() === wanted);
    return wanted === '' || taken ? MESSAGES.townNameInvalid : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameProblem();
    if (problem || serverId === null) {
      setFeedback({
        kind: 'error',
        text: problem ?? MESSAGES.noServerSelected,
        field: problem === MESSAGES.townNameInvalid ? 'name' : undefined,
      });
      return;
    }
    const onError = (error: unknown) =>
      setFeedback({ kind: 'error', text: errorText(error, 'Saving the town failed.') });
    if (town) {
      renameTown.mutate(
        { id: town.id, body: { name: name.trim(), row_version: town.row_version } },
        {
          onSuccess: ({ town: renamed }) => {
            setName(renamed.name);
            setFeedback({ kind: 'success', text: MESSAGES.townUpdated });
          },
          onError,
        },
      );
    } else {
      createTown.mutate(
        { name: name.trim(), serverId },
        {
          onSuccess: ({ town: created }) => {
            setName('');
            setFeedback({ kind: 'success', text: `Town '${created.name}' added.` });
          },
          onError,
        },
      );
    }
  }

  function remove() {
    if (!town) return;
    deleteTown.mutate(town.id, {
      onSuccess: () => {
        setConfirming(false);
        setChoice(NEW);
        setName('');
        setFeedback({ kind: 'success', text: MESSAGES.townDeleted });
        onDeleted(town.id);
      },
      onError: (error) => {
        setConfirming(false);
        setFeedback({ kind: 'error', text: errorText(error, 'Deleting the town failed.') });
      },
    });
  }

  return (
    <PanelFrame title="Manage Town" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label="Town"
            w={200}
            value={editing ? choice : NEW}
            data={[
              { value: NEW, label: '+ New Town' },
              ...towns.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
            onChange={(event) => choose(event.currentTarget.value)}
          />
          <TextInput
            label={editing ? 'New Town Name' : 'Town Name'}
            w={220}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            {...problemProps(fieldProblem(feedback, 'name'))}
          />
          <Button
            type="submit"
            mt={INPUT_LABEL_OFFSET}
            loading={createTown.isPending || renameTown.isPending}
          >
            {editing ? 'Rename Town' : 'Add Town'}
          </Button>
          {editing && (
            <Button
              color="red"
              variant="light"
              mt={INPUT_LABEL_OFFSET}
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              Delete Town
            </Button>
          )}
        </Group>
      </form>
      {confirming && town && (
        <ConfirmBanner
          question={`Delete town ${town.name} with all its locations and trades?`}
          busy={deleteTown.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      <StatusMessage feedback={formFeedback(feedback)} />
    </PanelFrame>
  );
}
