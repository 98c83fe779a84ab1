/**
 * The proposed locations of a scan as the player edits them: listed, renamed in place, merged into another
 * (a natural village can come out as many small "Hall N" locations). Pure: each edit returns new choices.
 */
import type { WorldScan, WorldScanVillager } from '@tradehall/contracts';
import { ROWS } from '@tradehall/contracts';
import { HALL_MAP_NUMS } from '../../../components/hall-map';
import { compareNatural } from '../../../lib/natural-sort';
import { type ImportChoices, type SlotDraft, slotOf } from './plan';

export interface ProposedLocation {
  town: string;
  location: string;
  /** The villagers (not skipped) that go there. */
  villagers: number;
}

/** Names as the server compares them: case and spaces around ignored. */
const fold = (text: string) => text.trim().toLowerCase();
const keyOf = (town: string, location: string) => `${fold(town)}\u0000${fold(location)}`;
const slotKeyOf = (slot: SlotDraft) => `${slot.row.trim().toUpperCase()}${Number(slot.num)}`;

function locationsOf(
  scan: WorldScan,
  choices: ImportChoices,
  counts: (villager: WorldScanVillager) => boolean,
): ProposedLocation[] {
  const found = new Map<string, ProposedLocation>();
  for (const villager of scan.villagers) {
    if (!counts(villager)) continue;
    const slot = slotOf(villager, choices);
    const town = slot.town.trim();
    const location = slot.location.trim();
    if (!town || !location) continue;
    const key = keyOf(town, location);
    const entry = found.get(key);
    if (entry) entry.villagers += 1;
    else found.set(key, { town, location, villagers: 1 });
  }
  return [...found.values()].sort(
    (a, b) => compareNatural(a.town, b.town) || compareNatural(a.location, b.location),
  );
}

/** The locations the villagers (not skipped) go to as their slots read now, by town then location. */
export function proposedLocations(scan: WorldScan, choices: ImportChoices): ProposedLocation[] {
  return locationsOf(scan, choices, (villager) => !choices.skip.has(villager.uuid));
}

/** The locations that get trades from an apply with these choices (villagers not skipped, with offers). */
export function importedLocations(scan: WorldScan, choices: ImportChoices): ProposedLocation[] {
  return locationsOf(
    scan,
    choices,
    (villager) => !choices.skip.has(villager.uuid) && villager.offers.length > 0,
  );
}

/** Every slot of a location in order: A1…A20, B1…, Z20. */
const ALL_SLOTS = ROWS.flatMap((row) => HALL_MAP_NUMS.map((num) => ({ row, num })));

/**
 * Moves every villager of `from` (skipped ones too, so a skipped villager taken back stays with its hall) to
 * `town` / `location`: a rename when no villager goes there yet, a merge otherwise. A villager with offers keeps
 * its row and number when no villager with offers holds that slot there; else it takes the first free slot
 * (row by row). Villagers without offers are not written, so they keep their slot and take none. The same
 * choices when the name is blank or names `from` itself.
 */
export function moveLocation(
  scan: WorldScan,
  choices: ImportChoices,
  from: { town: string; location: string },
  town: string,
  location: string,
): ImportChoices {
  const fromKey = keyOf(from.town, from.location);
  const toKey = keyOf(town, location);
  if (!town.trim() || !location.trim() || fromKey === toKey) return choices;

  const occupies = (villager: WorldScanVillager) =>
    !choices.skip.has(villager.uuid) && villager.offers.length > 0;
  // Slots of villagers with offers (two there would mix their trades), and of any villager (free-slot search).
  const taken = new Set<string>();
  const held = new Set<string>();
  const moving: WorldScanVillager[] = [];
  // A merge writes the target's names as they are spelt there.
  let names = { town: town.trim(), location: location.trim() };
  for (const villager of scan.villagers) {
    const slot = slotOf(villager, choices);
    const key = keyOf(slot.town, slot.location);
    if (key === fromKey) moving.push(villager);
    else if (key === toKey) {
      names = { town: slot.town.trim(), location: slot.location.trim() };
      held.add(slotKeyOf(slot));
      if (occupies(villager)) taken.add(slotKeyOf(slot));
    }
  }
  if (moving.length === 0) return choices;

  const slots = new Map(choices.slots);
  const place = (villager: WorldScanVillager, row: string, num: string) => {
    held.add(`${row.trim().toUpperCase()}${Number(num)}`);
    slots.set(villager.uuid, { ...names, row, num });
  };
  const clashing: WorldScanVillager[] = [];
  for (const villager of moving) {
    const slot = slotOf(villager, choices);
    const key = slotKeyOf(slot);
    if (!occupies(villager)) place(villager, slot.row, slot.num);
    else if (taken.has(key)) clashing.push(villager);
    else {
      taken.add(key);
      place(villager, slot.row, slot.num);
    }
  }
  for (const villager of clashing) {
    const free = ALL_SLOTS.find(({ row, num }) => !held.has(`${row}${num}`));
    // A full location: the villager keeps its slot, and the clash shows before Apply.
    const slot = slotOf(villager, choices);
    place(villager, free?.row ?? slot.row, free ? String(free.num) : slot.num);
  }
  return { ...choices, slots };
}
