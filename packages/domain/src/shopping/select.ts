// Who sells each book of a plan, cheapest first, and the default choice per book (pure).
import { anvilMerge } from '../optimizer/cost';
import { enchantmentLabel } from '../optimizer/validate';
import { compareSlots, formatSlot } from '../strategy/order';
import { pickCheaper, type TradePrice, tradePrice } from '../strategy/price';
import type { VillagerRef } from '../strategy/types';
import { xpForLevel } from '../xp';
import type {
  ShoppingBook,
  ShoppingBookRequest,
  ShoppingListInput,
  ShoppingOption,
  ShoppingTrade,
} from './types';

/**
 * How a merge is weighed against a purchase: one XP point is worth one emerald. In 1.12 a cleric sells a
 * Bottle o' Enchanting for 3–11 emeralds and a bottle gives 3–11 XP points, about 7 for 7 on average, so an
 * emerald buys about one XP point. A merge of L levels costs xpForLevel(L) points (started from level 0, as the
 * optimizer's XP objective counts a step). A tie goes to the purchase. Not counted: the merged book enters the
 * plan with prior work 1, which adds at least 1 level (2^1 - 1) to the plan's step that uses it; the screen
 * says so.
 */
export const EMERALDS_PER_XP_POINT = 1;

const ENCHANTED_BOOK = 'enchanted book';

/** A trade counts when it sells an Enchanted Book carrying exactly one enchantment (the plan's books). */
export function isSingleBookTrade(trade: ShoppingTrade): boolean {
  return trade.sell_item.trim().toLowerCase() === ENCHANTED_BOOK && trade.enchantments.length === 1;
}

interface Seller {
  seller: VillagerRef;
  price: TradePrice;
}

const bookKey = (name: string, level: number) => `${level}\u0000${name}`;
const slotId = (t: ShoppingTrade) => JSON.stringify([t.town, t.location, t.row, t.num]);

/** For each (enchantment, level) wanted: each villager selling it, at its cheapest trade for it. */
function sellersByBook(trades: readonly ShoppingTrade[], wanted: ReadonlySet<string>): Map<string, Seller[]> {
  const found = new Map<string, Map<string, Seller>>();
  for (const trade of trades) {
    if (!isSingleBookTrade(trade)) continue;
    const { name, level } = trade.enchantments[0]!;
    const key = bookKey(name, level);
    if (!wanted.has(key)) continue;
    let bySlot = found.get(key);
    if (!bySlot) {
      bySlot = new Map();
      found.set(key, bySlot);
    }
    const price = tradePrice(trade);
    const seen = bySlot.get(slotId(trade));
    if (seen) seen.price = pickCheaper(seen.price, price);
    else {
      const { town, location, row, num, villager_type } = trade;
      const seller = { town, location, row, num, display: formatSlot(trade), villagerType: villager_type };
      bySlot.set(slotId(trade), { seller, price });
    }
  }
  return new Map([...found].map(([key, bySlot]) => [key, [...bySlot.values()]]));
}

/** Anvil levels of merging two fresh books of `level - 1` into one of `level` (Java 1.12 anvil rules). */
export function lowerLevelMergeLevels(book: ShoppingBookRequest): number {
  const half = {
    isBook: true,
    priorWork: 0,
    enchantments: [
      {
        mcid: book.mcid,
        rarity: book.rarity,
        maxlevel: Math.max(book.maxlevel, book.level),
        level: book.level - 1,
        incompatibilities: [],
      },
    ],
  };
  return anvilMerge(half, half).levels;
}

const otherItems = (option: ShoppingOption) => option.unitPrice.otherItems * option.quantity;
const kindRank = (option: ShoppingOption) => (option.kind === 'buy' ? 0 : 1);

/**
 * Negative when `a` is the better buy: lower score (emeralds plus the merge's XP in emeralds), then fewer other
 * cost items (the Books), then a purchase before a merge, then slot order.
 */
