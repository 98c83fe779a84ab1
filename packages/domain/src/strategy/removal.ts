import type { CoverageAnalysis } from './coverage';
import { comparePrice, type TradePrice } from './price';
import type { EnchantmentAtLevel, RemovalRow, VillagerRef } from './types';

/**
 * The villagers not kept, in slot order: those that sell something that counts are removable when each of their
 * offers is also sold by a kept villager as well or better (the same level for the same price or less, or a
 * higher level), with the levels no kept villager sells listed as lost; those that sell nothing that counts are
 * not judged. A cover of every counted enchantment at its best level and cheapest price (the kept villagers)
 * offers everything as well or better, so every judged villager not kept is removable.
 */
export function buildRemovals(
  analysis: CoverageAnalysis,
  kept: readonly number[],
): { removals: RemovalRow[]; notJudged: VillagerRef[] } {
  const keptSet = new Set(kept);
  const keptLevels = analysis.enchantments.map(() => new Map<number, TradePrice>());
  for (const v of kept) {
    for (const o of analysis.offers[v]) {
      const known = keptLevels[o.enchantment].get(o.level);
      if (!known || comparePrice(o.price, known) < 0) keptLevels[o.enchantment].set(o.level, o.price);
    }
  }
  const asWellOrBetter = (enchantment: number, level: number, price: TradePrice) =>
    [...keptLevels[enchantment]].some(
      ([keptLevel, keptPrice]) =>
        keptLevel > level || (keptLevel === level && comparePrice(keptPrice, price) <= 0),
    );

  const removals: RemovalRow[] = [];
  const notJudged: VillagerRef[] = [];
  analysis.villagers.forEach((villager, v) => {
    if (keptSet.has(v)) return;
    const offers = analysis.offers[v];
    if (offers.length === 0) {
      notJudged.push(villager);
      return;
    }
    if (!offers.every((o) => asWellOrBetter(o.enchantment, o.level, o.price))) return;
    const lost: EnchantmentAtLevel[] = [];
    for (const o of offers) {
      if (!keptLevels[o.enchantment].has(o.level)) {
        lost.push({ enchantment: analysis.enchantments[o.enchantment], level: o.level });
      }
    }
    removals.push({ ...villager, lost });
  });
  return { removals, notJudged };
}
