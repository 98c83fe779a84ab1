import { Button, Group, Table, Text, Title } from '@mantine/core';
import type { FilterRemovalRow, FilterTradesResponse } from '@tradehall/contracts';
import { Fragment, useMemo, useState } from 'react';
import { PageControls } from '../../../components/PageControls';
import { removalLegend } from '../counted-words';
import { groupByHall, type HallRemovals, printableHall, removalsCsv } from '../removal-list';

export const REMOVAL_PAGE_SIZE = 50;

/** Saves the whole removal list as removals.csv. */
function downloadCsv(rows: readonly FilterRemovalRow[]) {
  const url = URL.createObjectURL(new Blob([removalsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'removals.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens one hall's removal list on a page of its own and asks the browser to print it. */
function printHall(hall: HallRemovals) {
  const page = window.open('', '_blank');
  if (!page) return;
  page.document.write(printableHall(hall));
  page.document.close();
  page.focus();
  page.print();
}

interface RemovalTableProps {
  rows: readonly FilterRemovalRow[];
  counted: FilterTradesResponse['counted'];
}

/**
 * 'Villagers You Can Remove', fifty rows a page, grouped by town and location; the whole list as CSV, and each
 * hall's list to print.
 */
export function RemovalTable({ rows, counted }: RemovalTableProps) {
  const [page, setPage] = useState(1);
  const halls = useMemo(() => groupByHall(rows), [rows]);
  const pages = Math.max(1, Math.ceil(rows.length / REMOVAL_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * REMOVAL_PAGE_SIZE;
  const shown = groupByHall(rows.slice(first, first + REMOVAL_PAGE_SIZE));
  const hallOf = (group: HallRemovals) =>
    halls.find((hall) => hall.town === group.town && hall.location === group.location) ?? group;

  return (
    <section aria-labelledby="removals-heading">
      <Title order={2} size="h3" id="removals-heading" mb="xs">
        Villagers You Can Remove
      </Title>
      <Text size="sm" c="dimmed" mb="xs" data-testid="removal-legend">
        {removalLegend(counted)}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">Every villager is needed: none can be removed.</Text>
      ) : (
        <>
          <Group mb="xs">
            <Button variant="default" size="xs" onClick={() => downloadCsv(rows)}>
              Download CSV
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table withTableBorder aria-label="Villagers You Can Remove">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Lost Enchantments &amp; Levels</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((group) => {
                  const hall = hallOf(group);
                  const name = `${group.town} / ${group.location}`;
                  return (
                    <Fragment key={name}>
                      <Table.Tr bg="var(--mantine-color-default-hover)">
                        <Table.Th colSpan={3} scope="rowgroup">
                          <Group justify="space-between" gap="xs">
                            <Text span fw={700} size="sm">
                              {`${name} (${hall.rows.length})`}
                            </Text>
                            <Button
                              variant="subtle"
                              size="compact-xs"
                              onClick={() => printHall(hall)}
                              aria-label={`Print list of ${name}`}
                            >
                              Print list
                            </Button>
                          </Group>
                        </Table.Th>
                      </Table.Tr>
                      {group.rows.map((row) => (
                        <Table.Tr key={row.Location}>
                          <Table.Td>{row.Location}</Table.Td>
                          <Table.Td>{row.Type}</Table.Td>
                          <Table.Td>
                            {row.Lost ? (
                              row.Lost
                            ) : (
                              <Text span c="dimmed" size="sm">
                                Nothing
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="space-between" mt="xs">
              <Text size="sm" c="dimmed">
                {`Rows ${first + 1}-${first + shown.reduce((n, g) => n + g.rows.length, 0)} of ${rows.length}`}
              </Text>
              <PageControls label="Removal pages" total={pages} value={current} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </section>
  );
}
