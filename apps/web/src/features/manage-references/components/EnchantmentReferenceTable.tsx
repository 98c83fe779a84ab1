import {
  Anchor,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Enchantment } from '@tradehall/contracts';
import { useId, useMemo, useState } from 'react';
import {
  itemTypesOf,
  nextSort,
  queryReferenceRows,
  REFERENCE_COLUMNS,
  type ReferenceColumn,
  type ReferenceSort,
  toReferenceRows,
} from '../reference-table';

interface EnchantmentReferenceTableProps {
  enchantments: readonly Enchantment[];
  /** A click on a name opens that enchantment in the editor above. */
  onOpen: (id: number) => void;
}

const ARROWS = { ascending: '▲', descending: '▼' } as const;

/** Every enchantment as a table with a search box, an item-type filter and sortable columns. */
export function EnchantmentReferenceTable({ enchantments, onOpen }: EnchantmentReferenceTableProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [itemType, setItemType] = useState('');
  const [sort, setSort] = useState<ReferenceSort>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => toReferenceRows(enchantments), [enchantments]);
  const itemTypes = useMemo(() => itemTypesOf(rows), [rows]);
  const shown = queryReferenceRows(rows, { text, itemType, sort });

  const header = (column: ReferenceColumn, label: string) => {
    const active = sort.column === column;
    return (
      <Table.Th key={column} aria-sort={active ? sort.direction : 'none'}>
        <UnstyledButton
          onClick={() => setSort(nextSort(sort, column))}
          fw={700}
          fz="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {label}
          <span aria-hidden="true">{active ? ` ${ARROWS[sort.direction]}` : ''}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        All Enchantments
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search enchantments"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label="Item type"
          value={itemType}
          data={[
            { value: '', label: 'All item types' },
            ...itemTypes.map((type) => ({ value: type, label: type })),
          ]}
          onChange={(event) => setItemType(event.currentTarget.value)}
          w={200}
        />
      </Group>
      <Text size="sm" role="status">
        {`${shown.length} of ${rows.length} enchantments`}
      </Text>
      <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table striped withTableBorder aria-label="Enchantment reference">
          <Table.Thead>
            <Table.Tr>{REFERENCE_COLUMNS.map(({ key, label }) => header(key, label))}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(row.id)}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.maxLevel}</Table.Td>
                <Table.Td>{row.rarity}</Table.Td>
                <Table.Td>{row.applicable.join(', ')}</Table.Td>
                <Table.Td>{row.incompatibleWith.join(', ') || 'None'}</Table.Td>
                <Table.Td>{row.curse ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>{row.treasure ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>{row.librarian ? 'Yes' : 'No'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
