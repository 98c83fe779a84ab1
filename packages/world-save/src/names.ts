// Names a player knows: the villager type from profession and career, and 1.12.2 item display names.
import { ITEMS_1_12_2_TSV } from './data/items-1-12-2';
import type { SaveVillager } from './types';

/** Careers of each vanilla profession, 1-based as saved in `Career` (the game's order). */
const CAREERS: readonly (readonly string[])[] = [
  ['Farmer', 'Fisherman', 'Shepherd', 'Fletcher'],
  ['Librarian', 'Cartographer'],
  ['Cleric'],
  ['Armorer', 'Weapon Smith', 'Tool Smith'],
  ['Butcher', 'Leatherworker'],
  ['Nitwit'],
];
const NITWIT = 5;

/** Forge's registry names of the vanilla professions (`ProfessionName`), by profession number. */
const PROFESSION_NAMES: Readonly<Record<string, number>> = {
  'minecraft:farmer': 0,
  'minecraft:librarian': 1,
  'minecraft:priest': 2,
  'minecraft:smith': 3,
  'minecraft:butcher': 4,
  'minecraft:nitwit': 5,
};

/**
 * The villager type (the product's names: Farmer, Fisherman, …, Tool Smith, Nitwit). `ProfessionName` wins over
 * the number when present; a profession of another mod gives a type named from its id (`known: false`), as does a
 * career the vanilla table does not have.
 */
export function villagerType(v: Pick<SaveVillager, 'profession' | 'professionName' | 'career'>): {
  type: string;
  known: boolean;
} {
  let profession = v.profession;
  if (v.professionName) {
    const vanilla = PROFESSION_NAMES[v.professionName];
    if (vanilla === undefined) return { type: titleFromId(v.professionName), known: false };
    profession = vanilla;
  }
  if (profession === null) return { type: 'Unknown', known: false };
  const careers = CAREERS[profession];
  if (!careers) return { type: `Profession ${profession}`, known: false };
  if (profession === NITWIT) return { type: 'Nitwit', known: true };
  // 1.12 gives a villager saved without a career (or with 0) its profession's first career.
  const career = v.career === null || v.career === 0 ? 1 : v.career;
  const name = careers[career - 1];
  if (name) return { type: name, known: true };
  return { type: `${careers[0]} (career ${career})`, known: false };
}

/** `somemod:bank_teller` → `Bank Teller`. */
export function titleFromId(id: string): string {
  const path = id.includes(':') ? id.slice(id.indexOf(':') + 1) : id;
  const words = path.split(/[_\s.-]+/).filter((word) => word !== '');
  if (words.length === 0) return id;
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

let itemTable: Map<string, string> | undefined;

/** `mcid` → name of any damage, `mcid#damage` → name of that damage. */
function items(): Map<string, string> {
  if (itemTable) return itemTable;
  itemTable = new Map();
  for (const line of ITEMS_1_12_2_TSV.split('\n')) {
    const [mcid, damage, name] = line.split('\t');
    if (!mcid || !name) continue;
    itemTable.set(damage === '' ? mcid : `${mcid}#${damage}`, name);
  }
  return itemTable;
}

/**
 * The 1.12.2 display name of an item: the row for its damage (dye 4 = Lapis Lazuli), else the row for any damage
 * (a tool's damage is its wear). Unknown items (other mods) keep their registry id, `known: false`.
 */
export function itemName(id: string, damage: number): { name: string; known: boolean } {
  const mcid = id.includes(':') ? id : `minecraft:${id}`;
  const table = items();
  const name = table.get(`${mcid}#${damage}`) ?? table.get(mcid);
  return name === undefined ? { name: id, known: false } : { name, known: true };
}
