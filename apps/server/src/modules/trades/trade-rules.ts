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
import { type EnchantmentInfo, listItemTypeKeywords, listRuleEnchantments } from './trade-rules.repository';
import type { TradeEnchantmentRow } from './trades.repository';

export type { EnchantmentInfo } from './trade-rules.repository';

/** What the trade rules need from the reference data: enchantments and the item-type map. */
export interface TradeRules {
  enchantmentsByName: Map<string, EnchantmentInfo>;
  itemTypeMap: ItemTypeKeyword[];
}

/**
 * The rules; with `names`, only what checking those enchantment names needs (a trade write reads its own few
 * enchantments, and the item-type map only when it has any, not the whole reference data).
 */
export async function loadTradeRules(db: Kysely<Database>, names?: readonly string[]): Promise<TradeRules> {
  const wanted = names && [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (wanted?.length === 0) return { enchantmentsByName: new Map(), itemTypeMap: [] };
  const enchantments = await listRuleEnchantments(db, wanted);
  const itemTypeMap = await listItemTypeKeywords(db);
  return {
    enchantmentsByName: new Map(enchantments.map((e) => [e.name.toLowerCase(), e])),
    itemTypeMap,
  };
}

export interface ResolvedEnchantment extends TradeEnchantmentRow {
  name: string;
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
    return { enchantment_id: enchantment.id, level: input.level, name: enchantment.name };
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
