import { NativeSelect, Stack, Text } from '@mantine/core';
import { isRole, ROLES, type UserSummary } from '@tradehall/contracts';
import { useState } from 'react';
import { useChangeRole } from '../../../entities/users';
import { adminErrorText, reloadPage } from '../user-messages';

/** The Change Role dropdown of one user; a successful change reloads the page. */
export function RoleSelect({ user, readOnly }: { user: UserSummary; readOnly: boolean }) {
  const changeRole = useChangeRole();
  const [error, setError] = useState<string | null>(null);

  function choose(value: string) {
    if (!isRole(value) || value === user.role) return;
    setError(null);
    changeRole.mutate(
      { username: user.username, role: value },
      { onSuccess: reloadPage, onError: (failure) => setError(adminErrorText(failure)) },
    );
  }

  return (
    <Stack gap={4}>
      <NativeSelect
        aria-label={`Change role of ${user.username}`}
        data={[...ROLES]}
        value={user.role}
        disabled={readOnly || changeRole.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
        size="xs"
        w={160}
      />
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
