import { xpForLevel } from '../xp';
import type { AnvilRules, OptimizerRarity, PlanObjective, PriorWorkRule } from './types';

/** A step costing this many levels or more is "Too Expensive!" in vanilla survival. */
export const TOO_EXPENSIVE_LEVELS = 40;

export const PRIOR_WORK_RULES: readonly PriorWorkRule[] = [
  'vanilla',
  'remove_repair_scaling',
  'enchantment_only',
  'remove',
];

/** Vanilla 1.12.2: Too Expensive at 40 levels, every enchanting step charges and doubles the penalty. */
export const VANILLA_RULES: Readonly<AnvilRules> = { levelCap: TOO_EXPENSIVE_LEVELS, priorWork: 'vanilla' };

/**
 * Whether applying enchantments charges and raises the prior-work penalty. Anvil Patch (1.1.1) raises it when
 * an enchantment is applied unless the setting is REMOVE, and charges it unless the setting is REMOVE (or
 * ENCHANTMENT_ONLY with nothing applied, which a plan never does): so only 'remove' differs for a plan.
 */
export function chargesPriorWork(rule: PriorWorkRule): boolean {
  return rule !== 'remove';
}

/** A step of `levels` is refused under the cap ("Too Expensive!"). */
export function isTooExpensive(levels: number, levelCap: number | null): boolean {
  return levelCap !== null && levels >= levelCap;
}

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
 * Under the prior-work rule 'remove' (Anvil Patch) no penalty is charged and the target's prior work stays.
 */
export function anvilMerge(
  target: AnvilInput,
  sacrifice: AnvilInput,
  rule: PriorWorkRule = 'vanilla',
): AnvilOutcome {
  const result = [...target.enchantments];
  const charged = chargesPriorWork(rule);
  let levels = charged ? priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork) : 0;
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
  const priorWork = charged ? Math.max(target.priorWork, sacrifice.priorWork) + 1 : target.priorWork;
  return { levels, priorWork, enchantments: result };
}
