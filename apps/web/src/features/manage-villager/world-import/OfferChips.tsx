import { Badge, Group, Stack, Text } from '@mantine/core';
import type { WorldScanOffer } from '@tradehall/contracts';
import { keyedByContent } from '../../../lib/keyed';
import { enchantmentLabel, offerText, priceText } from './offers';

/** A villager's offers, one line each: what it sells, its enchantments as chips (unknown ones red), the price. */
export function OfferChips({ offers }: { offers: readonly WorldScanOffer[] }) {
  if (offers.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No offers (nothing to import)
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {keyedByContent(offers, offerText).map(({ key, item: offer }) => (
        <Group key={key} gap={4} component="li">
          <Text size="xs">
            {offer.sell_amount} {offer.sell_item}
          </Text>
          {keyedByContent(offer.enchantments, enchantmentLabel).map(({ key, item: enchantment }) => (
            <Badge
              key={key}
              size="sm"
              variant="light"
              color={enchantment.name === null ? 'red' : 'violet'}
              tt="none"
              title={
                enchantment.name === null
                  ? `Unknown enchantment ${enchantment.mcid ?? ''}: this offer is skipped unless unknown enchantments are added`
                  : (enchantment.mcid ?? undefined)
              }
            >
              {enchantmentLabel(enchantment)}
            </Badge>
          ))}
          <Text size="xs">for {priceText(offer)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