export function compareOptions(a: ShoppingOption, b: ShoppingOption): number {
  return (
    a.score - b.score ||
    otherItems(a) - otherItems(b) ||
    kindRank(a) - kindRank(b) ||
    compareSlots(a.seller, b.seller)
  );
}

/** Equally good apart from where the villager stands. */
const equallyCheap = (a: ShoppingOption, b: ShoppingOption) =>
  a.score === b.score && otherItems(a) === otherItems(b) && a.kind === b.kind;

function optionsFor(
  book: ShoppingBookRequest,
  sellers: ReadonlyMap<string, Seller[]>,
  rate: number,
): Omit<ShoppingBook, 'choice'> {
  const buys = (sellers.get(bookKey(book.name, book.level)) ?? []).map(
    ({ seller, price }): ShoppingOption => ({
      kind: 'buy',
      level: book.level,
      quantity: 1,
      seller,
      unitPrice: price,
      emeralds: price.emeralds,
      mergeLevels: 0,
      mergeXp: 0,
      score: price.emeralds,
    }),
  );
  buys.sort(compareOptions);
  const lower = book.level >= 2 ? (sellers.get(bookKey(book.name, book.level - 1)) ?? []) : [];
  const mergeLevels = lower.length > 0 ? lowerLevelMergeLevels(book) : 0;
  const mergeXp = xpForLevel(mergeLevels);
  const best = buys[0];
  const merges = lower
    .map(
      ({ seller, price }): ShoppingOption => ({
        kind: 'merge',
        level: book.level - 1,
        quantity: 2,
        seller,
        unitPrice: price,
        emeralds: 2 * price.emeralds,
        mergeLevels,
        mergeXp,
        score: 2 * price.emeralds + mergeXp * rate,
      }),
    )
    .filter((merge) => best === undefined || compareOptions(merge, best) < 0);
  const options = [...buys, ...merges].sort(compareOptions);
  return {
    name: book.name,
    level: book.level,
    label: enchantmentLabel(book.name, book.level, book.maxlevel),
    options,
    soldAtLevel: buys.length > 0,
    lowerLevel: merges.length > 0,
  };
}

/**
 * The default choice of each book: its cheapest option; among equally cheap ones, the villager in the town that
 * the most books can be bought in at their cheapest (fewer towns to walk to), then slot order.
 */
function defaultChoices(books: readonly Omit<ShoppingBook, 'choice'>[]): (number | null)[] {
  const cheapest = books.map(({ options }) =>
    options.filter((o) => options[0] && equallyCheap(o, options[0])),
  );
  const townCounts = new Map<string, number>();
  for (const tied of cheapest) {
    for (const town of new Set(tied.map((o) => o.seller.town)))
      townCounts.set(town, (townCounts.get(town) ?? 0) + 1);
  }
  return books.map(({ options }, b) => {
    const tied = cheapest[b]!;
    if (tied.length === 0) return null;
    const pick = tied.reduce((best, option) =>
      (townCounts.get(option.seller.town) ?? 0) > (townCounts.get(best.seller.town) ?? 0) ? option : best,
    );
    return options.indexOf(pick);
  });
}

/**
 * For each book of a plan: the villagers that sell it at its level, and (where two books one level lower plus
 * their merge cost less, or nobody sells the level) the villagers selling the lower level, cheapest first; and
 * the default choice. A book with no option is missing. Independent of trade order.
 */
export function buildShoppingList(input: ShoppingListInput): ShoppingBook[] {
  const rate = input.emeraldsPerXpPoint ?? EMERALDS_PER_XP_POINT;
  if (!Number.isFinite(rate) || rate < 0)
    throw new RangeError(`emeraldsPerXpPoint must be 0 or more, got ${rate}`);
  const wanted = new Set<string>();
  for (const { name, level } of input.books) {
    wanted.add(bookKey(name, level));
    if (level >= 2) wanted.add(bookKey(name, level - 1));
  }
  const sellers = sellersByBook(input.trades, wanted);
  const books = input.books.map((book) => optionsFor(book, sellers, rate));
  const choices = defaultChoices(books);
  return books.map((book, b) => ({ ...book, choice: choices[b] ?? null }));
}
