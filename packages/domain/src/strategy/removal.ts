import type { CoverageAnalysis } from './coverage';
import type { EnchantmentAtLevel, RemovalRow } from './types';

/**
 * Every villager not kept, in slot order, with the counted enchantment levels it offers that no kept villager
 * offers at that level (any price). Villagers without counted offers lose nothing.
 */
export function buildRemovals(analysis: CoverageAnalysis, kept: readonly number[]): RemovalRow[] {
  const keptSet = new Set(kept);
  const keptLevels = analysis.enchantments.map(() => new Set<number>());
  for (const v of kept) for (const o of analysis.offers[v]) keptLevels[o.enchantment].add(o.level);

  const rows: RemovalRow[] = [];
  analysis.villagers.forEach((villager, v) => {
    if (keptSet.has(v)) return;
    const lost: EnchantmentAtLevel[] = [];
    for (const o of analysis.offers[v]) {
      if (!keptLevels[o.enchantment].has(o.level)) {
        lost.push({ enchantment: analysis.enchantments[o.enchantment], level: o.level });
      }
    }
    rows.push({ ...villager, lost });
  });
  return rows;
}
