import { fromRoman, toRoman } from '@tradehall/domain';
import { LIST_SEPARATOR } from '../shared/table/cells';

/**
 * The trades CSV's `enchantments` column: one cell, enchantments separated by '; ', each its name and its level
 * in roman numerals followed by its mcid in brackets, e.g. 'Sharpness V (minecraft:sharpness); Mending
 * (minecraft:mending)', in the order they were entered. The mcid says which enchantment it is (a restore matches
 * by it, so a renamed enchantment is never taken for another); the name and level are for people. The level is
 * left out for enchantments whose max level is 1, and written (I) otherwise. A part without an mcid (files
 * written before it, or typed by hand) is read by name.
 */
export interface NamedLevel {
  name: string;
  level: number;
  maxlevel: number;
  mcid: string;
}

/** Binary (code unit) order: the same on SQLite and PostgreSQL whatever their collation. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function formatEnchantments(list: readonly NamedLevel[]): string {
  return list
    .map((e) => `${e.maxlevel === 1 && e.level === 1 ? e.name : `${e.name} ${toRoman(e.level)}`} (${e.mcid})`)
    .join(LIST_SEPARATOR);
}

const TRAILING_LEVEL = /^(.*\S)\s+(\S+)$/;
/** A part's closing '(namespace:path)': the enchantment's mcid. */
const TRAILING_MCID = /^(.*?)\s*\(([^()\s]+:[^()\s]+)\)$/;

/** What reading a cell needs to know of the enchantments (names and mcids ignoring case). */
export interface EnchantmentNames {
  isName(text: string): boolean;
  byMcid(mcid: string): { name: string; maxlevel: number } | undefined;
}

const levelOf = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : fromRoman(text));

/**
 * Reads a cell back: each part is an enchantment's full name (level 1), or a name followed by a level in roman
 * numerals or digits, optionally followed by the mcid in brackets (which then decides the enchantment). `names`
 * tells whether a text is an enchantment's name, so that a name which itself ends in something like a numeral
 * still reads as a name.
 */
export function parseEnchantments(
  cell: string,
  names: EnchantmentNames,
): { list: { name: string; level: number }[] } | { reason: string } {
  const list: { name: string; level: number }[] = [];
  for (const part of cell.split(';')) {
    const byId = TRAILING_MCID.exec(part.trim());
    if (byId) {
      const read = readByMcid(byId[1]!.trim(), byId[2]!, names);
      if ('reason' in read) return read;
      list.push(read);
      continue;
    }
    // A name as written first: names may hold no-break or double spaces, and an export writes them so.
    const exact = readExact(part.trim(), names.isName);
    if (exact) {
      list.push(exact);
      continue;
    }
    const text = part.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    if (names.isName(text)) {
      list.push({ name: text, level: 1 });
      continue;
    }
    const match = TRAILING_LEVEL.exec(text);
    const level = match ? levelOf(match[2]!) : null;
    if (!match || level === null) {
      return { reason: `'${text}' is not an enchantment name (write e.g. 'Sharpness V; Mending')` };
    }
    list.push({ name: match[1]!, level });
  }
  return { list };
}

/**
 * A part with its mcid: the enchantment is the mcid's, whatever the name beside it says (it may have been
 * renamed since). The level is the text's last word when the enchantment has levels (an export always writes
 * it then), else 1 unless the text is the name with a level after it.
 */
function readByMcid(
  text: string,
  mcid: string,
  names: EnchantmentNames,
): { name: string; level: number } | { reason: string } {
  const enchantment = names.byMcid(mcid);
  if (!enchantment) return { reason: `there is no enchantment with mcid '${mcid}'` };
  const match = TRAILING_LEVEL.exec(text);
  const trailing = match ? levelOf(match[2]!) : null;
  const named = match !== null && match[1]!.toLowerCase() === enchantment.name.toLowerCase();
  const level = trailing !== null && (enchantment.maxlevel > 1 || named) ? trailing : 1;
  return { name: enchantment.name, level };
}

/** A part that is a known name as written, with or without a level after it; null otherwise. */
function readExact(text: string, isName: (text: string) => boolean): { name: string; level: number } | null {
  if (!text) return null;
  if (isName(text)) return { name: text, level: 1 };
  const match = TRAILING_LEVEL.exec(text);
  if (!match || !isName(match[1]!)) return null;
  const level = levelOf(match[2]!);
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
