import { Stack, Title } from '@mantine/core';

/** Enchantment Optimizer: built by a later issue; until then it shows its title. */
export function EnchantOptimizerPage() {
  return (
    <Stack>
      <Title order={1}>Enchantment Optimizer</Title>
    </Stack>
  );
}
