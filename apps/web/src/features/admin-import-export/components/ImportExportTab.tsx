import { Alert, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { useTableNames } from '../../../entities/data-tables';
import { useSession } from '../../../entities/session';
import { can } from '../../../lib/permissions';
import { BackupTransfer } from './BackupTransfer';
import { TableTransfer } from './TableTransfer';

/**
 * Import / Export (SPEC §2): CSV per table and the ZIP backup. CSV import for roles with `admin.write`; Import All
 * (it replaces every table, servers and members included) only for roles with `backup.restore` (admin).
 */
export function ImportExportTab() {
  const tables = useTableNames();
  const { role } = useSession();
  const writes = can(role, 'admin.write');
  const restores = can(role, 'backup.restore');

  return (
    <Stack>
      <Title order={2}>Import / Export</Title>
      {tables.isPending && <PageLoader />}
      {tables.isError && (
        <Alert color="red" role="alert">
          Error loading table list. Ensure you are logged in as an admin.
        </Alert>
      )}
      {tables.isSuccess && (
        <>
          <TableTransfer tables={tables.data} writes={writes} />
          <BackupTransfer restores={restores} />
        </>
      )}
    </Stack>
  );
}
