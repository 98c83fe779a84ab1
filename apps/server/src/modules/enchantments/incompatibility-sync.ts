import { splitList } from '@tradehall/contracts';

export interface IncompatibilityHolder {
  id: number;
  name: string;
  mcid: string;
  incompatibilities: string;
}

export interface PartnerChange<T extends IncompatibilityHolder> {
  row: T;
  before: string;
  after: string;
}

/** Joins a list of mcids the way they are stored: sorted, comma-separated, no spaces. */
export function joinMcids(mcids: Iterable<string>): string {
  return [...new Set(mcids)].sort().join(',');
}

/**
 * The changes the other enchantments need so that incompatibility stays symmetric after the edited one
 * (previously `oldMcid`, now `newMcid`) lists exactly `newList`: every enchantment in `newList` lists
 * `newMcid`, no other enchantment lists it, and none lists the old mcid any more. Only rows whose list really
 * changes are returned.
 */
export function partnerChanges<T extends IncompatibilityHolder>(
  others: readonly T[],
  oldMcid: string,
  newMcid: string,
  newList: readonly string[],
): PartnerChange<T>[] {
  const wanted = new Set(newList);
  const changes: PartnerChange<T>[] = [];
  for (const row of others) {
    const current = splitList(row.incompatibilities);
    const next = current.filter((mcid) => mcid !== oldMcid && mcid !== newMcid);
    if (wanted.has(row.mcid)) next.push(newMcid);
    const same = next.length === current.length && next.every((mcid) => current.includes(mcid));
    if (!same) changes.push({ row, before: row.incompatibilities, after: joinMcids(next) });
  }
  return changes;
}

/** The one answer of every path to an enchantment listed as incompatible with itself. */
export const SELF_INCOMPATIBLE = 'An enchantment cannot be incompatible with itself.';

/**
 * The rule of an incompatibility list on every path (the enchantment editor, the data editor, CSV import): it
 * never names the enchantment itself (`own`: its mcids, old and new) and names only mcids that exist.
 */
export function incompatibilityProblem(
  mcids: readonly string[],
  own: readonly string[],
  exists: (mcid: string) => boolean,
): string | null {
  if (mcids.some((mcid) => own.includes(mcid))) return SELF_INCOMPATIBLE;
  const unknown = mcids.filter((mcid) => !exists(mcid));
  return unknown.length > 0 ? `Unknown enchantment MCID in Incompatible With: ${unknown.join(', ')}.` : null;
}
