import type { EnchantmentConflict } from './types';

export interface ConflictCandidate {
  name: string;
  mcid: string;
  /** Incompatible mcids, as an array or as comma-separated text. */
  incompatibilities: string | readonly string[];
}

/** Splits the reference data's comma-separated mcid list; arrays pass through trimmed. */
export function parseMcidList(list: string | readonly string[]): string[] {
  const items = typeof list === 'string' ? list.split(',') : list;
  return items.map((mcid) => mcid.trim()).filter((mcid) => mcid.length > 0);
}

/**
 * Every pair of selected enchantments that cannot share an item, in selection order. A pair conflicts when
 * either side lists the other (the game checks both directions).
 */
export function findConflicts(selected: readonly ConflictCandidate[]): EnchantmentConflict[] {
  const lists = selected.map((e) => new Set(parseMcidList(e.incompatibilities)));
  const conflicts: EnchantmentConflict[] = [];
  for (let i = 0; i < selected.length; i++) {
    for (let j = i + 1; j < selected.length; j++) {
      const a = selected[i];
      const b = selected[j];
      if (a.mcid === b.mcid) continue;
      if (!lists[i].has(b.mcid) && !lists[j].has(a.mcid)) continue;
      conflicts.push({
        first: { name: a.name, mcid: a.mcid },
        second: { name: b.name, mcid: b.mcid },
        message: `${a.name} conflicts with ${b.name}`,
      });
    }
  }
  return conflicts;
}
