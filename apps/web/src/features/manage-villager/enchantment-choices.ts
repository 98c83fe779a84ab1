/**
 * Which enchantments a trade's sell item can carry (SPEC §5 "Add-trade enchantment choices"): an Enchanted Book
 * offers all of them; another item offers those whose `applicable` list shares a type with the item's type
 * keywords (the item-type map), or is Any. Pure, and the same matching the server applies when it checks a trade
 * (apps/server/src/modules/reference/item-types.ts): whole words of the item's name are matched against the map's
 * keywords, longer keywords first, and a matched span is not matched again ('pickaxe' never counts as 'axe').
 */

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

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0);
}

/** Every type of every keyword the item's name contains as whole words. */
export function itemTypesOf(itemName: string, map: readonly ItemTypeKeyword[]): Set<string> {
  const byKeyword = new Map<string, string[]>();
  for (const { keyword, type } of map) {
    const key = wordsOf(keyword).join(' ');
    if (key) byKeyword.set(key, [...(byKeyword.get(key) ?? []), type]);
  }
  const keywords = [...byKeyword.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  let words = ` ${wordsOf(itemName).join(' ')} `;
  const types = new Set<string>();
  for (const keyword of keywords) {
    const needle = ` ${keyword} `;
    if (!words.includes(needle)) continue;
    for (const type of byKeyword.get(keyword) ?? []) types.add(type);
    words = words.replaceAll(needle, ` ${'#'.repeat(needle.length - 2)} `);
  }
  if (wordsOf(itemName).join(' ') === ENCHANTED_BOOK) types.add(ANY_TYPE);
  return types;
}

function isAny(type: string): boolean {
  return type.toLowerCase() === ANY_TYPE.toLowerCase();
}

/** Whether an enchantment with this `applicable` list fits an item of these types. */
export function enchantmentFits(itemTypes: ReadonlySet<string>, applicable: string): boolean {
  if ([...itemTypes].some(isAny)) return true;
  const types = applicable
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
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
