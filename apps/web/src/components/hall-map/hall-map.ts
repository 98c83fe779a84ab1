/** What the hall map draws, and the pure rules behind it (rows shown, best enchantment, cell names). */
import { NUM_MAX, NUM_MIN, ROWS } from '@tradehall/contracts';
import { toRoman } from '@tradehall/domain';

/** An enchantment on an offer. `maxlevel`, when known, ranks an enchantment at its maximum above others. */
export interface HallMapEnchantment {
  name: string;
  level: number;
  maxlevel?: number;
}

/** One trade of a villager. A contract `Trade` fits as it is. */
export interface HallMapOffer {
  cost_item1: string;
  cost_amount1: number;
  cost_item2: string;
  cost_amount2: number;
  sell_item: string;
  sell_amount: number;
  enchantments: readonly HallMapEnchantment[];
}

/** A villager is one slot (row A–Z, num 1–20) of a location and its trades. */
export interface HallMapVillager {
  row: string;
  num: number;
  villager_type: string;
  trades: readonly HallMapOffer[];
}

/** A slot of the map: row letter and number. */
export interface HallMapSlot {
  row: string;
  num: number;
}

/** Colour states of a cell: keep (green), remove (red), uncovered (grey, 'not covered'). */
export const HALL_MAP_CELL_STATES = ['keep', 'remove', 'uncovered'] as const;
export type HallMapCellState = (typeof HALL_MAP_CELL_STATES)[number];

/** The words a state adds to a cell's name and shows in the legend. */
export const CELL_STATE_LABELS: Readonly<Record<HallMapCellState, string>> = {
  keep: 'keep',
  remove: 'remove',
  uncovered: 'not covered',
};
export const HIGHLIGHTED_LABEL = 'highlighted';

/** The numbers of a row: 1–20. */
export const HALL_MAP_NUMS: readonly number[] = Array.from(
  { length: NUM_MAX - NUM_MIN + 1 },
  (_, index) => NUM_MIN + index,
);

/** 'A1', 'B12': the key of a slot in every map of slots (states, highlights, selection). */
export function slotKey(row: string, num: number): string {
  return `${row.trim().toUpperCase()}${num}`;
}

/** 'A1' → {row: 'A', num: 1}; null for anything that is not a slot of the map. */
export function parseSlotKey(key: string): HallMapSlot | null {
  const match = /^([A-Z])(\d{1,2})$/.exec(key.trim().toUpperCase());
  if (!match) return null;
  const num = Number(match[2]);
  if (num < NUM_MIN || num > NUM_MAX) return null;
  return { row: match[1]!, num };
}

/**
 * The rows the map shows, in order: every row in use (a villager or a marked slot there) plus one empty row, the
 * first free letter after the last row in use (or the first free letter at all when Z is in use). No row in use:
 * row A alone.
 */
export function rowsInUse(usedRows: Iterable<string>): string[] {
  const used = new Set<string>();
  for (const row of usedRows) {
    const letter = row.trim().toUpperCase();
    if (ROWS.includes(letter)) used.add(letter);
  }
  if (used.size === 0) return [ROWS[0]!];
  const lastUsed = Math.max(...[...used].map((row) => ROWS.indexOf(row)));
  const spare = ROWS.slice(lastUsed + 1).find((row) => !used.has(row)) ?? ROWS.find((row) => !used.has(row));
  if (spare) used.add(spare);
  return ROWS.filter((row) => used.has(row));
}

/** 'Mending I'; a level without a roman numeral is written in digits. */
export function leveledName({ name, level }: HallMapEnchantment): string {
  const numeral = Number.isInteger(level) && level >= 1 && level <= 3999 ? toRoman(level) : String(level);
  return `${name} ${numeral}`;
}

/** How close to its maximum an enchantment is (1 at max); 0 when its maximum is not known. */
function shareOfMax(enchantment: HallMapEnchantment): number {
  return enchantment.maxlevel && enchantment.maxlevel > 0 ? enchantment.level / enchantment.maxlevel : 0;
}

/**
 * A villager's best enchantment over all its trades: the one nearest its maximum level (when maxima are known),
 * then the highest level, then the first name alphabetically. Null when no trade carries one.
 */
export function bestEnchantment(trades: readonly HallMapOffer[]): HallMapEnchantment | null {
  let best: HallMapEnchantment | null = null;
  for (const trade of trades) {
    for (const enchantment of trade.enchantments) {
      if (best === null || compareEnchantments(enchantment, best) < 0) best = enchantment;
    }
  }
  return best;
}

/** Negative when `a` ranks above `b`. */
function compareEnchantments(a: HallMapEnchantment, b: HallMapEnchantment): number {
  return shareOfMax(b) - shareOfMax(a) || b.level - a.level || a.name.localeCompare(b.name);
}

