import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { timeAgo } from '../../../lib/relative-time';
import type { StaleEdit } from '../stale-edits';
import { describeTrade } from '../trade-draft';

interface StaleEditsWarningProps {
  stale: readonly StaleEdit[];
  saving: boolean;
  onReload: () => void;
  onSaveOver: () => void;
}

function changedBy(edit: StaleEdit, now: number): string {
  if (!edit.change) return 'changed by someone else';
  return `changed by ${edit.change.by} ${timeAgo(edit.change.receivedAt, now)}`;
}

/**
 * Before Save Edits: rows this user is editing that another member changed meanwhile, with the choice to reload
 * them (dropping these edits) or to save these edits over the other change (the fields edited here win, the
 * others keep the other member's values).
 */
export function StaleEditsWarning({ stale, saving, onReload, onSaveOver }: StaleEditsWarningProps) {
  if (stale.length === 0) return null;
  const now = Date.now();
  const one = stale.length === 1;
  return (
    <Alert color="orange" role="alert" py="xs" aria-label="Rows changed while you were editing">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {one ? 'A row you are editing was' : `${stale.length} rows you are editing were`} changed by someone
          else. Reload {one ? 'it' : 'them'} or save your edits over theirs.
        </Text>
        <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }}>
          {stale.map((edit) => (
            <li key={edit.trade.id}>
              <Text size="sm">
                {describeTrade(edit.base.trade)}: {changedBy(edit, now)}
              </Text>
            </li>
          ))}
        </ul>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={saving} onClick={onReload}>
            {one ? 'Reload this row' : 'Reload these rows'}
          </Button>
          <Button size="xs" color="orange" loading={saving} onClick={onSaveOver}>
            Save my edits over theirs
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
