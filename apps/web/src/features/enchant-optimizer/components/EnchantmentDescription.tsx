import { Paper, Text, Title } from '@mantine/core';
import type { OptimizerEnchantment } from '@tradehall/contracts';

export type DescribedEnchantment = Pick<
  OptimizerEnchantment,
  'name' | 'rarity' | 'maxlevel' | 'curse' | 'description'
>;

/** The description of the one selected enchantment (SPEC §2); a hint otherwise. */
export function EnchantmentDescription({ enchantment }: { enchantment: DescribedEnchantment | null }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label="Enchantment description">
      {enchantment ? (
        <>
          <Title order={3} size="h5">
            {enchantment.name}
          </Title>
          <Text size="xs" c="dimmed">
            {enchantment.rarity} · max level {enchantment.maxlevel}
            {enchantment.curse ? ' · curse' : ''}
          </Text>
          <Text size="sm" mt={4}>
            {enchantment.description || 'No description.'}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Select a single enchantment to read its description.
        </Text>
      )}
    </Paper>
  );
}
