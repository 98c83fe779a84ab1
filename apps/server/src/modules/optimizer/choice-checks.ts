// Checks of chosen enchantments and levels for an item, shared by plans and saved configs (400 naming culprits).
import { type OptimizerMenuItem, splitList } from '@tradehall/contracts';
import { findConflicts, toRoman } from '@tradehall/domain';
import type { EnchantmentRow } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { appliesTo, notPlannableReason } from './applicable';

export interface Choice {
  row: EnchantmentRow;
  level: number;
}

const roman = (level: number) =>
  Number.isInteger(level) && level >= 1 && level <= 3999 ? toRoman(level) : String(level);

/**
 * Each enchantment once, at most at its max level, plannable, applicable to the item, and (when `conflicts`)
 * compatible with the others: 'Protection conflicts with Fire Protection.'
 */
export function checkChoices(
  choices: readonly Choice[],
  item: OptimizerMenuItem,
  options: { conflicts: boolean },
): void {
  const seen = new Set<number>();
  for (const { row, level } of choices) {
    if (seen.has(row.id)) throw badRequest(`${row.name} is selected twice.`);
    seen.add(row.id);
    if (level > row.maxlevel) {
      throw badRequest(
        `${row.name} ${roman(level)}: the highest level of ${row.name} is ${roman(row.maxlevel)}.`,
      );
    }
    const reason = notPlannableReason(row);
    if (reason) throw badRequest(`${row.name} cannot be planned: ${reason}.`);
  }
  const types = splitList(item.types);
  const misfits = choices.filter(({ row }) => !appliesTo(row.applicable, types)).map(({ row }) => row.name);
  if (misfits.length > 0) throw badRequest(`${misfits.join(', ')} cannot be applied to ${item.keyword}.`);
  if (!options.conflicts) return;
  const conflicts = findConflicts(choices.map(({ row }) => row));
  if (conflicts.length > 0) throw badRequest(`${conflicts.map((c) => c.message).join('; ')}.`);
}

/** "'A', 'B'" */
export const quoted = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(', ');

/** 400 naming every unknown enchantment (none: nothing happens). */
export function refuseUnknown(unknown: readonly string[], where = ''): void {
  if (unknown.length === 0) return;
  const noun = unknown.length === 1 ? 'enchantment' : 'enchantments';
  const digits = unknown.find((text) => /\s\d+$/.test(text));
  const hint = digits ? ` Write levels in roman numerals, e.g. '${digits.replace(/\s\d+$/, '')} V'.` : '';
  throw badRequest(`Unknown ${noun}${where}: ${quoted(unknown)}.${hint}`);
}
