import { NUM_MAX, ROWS } from '@tradehall/contracts';
import { enchantmentFits, itemTypesOf, type Prng } from '@tradehall/domain';
import { buildSearchText } from '../modules/trades/search-text';
import type { NewTradeWithEnchantments } from '../modules/trades/trade-bulk.repository';
import type { GeneratorEnchantment, GeneratorReference } from './generator-reference.repository';

export {
  type GeneratorEnchantment,
  type GeneratorReference,
  loadGeneratorReference,
} from './generator-reference.repository';

/**
 * Believable trading-hall data for the demo and the benchmarks: mostly librarians selling one-enchantment books
 * at vanilla 1.12 prices (2 + 3×level + random 0..4+10×level emeralds, doubled for treasure, capped at 64; some
 * cured-villager bargains), plus the other careers' trades built from the villager items table.
 */

/** Where generated villagers stand: one location of a town of a server. */
export interface HallLocation {
  server_id: number;
  town_id: number;
  location_id: number;
}

export interface GeneratorOptions {
  /** Share of villagers that are librarians (default 0.8). */
  librarianShare?: number;
  /** Timestamp for created_at/updated_at. */
  now: string;
}

const SLOTS_PER_LOCATION = ROWS.length * NUM_MAX;
const EMERALD = 'Emerald';
/** Items that are only ever the second input of a sell trade (Raw Fish + Emerald -> Cooked Fish, ...). */
const SECOND_INPUTS: Record<string, { item: string; amount: [number, number] }> = {
  'Cooked Fish': { item: 'Raw Fish', amount: [6, 6] },
  Flint: { item: 'Gravel', amount: [10, 10] },
  'Ocean Explorer Map': { item: 'Compass', amount: [1, 1] },
  'Woodland Explorer Map': { item: 'Compass', amount: [1, 1] },
  'Enchanted Book': { item: 'Book', amount: [1, 1] },
};
/** Items a villager buys: how many for one emerald. */
const BUY_AMOUNTS: Record<string, [number, number]> = {
  Wheat: [18, 22],
  Potato: [15, 19],
  Carrot: [15, 19],
  Pumpkin: [8, 13],
  Melon: [7, 12],
  String: [15, 20],
  Coal: [16, 24],
  'Raw Chicken': [14, 18],
  'Raw Porkchop': [14, 18],
  'Rotten Flesh': [36, 40],
  'Gold Ingot': [8, 10],
  'Iron Ingot': [7, 9],
  Diamond: [3, 4],
  Paper: [24, 36],
  Book: [8, 10],
  'Written Book': [2, 2],
  Leather: [9, 12],
  'White Wool': [16, 22],
};
/** Items a villager sells: emerald price and how many. */
const SELL_PRICES: Record<string, { price: [number, number]; amount: [number, number] }> = {
  Bread: { price: [1, 1], amount: [2, 4] },
  Apple: { price: [1, 1], amount: [5, 7] },
  Cookie: { price: [1, 1], amount: [6, 10] },
  Cake: { price: [1, 1], amount: [1, 1] },
  'Pumpkin Pie': { price: [1, 1], amount: [2, 3] },
  'Cooked Fish': { price: [1, 1], amount: [6, 6] },
  'Cooked Chicken': { price: [1, 1], amount: [6, 8] },
  'Cooked Porkchop': { price: [1, 1], amount: [5, 7] },
  Arrow: { price: [1, 1], amount: [8, 12] },
  Bow: { price: [2, 3], amount: [1, 1] },
  Flint: { price: [1, 1], amount: [6, 10] },
  Shears: { price: [3, 4], amount: [1, 1] },
  'Fishing Rod': { price: [7, 8], amount: [1, 1] },
  Saddle: { price: [8, 10], amount: [1, 1] },
  'Leather Tunic': { price: [7, 12], amount: [1, 1] },
  'Leather Pants': { price: [2, 4], amount: [1, 1] },
  'Iron Helmet': { price: [4, 6], amount: [1, 1] },
  'Iron Chestplate': { price: [10, 14], amount: [1, 1] },
  'Chain Boots': { price: [5, 7], amount: [1, 1] },
  'Chain Leggings': { price: [9, 11], amount: [1, 1] },
  'Chain Helmet': { price: [5, 7], amount: [1, 1] },
  'Chain Chestplate': { price: [11, 15], amount: [1, 1] },
  'Diamond Chestplate': { price: [16, 19], amount: [1, 1] },
  'Iron Sword': { price: [9, 10], amount: [1, 1] },
  'Diamond Sword': { price: [12, 15], amount: [1, 1] },
  'Iron Axe': { price: [6, 8], amount: [1, 1] },
  'Diamond Axe': { price: [9, 12], amount: [1, 1] },
  'Iron Shovel': { price: [5, 7], amount: [1, 1] },
  'Iron Pickaxe': { price: [9, 11], amount: [1, 1] },
  'Diamond Pickaxe': { price: [12, 15], amount: [1, 1] },
  Bookshelf: { price: [3, 4], amount: [1, 1] },
  Glass: { price: [1, 1], amount: [3, 5] },
  Clock: { price: [10, 12], amount: [1, 1] },
  Compass: { price: [10, 12], amount: [1, 1] },
  'Name Tag': { price: [20, 22], amount: [1, 1] },
  'Empty Map': { price: [7, 11], amount: [1, 1] },
  'Ocean Explorer Map': { price: [12, 20], amount: [1, 1] },
  'Woodland Explorer Map': { price: [16, 28], amount: [1, 1] },
  "Bottle o' Enchanting": { price: [3, 11], amount: [1, 1] },
  'Ender Pearl': { price: [4, 7], amount: [1, 1] },
  Glowstone: { price: [1, 3], amount: [1, 3] },
  Redstone: { price: [1, 1], amount: [1, 4] },
  'Lapis Lazuli': { price: [1, 1], amount: [1, 2] },
};
/** Sell items the game enchants at random (tools, weapons, armour, fishing rod). */
const ENCHANTED_GEAR = new Set([
  'Fishing Rod',
  'Diamond Chestplate',
  'Iron Sword',
  'Diamond Sword',
  'Diamond Axe',
  'Iron Shovel',
  'Iron Pickaxe',
  'Diamond Pickaxe',
  'Leather Tunic',
]);

