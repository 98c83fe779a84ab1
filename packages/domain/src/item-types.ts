/**
 * Which enchantments an item can carry (SPEC §5 "Add-trade enchantment choices"), shared by the server's trade
 * rules and the web's enchantment pickers. Whole words of the item's name are matched against the item-type
 * map's keywords, longer keywords first, and a matched span is not matched again ('enchanted book' wins over
 * 'book', 'pickaxe' never counts as 'axe'). An item gets every type of every keyword it matches; the type Any
 * (Enchanted Book, Book) takes every enchantment.
 */

/** One row of the item-type map: a lower-case word (or words) of item names, and one type it stands for. */
export interface ItemTypeKeyword {
  keyword: string;
  type: string;
}

export interface ApplicableEnchantment {
  name: string;
  /** Comma-separated item types, or Any. */
  applicable: string;
}

export const ANY_TYPE = 'Any';
const ENCHANTED_BOOK = 'enchanted book';

interface KeywordIndex {
  /** Keywords as space-joined words, longest first. */
  keywords: string[];
  typesByKeyword: Map<string, string[]>;
}

// Building the index sorts the whole map: keep one per map so bulk checks (imports, seeding) stay linear.
const indexes = new WeakMap<readonly ItemTypeKeyword[], KeywordIndex>();

function indexOf(map: readonly ItemTypeKeyword[]): KeywordIndex {
  let index = indexes.get(map);
  if (!index) {
    const typesByKeyword = new Map<string, string[]>();
    for (const { keyword, type } of map) {
      const key = wordsOf(keyword).join(' ');
      if (key) typesByKeyword.set(key, [...(typesByKeyword.get(key) ?? []), type]);
    }
    const keywords = [...typesByKeyword.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
    index = { keywords, typesByKeyword };
    indexes.set(map, index);
  }
  return index;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0);
}

const isAny = (type: string): boolean => type.toLowerCase() === ANY_TYPE.toLowerCase();

/** Every type of every keyword the item's name contains as whole words. */
export function itemTypesOf(itemName: string, map: readonly ItemTypeKeyword[]): Set<string> {
  const { keywords, typesByKeyword } = indexOf(map);
  const name = wordsOf(itemName).join(' ');
  let words = ` ${name} `;
  const types = new Set<string>();
  for (const keyword of keywords) {
    const needle = ` ${keyword} `;
    if (!words.includes(needle)) continue;
    for (const type of typesByKeyword.get(keyword) ?? []) types.add(type);
    words = words.replaceAll(needle, ` ${'#'.repeat(needle.length - 2)} `);
  }
  if (name === ENCHANTED_BOOK) types.add(ANY_TYPE);
  return types;
}

/** The comma-separated types of an enchantment's `applicable`. */
export function applicableTypes(applicable: string): string[] {
  return applicable
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Whether an enchantment with this `applicable` list fits an item of these types (case-insensitive). */
export function enchantmentFits(itemTypes: ReadonlySet<string>, applicable: string): boolean {
  if ([...itemTypes].some(isAny)) return true;
  const types = applicableTypes(applicable);
  if (types.some(isAny)) return true;
  const wanted = new Set([...itemTypes].map((type) => type.toLowerCase()));
  return types.some((type) => wanted.has(type.toLowerCase()));
}

/** The enchantments the sell item can carry, in the given order; none while no sell item is chosen. */
export function enchantmentChoices<E extends ApplicableEnchantment>(
  sellItem: string,
  enchantments: readonly E[],
  itemTypeMap: readonly ItemTypeKeyword[],
): E[] {
  if (sellItem.trim() === '') return [];
  const types = itemTypesOf(sellItem, itemTypeMap);
  return enchantments.filter((enchantment) => enchantmentFits(types, enchantment.applicable));
}
