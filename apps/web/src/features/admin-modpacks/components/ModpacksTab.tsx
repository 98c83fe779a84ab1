import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useSession } from '../../../app/session';
import { PageLoader } from '../../../components/PageLoader';
import { can } from '../../../lib/permissions';
import { useModpacks } from '../api/modpacks-queries';
import { AddModpackForm } from './AddModpackForm';
import { ModpackRowEditor } from './ModpackRowEditor';

/** Modpacks (SPEC §2): add one (name, optional version), edit or delete the listed ones. */
export function ModpacksTab() {
  const modpacks = useModpacks();
  const { role } = useSession();
  const writes = can(role, 'admin.write');

  return (
    <Stack>
      <Title order={2}>Modpacks</Title>
      {writes && <AddModpackForm />}
      {modpacks.isPending && <PageLoader />}
      {modpacks.isError && (
        <Alert color="red" role="alert">
          Error loading modpacks.
        </Alert>
      )}
      {modpacks.isSuccess && modpacks.data.length === 0 && <Text>No modpacks yet.</Text>}
      {modpacks.isSuccess && modpacks.data.length > 0 && (
        <Table withTableBorder aria-label="Modpacks" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Version</Table.Th>
              {writes && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {modpacks.data.map((modpack) => (
              <ModpackRowEditor
                key={`${modpack.id}-${modpack.row_version}`}
                modpack={modpack}
                writes={writes}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
