/** An offer as the import screen writes it out. Pure. */
import type { WorldScanEnchantment, WorldScanOffer } from '@tradehall/contracts';
import { levelNumeral } from '@tradehall/domain';

/** 'Mending I'; an enchantment no reference matched goes by its registry id ('somanyenchantments:rune II'). */
export function enchantmentLabel(enchantment: WorldScanEnchantment): string {
  return `${enchantment.name ?? enchantment.mcid ?? 'Unknown enchantment'} ${levelNumeral(enchantment.level)}`;
}

/** What the villager asks: '1 Book + 12 Emerald'. */
export function priceText(offer: WorldScanOffer): string {
  const first = `${offer.cost_amount1} ${offer.cost_item1}`;
  return offer.cost_item2 && offer.cost_amount2 > 0
    ? `${first} + ${offer.cost_amount2} ${offer.cost_item2}`
    : first;
}

/** The whole offer: '1 Enchanted Book (Mending 1) for 1 Book + 12 Emerald'. */
export function offerText(offer: WorldScanOffer): string {
  const enchantments = offer.enchantments.map(enchantmentLabel).join(', ');
  const sell = `${offer.sell_amount} ${offer.sell_item}${enchantments ? ` (${enchantments})` : ''}`;
  return `${sell} for ${priceText(offer)}`;
}
