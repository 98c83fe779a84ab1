// Where the villagers of a world save go in Tradehall: towns, locations (halls), rows and numbers. Pure: the
// server reads the save and the stored trades, this proposes the slots, the player edits them before applying.
import { townName } from '../town-names';
import { clusterPoints, type PlanePoint } from './clusters';

/** A villager's place: a town of the server, a location in it, a row A–Z and a number 1–20. */
export interface Slot {
  town: string;
  location: string;
  row: string;
  num: number;
}

/** A villager as found in the save: where it stands (block coordinates; y does not matter here). */
export interface PlacedVillager extends PlanePoint {
  uuid: string;
  /** 0 the Overworld, -1 the Nether, 1 the End (villagers of different dimensions never share a town). */
  dimension: number | string;
}

export interface PlacementSettings {
  /** Villagers within this many blocks (x/z) of another villager of a town belong to it. */
  townRadius: number;
  /** Within a town, villagers within this many blocks of another form one location. */
  locationRadius: number;
}

export const DEFAULT_PLACEMENT_SETTINGS: Readonly<PlacementSettings> = Object.freeze({
  townRadius: 96,
  locationRadius: 16,
});

export const SLOT_ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const SLOT_NUMS = 20;
/** What a new location is called: `Hall 1`, `Hall 2`, … */
export const HALL_PREFIX = 'Hall';

export interface PlacementInput {
  villagers: readonly PlacedVillager[];
  /** Villagers seen in an earlier scan (by UUID): they keep their town, location, row and number. */
  known?: ReadonlyMap<string, Slot>;
  /** Slots already holding trades on the server (scanned or typed in): no new villager is put there. */
  taken?: readonly Slot[];
  /** Locations that exist on the server (names ignoring case): a new hall never takes one of their names. */
  locations?: readonly { town: string; location: string }[];
  settings?: Partial<PlacementSettings>;
  /** The name of a new town from its centre (block x, z); the town-name generator by default. */
  nameTown?: (x: number, z: number) => string;
}

const fold = (text: string) => text.trim().toLowerCase();
const slotKey = (row: string, num: number) => `${row}${num}`;

/** The most frequent value (ties: the first in sort order), or undefined for none. */
function majority(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (best === undefined || count > counts.get(best)!) best = value;
  }
  return best;
}

const centreOf = (points: readonly PlanePoint[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  z: points.reduce((sum, p) => sum + p.z, 0) / points.length,
});

/** The block a coordinate lies in. */
const block = (value: number) => Math.floor(value);

const byPosition = (a: PlacedVillager, b: PlacedVillager) =>
  a.x - b.x || a.z - b.z || compare(a.uuid, b.uuid);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The state of one town while its villagers are placed: its locations' names and taken slots. */
class TownSlots {
  /** Taken slots per location (folded name). */
  private readonly taken = new Map<string, Set<string>>();
  /** Location names in use in the town (folded). */
  private readonly names = new Set<string>();
  private nextHall = 1;

  constructor(readonly town: string) {}

  useName(location: string): void {
    this.names.add(fold(location));
  }

  take(location: string, row: string, num: number): void {
    this.useName(location);
    const key = fold(location);
    let set = this.taken.get(key);
    if (!set) {
      set = new Set();
      this.taken.set(key, set);
    }
    set.add(slotKey(row, num));
  }

  isTaken(location: string, row: string, num: number): boolean {
    return this.taken.get(fold(location))?.has(slotKey(row, num)) ?? false;
  }

  /** The next `Hall N` whose name the town does not use yet (and it is used from now on). */
  newHall(): string {
    for (;;) {
      const name = `${HALL_PREFIX} ${this.nextHall++}`;
      if (!this.names.has(fold(name))) {
        this.useName(name);
        return name;
      }
    }
  }

  /** The first free slot of the location at or after `from` in row-major order (A1 … A20, B1 …), or null. */
  freeSlot(location: string, from = 0): { row: string; num: number } | null {
    const capacity = SLOT_ROWS.length * SLOT_NUMS;
    for (let step = 0; step < capacity; step++) {
      const index = (from + step) % capacity;
      const row = SLOT_ROWS[Math.floor(index / SLOT_NUMS)]!;
      const num = (index % SLOT_NUMS) + 1;
      if (!this.isTaken(location, row, num)) return { row, num };
    }
    return null;
  }
}

/**
 * Lays new villagers out in new halls by position: rows A–Z along the longer axis of the group, numbers 1–20 along
 * the other (each distinct block line is one row or number). A group that needs more than 26 rows or 20 numbers is
 * tiled into halls of 26×20, in order; a villager whose slot is taken (two in one block) gets the hall's next free
 * slot, and what does not fit at all goes on to a further hall.
 */
