import { Stack, Title } from '@mantine/core';

/** Modpacks: built by a later issue; until then it shows its title. */
export function ModpacksTab() {
  return (
    <Stack>
      <Title order={2}>Modpacks</Title>
    </Stack>
  );
}
