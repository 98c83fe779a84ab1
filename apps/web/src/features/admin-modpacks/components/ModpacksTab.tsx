import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { RowPager } from '../../../components/RowPager';
import { useModpackPage } from '../../../entities/modpacks';
import { useSession } from '../../../entities/session';
import { can } from '../../../lib/permissions';
import { AddModpackForm } from './AddModpackForm';
import { ModpackRowEditor } from './ModpackRowEditor';

/** As many rows a page as the data editor shows. */
export const MODPACKS_PAGE_SIZE = 50;

/** Where the page holding the last of `total` rows starts: a new modpack (highest id) shows there. */
function lastPageOffset(total: number): number {
  return Math.max(0, Math.floor((total - 1) / MODPACKS_PAGE_SIZE) * MODPACKS_PAGE_SIZE);
}

/**
 * Modpacks (SPEC §2): add one (name, optional version, anvil rules), edit or delete the listed ones, a page at a
 * time.
 */
export function ModpacksTab() {
  const [offset, setOffset] = useState(0);
  const page = useModpackPage(offset, MODPACKS_PAGE_SIZE);
  const { role } = useSession();
  const writes = can(role, 'admin.write');
  const rows = page.data?.rows ?? [];
  const total = page.data?.total ?? 0;
  // After deleting the last row of the last page, step back to a page that still has rows.
  if (page.isSuccess && !page.isPlaceholderData && rows.length === 0 && offset > 0) {
    setOffset(Math.max(0, offset - MODPACKS_PAGE_SIZE));
  }

  return (
    <Stack>
      <Title order={2}>Modpacks</Title>
      {writes && <AddModpackForm onAdded={() => setOffset(lastPageOffset(total + 1))} />}
      {page.isPending && <PageLoader />}
      {page.isError && (
        <Alert color="red" role="alert">
          Error loading modpacks.
        </Alert>
      )}
      {page.isSuccess && total === 0 && <Text>No modpacks yet.</Text>}
      {page.isSuccess && total > 0 && (
        <>
          <RowPager
            offset={page.data.offset}
            shown={rows.length}
            total={total}
            pageSize={MODPACKS_PAGE_SIZE}
            onOffsetChange={setOffset}
          />
          <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table
              withTableBorder
              aria-label="Modpacks"
              verticalSpacing="xs"
              aria-busy={page.isPlaceholderData}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>ID</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Level cap</Table.Th>
                  <Table.Th>Prior work</Table.Th>
                  {writes && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((modpack) => (
                  <ModpackRowEditor
                    key={`${modpack.id}-${modpack.row_version}`}
                    modpack={modpack}
                    writes={writes}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
