import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * 'Rows 51–100 of 230' with First, Previous, Next and Last, for a list read a page at a time (offset and limit);
 * `actions` go before the paging buttons.
 */
export function RowPager({
  offset,
  shown,
  total,
  pageSize,
  onOffsetChange,
  actions,
}: {
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  actions?: ReactNode;
}) {
  const last = Math.min(offset + shown, total);
  const lastPageOffset = total === 0 ? 0 : Math.floor((total - 1) / pageSize) * pageSize;
  return (
    <Group justify="space-between">
      <Text size="sm" aria-live="polite">
        {total === 0 ? 'No rows.' : `Rows ${offset + 1}–${last} of ${total}`}
      </Text>
      <Group gap="xs">
        {actions}
        <Button size="xs" variant="default" disabled={offset === 0} onClick={() => onOffsetChange(0)}>
          First
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={last >= total}
          onClick={() => onOffsetChange(lastPageOffset)}
        >
          Last
        </Button>
      </Group>
    </Group>
  );
}
