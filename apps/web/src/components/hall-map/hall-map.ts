/** What the hall map draws, and the pure rules behind it (rows shown, best enchantment, cell names). */
import { ADDED_FIELDS, type AddedTradeField, NUM_MAX, NUM_MIN, ROWS } from '@tradehall/contracts';
import { toRoman } from '@tradehall/domain';
import { compareNatural } from '../../lib/natural-sort';

/** An enchantment on an offer. `maxlevel`, when known, ranks an enchantment at its maximum above others. */
export interface HallMapEnchantment {
  name: string;
  level: number;
  maxlevel?: number;
}

/**
 * One trade of a villager. A contract `Trade` fits as it is. The fields added to trades since SPEC §2 (notes:
 * 'cured') are shown after it; none when blank or unknown.
 */
export interface HallMapOffer extends Partial<Record<AddedTradeField, string>> {
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
 * The rows the map shows, in order: every row from A to the last row in use (a villager or a marked slot there),
 * plus one spare row after it (none after Z), so a gap in the hall reads as an empty row. No row in use: row A alone.
 */
export function rowsInUse(usedRows: Iterable<string>): string[] {
  let last = -1;
  for (const row of usedRows) last = Math.max(last, ROWS.indexOf(row.trim().toUpperCase()));
  return ROWS.slice(0, Math.min(ROWS.length, last + 2));
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
  return shareOfMax(b) - shareOfMax(a) || b.level - a.level || compareNatural(a.name, b.name);
}

/** What the villager asks: '12 Emerald + 1 Book'. */
export function priceText(offer: HallMapOffer): string {
  const first = `${offer.cost_amount1} ${offer.cost_item1}`;
  return offer.cost_item2 && offer.cost_amount2 > 0
    ? `${first} + ${offer.cost_amount2} ${offer.cost_item2}`
    : first;
}

/** One trade with its price and notes: '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book · cured'. */
export function offerText(offer: HallMapOffer): string {
  const enchantments = offer.enchantments.map(leveledName).join(', ');
  const notes = ADDED_FIELDS.map((field) => offer[field]?.trim())
    .filter(Boolean)
    .map((text) => ` · ${text}`)
    .join('');
  return `${offer.sell_amount} ${offer.sell_item}${enchantments ? ` (${enchantments})` : ''} for ${priceText(offer)}${notes}`;
}

/** What a villager's cell shows beside its mark: its best enchantment, else its main sale (mainOffer). */
export function cellText(villager: HallMapVillager): string {
  return mainOffer(villager.trades);
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

/** The two-letter marks of the game's villager types; the nearest letters that tell them apart. */
const TYPE_MARKS: Readonly<Record<string, string>> = {
  armorer: 'Ar',
  butcher: 'Bu',
  cartographer: 'Ca',
  cleric: 'Cl',
  farmer: 'Fa',
  fisherman: 'Fi',
  fletcher: 'Fl',
  leatherworker: 'Le',
  librarian: 'Li',
  mason: 'Ma',
  nitwit: 'Ni',
  shepherd: 'Sh',
  toolsmith: 'TS',
  'tool smith': 'TS',
  weaponsmith: 'WS',
  'weapon smith': 'WS',
};

/**
 * The mark of a villager type shown in a cell: two letters, distinct for every type of the game ('Li' Librarian,
 * 'Le' Leatherworker, 'WS' Weapon Smith). Another mod's type: the initials of its first two words, or its first
 * two letters; '?' for a blank type.
 */
export function typeMark(villagerType: string): string {
  const name = villagerType.trim().replace(/\s+/g, ' ');
  const known = TYPE_MARKS[name.toLowerCase()];
  if (known) return known;
  const words = name.split(' ').filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '?';
  if (words.length > 1) return `${words[0]!.charAt(0)}${words[1]!.charAt(0)}`.toUpperCase();
  return `${words[0]!.charAt(0).toUpperCase()}${words[0]!.charAt(1).toLowerCase()}`;
}

/** A villager type and the two letters that stand for it in the cells. */
export interface TypeMark {
  type: string;
  mark: string;
}

/** The villager types of the villagers, by name, each with its mark: the map's legend of marks. */
export function typeMarks(villagers: readonly HallMapVillager[]): TypeMark[] {
  const types = new Set(villagers.map((villager) => villager.villager_type.trim()).filter(Boolean));
  return [...types].sort(compareNatural).map((type) => ({ type, mark: typeMark(type) }));
}

/**
 * What a cell names as the villager's offer: its best enchantment ('Mending I'), else its main sale, the first
 * thing it sells that is not an emerald ('Bread', 'Arrow'); a villager that only buys shows what it buys
 * ('Buys Wheat'). Empty for a villager without trades.
 */
export function mainOffer(trades: readonly HallMapOffer[]): string {
  const best = bestEnchantment(trades);
  if (best) return leveledName(best);
  const sale = trades.find((trade) => trade.sell_item.trim() !== '' && !isEmerald(trade.sell_item));
  if (sale) return sale.sell_item;
  const bought = trades.find((trade) => trade.cost_item1.trim() !== '' && !isEmerald(trade.cost_item1));
  return bought ? `Buys ${bought.cost_item1}` : (trades[0]?.sell_item ?? '');
}

function isEmerald(item: string): boolean {
  return item.trim().toLowerCase() === 'emerald';
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
  return [...bySlot.values()].sort((a, b) => compareNatural(a.row, b.row) || a.num - b.num);
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
    .sort((a, b) => compareNatural(a.town, b.town) || compareNatural(a.location, b.location))
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