function layOutNewHalls(group: readonly PlacedVillager[], town: TownSlots, out: Map<string, Slot>): void {
  const span = (of: (v: PlacedVillager) => number) => {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const v of group) {
      min = Math.min(min, block(of(v)));
      max = Math.max(max, block(of(v)));
    }
    return max - min;
  };
  const spanX = span((v) => v.x);
  const spanZ = span((v) => v.z);
  const longOf = (v: PlacedVillager) => block(spanX >= spanZ ? v.x : v.z);
  const shortOf = (v: PlacedVillager) => block(spanX >= spanZ ? v.z : v.x);
  const rankIn = (values: number[]) => {
    const sorted = [...new Set(values)].sort((a, b) => a - b);
    return new Map(sorted.map((value, rank) => [value, rank] as const));
  };
  const longRank = rankIn(group.map(longOf));
  const shortRank = rankIn(group.map(shortOf));

  const tiles = new Map<
    string,
    { order: [number, number]; cells: { v: PlacedVillager; r: number; s: number }[] }
  >();
  for (const v of [...group].sort(
    (a, b) => longOf(a) - longOf(b) || shortOf(a) - shortOf(b) || byPosition(a, b),
  )) {
    const r = longRank.get(longOf(v))!;
    const s = shortRank.get(shortOf(v))!;
    const order: [number, number] = [Math.floor(r / SLOT_ROWS.length), Math.floor(s / SLOT_NUMS)];
    const key = order.join(',');
    let tile = tiles.get(key);
    if (!tile) {
      tile = { order, cells: [] };
      tiles.set(key, tile);
    }
    tile.cells.push({ v, r: r % SLOT_ROWS.length, s: s % SLOT_NUMS });
  }
  const ordered = [...tiles.values()].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const leftovers: PlacedVillager[] = [];
  for (const tile of ordered) {
    const hall = town.newHall();
    for (const { v, r, s } of tile.cells) {
      const wanted = { row: SLOT_ROWS[r]!, num: s + 1 };
      const slot = town.isTaken(hall, wanted.row, wanted.num)
        ? town.freeSlot(hall, r * SLOT_NUMS + s)
        : wanted;
      if (!slot) {
        leftovers.push(v);
        continue;
      }
      town.take(hall, slot.row, slot.num);
      out.set(v.uuid, { town: town.town, location: hall, ...slot });
    }
  }
  fillHalls(leftovers, town, null, out);
}

/**
 * Puts villagers (in position order) into the first free slots of `location` (row-major), then of new halls for
 * those that do not fit.
 */
function fillHalls(
  villagers: readonly PlacedVillager[],
  town: TownSlots,
  location: string | null,
  out: Map<string, Slot>,
): void {
  let current = location;
  for (const v of [...villagers].sort(byPosition)) {
    let slot = current === null ? null : town.freeSlot(current);
    if (!slot) {
      current = town.newHall();
      slot = town.freeSlot(current)!;
    }
    town.take(current!, slot.row, slot.num);
    out.set(v.uuid, { town: town.town, location: current!, ...slot });
  }
}

/**
 * Proposes a slot for every villager:
 * - villagers of one dimension within `townRadius` blocks of another villager of a cluster form one town; a
 *   cluster holding villagers seen before is their town (the most common one), a new cluster is named by the
 *   town-name generator from its centre;
 * - within a town, villagers within `locationRadius` blocks of another form one location: the known villagers'
 *   location, or new halls `Hall 1`, `Hall 2`, … in order of x then z (names the town already uses are skipped);
 * - in a new hall, rows A–Z along the longer axis and numbers 1–20 along the other, by position (see
 *   layOutNewHalls); a new villager joining a known location takes its first free slots;
 * - a villager seen in an earlier scan (`known`) keeps its slot. No two villagers share a slot, and no new villager
 *   takes a slot in `taken`.
 * The answer is the same whatever the order of `villagers`.
 */
export function placeVillagers(input: PlacementInput): Map<string, Slot> {
  const settings = { ...DEFAULT_PLACEMENT_SETTINGS, ...input.settings };
  const known = input.known ?? new Map<string, Slot>();
  const nameTown = input.nameTown ?? ((x: number, z: number) => townName(x, z));
  const towns = new Map<string, TownSlots>();
  const townSlots = (name: string) => {
    const key = fold(name);
    let town = towns.get(key);
    if (!town) {
      town = new TownSlots(name);
      towns.set(key, town);
    }
    return town;
  };
  for (const { town, location } of input.locations ?? []) townSlots(town).useName(location);
  for (const slot of [...(input.taken ?? []), ...known.values()]) {
    townSlots(slot.town).take(slot.location, slot.row, slot.num);
  }

  const out = new Map<string, Slot>();
  const byDimension = new Map<string, PlacedVillager[]>();
  for (const villager of input.villagers) {
    const slot = known.get(villager.uuid);
    if (slot) out.set(villager.uuid, { ...slot });
    const key = String(villager.dimension);
    const list = byDimension.get(key);
    if (list) list.push(villager);
    else byDimension.set(key, [villager]);
  }

  for (const key of [...byDimension.keys()].sort(compare)) {
    const villagers = byDimension.get(key)!.sort(byPosition);
    for (const cluster of clusterPoints(villagers, settings.townRadius)) {
      const members = cluster.map((i) => villagers[i]!);
      if (members.every((v) => known.has(v.uuid))) continue;
      const knownTowns = members.flatMap((v) => {
        const slot = known.get(v.uuid);
        return slot ? [slot.town] : [];
      });
      const centre = centreOf(members);
      const townName = majority(knownTowns) ?? nameTown(Math.round(centre.x) + 0, Math.round(centre.z) + 0);
      placeTown(members, townSlots(townName), known, settings, out);
    }
  }
  return out;
}

/** Places the new villagers of one town cluster, location group by location group in order of x then z. */
function placeTown(
  members: readonly PlacedVillager[],
  town: TownSlots,
  known: ReadonlyMap<string, Slot>,
  settings: PlacementSettings,
  out: Map<string, Slot>,
): void {
  const groups = clusterPoints(members, settings.locationRadius)
    .map((indices) => indices.map((i) => members[i]!))
    .map((group) => ({ group, centre: centreOf(group) }))
    .sort((a, b) => a.centre.x - b.centre.x || a.centre.z - b.centre.z);
  for (const { group } of groups) {
    const fresh = group.filter((v) => !known.has(v.uuid));
    if (fresh.length === 0) continue;
    const knownLocations = group.flatMap((v) => {
      const slot = known.get(v.uuid);
      return slot && fold(slot.town) === fold(town.town) ? [slot.location] : [];
    });
    const location = majority(knownLocations);
    if (location === undefined) layOutNewHalls(fresh, town, out);
    else fillHalls(fresh, town, location, out);
  }
}