interface CareerTrades {
  career: string;
  buys: string[];
  sells: string[];
}

/** Makes `count` trades on consecutive villager slots spread round-robin over the locations. */
export function generateTrades(
  reference: GeneratorReference,
  prng: Prng,
  locations: readonly HallLocation[],
  count: number,
  options: GeneratorOptions,
): NewTradeWithEnchantments[] {
  if (locations.length === 0) throw new Error('generateTrades needs at least one location');
  const librarianShare = options.librarianShare ?? 0.8;
  const bookEnchantments = reference.enchantments.filter((e) => !/librarian/i.test(e.notes));
  const careers = careerTrades(reference);
  const gearEnchantments = new Map<string, GeneratorEnchantment[]>();
  const trades: NewTradeWithEnchantments[] = [];

  for (let villager = 0; trades.length < count; villager++) {
    const location = locations[villager % locations.length]!;
    const position = Math.floor(villager / locations.length);
    if (position >= SLOTS_PER_LOCATION)
      throw new Error(`${count} trades need more than ${locations.length} locations`);
    const slot = { ...location, row: ROWS[Math.floor(position / NUM_MAX)]!, num: (position % NUM_MAX) + 1 };
    const offers: Offer[] = [];
    if (prng.chance(librarianShare)) {
      const books = prng.chance(0.8) ? 1 : 2;
      for (let b = 0; b < books; b++)
        offers.push(bookOffer(prng, pickDistinct(prng, bookEnchantments, offers)));
      if (prng.chance(0.25)) offers.push(buyOffer(prng, 'Librarian', 'Paper'));
    } else {
      const career = prng.pick(careers);
      const wanted = prng.int(2, 3);
      for (let attempt = 0; offers.length < wanted && attempt < 6; attempt++) {
        const sell = career.sells.length > 0 && (career.buys.length === 0 || prng.chance(0.5));
        const item = prng.pick(sell ? career.sells : career.buys);
        if (offers.some((o) => o.sell_item === item || o.cost_item1 === item)) continue;
        offers.push(
          sell
            ? sellOffer(prng, career.career, item, reference, gearEnchantments)
            : buyOffer(prng, career.career, item),
        );
      }
    }
    for (const offer of offers.slice(0, count - trades.length)) {
      const { enchantments, ...fields } = offer;
      trades.push({
        trade: {
          ...slot,
          ...fields,
          search_text: buildSearchText(
            fields,
            enchantments.map((e) => e.name),
          ),
          created_at: options.now,
          updated_at: options.now,
        },
        enchantments: enchantments.map(({ id, level }) => ({ enchantment_id: id, level })),
      });
    }
  }
  return trades;
}

