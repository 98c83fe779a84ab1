// Which enchantments the optimizer offers for an item (pure).
import { type OptimizerEnchantment, splitList } from '@tradehall/contracts';
import { enchantmentIdAlias } from '@tradehall/domain';
import type { EnchantmentRow } from '../../db/types';
import { toEnchantment } from '../enchantments/enchantments.service';

/**
 * Enchantments never offered for planning, by mcid, with the reason (see the seed data's README): they are not
 * ordinary anvil books.
 */
export const NOT_PLANNABLE: Readonly<Record<string, string>> = {
  'somanyenchantments:upgrade':
    'it is not an ordinary book (its own anvil rule adds it to an enchanted item for a flat 10 levels)',
  'somanyenchantments:supremeprotection': 'it cannot be obtained in normal play',
};

/** Why a book-only enchantment (applicable `BOOK`, Charm's Curse Break) is never offered for an item. */
export const BOOK_ONLY = 'it exists only on books and cannot be put on an item';

/** Why the enchantment cannot be planned, or undefined when it can (fork ids count as their SME 0.5.5 ids). */
export function notPlannableReason(row: Pick<EnchantmentRow, 'mcid' | 'applicable'>): string | undefined {
  const mcid = row.mcid.trim().toLowerCase();
  const reason = NOT_PLANNABLE[mcid] ?? NOT_PLANNABLE[enchantmentIdAlias(mcid) ?? ''];
  if (reason) return reason;
  const types = splitList(row.applicable).map((type) => type.toUpperCase());
  return types.length > 0 && types.every((type) => type === 'BOOK') ? BOOK_ONLY : undefined;
}

/** True when `applicable` (comma-separated types or Any) shares a type with `types`, or either says Any. */
export function appliesTo(applicable: string, types: readonly string[]): boolean {
  const wanted = new Set(types.map((type) => type.toLowerCase()));
  if (wanted.has('any')) return true;
  const parts = splitList(applicable).map((type) => type.toLowerCase());
  return parts.includes('any') || parts.some((type) => wanted.has(type));
}

export function toOptimizerEnchantment(row: EnchantmentRow): OptimizerEnchantment {
  const { row_version: _version, ...enchantment } = toEnchantment(row);
  return enchantment;
}

/** The plannable enchantments that apply to an item of these types, sorted by name. */
export function applicableEnchantments(
  rows: readonly EnchantmentRow[],
  types: readonly string[],
): OptimizerEnchantment[] {
  return rows
    .filter((row) => notPlannableReason(row) === undefined && appliesTo(row.applicable, types))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(toOptimizerEnchantment);
}
