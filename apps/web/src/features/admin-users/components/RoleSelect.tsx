import { NativeSelect, Stack, Text } from '@mantine/core';
import { isRole, ROLES, type Role, type UserSummary } from '@tradehall/contracts';
import { useState } from 'react';
import { useChangeRole } from '../../../entities/users';
import { adminErrorText, reloadPage } from '../user-messages';
import { RoleChangeConfirm } from './RoleChangeConfirm';

interface RoleSelectProps {
  user: UserSummary;
  readOnly: boolean;
  /** The row is the signed-in admin's own account. */
  own: boolean;
}

/** The Change Role dropdown of one user: a picked role is confirmed first; a successful change reloads the page. */
export function RoleSelect({ user, readOnly, own }: RoleSelectProps) {
  const changeRole = useChangeRole();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Role | null>(null);

  function choose(value: string) {
    if (!isRole(value) || value === user.role) return;
    setError(null);
    setPending(value);
  }

  function confirm(role: Role) {
    changeRole.mutate(
      { username: user.username, role },
      {
        onSuccess: reloadPage,
        onError: (failure) => setError(adminErrorText(failure)),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <Stack gap={4}>
      <NativeSelect
        aria-label={`Change role of ${user.username}`}
        data={[...ROLES]}
        value={pending ?? user.role}
        disabled={readOnly || changeRole.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
        size="xs"
        w={160}
      />
      {pending && (
        <RoleChangeConfirm
          username={user.username}
          from={user.role}
          to={pending}
          own={own}
          busy={changeRole.isPending}
          onConfirm={() => confirm(pending)}
          onCancel={() => setPending(null)}
        />
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
