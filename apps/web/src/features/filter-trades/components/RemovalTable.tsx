import { Group, Table, Text, Title } from '@mantine/core';
import type { FilterRemovalRow } from '@tradehall/contracts';
import { useState } from 'react';
import { PageControls } from '../../../components/PageControls';

const PAGE_SIZE = 100;

/** 'Villagers You Can Remove', a hundred rows a page. */
export function RemovalTable({ rows }: { rows: readonly FilterRemovalRow[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <section aria-labelledby="removals-heading">
      <Title order={2} size="h3" id="removals-heading" mb="xs">
        Villagers You Can Remove
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Every villager is needed: none can be removed.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table striped withTableBorder aria-label="Villagers You Can Remove">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Lost Enchantments &amp; Levels</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.display}>
                    <Table.Td>{row.display}</Table.Td>
                    <Table.Td>{row.villager_type}</Table.Td>
                    <Table.Td>
                      {row.lost.length > 0 ? (
                        row.lost.join(', ')
                      ) : (
                        <Text span c="dimmed" size="sm">
                          Nothing
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="space-between" mt="xs">
              <Text size="sm" c="dimmed">
                {`Rows ${(current - 1) * PAGE_SIZE + 1}-${(current - 1) * PAGE_SIZE + shown.length} of ${rows.length}`}
              </Text>
              <PageControls label="Removal pages" total={pages} value={current} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </section>
  );
}
