/**
 * Which reference enchantment a save's registry id is. The reference follows RLCraft 2.9.2, which stores So Many
 * Enchantments 0.5.5 ids; the newer fork's ids (and rows still stored under them, kept by migration 009 because a
 * user edited them) stay matched through the fork ↔ 0.5.5 id table of @tradehall/domain, and rows of the earlier
 * reference that keep an older id in their notes ("SME 0.5.x id: somanyenchantments:afa") through those. Pure.
 */
import { enchantmentIdAlias } from '@tradehall/domain';

export interface ReferenceEnchantment {
  id: number;
  name: string;
  mcid: string;
  maxlevel: number;
  notes: string;
  /** 1 for a treasure enchantment (librarians ask twice the emeralds); absent: 0. */
  treasure?: number;
  /** 0 when no librarian sells it; absent: 1. */
  librarian?: number;
}

/** "SME 0.5.x id: modid:name" (also "SME 0.5.x id modid:name …", as one row words it) in a notes cell. */
const SME_ALIAS = /\bSME 0\.5\.x id:?\s+([a-z0-9_.-]+:[a-z0-9_./-]+)/gi;

/** The older ids a row's notes give for it (lower-case). */
export function aliasesOf(notes: string): string[] {
  return [...notes.matchAll(SME_ALIAS)].map((match) => match[1]!.toLowerCase());
}

/** A registry id as compared: lower-case, `minecraft:` when it has no namespace. */
export const normaliseMcid = (mcid: string): string => {
  const text = mcid.trim().toLowerCase();
  return text.includes(':') ? text : `minecraft:${text}`;
};

export type EnchantmentMatcher = (mcid: string) => ReferenceEnchantment | undefined;

/**
 * Matches a registry id to a reference enchantment: by its own mcid first (ignoring case), then by the id the
 * other So Many Enchantments line gives it, then by an older id in its notes. A row's own mcid always wins over
 * another row's alias.
 */
export function enchantmentMatcher(references: readonly ReferenceEnchantment[]): EnchantmentMatcher {
  const byMcid = new Map<string, ReferenceEnchantment>();
  const byAlias = new Map<string, ReferenceEnchantment>();
  for (const reference of references) byMcid.set(normaliseMcid(reference.mcid), reference);
  for (const reference of references) {
    for (const alias of aliasesOf(reference.notes)) if (!byAlias.has(alias)) byAlias.set(alias, reference);
  }
  return (mcid) => {
    const key = normaliseMcid(mcid);
    const renamed = enchantmentIdAlias(key);
    return byMcid.get(key) ?? (renamed === undefined ? undefined : byMcid.get(renamed)) ?? byAlias.get(key);
  };
}

/** A name for an enchantment the reference data lacks: `modid:razors_edge` → `Razors Edge`. */
export function nameFromMcid(mcid: string): string {
  const path = mcid.includes(':') ? mcid.slice(mcid.indexOf(':') + 1) : mcid;
  const words = path.split(/[_\s.-]+/).filter((word) => word !== '');
  if (words.length === 0) return mcid;
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}
