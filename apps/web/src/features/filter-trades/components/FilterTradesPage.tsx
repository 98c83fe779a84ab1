import { Stack, Title } from '@mantine/core';

/** Filter Trades: built by a later issue; until then it shows its title. */
export function FilterTradesPage() {
  return (
    <Stack>
      <Title order={1}>Filter Trades</Title>
    </Stack>
  );
}
