import { Button, Group, Table, Text } from '@mantine/core';
import type { CellValue, ColumnInfo, DataRow } from '@tradehall/contracts';
import { useState } from 'react';
import { useAddRow } from '../../../entities/data-tables';
import { type Feedback, withReason } from '../editor-messages';
import { CellInput } from './CellInput';

/** The Add New Row line: empty cells (the key is given by the server), Save or Cancel. */
export function NewRow({
  table,
  columns,
  onDone,
  onCancel,
}: {
  table: string;
  columns: readonly ColumnInfo[];
  onDone: (feedback: Feedback) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<DataRow>({});
  const [error, setError] = useState<string | null>(null);
  const add = useAddRow(table);

  function onSave() {
    setError(null);
    add.mutate(draft, {
      onSuccess: ({ message }) => onDone({ kind: 'success', text: message }),
      onError: (e) => {
        console.error(`Adding a row to ${table} failed`, e);
        setError(withReason('Failed to add new record. Check console for details.', e));
      },
    });
  }

  return (
    <Table.Tr bg="var(--mantine-color-yellow-light)" aria-label="New row">
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" onClick={onSave} loading={add.isPending}>
            Save
          </Button>
          <Button size="compact-xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert" maw={360} mt={4}>
            {error}
          </Text>
        )}
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.name}>
          {column.kind === 'key' || column.kind === 'system' ? (
            <Text size="xs" c="dimmed">
              new
            </Text>
          ) : (
            <CellInput
              column={column}
              value={draft[column.name]}
              label={`${column.name} of the new row`}
              readOnly={false}
              onChange={(value: CellValue) => setDraft((current) => ({ ...current, [column.name]: value }))}
            />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
