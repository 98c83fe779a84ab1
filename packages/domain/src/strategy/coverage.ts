// Coverage: per counted enchantment, its best level on offer and the cheapest price at that level.
import { compareNames, formatSlot, sortBySlot } from './order';
import { comparePrice, formatPrice, pickCheaper, type TradePrice, tradePrice } from './price';
import type { SetCoverInstance } from './setCover';
import type { CoverageRow, FilterTrade, FilterTradesInput, VillagerRef } from './types';

/** One counted enchantment level a villager offers, at the cheapest of its trades for it. */
export interface Offer {
  /** Index into `CoverageAnalysis.enchantments`. */
  enchantment: number;
  level: number;
  price: TradePrice;
}

export interface CoverageAnalysis {
  /** Every villager, in slot order. */
  villagers: VillagerRef[];
  /** Each villager's counted offers, by enchantment then level (highest first). */
  offers: Offer[][];
  /** Counted enchantment names, sorted; `coverage[i]` describes `enchantments[i]`. */
  enchantments: string[];
  coverage: CoverageRow[];
  /** Villager indices that offer each enchantment at best level and cheapest price, ascending. */
  sources: number[][];
  /** The cover problem: elements are enchantments, set i holds what villager `setVillagers[i]` is a source of. */
  instance: SetCoverInstance;
  setVillagers: number[];
}

/** Shared by every villager without enchanted trades; never mutated. */
const NO_OFFERS: Offer[] = [];

/** Whether an enchantment counts: not ignored, and a curse only when kept. Ignoring wins over keeping. */
export function countsEnchantment(input: Omit<FilterTradesInput, 'trades'>): (name: string) => boolean {
  const ignored = new Set(input.ignoreEnchantments);
  const curses = new Set(input.curseNames);
  const kept = new Set(input.keepCurses);
  return (name) => name !== '' && !ignored.has(name) && (!curses.has(name) || kept.has(name));
}

/** Whether a trade sells an Enchanted Book (any case and spacing around it). */
export function isEnchantedBook(sellItem: string | undefined): boolean {
  return (sellItem ?? '').trim().toLowerCase() === 'enchanted book';
}

/** Groups trades into villagers and works out coverage and the cover problem. Independent of trade order. */
export function analyzeCoverage(input: FilterTradesInput): CoverageAnalysis {
  const counts = countsEnchantment(input);
  const groups = groupVillagers(input.trades);
  const villagers = groups.map((g) => g.villager);

  const countsTrade = (t: FilterTrade) => !input.booksOnly || isEnchantedBook(t.sell_item);
  const names = new Set<string>();
  for (const { trades } of groups) {
    for (const t of trades) {
      if (countsTrade(t)) for (const e of t.enchantments) if (counts(e.name)) names.add(e.name);
    }
  }
  const enchantments = [...names].sort(compareNames);
  const indexOf = new Map(enchantments.map((name, i) => [name, i]));

  const offers = groups.map(({ trades }) => {
    if (!trades.some((t) => t.enchantments.length > 0)) return NO_OFFERS;
    const list: Offer[] = [];
    for (const t of trades) {
      if (!countsTrade(t)) continue;
      let price: TradePrice | null = null;
      for (const { name, level } of t.enchantments) {
        const enchantment = indexOf.get(name);
        if (enchantment === undefined) continue;
        price ??= tradePrice(t);
        const seen = list.find((o) => o.enchantment === enchantment && o.level === level);
        if (seen) seen.price = pickCheaper(seen.price, price);
        else list.push({ enchantment, level, price });
      }
    }
    return list.length > 1 ? list.sort((a, b) => a.enchantment - b.enchantment || b.level - a.level) : list;
  });

  const best = enchantments.map(() => ({ level: 0, price: null as TradePrice | null, villagers: 0 }));
  const types = enchantments.map(() => new Set<string>());
  offers.forEach((list, v) => {
    for (const o of list) {
      const b = best[o.enchantment];
      if (o.level > b.level || b.price === null) {
        b.level = o.level;
        b.price = o.price;
        b.villagers = 0;
        types[o.enchantment].clear();
      } else if (o.level < b.level) continue;
      else b.price = pickCheaper(b.price, o.price);
      b.villagers++;
      types[o.enchantment].add(villagers[v].villagerType);
    }
  });

  const sources: number[][] = enchantments.map(() => []);
  offers.forEach((list, v) => {
    for (const o of list) {
      const b = best[o.enchantment];
      if (o.level === b.level && comparePrice(o.price, b.price!) === 0) sources[o.enchantment].push(v);
    }
  });

  const coverage = enchantments.map((enchantment, e): CoverageRow => {
    const villagerTypes = [...types[e]].sort(compareNames);
    const price = best[e].price!;
    return {
      enchantment,
      level: best[e].level,
      villagerType: villagerTypes.join(', '),
      villagerTypes,
      villagers: best[e].villagers,
      cheapestVillagers: sources[e].length,
      cost: formatPrice(price),
      price,
      sellers: sources[e].map((v) => villagers[v]),
    };
  });

  const provides = new Map<number, number[]>();
  sources.forEach((list, e) => {
    for (const v of list) {
      const mine = provides.get(v);
      if (mine) mine.push(e);
      else provides.set(v, [e]);
    }
  });
  const setVillagers = [...provides.keys()].sort((a, b) => a - b);
  return {
    villagers,
    offers,
    enchantments,
    coverage,
    sources,
    instance: { elementCount: enchantments.length, sets: setVillagers.map((v) => provides.get(v)!) },
    setVillagers,
  };
}

function groupVillagers(trades: readonly FilterTrade[]): { villager: VillagerRef; trades: FilterTrade[] }[] {
  // Nested maps instead of a joined string key: no string built per trade.
  type ByNum = Map<number, FilterTrade[]>;
  type ByRow = Map<string, ByNum>;
  const byTown = new Map<string, Map<string, ByRow>>();
  const groups: FilterTrade[][] = [];
  for (const t of trades) {
    const byLocation = getOrAdd(byTown, t.town, Map<string, ByRow>);
    const byRow = getOrAdd(byLocation, t.location, Map<string, ByNum>);
    const byNum = getOrAdd(byRow, t.row, Map<number, FilterTrade[]>);
    const list = byNum.get(t.num);
    if (list) list.push(t);
    else {
      const created = [t];
      byNum.set(t.num, created);
      groups.push(created);
    }
  }
  const villagers = groups.map((list) => {
    const { town, location, row, num } = list[0];
    const display = formatSlot(list[0]);
    return {
      villager: { town, location, row, num, display, villagerType: mostCommonType(list) },
      trades: list,
    };
  });
  return sortBySlot(villagers, (g) => g.villager);
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, Create: new () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = new Create();
    map.set(key, value);
  }
  return value;
}

function mostCommonType(trades: readonly FilterTrade[]): string {
  if (trades.every((t) => t.villager_type === trades[0].villager_type)) return trades[0].villager_type;
  const tally = new Map<string, number>();
  for (const t of trades) tally.set(t.villager_type, (tally.get(t.villager_type) ?? 0) + 1);
  return [...tally].sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))[0][0];
}
