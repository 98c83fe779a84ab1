/**
 * The reference update of migration 009 (issue 24), as a pure plan: which stored enchantments take the RLCraft
 * 2.9.2 values, which a user edited (kept, named in the log), which RLCraft does not register (removed when no
 * trade uses them, otherwise kept and marked) and which are new.
 */
import { enchantmentIdAlias } from '@tradehall/domain';

export interface ReferenceRow {
  name: string;
  mcid: string;
  rarity: string;
  maxlevel: number;
  applicable: string;
  incompatibilities: string;
  curse: boolean;
  description: string;
  notes: string;
}

export interface RlcraftRow extends ReferenceRow {
  treasure: boolean;
  librarian: boolean;
}

export interface StoredRow {
  id: number;
  name: string;
  mcid: string;
  rarity: string;
  maxlevel: number;
  applicable: string;
  incompatibilities: string;
  curse: number;
  description: string;
  notes: string;
}

export interface ReferencePlan {
  insert: RlcraftRow[];
  /** Rows nobody edited (or placeholders the world import guessed): they take the new values. */
  update: { id: number; row: RlcraftRow }[];
  /** User-edited rows that RLCraft registers: only the new flags are set. */
  keepEdited: { id: number; name: string; treasure: boolean; librarian: boolean }[];
  /** Unedited rows RLCraft does not register and no trade uses. */
  remove: { id: number; name: string }[];
  /** Rows RLCraft does not register that trades use: kept, marked in their notes, not sold by librarians. */
  mark: { id: number; name: string; trades: number }[];
  /** User-edited rows RLCraft does not register, unused: kept as they are. */
  keepEditedUnregistered: { id: number; name: string }[];
  /** New rows whose name or id another stored row already has: not added. */
  skipped: { name: string; reason: string }[];
}

/** The notes the world import gives an enchantment it creates with guessed values. */
export const WORLD_IMPORT_NOTE = 'Added by Import from world save.';
export const UNREGISTERED_MARK = 'Not registered in RLCraft 2.9.2; kept because trades use it.';

const fold = (text: string) => text.trim().toLowerCase();
const setOf = (list: string) => list.split(',').map(fold).filter(Boolean).sort().join(',');

/** Whether the stored row still has exactly the values the earlier seed gave it. */
function unedited(stored: StoredRow, seeded: ReferenceRow): boolean {
  return (
    stored.name === seeded.name &&
    stored.mcid === seeded.mcid &&
    stored.rarity === seeded.rarity &&
    stored.maxlevel === seeded.maxlevel &&
    setOf(stored.applicable) === setOf(seeded.applicable) &&
    setOf(stored.incompatibilities) === setOf(seeded.incompatibilities) &&
    (stored.curse === 1) === seeded.curse &&
    stored.description === seeded.description &&
    stored.notes === seeded.notes
  );
}

export function planReferenceUpdate(
  stored: readonly StoredRow[],
  previousSeed: readonly ReferenceRow[],
  rlcraft: readonly RlcraftRow[],
  tradesUsing: ReadonlyMap<number, number>,
): ReferencePlan {
  const plan: ReferencePlan = {
    insert: [],
    update: [],
    keepEdited: [],
    remove: [],
    mark: [],
    keepEditedUnregistered: [],
    skipped: [],
  };
  const storedByMcid = new Map(stored.map((row) => [fold(row.mcid), row]));
  const seedByMcid = new Map(previousSeed.map((row) => [fold(row.mcid), row]));
  const claimed = new Set<number>();
  // Own id first for every row, then the renamed ids (a fork id row is taken only when the 0.5.5 id is free).
  const matchOf = new Map<string, StoredRow>();
  for (const row of rlcraft) {
    const own = storedByMcid.get(fold(row.mcid));
    if (own) {
      matchOf.set(row.mcid, own);
      claimed.add(own.id);
    }
  }
  for (const row of rlcraft) {
    if (matchOf.has(row.mcid)) continue;
    const alias = enchantmentIdAlias(row.mcid);
    const renamed = alias === undefined ? undefined : storedByMcid.get(alias);
    if (renamed && !claimed.has(renamed.id)) {
      matchOf.set(row.mcid, renamed);
      claimed.add(renamed.id);
    }
  }

  const names = new Map(stored.map((row) => [fold(row.name), row.id]));
  for (const row of rlcraft) {
    const match = matchOf.get(row.mcid);
    if (!match) {
      const holder = names.get(fold(row.name));
      if (holder !== undefined) {
        plan.skipped.push({ name: row.name, reason: `another enchantment (id ${holder}) has this name` });
      } else {
        plan.insert.push(row);
        names.set(fold(row.name), -1);
      }
      continue;
    }
    const seeded = seedByMcid.get(fold(match.mcid));
    const placeholder = !seeded && match.notes === WORLD_IMPORT_NOTE;
    const holder = names.get(fold(row.name));
    const nameFree = holder === undefined || holder === match.id;
    if ((placeholder || (seeded && unedited(match, seeded))) && nameFree) {
      plan.update.push({ id: match.id, row });
      names.delete(fold(match.name));
      names.set(fold(row.name), match.id);
    } else {
      plan.keepEdited.push({
        id: match.id,
        name: match.name,
        treasure: row.treasure,
        librarian: row.librarian,
      });
    }
  }

  for (const row of stored) {
    if (claimed.has(row.id)) continue;
    const seeded = seedByMcid.get(fold(row.mcid));
    if (!seeded) continue; // a user's own enchantment: not the reference's to judge
    const trades = tradesUsing.get(row.id) ?? 0;
    if (trades > 0) plan.mark.push({ id: row.id, name: row.name, trades });
    else if (unedited(row, seeded)) plan.remove.push({ id: row.id, name: row.name });
    else plan.keepEditedUnregistered.push({ id: row.id, name: row.name });
  }
  return plan;
}

/**
 * Incompatibility lists after the update: renamed ids follow their rows, ids nobody has any more are dropped,
 * and every pair is listed on both sides (as the editor keeps them). Returns only the lists that change.
 */
export function symmetricIncompatibilities(
  rows: readonly { id: number; mcid: string; incompatibilities: string }[],
): Map<number, string> {
  const mcidOf = new Map(rows.map((row) => [fold(row.mcid), row.mcid]));
  const resolve = (mcid: string) => {
    const own = mcidOf.get(fold(mcid));
    if (own) return own;
    const alias = enchantmentIdAlias(mcid);
    return alias === undefined ? undefined : mcidOf.get(alias);
  };
  const lists = new Map(rows.map((row) => [row.mcid, new Set<string>()]));
  for (const row of rows) {
    for (const part of row.incompatibilities.split(',')) {
      if (!part.trim()) continue;
      const other = resolve(part);
      if (!other || other === row.mcid) continue;
      lists.get(row.mcid)!.add(other);
      lists.get(other)!.add(row.mcid);
    }
  }
  const changed = new Map<number, string>();
  for (const row of rows) {
    const list = [...lists.get(row.mcid)!].sort().join(',');
    if (list !== row.incompatibilities) changed.set(row.id, list);
  }
  return changed;
}
