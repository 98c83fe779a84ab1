import { compareNames } from './order';

/**
 * The spec's curse list (§9) under the names the game shows (data README, curse names table). The spec's
 * 'Rusting' is 'Rusted' in every SME version; 'Decay' etc. carry the 'Curse of' prefix in game.
 */
export const SPEC_CURSES = [
  'Curse of Binding',
  'Curse of Decay',
  'Curse of Holding',
  'Curse of Possession',
  'Rusted',
  'Curse of Vanishing',
  'Curse of Vulnerability',
  'Unpredictable',
  'Inefficient',
  'Heavy Weight',
] as const;

export type SpecCurse = (typeof SPEC_CURSES)[number];

/** Kept by default in the Keep Curses select. */
export const DEFAULT_KEPT_CURSE: SpecCurse = 'Curse of Possession';

const SPEC_SPELLINGS: ReadonlyMap<string, SpecCurse> = new Map([
  ['binding', 'Curse of Binding'],
  ['decay', 'Curse of Decay'],
  ['holding', 'Curse of Holding'],
  ['possession', 'Curse of Possession'],
  ['rusting', 'Rusted'],
  ['curse of rusting', 'Rusted'],
  ['vanishing', 'Curse of Vanishing'],
  ['vulnerability', 'Curse of Vulnerability'],
  ...SPEC_CURSES.map((name) => [name.toLowerCase(), name] as const),
]);

/** Maps a spec spelling ('Decay', 'Rusting', case-insensitive) to the game name; other names come back trimmed. */
export function gameCurseName(name: string): string {
  const trimmed = name.trim();
  return SPEC_SPELLINGS.get(trimmed.toLowerCase()) ?? trimmed;
}

export interface EnchantmentCurseFlag {
  name: string;
  curse: boolean;
}

/** Names of all curses: those flagged in the enchantment table plus the spec list. Sorted, unique. */
export function curseNamesOf(enchantments: readonly EnchantmentCurseFlag[]): string[] {
  const names = new Set<string>(SPEC_CURSES);
  for (const e of enchantments) if (e.curse) names.add(e.name);
  return [...names].sort(compareNames);
}

/**
 * The Remove Enchantments options: every enchantment that is not a curse (flagged, or in the spec list even when
 * the table lacks the flag). Sorted, unique.
 */
export function removableEnchantmentOptions(enchantments: readonly EnchantmentCurseFlag[]): string[] {
  const spec = new Set<string>(SPEC_CURSES);
  const names = new Set<string>();
  for (const e of enchantments) if (!e.curse && !spec.has(e.name) && e.name.trim() !== '') names.add(e.name);
  return [...names].sort(compareNames);
}
