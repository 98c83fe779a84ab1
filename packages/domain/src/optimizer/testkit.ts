// Helpers for the optimizer's tests and benchmark. Not exported from the package.
import {
  type AnvilEnchantment,
  type AnvilInput,
  anvilMerge,
  chargesPriorWork,
  isTooExpensive,
  priorWorkPenalty,
  stepScore,
  TOO_EXPENSIVE_LEVELS,
} from './cost';
import type { MergeTree } from './exact';
import type {
  AnvilRules,
  OptimizerRarity,
  PlanEnchantmentInput,
  PlanObjective,
  PriorWorkRule,
} from './types';

/** Vanilla rules with or without the 40-level cap. */
export const vanillaRules = (cap: boolean): AnvilRules => ({
  levelCap: cap ? TOO_EXPENSIVE_LEVELS : null,
  priorWork: 'vanilla',
});

/** Small seeded PRNG (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RARITIES: readonly OptimizerRarity[] = ['Common', 'Uncommon', 'Rare', 'Very Rare'];

export function enchantment(
  name: string,
  rarity: OptimizerRarity,
  maxlevel: number,
  level = maxlevel,
  incompatibilities: string[] = [],
): PlanEnchantmentInput {
  return {
    name,
    mcid: `test:${name.toLowerCase().replace(/\W+/g, '_')}`,
    rarity,
    maxlevel,
    level,
    incompatibilities,
  };
}

/** n compatible enchantments with random rarities and levels. */
export function randomEnchantments(random: () => number, n: number, maxLevel = 5): PlanEnchantmentInput[] {
  return Array.from({ length: n }, (_, i) => {
    const maxlevel = 1 + Math.floor(random() * maxLevel);
    const level = 1 + Math.floor(random() * maxlevel);
    return enchantment(`Enchant ${i + 1}`, RARITIES[Math.floor(random() * RARITIES.length)], maxlevel, level);
  });
}

function toAnvil(e: PlanEnchantmentInput): AnvilEnchantment {
  const incompatibilities =
    typeof e.incompatibilities === 'string' ? e.incompatibilities.split(',') : e.incompatibilities;
  return { mcid: e.mcid, rarity: e.rarity, maxlevel: e.maxlevel, level: e.level, incompatibilities };
}

/**
 * Cheapest cost over every possible sequence of anvil steps: any object may be the target, any book the
 * sacrifice (the item never is), in either order, each step priced by anvilMerge under the rules' prior-work
 * rule. Memoised on the objects in hand (item or book, prior work, enchantments as a bit mask), so it is
 * exhaustive but fast enough for about 6 books. Infinity when the rules' level cap allows no plan.
 */
