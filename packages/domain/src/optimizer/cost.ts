import { xpForLevel } from '../xp';
import type { OptimizerRarity, PlanObjective } from './types';

/** A step costing this many levels or more is "Too Expensive!" in vanilla survival. */
export const TOO_EXPENSIVE_LEVELS = 40;

export const RARITY_MULTIPLIER: Readonly<Record<OptimizerRarity, number>> = {
  Common: 1,
  Uncommon: 2,
  Rare: 4,
  'Very Rare': 8,
};

/** Cost per level of an enchantment carried by the sacrifice; halved (at least 1) when the sacrifice is a book. */
export function enchantmentMultiplier(rarity: OptimizerRarity, sacrificeIsBook: boolean): number {
  const full = RARITY_MULTIPLIER[rarity];
  return sacrificeIsBook ? Math.max(1, Math.floor(full / 2)) : full;
}

/** Levels added by an input's prior work: 2^n - 1 for n earlier anvil uses. */
export function priorWorkPenalty(priorWork: number): number {
  return 2 ** priorWork - 1;
}

/** What an anvil step costs under the objective: its levels, or the XP of those levels from level 0. */
export function stepScore(levels: number, objective: PlanObjective): number {
  return objective === 'levels' ? levels : xpForLevel(levels);
}

export interface AnvilEnchantment {
  mcid: string;
  rarity: OptimizerRarity;
  maxlevel: number;
  level: number;
  incompatibilities: readonly string[];
}

export interface AnvilInput {
  isBook: boolean;
  priorWork: number;
  enchantments: readonly AnvilEnchantment[];
}

export interface AnvilOutcome {
  levels: number;
  priorWork: number;
  enchantments: AnvilEnchantment[];
}

function incompatible(a: AnvilEnchantment, b: AnvilEnchantment): boolean {
  return a.mcid !== b.mcid && (a.incompatibilities.includes(b.mcid) || b.incompatibilities.includes(a.mcid));
}

/**
 * One anvil step as Java Edition 1.12 computes it (ContainerRepair.updateRepairOutput), enchantment part only.
 * For each enchantment of the sacrifice: 1 level per enchantment of the target it conflicts with (it is then
 * not transferred), otherwise resulting level x multiplier; plus both inputs' prior-work penalties.
 * Equal levels of the same enchantment combine to the next level (capped at its max level).
 */
export function anvilMerge(target: AnvilInput, sacrifice: AnvilInput): AnvilOutcome {
  const result = [...target.enchantments];
  let levels = priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork);
  for (const ench of sacrifice.enchantments) {
    const conflicts = target.enchantments.filter((other) => incompatible(ench, other)).length;
    levels += conflicts;
    if (conflicts > 0) continue;
    const existing = result.findIndex((other) => other.mcid === ench.mcid);
    const before = existing >= 0 ? (result[existing]?.level ?? 0) : 0;
    const combined = before === ench.level ? ench.level + 1 : Math.max(before, ench.level);
    const level = Math.min(combined, ench.maxlevel);
    levels += level * enchantmentMultiplier(ench.rarity, sacrifice.isBook);
    if (existing >= 0) result[existing] = { ...ench, level };
    else result.push({ ...ench, level });
  }
  return { levels, priorWork: Math.max(target.priorWork, sacrifice.priorWork) + 1, enchantments: result };
}
