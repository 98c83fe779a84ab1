import { Stack, Title } from '@mantine/core';

/** Trade Search: built by a later issue; until then it shows its title. */
export function SearchPage() {
  return (
    <Stack>
      <Title order={1}>Trade Search</Title>
    </Stack>
  );
}
