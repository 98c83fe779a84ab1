import { toRoman } from '../roman';
import { parseMcidList } from './conflicts';
import {
  chargesPriorWork,
  enchantmentMultiplier,
  PRIOR_WORK_RULES,
  RARITY_MULTIPLIER,
  TOO_EXPENSIVE_LEVELS,
} from './cost';
import { OptimizerInputError } from './errors';
import type { AnvilRules, OptimizerRarity, PlanObjective, PlanRequest, PlanStrategy } from './types';

export const MAX_PLAN_ENCHANTMENTS = 50;
/** An item this worn costs 2^20 - 1 levels per step; anything above is surely a mistake. */
export const MAX_ITEM_PRIOR_WORK = 20;
export const DEFAULT_TIME_BUDGET_MS = 10_000;
/** The highest level cap a rule set may name (Anvil Patch takes any int; nothing costs that much). */
export const MAX_LEVEL_CAP = 1_000_000;

/** A selected enchantment on its own book, checked and ready to plan. */
export interface PlannedBook {
  name: string;
  mcid: string;
  rarity: OptimizerRarity;
  maxlevel: number;
  level: number;
  incompatibilities: string[];
  /** 'Sharpness V'. */
  label: string;
  /** What sacrificing this book costs: level x book multiplier. */
  value: number;
  /** Made by merging two books of level - 1 as the plan's first steps. */
  fromMerge: boolean;
  /** Prior work when the book enters the search: 1 for a merged book (0 under the rule 'remove'). */
  priorWork: number;
}

export interface ValidPlanRequest {
  item: string;
  books: PlannedBook[];
  strategy: PlanStrategy;
  objective: PlanObjective;
  rules: AnvilRules;
  itemPriorWork: number;
  timeBudgetMs: number;
}

const STRATEGIES: readonly PlanStrategy[] = ['optimal', 'grouped'];
const OBJECTIVES: readonly PlanObjective[] = ['levels', 'xp'];

