import { Stack, Title } from '@mantine/core';

/** Data Editor: built by a later issue; until then it shows its title. */
export function DataEditorTab() {
  return (
    <Stack>
      <Title order={2}>Data Editor</Title>
    </Stack>
  );
}
