// Turns a POST /api/optimizer/plan body into the optimizer's request, naming every culprit on the way (400).
import {
  OPTIMIZER_MAX_ENCHANTMENTS,
  OPTIMIZER_MESSAGES,
  type OptimizerMenuItem,
  type OptimizerPlanRequest,
} from '@tradehall/contracts';
import {
  type AnvilRules,
  type PlanEnchantmentInput,
  type PlanRequest,
  parseLeveledName,
} from '@tradehall/domain';
import type { z } from 'zod';
import type { EnchantmentRow } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { toOptimizerEnchantment } from './applicable';
import { type Choice, checkChoices, refuseUnknown } from './choice-checks';

/** A validated POST /api/optimizer/plan body (defaults applied). */
export type PlanBody = z.output<typeof OptimizerPlanRequest>;

/** The enchantment and level a 'Name ROMAN' string names; 'empty' or 'unknown' when it names none. */
function pick(text: string, byName: ReadonlyMap<string, EnchantmentRow>): Choice | 'empty' | 'unknown' {
  const whole = byName.get(text.trim().replace(/\s+/g, ' ').toLowerCase());
  if (whole) return { row: whole, level: 1 };
  const parsed = parseLeveledName(text);
  if (!parsed) return 'empty';
  const row = byName.get(parsed.name.toLowerCase());
  return row ? { row, level: parsed.level } : 'unknown';
}

function pickAll(texts: readonly string[], rows: readonly EnchantmentRow[]): Choice[] {
  const byName = new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
  const picked: Choice[] = [];
  const unknown: string[] = [];
  texts.forEach((text, index) => {
    const found = pick(text, byName);
    if (found === 'empty') throw badRequest(`enchantments[${index}] is empty: expected e.g. 'Sharpness V'.`);
    if (found === 'unknown') unknown.push(text.trim());
    else picked.push(found);
  });
  refuseUnknown(unknown);
  return picked;
}

/**
 * The enchantments and levels of a plan's 'Name ROMAN' strings for `item`: at least one, at most the limit, each
 * known, once, within its max level, plannable, applicable and compatible; throws 400 naming the culprit.
 */
export function pickPlanChoices(
  texts: readonly string[],
  item: OptimizerMenuItem,
  rows: readonly EnchantmentRow[],
): Choice[] {
  if (texts.length === 0) throw badRequest(OPTIMIZER_MESSAGES.selectEnchantment);
  if (texts.length > OPTIMIZER_MAX_ENCHANTMENTS) {
    throw badRequest(
      `At most ${OPTIMIZER_MAX_ENCHANTMENTS} enchantments can be planned at once; ${texts.length} were sent.`,
    );
  }
  const picked = pickAll(texts, rows);
  checkChoices(picked, item, { conflicts: true });
  return picked;
}

/**
 * The ids of the chosen enchantments whose book `from_merge` says is made by merging two lower-level books: each
 * entry names a chosen enchantment at its chosen level, once, above level I; throws 400 naming the entry.
 */
function pickMerged(
  texts: readonly string[],
  choices: readonly Choice[],
  rows: readonly EnchantmentRow[],
): Set<EnchantmentRow['id']> {
  const byName = new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
  const merged = new Set<EnchantmentRow['id']>();
  texts.forEach((text, index) => {
    const found = pick(text, byName);
    const chosen =
      typeof found === 'object'
        ? choices.find((choice) => choice.row.id === found.row.id && choice.level === found.level)
        : undefined;
    if (!chosen)
      throw badRequest(`from_merge[${index}] '${text.trim()}' is not one of the enchantments planned.`);
    if (merged.has(chosen.row.id)) throw badRequest(`from_merge[${index}] '${text.trim()}' is listed twice.`);
    if (chosen.level < 2) {
      throw badRequest(
        `from_merge[${index}]: ${text.trim()} is level I and cannot be made by merging two lower-level books.`,
      );
    }
    merged.add(chosen.row.id);
  });
  return merged;
}

/** One chosen enchantment as the optimizer (and the shopping list) takes it. */
export function toPlanEnchantment({ row, level }: Choice): PlanEnchantmentInput {
  const { name, mcid, rarity, maxlevel, incompatibilities } = toOptimizerEnchantment(row);
  return { name, mcid, rarity, maxlevel, incompatibilities, level };
}

/**
 * The optimizer's request for a body whose item is `item` and anvil rules `rules` (both already resolved);
 * throws 400 naming the culprit.
 */
export function toPlanRequest(
  body: PlanBody,
  item: OptimizerMenuItem,
  rows: readonly EnchantmentRow[],
  rules: AnvilRules,
): PlanRequest {
  const choices = pickPlanChoices(body.enchantments, item, rows);
  const merged = pickMerged(body.from_merge, choices, rows);
  return {
    item: item.keyword,
    enchantments: choices.map((choice) => ({
      ...toPlanEnchantment(choice),
      fromMerge: merged.has(choice.row.id),
    })),
    strategy: body.strategy,
    objective: body.objective,
    rules,
    itemPriorWork: body.item_prior_work,
  };
}
