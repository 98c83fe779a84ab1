import { Table, Text, Title } from '@mantine/core';
import type { FilterCoverageRow } from '@tradehall/contracts';

/** The Coverage table: the best offer of each counted enchantment. */
export function CoverageTable({ rows }: { rows: readonly FilterCoverageRow[] }) {
  return (
    <section aria-labelledby="coverage-heading">
      <Title order={2} size="h3" id="coverage-heading" mb="xs">
        Coverage
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No enchantment counts in the chosen towns.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder aria-label="Coverage">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enchantment</Table.Th>
                <Table.Th>Level</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Villagers</Table.Th>
                <Table.Th>Cost</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.enchantment}>
                  <Table.Td>{row.enchantment}</Table.Td>
                  <Table.Td>{row.level}</Table.Td>
                  <Table.Td>{row.villager_type}</Table.Td>
                  <Table.Td>{row.villagers}</Table.Td>
                  <Table.Td>{row.cost}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
