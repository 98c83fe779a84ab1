import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * 'Rows 51–100 of 230' with Previous and Next, for a list read a page at a time (offset and limit);
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
  return (
    <Group justify="space-between">
      <Text size="sm" aria-live="polite">
        {total === 0 ? 'No rows.' : `Rows ${offset + 1}–${last} of ${total}`}
      </Text>
      <Group gap="xs">
        {actions}
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
      </Group>
    </Group>
  );
}
