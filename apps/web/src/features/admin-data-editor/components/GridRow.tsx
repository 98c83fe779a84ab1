import { Button, Group, Table, Text } from '@mantine/core';
import type { CellValue, ColumnInfo, DataRow } from '@tradehall/contracts';
import { useState } from 'react';
import { useDeleteRow, useSaveRow } from '../../../entities/data-tables';
import { type Feedback, withReason } from '../editor-messages';
import { CellInput } from './CellInput';

/** One stored row: its cells, Save, and Delete then Confirm; `locked` while the grid turns to another page. */
export function GridRow({
  table,
  keyColumn,
  columns,
  row,
  writes,
  locked,
  onDone,
}: {
  table: string;
  keyColumn: string;
  columns: readonly ColumnInfo[];
  row: DataRow;
  writes: boolean;
  locked: boolean;
  onDone: (feedback: Feedback) => void;
}) {
  const [draft, setDraft] = useState<DataRow>(row);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRow(table);
  const remove = useDeleteRow(table);
  const id = Number(row[keyColumn]);
  const changed = columns.some((c) => draft[c.name] !== row[c.name]);

  const setCell = (name: string) => (value: CellValue) =>
    setDraft((current) => ({ ...current, [name]: value }));

  function onSave() {
    setError(null);
    save.mutate(
      { id, row: draft },
      {
        onSuccess: ({ message }) => onDone({ kind: 'success', text: message }),
        onError: (e) => setError(withReason(`Failed to save row ${id}.`, e)),
      },
    );
  }

  function onDelete() {
    setError(null);
    remove.mutate(id, {
      onSuccess: ({ message }) => onDone({ kind: 'success', text: message }),
      onError: (e) => {
        setConfirming(false);
        setError(withReason(`Failed to delete row ${id}.`, e));
      },
    });
  }

  return (
    <Table.Tr data-row-id={id}>
      {writes && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" onClick={onSave} disabled={!changed || locked} loading={save.isPending}>
              Save
            </Button>
            {confirming ? (
              <>
                <Button
                  size="compact-xs"
                  color="red"
                  onClick={onDelete}
                  disabled={locked}
                  loading={remove.isPending}
                >
                  Confirm
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                disabled={locked}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            )}
          </Group>
          {error && (
            <Text size="xs" c="red" role="alert" maw={360} mt={4}>
              {error}
            </Text>
          )}
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.name}>
          <CellInput
            column={column}
            value={draft[column.name]}
            label={`${column.name} of row ${id}`}
            readOnly={!writes || locked}
            onChange={setCell(column.name)}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
