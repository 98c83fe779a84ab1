import { Alert, Button, Group, Text } from '@mantine/core';
import { KEPT_INPUT } from '../messages';

interface KeptEditsNoteProps {
  rows: number;
  onDismiss: () => void;
  onDiscard: () => void;
}

/** Says that unsaved row edits came back after an outage page or a trip to /login; they can be dropped here. */
export function KeptEditsNote({ rows, onDismiss, onDiscard }: KeptEditsNoteProps) {
  if (rows === 0) return null;
  return (
    <Alert color="blue" role="status" py="xs" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{KEPT_INPUT.edits(rows)}</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard edits
        </Button>
      </Group>
    </Alert>
  );
}
