import { Stack, Title } from '@mantine/core';

/** Import / Export: built by a later issue; until then it shows its title. */
export function ImportExportTab() {
  return (
    <Stack>
      <Title order={2}>Import / Export</Title>
    </Stack>
  );
}
