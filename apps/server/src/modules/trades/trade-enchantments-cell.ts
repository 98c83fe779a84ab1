import { fromRoman, toRoman } from '@tradehall/domain';
import { LIST_SEPARATOR } from '../shared/table/cells';

/**
 * The trades CSV's `enchantments` column: one cell, enchantments separated by '; ', each its name and its level
 * in roman numerals, e.g. 'Sharpness V; Mending', in the order they were entered. The level is left out for
 * enchantments whose max level is 1, and written (I) otherwise, so an exported cell reads back to exactly the
 * same enchantments.
 */
export interface NamedLevel {
  name: string;
  level: number;
  maxlevel: number;
}

/** Binary (code unit) order: the same on SQLite and PostgreSQL whatever their collation. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function formatEnchantments(list: readonly NamedLevel[]): string {
  return list
    .map((e) => (e.maxlevel === 1 && e.level === 1 ? e.name : `${e.name} ${toRoman(e.level)}`))
    .join(LIST_SEPARATOR);
}

const TRAILING_LEVEL = /^(.*\S)\s+(\S+)$/;

/**
 * Reads a cell back: each part is an enchantment's full name (level 1), or a name followed by a level in roman
 * numerals or digits. `isName` tells whether a text is an enchantment's name (ignoring case), so that a name
 * which itself ends in something like a numeral still reads as a name.
 */
export function parseEnchantments(
  cell: string,
  isName: (text: string) => boolean,
): { list: { name: string; level: number }[] } | { reason: string } {
  const list: { name: string; level: number }[] = [];
  for (const part of cell.split(';')) {
    // A name as written first: names may hold no-break or double spaces, and an export writes them so.
    const exact = readExact(part.trim(), isName);
    if (exact) {
      list.push(exact);
      continue;
    }
    const text = part.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    if (isName(text)) {
      list.push({ name: text, level: 1 });
      continue;
    }
    const match = TRAILING_LEVEL.exec(text);
    const level = match ? (/^\d+$/.test(match[2]!) ? Number(match[2]) : fromRoman(match[2]!)) : null;
    if (!match || level === null) {
      return { reason: `'${text}' is not an enchantment name (write e.g. 'Sharpness V; Mending')` };
    }
    list.push({ name: match[1]!, level });
  }
  return { list };
}

/** A part that is a known name as written, with or without a level after it; null otherwise. */
function readExact(text: string, isName: (text: string) => boolean): { name: string; level: number } | null {
  if (!text) return null;
  if (isName(text)) return { name: text, level: 1 };
  const match = TRAILING_LEVEL.exec(text);
  if (!match || !isName(match[1]!)) return null;
  const level = /^\d+$/.test(match[2]!) ? Number(match[2]) : fromRoman(match[2]!);
  return level === null ? null : { name: match[1]!, level };
}

/**
 * A trade's enchantments in the order they were entered: the order of their names in the trade's search_text
 * (trades/search-text.ts: the non-empty villager type and items, then the enchantment names). Names not found
 * there (renamed since) go last, by name.
 */
export function inEnteredOrder<T extends { name: string }>(
  list: readonly T[],
  searchText: string,
  fields: { villager_type: string; sell_item: string; cost_item1: string; cost_item2: string },
): readonly T[] {
  if (list.length < 2) return list;
  const fixed = [fields.villager_type, fields.sell_item, fields.cost_item1, fields.cost_item2].filter(
    (part) => part.trim().length > 0,
  ).length;
  const names = searchText.split('\n').slice(fixed);
  const rank = (name: string) => {
    const index = names.indexOf(name.trim().toLowerCase());
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...list].sort((a, b) => rank(a.name) - rank(b.name) || byCodeUnits(a.name, b.name));
}