/** What the villager asks: '12 Emerald + 1 Book'. */
export function priceText(offer: HallMapOffer): string {
  const first = `${offer.cost_amount1} ${offer.cost_item1}`;
  return offer.cost_item2 && offer.cost_amount2 > 0
    ? `${first} + ${offer.cost_amount2} ${offer.cost_item2}`
    : first;
}

/** One trade with its price: '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book'. */
export function offerText(offer: HallMapOffer): string {
  const enchantments = offer.enchantments.map(leveledName).join(', ');
  return `${offer.sell_amount} ${offer.sell_item}${enchantments ? ` (${enchantments})` : ''} for ${priceText(offer)}`;
}

/** What a villager's cell shows under its mark: its best enchantment, else what its first trade sells. */
export function cellText(villager: HallMapVillager): string {
  const best = bestEnchantment(villager.trades);
  return best ? leveledName(best) : (villager.trades[0]?.sell_item ?? '');
}

/**
 * A cell's accessible name: 'A1 Librarian: Mending I', 'A2 Farmer: Bread' (what it shows) or 'A3 empty', then its
 * marks in words ('A1 Librarian: Mending I, keep, highlighted'). It holds the cell's visible text (WCAG 2.5.3);
 * the type's mark is spelled out as the type.
 */
export function cellName(
  slot: HallMapSlot,
  villager: HallMapVillager | null,
  marks: { state?: HallMapCellState; highlighted?: boolean } = {},
): string {
  const key = slotKey(slot.row, slot.num);
  let name = `${key} empty`;
  if (villager) {
    const text = cellText(villager);
    name = `${key} ${villager.villager_type}${text ? `: ${text}` : ''}`;
  }
  if (marks.state) name += `, ${CELL_STATE_LABELS[marks.state]}`;
  if (marks.highlighted) name += `, ${HIGHLIGHTED_LABEL}`;
  return name;
}

/** The villager type's initial shown in a cell: 'L' for Librarian, '?' for a blank type. */
export function typeInitial(villagerType: string): string {
  return villagerType.trim().charAt(0).toUpperCase() || '?';
}

/** The fields of a trade the map needs to place it: a contract `Trade` fits as it is. */
export interface HallMapTrade extends HallMapOffer {
  town: string;
  location: string;
  row: string;
  num: number;
  villager_type: string;
}

/**
 * Trades of one location grouped into villagers by slot, in slot order. The villager type is the first trade's
 * (trades of one slot normally agree).
 */
export function villagersFromTrades(
  trades: readonly Omit<HallMapTrade, 'town' | 'location'>[],
): HallMapVillager[] {
  const bySlot = new Map<string, HallMapVillager & { trades: HallMapOffer[] }>();
  for (const trade of trades) {
    const key = slotKey(trade.row, trade.num);
    const villager = bySlot.get(key);
    if (villager) villager.trades.push(trade);
    else
      bySlot.set(key, {
        row: trade.row.trim().toUpperCase(),
        num: trade.num,
        villager_type: trade.villager_type,
        trades: [trade],
      });
  }
  return [...bySlot.values()].sort((a, b) => a.row.localeCompare(b.row) || a.num - b.num);
}

/** One location's map: its town, location and villagers. */
export interface HallMapLocation {
  town: string;
  location: string;
  villagers: HallMapVillager[];
}

/** Trades of any towns and locations as one map per (town, location), ordered by town then location. */
export function locationsFromTrades(trades: readonly HallMapTrade[]): HallMapLocation[] {
  const byLocation = new Map<string, { town: string; location: string; trades: HallMapTrade[] }>();
  for (const trade of trades) {
    const key = JSON.stringify([trade.town, trade.location]);
    const group = byLocation.get(key);
    if (group) group.trades.push(trade);
    else byLocation.set(key, { town: trade.town, location: trade.location, trades: [trade] });
  }
  return [...byLocation.values()]
    .sort((a, b) => a.town.localeCompare(b.town) || a.location.localeCompare(b.location))
    .map(({ town, location, trades: grouped }) => ({
      town,
      location,
      villagers: villagersFromTrades(grouped),
    }));
}

/**
 * The DOM id of a map cell, the same on every render, so another part of the screen can link to it
 * (`href="#…"`) or focus it: 'hall-map-canz-Main_20Hall-A1'. A second map of the same location on the page
 * (the world import's preview beside Manage Villager's map) passes its own `prefix`.
 */
export function hallMapCellId(town: string, location: string, key: string, prefix = 'hall-map'): string {
  const part = (text: string) => text.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);
  return `${prefix}-${part(town)}-${part(location)}-${key}`;
}
