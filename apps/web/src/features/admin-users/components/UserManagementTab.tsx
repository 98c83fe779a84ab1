import { Stack, Title } from '@mantine/core';

/** User Management: built by a later issue; until then it shows its title. */
export function UserManagementTab() {
  return (
    <Stack>
      <Title order={2}>User Management</Title>
    </Stack>
  );
}
