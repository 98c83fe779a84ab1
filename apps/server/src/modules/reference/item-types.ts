/** One row of the item-type map: a lower-case word (or words) of item names, and one type it stands for. */
export interface ItemTypeKeyword {
  keyword: string;
  type: string;
}

export const ANY_TYPE = 'Any';

/**
 * The item types of an item name (per /work/shared/data/README.md): whole words of the lower-cased name are
 * matched against the map's keywords, longer keywords first, and a matched span is not matched again (so
 * 'enchanted book' wins over 'book', and 'pickaxe' never counts as 'axe'). An item gets every type of every
 * keyword it matches; 'Any' (Enchanted Book, Book) means it takes every enchantment.
 */
export function itemTypesOf(itemName: string, map: readonly ItemTypeKeyword[]): Set<string> {
  const byKeyword = new Map<string, string[]>();
  for (const { keyword, type } of map) {
    const key = keyword.trim().toLowerCase();
    byKeyword.set(key, [...(byKeyword.get(key) ?? []), type]);
  }
  const keywords = [...byKeyword.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  let words = ` ${wordsOf(itemName).join(' ')} `;
  const types = new Set<string>();
  for (const keyword of keywords) {
    const needle = ` ${wordsOf(keyword).join(' ')} `;
    if (needle.trim() === '' || !words.includes(needle)) continue;
    for (const type of byKeyword.get(keyword) ?? []) types.add(type);
    words = words.replaceAll(needle, ` ${'#'.repeat(needle.length - 2)} `);
  }
  return types;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0);
}

/** The comma-separated types of an enchantment's `applicable`. */
export function applicableTypes(applicable: string): string[] {
  return applicable
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Whether an enchantment fits an item of these types: the item takes any (Enchanted Book, Book), the
 * enchantment is for Any item, or they share a type.
 */
export function enchantmentFits(itemTypes: ReadonlySet<string>, applicable: string): boolean {
  if (itemTypes.has(ANY_TYPE)) return true;
  const types = applicableTypes(applicable);
  if (types.some((type) => type.toLowerCase() === ANY_TYPE.toLowerCase())) return true;
  return types.some((type) => itemTypes.has(type));
}
