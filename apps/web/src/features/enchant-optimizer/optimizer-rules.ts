import {
  OPTIMIZER_MAX_ENCHANTMENTS,
  OPTIMIZER_MESSAGES,
  type OptimizerEnchantment,
  type OptimizerMenuItem,
  type OptimizerPlan,
  type OptimizerRuleChoice,
  optimizerItemNoLongerValid,
} from '@tradehall/contracts';
import { findConflicts, toRoman } from '@tradehall/domain';
import { ApiError } from '../../lib/api';

/** A selected enchantment and its level; null is the level select's None (left out of plans and saves). */
export interface Selection {
  name: string;
  level: number | null;
}

/** 'Sharpness V', as the plan call takes it. */
export const leveledName = (name: string, level: number): string => `${name} ${toRoman(level)}`;

/** The selections with a level, in selection order. */
export const withLevels = (selected: readonly Selection[]): { name: string; level: number }[] =>
  selected.flatMap(({ name, level }) => (level === null ? [] : [{ name, level }]));

/** 'Protection conflicts with Fire Protection', for every incompatible pair among the chosen enchantments. */
export function conflictMessages(
  selected: readonly Selection[],
  enchantments: readonly OptimizerEnchantment[],
): string[] {
  const byName = new Map(enchantments.map((e) => [e.name, e]));
  const chosen = withLevels(selected).flatMap(({ name }) => byName.get(name) ?? []);
  return findConflicts(chosen).map((conflict) => conflict.message);
}

export const SELECTION_LIMIT_REACHED = `At most ${OPTIMIZER_MAX_ENCHANTMENTS} enchantments can be selected.`;

export const atSelectionLimit = (selected: readonly Selection[]): boolean =>
  selected.length >= OPTIMIZER_MAX_ENCHANTMENTS;

/** SPEC §5: what stops a save, in the spec's order; null when it can go. */
export function saveProblem(
  configName: string,
  itemKeyword: string | null,
  selected: readonly Selection[],
): string | null {
  if (!configName.trim()) return OPTIMIZER_MESSAGES.configNameRequired;
  if (!itemKeyword) return OPTIMIZER_MESSAGES.itemRequiredToSave;
  if (withLevels(selected).length === 0) return OPTIMIZER_MESSAGES.levelRequiredToSave;
  return null;
}

/** A saved config that passed the load checks. */
export interface LoadableConfig {
  item: OptimizerMenuItem;
  items: { enchantment: string; level: number }[];
  /** The anvil rules it plans with; 'server' when it says nothing else. */
  anvilRules: OptimizerRuleChoice;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §5: a loaded config must be an object with item_keyword and an items array, each item needs enchantment
 * and level, and the item must still exist.
 */
export function checkLoadedConfig(
  config: unknown,
  menuItems: readonly OptimizerMenuItem[],
): LoadableConfig | { problem: string } {
  if (!isRecord(config) || typeof config.item_keyword !== 'string' || !Array.isArray(config.items)) {
    return { problem: OPTIMIZER_MESSAGES.configShapeInvalid };
  }
  const items: LoadableConfig['items'] = [];
  for (const entry of config.items) {
    if (!isRecord(entry) || typeof entry.enchantment !== 'string' || !entry.enchantment.trim()) {
      return { problem: OPTIMIZER_MESSAGES.configItemInvalid };
    }
    const level = Number(entry.level);
    if (entry.level === undefined || entry.level === null || !Number.isInteger(level)) {
      return { problem: OPTIMIZER_MESSAGES.configItemInvalid };
    }
    items.push({ enchantment: entry.enchantment, level });
  }
  const wanted = config.item_keyword.trim().toLowerCase();
  const item = menuItems.find((candidate) => candidate.keyword.toLowerCase() === wanted);
  if (!item) return { problem: optimizerItemNoLongerValid(config.item_keyword) };
  return { item, items, anvilRules: config.anvil_rules === 'vanilla' ? 'vanilla' : 'server' };
}

/**
 * The selections a loaded config gives for the item's enchantments (levels kept within 1..max), and the names
 * it had that the item no longer takes.
 */
export function selectionsFromConfig(
  items: LoadableConfig['items'],
  applicable: readonly OptimizerEnchantment[],
): { selected: Selection[]; skipped: string[] } {
  const byName = new Map(applicable.map((e) => [e.name.toLowerCase(), e]));
  const selected: Selection[] = [];
  const skipped: string[] = [];
  for (const { enchantment, level } of items) {
    const found = byName.get(enchantment.trim().toLowerCase());
    if (!found || selected.some((s) => s.name === found.name)) {
      if (!found) skipped.push(enchantment);
      continue;
    }
    selected.push({ name: found.name, level: Math.min(Math.max(level, 1), found.maxlevel) });
  }
  return { selected: selected.slice(0, OPTIMIZER_MAX_ENCHANTMENTS), skipped };
}

/** 'No plan returned.' when the answer holds no steps. */
export const isEmptyPlan = (plan: OptimizerPlan | null | undefined): boolean =>
  !plan || plan.steps.length === 0;

/** The server's reason for a failed call, when it sent one. */
export function serverReason(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? error.message : null);
  return error instanceof Error ? error.message : null;
}

/** 'Optimization failed: <reason>', 'Error saving the config. <reason>', or the bare text without a reason. */
export function withReason(message: string, error: unknown): string {
  const reason = serverReason(error);
  if (!reason) return message;
  return message.endsWith('.') ? `${message} ${reason}` : `${message}: ${reason}`;
}
