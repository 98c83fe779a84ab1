import { Box, Table, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Trade } from '@tradehall/contracts';
import { useRef } from 'react';
import { TABLE_MIN_WIDTH, TRADE_COLUMNS, type TradeColumn } from '../trade-columns';
import { nextSort, type TradeSort } from '../trade-sort';

const ROW_HEIGHT = 33;
const MAX_HEIGHT = 'min(65vh, 640px)';

/**
 * The results. Only the rows in view (and a few around them) are in the page, so thousands of trades scroll
 * smoothly; spacer rows above and below keep the scrollbar true to the whole list.
 */
interface TradeResultsTableProps {
  trades: readonly Trade[];
  sort: TradeSort | null;
  onSortChange: (sort: TradeSort | null) => void;
}

export function TradeResultsTable({ trades, sort, onSortChange }: TradeResultsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: trades.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => trades[index]?.id ?? index,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Box
      ref={scrollRef}
      mah={MAX_HEIGHT}
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
      // Scrollable with the keyboard too.
      tabIndex={0}
      role="region"
      aria-label="Search results"
    >
      <Table
        stickyHeader
        highlightOnHover
        layout="fixed"
        fz={13}
        verticalSpacing={6}
        horizontalSpacing={8}
        miw={TABLE_MIN_WIDTH}
        aria-rowcount={trades.length + 1}
      >
        <colgroup>
          {TRADE_COLUMNS.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
        <Table.Thead style={{ zIndex: 1 }}>
          <Table.Tr aria-rowindex={1}>
            {TRADE_COLUMNS.map((column) => (
              <SortableHeader key={column.header} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <SpacerRow height={before} />}
          {items.map((item) => {
            const trade = trades[item.index]!;
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
              >
                {TRADE_COLUMNS.map((column) => (
                  <Table.Td key={column.header} ta={column.align} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(trade)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && <SpacerRow height={after} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function SpacerRow({ height }: { height: number }) {
  return (
    <tr style={{ height }}>
      <td colSpan={TRADE_COLUMNS.length} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** A header that sorts the results by its column: ascending, descending, then back to the search's order. */
function SortableHeader({
  column,
  sort,
  onSortChange,
}: {
  column: TradeColumn;
  sort: TradeSort | null;
  onSortChange: (sort: TradeSort | null) => void;
}) {
  const active = sort?.key === column.sortKey ? sort : null;
  const direction = active ? (active.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th ta={column.align} aria-sort={direction}>
      <UnstyledButton
        fz="inherit"
        fw="inherit"
        onClick={() => onSortChange(nextSort(sort, column.sortKey))}
        style={{ whiteSpace: 'nowrap' }}
      >
        {column.header}
        <span aria-hidden="true">{active ? (active.descending ? ' ▼' : ' ▲') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