function isRarity(value: unknown): value is OptimizerRarity {
  return typeof value === 'string' && Object.hasOwn(RARITY_MULTIPLIER, value);
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isIncompatibilityList(value: unknown): value is string | readonly string[] {
  return (
    typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** Checks a plan request; every message names the field or the enchantment at fault. */
export function validatePlanRequest(request: PlanRequest): ValidPlanRequest {
  const fail = (message: string): never => {
    throw new OptimizerInputError(message);
  };
  const item = typeof request.item === 'string' ? request.item.trim() : '';
  if (!item) fail('An item is required (e.g. Sword).');
  if (!Array.isArray(request.enchantments) || request.enchantments.length === 0) {
    fail('Please select at least one enchantment.');
  }
  if (request.enchantments.length > MAX_PLAN_ENCHANTMENTS) {
    fail(
      `At most ${MAX_PLAN_ENCHANTMENTS} enchantments can be planned at once, got ${request.enchantments.length}.`,
    );
  }
  const strategy = request.strategy ?? 'grouped';
  if (!STRATEGIES.includes(strategy))
    fail(`Unknown strategy '${String(strategy)}' (expected optimal or grouped).`);
  const objective = request.objective ?? 'levels';
  if (!OBJECTIVES.includes(objective))
    fail(`Unknown objective '${String(objective)}' (expected levels or xp).`);
  const rules = validRules(request, fail);
  const itemPriorWork = request.itemPriorWork ?? 0;
  if (!isWhole(itemPriorWork, 0, MAX_ITEM_PRIOR_WORK)) {
    fail(
      `itemPriorWork must be a whole number from 0 to ${MAX_ITEM_PRIOR_WORK}, got ${String(itemPriorWork)}.`,
    );
  }
  const timeBudgetMs = request.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  if (typeof timeBudgetMs !== 'number' || !(timeBudgetMs > 0) || !Number.isFinite(timeBudgetMs)) {
    fail(`timeBudgetMs must be a positive number of milliseconds, got ${String(timeBudgetMs)}.`);
  }

  const seenMcids = new Map<string, string>();
  const seenNames = new Set<string>();
  const books = request.enchantments.map((entry, index): PlannedBook => {
    const name = typeof entry?.name === 'string' ? entry.name.trim() : '';
    const who = name || `Enchantment #${index + 1}`;
    if (!name) fail(`${who}: a name is required.`);
    const mcid = typeof entry.mcid === 'string' ? entry.mcid.trim() : '';
    if (!mcid) fail(`${who}: an mcid is required.`);
    if (!isRarity(entry.rarity)) {
      fail(
        `${who}: unknown rarity '${String(entry.rarity)}' (expected Common, Uncommon, Rare or Very Rare).`,
      );
    }
    if (!isWhole(entry.maxlevel, 1, 255)) {
      fail(`${who}: max level must be a whole number from 1 to 255, got ${String(entry.maxlevel)}.`);
    }
    if (!isWhole(entry.level, 1, entry.maxlevel)) {
      fail(`${who}: level ${String(entry.level)} is outside 1..${entry.maxlevel}.`);
    }
    if (!isIncompatibilityList(entry.incompatibilities)) fail(`${who}: incompatibilities must be mcids.`);
    const fromMerge = entry.fromMerge ?? false;
    if (typeof fromMerge !== 'boolean') fail(`${who}: fromMerge must be true or false.`);
    if (fromMerge && entry.level < 2) {
      fail(`${who}: a level I book cannot be made by merging two lower-level books.`);
    }
    const earlier = seenMcids.get(mcid.toLowerCase());
    if (earlier !== undefined) {
      fail(`${who} is selected twice${earlier === name ? '' : ` (same mcid as ${earlier})`}.`);
    }
    if (seenNames.has(name.toLowerCase())) fail(`${who} is selected twice.`);
    seenMcids.set(mcid.toLowerCase(), name);
    seenNames.add(name.toLowerCase());
    return {
      name,
      mcid,
      rarity: entry.rarity,
      maxlevel: entry.maxlevel,
      level: entry.level,
      incompatibilities: parseMcidList(entry.incompatibilities),
      label: enchantmentLabel(name, entry.level, entry.maxlevel),
      value: entry.level * enchantmentMultiplier(entry.rarity, true),
      fromMerge,
      priorWork: fromMerge && chargesPriorWork(rules.priorWork) ? 1 : 0,
    };
  });
  return { item, books, strategy, objective, rules, itemPriorWork, timeBudgetMs };
}

/** The request's rules: `rules` as given, else vanilla with or without its cap as tooExpensiveCap says. */
function validRules(request: PlanRequest, fail: (message: string) => never): AnvilRules {
  if (request.rules === undefined) {
    const cap = request.tooExpensiveCap ?? true;
    if (typeof cap !== 'boolean') fail('tooExpensiveCap must be true or false.');
    return { levelCap: cap ? TOO_EXPENSIVE_LEVELS : null, priorWork: 'vanilla' };
  }
  const { levelCap, priorWork } = request.rules;
  if (levelCap !== null && !isWhole(levelCap, 1, MAX_LEVEL_CAP)) {
    fail(
      `rules.levelCap must be null or a whole number from 1 to ${MAX_LEVEL_CAP}, got ${String(levelCap)}.`,
    );
  }
  if (!PRIOR_WORK_RULES.includes(priorWork)) {
    fail(`rules.priorWork must be one of ${PRIOR_WORK_RULES.join(', ')}, got ${String(priorWork)}.`);
  }
  return { levelCap, priorWork };
}

/** 'Sharpness V'; like the game, an enchantment with a single level shows no numeral ('Mending'). */
export function enchantmentLabel(name: string, level: number, maxlevel: number): string {
  return maxlevel === 1 && level === 1 ? name : `${name} ${toRoman(level)}`;
}
