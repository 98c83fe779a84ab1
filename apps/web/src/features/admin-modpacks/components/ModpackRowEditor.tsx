import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { ModpackRow } from '@tradehall/contracts';
import { useState } from 'react';
import { useDeleteModpack, useSaveModpack } from '../../../entities/modpacks';
import { ApiError } from '../../../lib/api';

/** The spec's message, then the server's reason (e.g. which servers still use the modpack). */
function failure(message: string, error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? `${message} ${error.serverMessage}` : message;
}

/** One editable modpack: name and version inputs, Save, and Delete with a confirmation first. */
export function ModpackRowEditor({ modpack, writes }: { modpack: ModpackRow; writes: boolean }) {
  const [name, setName] = useState(modpack.modpack);
  const [version, setVersion] = useState(modpack.version);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveModpack();
  const remove = useDeleteModpack();
  const changed = name !== modpack.modpack || version !== modpack.version;

  function onSave() {
    setError(null);
    save.mutate(
      { id: modpack.id, modpack: name, version, row_version: modpack.row_version },
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

  return (
    <Table.Tr>
      <Table.Td>{modpack.id}</Table.Td>
      <Table.Td>
        {writes ? (
          <TextInput
            aria-label={`Name of modpack ${modpack.id}`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            size="xs"
          />
        ) : (
          modpack.modpack
        )}
      </Table.Td>
      <Table.Td>
        {writes ? (
          <TextInput
            aria-label={`Version of modpack ${modpack.id}`}
            value={version}
            onChange={(e) => setVersion(e.currentTarget.value)}
            size="xs"
          />
        ) : (
          modpack.version
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
