import { Stack, Title } from '@mantine/core';

/** Logs: built by a later issue; until then it shows its title. */
export function LogsTab() {
  return (
    <Stack>
      <Title order={2}>Logs</Title>
    </Stack>
  );
}
