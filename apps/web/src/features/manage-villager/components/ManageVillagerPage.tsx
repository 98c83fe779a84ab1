import { Stack, Title } from '@mantine/core';

/** Manage Villager: built by a later issue; until then it shows its title. */
export function ManageVillagerPage() {
  return (
    <Stack>
      <Title order={1}>Manage Villager</Title>
    </Stack>
  );
}