interface Offer {
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2: string;
  cost_amount2: number;
  sell_item: string;
  sell_amount: number;
  enchantments: { id: number; name: string; level: number }[];
}

function pickDistinct(prng: Prng, from: readonly GeneratorEnchantment[], offers: readonly Offer[]) {
  const taken = new Set(offers.flatMap((o) => o.enchantments.map((e) => e.id)));
  for (;;) {
    const candidate = prng.pick(from);
    if (!taken.has(candidate.id)) return candidate;
  }
}

/** Vanilla 1.12 ListEnchantedBookForEmeralds, plus the odd cured-villager bargain. */
export function bookPrice(prng: Prng, level: number, treasure: boolean): number {
  let price = 2 + prng.int(0, 4 + level * 10) + 3 * level;
  if (treasure) price *= 2;
  price = Math.min(price, 64);
  if (prng.chance(0.08)) price = Math.max(1, Math.round(price * (0.1 + prng.next() * 0.3)));
  return price;
}

function bookOffer(prng: Prng, enchantment: GeneratorEnchantment): Offer {
  const level = prng.int(1, enchantment.maxlevel);
  return {
    villager_type: 'Librarian',
    cost_item1: EMERALD,
    cost_amount1: bookPrice(prng, level, /treasure/i.test(enchantment.notes)),
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ id: enchantment.id, name: enchantment.name, level }],
  };
}

function buyOffer(prng: Prng, career: string, item: string): Offer {
  const [min, max] = BUY_AMOUNTS[item] ?? [10, 20];
  return {
    villager_type: career,
    cost_item1: item,
    cost_amount1: prng.int(min, max),
    cost_item2: '',
    cost_amount2: 0,
    sell_item: EMERALD,
    sell_amount: 1,
    enchantments: [],
  };
}

function sellOffer(
  prng: Prng,
  career: string,
  item: string,
  reference: GeneratorReference,
  gearEnchantments: Map<string, GeneratorEnchantment[]>,
): Offer {
  const prices = SELL_PRICES[item] ?? { price: [2, 6], amount: [1, 1] };
  const second = SECOND_INPUTS[item];
  const offer: Offer = {
    villager_type: career,
    cost_item1: EMERALD,
    cost_amount1: prng.int(...prices.price),
    cost_item2: second?.item ?? '',
    cost_amount2: second ? prng.int(...second.amount) : 0,
    sell_item: item,
    sell_amount: prng.int(...prices.amount),
    enchantments: [],
  };
  if (ENCHANTED_GEAR.has(item) && prng.chance(0.5)) {
    let fitting = gearEnchantments.get(item);
    if (!fitting) {
      const types = itemTypesOf(item, reference.itemTypeMap);
      fitting = reference.enchantments.filter(
        (e) => !e.curse && !/treasure|librarian/i.test(e.notes) && enchantmentFits(types, e.applicable),
      );
      gearEnchantments.set(item, fitting);
    }
    if (fitting.length > 0) {
      const enchantment = prng.pick(fitting);
      offer.enchantments.push({
        id: enchantment.id,
        name: enchantment.name,
        level: prng.int(1, enchantment.maxlevel),
      });
    }
  }
  return offer;
}

/** Each career's items from the villager items table (emeralds and second inputs left out). */
function careerTrades(reference: GeneratorReference): CareerTrades[] {
  const secondInputs = new Set(Object.values(SECOND_INPUTS).map((s) => s.item));
  const byCareer = new Map<string, CareerTrades>();
  for (const { item, villager, trade_type } of reference.villagerItems) {
    if (villager === 'Librarian' || item === EMERALD) continue;
    const career = byCareer.get(villager) ?? { career: villager, buys: [], sells: [] };
    byCareer.set(villager, career);
    if (trade_type === 'sell') career.sells.push(item);
    else if (!secondInputs.has(item)) career.buys.push(item);
  }
  return [...byCareer.values()].filter((c) => c.buys.length + c.sells.length > 0);
}
