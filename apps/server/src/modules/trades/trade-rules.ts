import {
  enchantmentFits,
  type ItemTypeKeyword,
  itemTypesOf,
  librarianTradeWarnings,
  type PricedTrade,
} from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import type { TradeEnchantmentRow } from './trade-rows.repository';
import {
  type EnchantmentInfo,
  listItemTypeKeywords,
  listRuleEnchantmentsAndMapVersion,
} from './trade-rules.repository';

export type { EnchantmentInfo } from './trade-rules.repository';

/** What the trade rules need from the reference data: enchantments and the item-type map. */
export interface TradeRules {
  enchantmentsByName: Map<string, EnchantmentInfo>;
  itemTypeMap: ItemTypeKeyword[];
}

/** The item-type map kept by one app, with the version (migration 020) it was read at. */
export interface ItemTypeMapCache {
  version: number | undefined;
  map: ItemTypeKeyword[];
}

const caches = new WeakMap<Kysely<Database>, ItemTypeMapCache>();

/** The item-type map cache of an app's database (`db`, not a transaction). */
export function itemTypeMapCache(db: Kysely<Database>): ItemTypeMapCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version: undefined, map: [] };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * What checking these enchantment names needs (a trade write reads its own few enchantments, not the whole
 * reference data): the enchantments by name, read with the item-type map's version, and the map, read again
 * only when that version is not the one `cache` holds (the map is needed only when an enchantment is named).
 */
export async function loadTradeRules(
  db: Kysely<Database>,
  names: readonly string[],
  cache: ItemTypeMapCache,
): Promise<TradeRules> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (wanted.length === 0) return { enchantmentsByName: new Map(), itemTypeMap: [] };
  const { enchantments, mapVersion } = await listRuleEnchantmentsAndMapVersion(db, wanted);
  const enchantmentsByName = new Map(enchantments.map((e) => [e.name.toLowerCase(), e]));
  // No enchantment found: the check fails on its name, before the map is needed.
  if (enchantments.length === 0) return { enchantmentsByName, itemTypeMap: [] };
  if (mapVersion === undefined || mapVersion !== cache.version) {
    const { map, version } = await listItemTypeKeywords(db);
    cache.map = map;
    cache.version = version;
    // A change committed between the two statements: use what was read, keep nothing stale.
    if (version !== mapVersion) cache.version = undefined;
    return { enchantmentsByName, itemTypeMap: map };
  }
  return { enchantmentsByName, itemTypeMap: cache.map };
}

export interface ResolvedEnchantment extends TradeEnchantmentRow {
  name: string;
  maxlevel: number;
  mcid: string;
}

/**
 * Checks a trade's enchantments against the rules (SPEC §5, issue 4): each must exist, at a level from 1 to its
 * max level, once, and fit the sell item (an Enchanted Book or Book takes any; another item takes those whose
 * applicable types share a type with the item's, or are Any). Throws 400 naming the first problem.
 */
export function resolveEnchantments(
  rules: TradeRules,
  sellItem: string,
  inputs: readonly { name: string; level: number }[],
): ResolvedEnchantment[] {
  const itemTypes = inputs.length > 0 ? itemTypesOf(sellItem, rules.itemTypeMap) : new Set<string>();
  const seen = new Set<number>();
  return inputs.map((input) => {
    const enchantment = rules.enchantmentsByName.get(input.name.trim().toLowerCase());
    if (!enchantment) throw badRequest(`Unknown enchantment: ${input.name}.`);
    if (seen.has(enchantment.id)) throw badRequest(`${enchantment.name} is listed more than once.`);
    seen.add(enchantment.id);
    if (input.level < 1 || input.level > enchantment.maxlevel) {
      throw badRequest(`${enchantment.name} level must be from 1 to ${enchantment.maxlevel}.`);
    }
    if (!enchantmentFits(itemTypes, enchantment.applicable)) {
      throw badRequest(`${enchantment.name} cannot be put on ${sellItem}.`);
    }
    return {
      enchantment_id: enchantment.id,
      level: input.level,
      name: enchantment.name,
      maxlevel: enchantment.maxlevel,
      mcid: enchantment.mcid,
    };
  });
}

/**
 * The warnings of a trade that is saved anyway (issue 24): a Librarian's Enchanted Book priced outside what a
 * 1.12.2 librarian asks for its enchantment and level, or of an enchantment no librarian sells.
 */
export function librarianWarnings(
  rules: TradeRules,
  trade: PricedTrade,
  enchantments: readonly { name: string; level: number }[],
): string[] {
  const books = enchantments.flatMap(({ name, level }) => {
    const info = rules.enchantmentsByName.get(name.trim().toLowerCase());
    return info
      ? [{ name: info.name, level, treasure: info.treasure === 1, librarian: info.librarian === 1 }]
      : [];
  });
  return librarianTradeWarnings(trade, books);
}
