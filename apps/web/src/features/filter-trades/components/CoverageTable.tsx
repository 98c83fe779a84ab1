import { AccordionChevron, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { FilterCoverageRow } from '@tradehall/contracts';
import { levelNumeral } from '@tradehall/domain';
import { Fragment } from 'react';
import { WhereToBuy } from './WhereToBuy';

interface CoverageTableProps {
  rows: readonly FilterCoverageRow[];
  /** The enchantment whose row is open: its where-to-buy list shows and its cells are ringed on the maps. */
  active: string | null;
  onToggle: (enchantment: string) => void;
}

const COLUMNS = 5;
const detailsId = (index: number) => `coverage-where-${index}`;

/** The Coverage table: the best offer of each counted enchantment; a row opens to say where to buy it. */
export function CoverageTable({ rows, active, onToggle }: CoverageTableProps) {
  return (
    <section aria-labelledby="coverage-heading">
      <Title order={2} size="h3" id="coverage-heading" mb="xs">
        Coverage
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No enchantment counts in the chosen towns.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder highlightOnHover aria-label="Coverage">
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
              {rows.map((row, index) => {
                const open = row.Enchantment === active;
                return (
                  <Fragment key={row.Enchantment}>
                    <Table.Tr
                      onClick={() => onToggle(row.Enchantment)}
                      style={{ cursor: 'pointer' }}
                      data-active={open || undefined}
                      bg={open ? 'var(--mantine-color-yellow-light)' : undefined}
                    >
                      <Table.Td>
                        {/* The row's click handler toggles; the button gives it a keyboard stop and a state. */}
                        <UnstyledButton
                          aria-expanded={open}
                          aria-controls={open ? detailsId(index) : undefined}
                          aria-label={`${row.Enchantment}: where to buy`}
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
                        >
                          <AccordionChevron
                            size={12}
                            aria-hidden
                            style={{ transform: open ? undefined : 'rotate(-90deg)' }}
                          />
                          {row.Enchantment}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{levelNumeral(row.Level)}</Table.Td>
                      <Table.Td>{row.Type}</Table.Td>
                      <Table.Td>{row.Villagers}</Table.Td>
                      <Table.Td>{row.Cost}</Table.Td>
                    </Table.Tr>
                    {open && (
                      <Table.Tr id={detailsId(index)} data-where-to-buy={row.Enchantment}>
                        <Table.Td colSpan={COLUMNS}>
                          <WhereToBuy row={row} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
