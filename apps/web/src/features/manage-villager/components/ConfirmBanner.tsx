import { Alert, Button, Group, Stack, Text } from '@mantine/core';

interface ConfirmBannerProps {
  /** What is about to happen, e.g. 'Delete town Riverside with all its locations and trades?' */
  question: string;
  /** The rows or items concerned, listed under the question. */
  items?: readonly string[];
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The inline confirmation before a destructive action (SPEC §4, §5): the question, then Confirm or Cancel. */
export function ConfirmBanner({ question, items, busy = false, onConfirm, onCancel }: ConfirmBannerProps) {
  return (
    <Alert color="orange" role="alertdialog" aria-label="Confirm deletion" py="xs">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {question}
        </Text>
        {items && items.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }}>
            {items.map((item, index) => (
              // Two trades may read the same.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the banner is shown
              <li key={index}>
                <Text size="sm">{item}</Text>
              </li>
            ))}
          </ul>
        )}
        <Group gap="xs">
          <Button size="xs" color="red" loading={busy} onClick={onConfirm}>
            Confirm
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
