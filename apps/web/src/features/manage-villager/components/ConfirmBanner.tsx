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
            {keyedByText(items).map(({ key, item }) => (
              <li key={key}>
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

/** Keys for list items that may read the same (two identical trades): the text, numbered from its second time. */
function keyedByText(items: readonly string[]): { key: string; item: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item) ?? 0) + 1;
    seen.set(item, count);
    return { key: count === 1 ? item : `${item}#${count}`, item };
  });
}
