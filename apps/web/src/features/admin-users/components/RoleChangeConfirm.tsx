import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Role } from '@tradehall/contracts';
import { useState } from 'react';

interface RoleChangeConfirmProps {
  username: string;
  from: Role;
  to: Role;
  /** The admin's own account: a mistake here can lock them out, so they type their username first. */
  own: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a role change is sent; one's own role needs the username typed as well. */
export function RoleChangeConfirm({
  username,
  from,
  to,
  own,
  busy,
  onConfirm,
  onCancel,
}: RoleChangeConfirmProps) {
  const [typed, setTyped] = useState('');
  const ready = !own || typed.trim() === username;
  return (
    <Modal opened onClose={onCancel} title={own ? 'Change your own role' : 'Change role'} centered>
      <Stack gap="sm">
        {own ? (
          <Text size="sm" c="red" fw={500}>
            You are about to change your own role from {from} to {to}. You may lose access to this page at
            once.
          </Text>
        ) : (
          <Text size="sm">
            Change the role of {username} from {from} to {to}?
          </Text>
        )}
        {own && (
          <TextInput
            label="Type your username to confirm"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={own ? 'red' : undefined} onClick={onConfirm} disabled={!ready} loading={busy}>
            {own ? 'Change my role' : 'Change Role'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
