import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { ANVIL_PRIOR_WORK_LABELS, ModpackFormSchema, type ModpackRow } from '@tradehall/contracts';
import { useState } from 'react';
import { useDeleteModpack, useSaveModpack } from '../../../entities/modpacks';
import { ApiError } from '../../../lib/api';
import { LevelCapInput, levelCapText, PriorWorkSelect } from './AnvilRuleInputs';

/** The spec's message, then the server's reason (e.g. which servers still use the modpack). */
function failure(message: string, error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? `${message} ${error.serverMessage}` : message;
}

const LABELS: Record<string, string> = {
  modpack: 'Name',
  version: 'Version',
  anvil_level_cap: 'Level cap',
  anvil_prior_work: 'Prior work',
};

/** The first problem the contract finds in the row's fields, as one sentence ('Level cap must be …'). */
function fieldProblem(fields: Record<string, string>): { field: string; text: string } | null {
  const parsed = ModpackFormSchema.safeParse(fields);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'modpack');
  const message = issue?.message ?? 'is invalid';
  const text = /^[a-z]/.test(message) ? `${LABELS[field] ?? field} ${message}.` : message;
  return { field, text };
}

/**
 * One editable modpack: name, version and anvil rules (level cap, empty for none; prior-work rule), checked with
 * the contract before Save ('Save failed.' and the problem, as the server would answer); Delete with a
 * confirmation first.
 */
export function ModpackRowEditor({ modpack, writes }: { modpack: ModpackRow; writes: boolean }) {
  const stored = {
    modpack: modpack.modpack,
    version: modpack.version,
    anvil_level_cap: modpack.anvil_level_cap === null ? '' : String(modpack.anvil_level_cap),
    anvil_prior_work: modpack.anvil_prior_work,
  };
  const [fields, setFields] = useState<Record<keyof typeof stored, string>>(stored);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSaveModpack();
  const remove = useDeleteModpack();
  const changed = (Object.keys(stored) as (keyof typeof stored)[]).some((key) => fields[key] !== stored[key]);
  const set = (key: keyof typeof stored) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setInvalid(null);
  };

  function onSave() {
    setError(null);
    const problem = fieldProblem(fields);
    if (problem) {
      setInvalid(problem.field);
      setError(`Save failed. ${problem.text}`);
      return;
    }
    const parsed = ModpackFormSchema.parse(fields);
    save.mutate(
      { id: modpack.id, ...parsed, row_version: modpack.row_version },
      { onError: (e) => setError(failure('Save failed.', e)) },
    );
  }

  function onDelete() {
    setError(null);
    remove.mutate(modpack.id, {
      onError: (e) => {
        setConfirming(false);
        setError(failure('Delete failed.', e));
      },
    });
  }

  const text = (key: 'modpack' | 'version', label: string) =>
    writes ? (
      <TextInput
        aria-label={`${label} of modpack ${modpack.id}`}
        value={fields[key]}
        onChange={(e) => set(key)(e.currentTarget.value)}
        error={invalid === key}
        size="xs"
      />
    ) : (
      modpack[key]
    );

  return (
    <Table.Tr>
      <Table.Td>{modpack.id}</Table.Td>
      <Table.Td>{text('modpack', 'Name')}</Table.Td>
      <Table.Td>{text('version', 'Version')}</Table.Td>
      <Table.Td>
        {writes ? (
          <LevelCapInput
            aria-label={`Level cap of modpack ${modpack.id}`}
            value={fields.anvil_level_cap}
            onChange={(e) => set('anvil_level_cap')(e.currentTarget.value)}
            error={invalid === 'anvil_level_cap'}
            size="xs"
            w={90}
          />
        ) : (
          levelCapText(modpack.anvil_level_cap)
        )}
      </Table.Td>
      <Table.Td>
        {writes ? (
          <PriorWorkSelect
            aria-label={`Prior work of modpack ${modpack.id}`}
            value={fields.anvil_prior_work}
            onChange={(e) => set('anvil_prior_work')(e.currentTarget.value)}
            size="xs"
          />
        ) : (
          ANVIL_PRIOR_WORK_LABELS[modpack.anvil_prior_work]
        )}
      </Table.Td>
      {writes && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={onSave} disabled={!changed} loading={save.isPending}>
              Save
            </Button>
            {confirming ? (
              <>
                <Text size="xs">Delete {modpack.modpack}?</Text>
                <Button size="xs" color="red" onClick={onDelete} loading={remove.isPending}>
                  Confirm
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </Group>
          {error && (
            <Text size="xs" c="red" role="alert" mt={4} maw={420}>
              {error}
            </Text>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