export function bruteForceCost(
  enchantments: readonly PlanEnchantmentInput[],
  objective: PlanObjective,
  rules: AnvilRules,
  itemPriorWork: number,
): number {
  const charged = chargesPriorWork(rules.priorWork);
  const anvil = enchantments.map(toAnvil);
  const inputOf = (isBook: boolean, priorWork: number, mask: number): AnvilInput => ({
    isBook,
    priorWork,
    enchantments: anvil.filter((_, i) => mask & (1 << i)),
  });
  // The prior-work penalties only add up, so the rest of a step is priced once per pair of contents.
  const contentCost = new Map<string, number>();
  const stepLevels = (targetBook: number, target: number, sacrifice: number, tw: number, sw: number) => {
    const key = `${targetBook}.${target}.${sacrifice}`;
    let levels = contentCost.get(key);
    if (levels === undefined) {
      levels = anvilMerge(inputOf(targetBook === 1, 0, target), inputOf(true, 0, sacrifice)).levels;
      contentCost.set(key, levels);
    }
    return charged ? levels + priorWorkPenalty(tw) + priorWorkPenalty(sw) : levels;
  };
  // An object is [isBook, priorWork, mask]; the item is the one with isBook 0.
  type Held = readonly [number, number, number];
  const memo = new Map<string, number>();
  const best = (objects: readonly Held[]): number => {
    if (objects.length === 1) return 0;
    const key = objects
      .map((o) => o.join('.'))
      .sort()
      .join('|');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let cheapest = Number.POSITIVE_INFINITY;
    for (let t = 0; t < objects.length; t++) {
      for (let s = 0; s < objects.length; s++) {
        const [targetBook, targetWork, targetMask] = objects[t];
        const [sacrificeBook, sacrificeWork, sacrificeMask] = objects[s];
        if (s === t || !sacrificeBook) continue;
        const levels = stepLevels(targetBook, targetMask, sacrificeMask, targetWork, sacrificeWork);
        if (isTooExpensive(levels, rules.levelCap)) continue;
        const rest = objects.filter((_, k) => k !== t && k !== s);
        const merged: Held = [
          targetBook,
          charged ? Math.max(targetWork, sacrificeWork) + 1 : targetWork,
          targetMask | sacrificeMask,
        ];
        cheapest = Math.min(cheapest, stepScore(levels, objective) + best([...rest, merged]));
      }
    }
    memo.set(key, cheapest);
    return cheapest;
  };
  return best([[0, itemPriorWork, 0], ...anvil.map((_, i): Held => [1, 0, 1 << i])]);
}

/** Objective cost of a merge tree over the given books, recomputed with the anvil model. */
export function treeCost(
  tree: MergeTree,
  enchantments: readonly PlanEnchantmentInput[],
  objective: PlanObjective,
  itemPriorWork: number,
  rule: PriorWorkRule = 'vanilla',
): number {
  let total = 0;
  const walk = (node: MergeTree): AnvilInput => {
    if (node.kind === 'item') return { isBook: false, priorWork: itemPriorWork, enchantments: [] };
    if (node.kind === 'piece')
      return { isBook: true, priorWork: 0, enchantments: [toAnvil(enchantments[node.index])] };
    const target = walk(node.target);
    const outcome = anvilMerge(target, walk(node.sacrifice), rule);
    total += stepScore(outcome.levels, objective);
    return { isBook: target.isBook, priorWork: outcome.priorWork, enchantments: outcome.enchantments };
  };
  walk(tree);
  return total;
}

/** Largest step of a merge tree over the given books, in levels. */
export function maxStep(
  tree: MergeTree,
  enchantments: readonly PlanEnchantmentInput[],
  itemPriorWork: number,
): number {
  let largest = 0;
  const walk = (node: MergeTree): AnvilInput => {
    if (node.kind === 'item') return { isBook: false, priorWork: itemPriorWork, enchantments: [] };
    if (node.kind === 'piece')
      return { isBook: true, priorWork: 0, enchantments: [toAnvil(enchantments[node.index])] };
    const target = walk(node.target);
    const outcome = anvilMerge(target, walk(node.sacrifice));
    largest = Math.max(largest, outcome.levels);
    return { isBook: target.isBook, priorWork: outcome.priorWork, enchantments: outcome.enchantments };
  };
  walk(tree);
  return largest;
}

/** Levels of every step of a merge tree over pieces that have a value and their own prior work. */
export function pieceSteps(
  tree: MergeTree,
  pieces: ReadonlyArray<{ value: number; priorWork: number }>,
): number[] {
  const steps: number[] = [];
  const walk = (node: MergeTree): { value: number; priorWork: number } => {
    if (node.kind === 'item') return { value: 0, priorWork: 0 };
    if (node.kind === 'piece') return pieces[node.index];
    const target = walk(node.target);
    const sacrifice = walk(node.sacrifice);
    steps.push(sacrifice.value + priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork));
    return {
      value: target.value + sacrifice.value,
      priorWork: Math.max(target.priorWork, sacrifice.priorWork) + 1,
    };
  };
  walk(tree);
  return steps;
}
