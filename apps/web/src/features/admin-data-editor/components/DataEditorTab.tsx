import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useTableNames } from '../../../entities/data-tables';
import { useSession } from '../../../entities/session';
import { can } from '../../../lib/permissions';
import { DataGrid } from './DataGrid';

/** Data Editor (SPEC §2): pick a table, edit its rows; every save passes the owning screen's rules. */
export function DataEditorTab() {
  const tables = useTableNames();
  const { role } = useSession();
  const writes = can(role, 'admin.write');
  const [table, setTable] = useState<string | null>(null);

  return (
    <Stack>
      <Title order={2}>Data Editor</Title>
      {tables.isPending && <PageLoader />}
      {tables.isError && (
        <Alert color="red" role="alert">
          Failed to fetch table list. Ensure you are logged in as an admin.
        </Alert>
      )}
      {tables.isSuccess && (
        <NativeSelect
          label="Table"
          data={[
            { value: '', label: 'Select a table…' },
            ...tables.data.map((name) => ({ value: name, label: name })),
          ]}
          value={table ?? ''}
          onChange={(event) => setTable(event.currentTarget.value || null)}
          maw={320}
        />
      )}
      {!writes && tables.isSuccess && (
        <Text size="sm" c="dimmed">
          Read only: your role can look at the tables but not change them.
        </Text>
      )}
      {table && <DataGrid key={table} table={table} writes={writes} />}
    </Stack>
  );
}
