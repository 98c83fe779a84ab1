import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { timeAgo } from '../lib/relative-time';

/** How often the note's relative time is brought up to date. */
const TICK_MS = 15_000;

interface UpdatedByNoteProps {
  /** The change that refreshed the table: who made it and when it was heard; null shows nothing. */
  change: { by: string; receivedAt: number } | null;
}

/** The small "Updated by demo_editor just now" line on a table another member's change refreshed. */
export function UpdatedByNote({ change }: UpdatedByNoteProps) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!change) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [change]);
  if (!change) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="updated-by-note">
      Updated by {change.by} {timeAgo(change.receivedAt, now)}
    </Text>
  );
}
