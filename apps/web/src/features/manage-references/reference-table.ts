import { type Enchantment, RARITIES } from '@tradehall/contracts';
import { compareNatural } from '../../lib/natural-sort';

/** One row of the Enchantment References table, as shown. */
export interface ReferenceRow {
  id: number;
  name: string;
  maxLevel: number;
  rarity: string;
  /** Item types as listed, 'Any' for every item. */
  applicable: string[];
  /** Names of the incompatible enchantments (their mcid when no enchantment has it). */
  incompatibleWith: string[];
  curse: boolean;
  treasure: boolean;
  librarian: boolean;
}

export const REFERENCE_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'maxLevel', label: 'Max Level' },
  { key: 'rarity', label: 'Rarity' },
  { key: 'applicable', label: 'Applicable' },
  { key: 'incompatibleWith', label: 'Incompatible With' },
  { key: 'curse', label: 'Curse' },
  { key: 'treasure', label: 'Treasure' },
  { key: 'librarian', label: 'Librarian' },
] as const;
export type ReferenceColumn = (typeof REFERENCE_COLUMNS)[number]['key'];

export interface ReferenceSort {
  column: ReferenceColumn;
  direction: 'ascending' | 'descending';
}

export interface ReferenceQuery {
  /** Matches name, rarity, applicable types and incompatible names, ignoring case. */
  text: string;
  /** An item type; rows applicable to it or to Any. Empty: every row. */
  itemType: string;
  sort: ReferenceSort;
}

export const ANY_ITEM = 'Any';

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function toReferenceRows(enchantments: readonly Enchantment[]): ReferenceRow[] {
  const nameOfMcid = new Map(enchantments.map((e) => [e.mcid.toLowerCase(), e.name]));
  return enchantments.map((e) => ({
    id: e.id,
    name: e.name,
    maxLevel: e.maxlevel,
    rarity: e.rarity,
    applicable: splitList(e.applicable),
    incompatibleWith: splitList(e.incompatibilities)
      .map((mcid) => nameOfMcid.get(mcid.toLowerCase()) ?? mcid)
      .sort((a, b) => compareNatural(a, b)),
    curse: e.curse,
    treasure: e.treasure,
    librarian: e.librarian,
  }));
}

/** The item types the filter offers: every listed type but Any, once in its first spelling, sorted. */
export function itemTypesOf(rows: readonly ReferenceRow[]): string[] {
  const types = new Map<string, string>();
  for (const row of rows) {
    for (const type of row.applicable) {
      const key = type.toLowerCase();
      if (key !== ANY_ITEM.toLowerCase() && !types.has(key)) types.set(key, type);
    }
  }
  return [...types.values()].sort((a, b) => compareNatural(a, b));
}

function appliesTo(row: ReferenceRow, itemType: string): boolean {
  const wanted = itemType.toLowerCase();
  return row.applicable.some((type) => {
    const lower = type.toLowerCase();
    return lower === wanted || lower === ANY_ITEM.toLowerCase();
  });
}

function matchesText(row: ReferenceRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.rarity, ...row.applicable, ...row.incompatibleWith].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

const rarityRank = (rarity: string) => (RARITIES as readonly string[]).indexOf(rarity);

function compare(a: ReferenceRow, b: ReferenceRow, column: ReferenceColumn): number {
  switch (column) {
    case 'maxLevel':
      return a.maxLevel - b.maxLevel;
    case 'rarity':
      return rarityRank(a.rarity) - rarityRank(b.rarity);
    case 'curse':
    case 'treasure':
    case 'librarian':
      return Number(a[column]) - Number(b[column]);
    case 'applicable':
    case 'incompatibleWith':
      return compareNatural(a[column].join(', '), b[column].join(', '));
    default:
      return compareNatural(a.name, b.name);
  }
}

/** The rows that match the search box and the item type, sorted (ties by name, always ascending). */
export function queryReferenceRows(rows: readonly ReferenceRow[], query: ReferenceQuery): ReferenceRow[] {
  const sign = query.sort.direction === 'ascending' ? 1 : -1;
  return rows
    .filter((row) => matchesText(row, query.text) && (!query.itemType || appliesTo(row, query.itemType)))
    .sort((a, b) => sign * compare(a, b, query.sort.column) || compareNatural(a.name, b.name));
}

/** A click on a column header: the same column flips direction, another starts ascending. */
export function nextSort(current: ReferenceSort, column: ReferenceColumn): ReferenceSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
