import { isAddedField, TRADE_FIELDS, type TradeFieldValues } from '@tradehall/contracts';
import { chunks } from '../shared/table/helpers';
import type { Db } from '../shared/table/types';
import type { TradeValue } from './trades.check';

/** A stored trade as an import row compares it: its columns and its enchantments, by enchantment id. */
export interface StoredTradeContent extends TradeFieldValues {
  server_id: number;
  town_id: number;
  location_id: number;
  villager_uuid: string | null;
  /** 'id:level', sorted. */
  enchantments: string[];
}

const FIELDS = TRADE_FIELDS;

const pairsOf = (list: readonly { enchantment_id: number; level: number }[]) =>
  list.map((e) => `${Number(e.enchantment_id)}:${Number(e.level)}`).sort();

/** The stored content of the trades among `keys` that exist. */
export async function storedTradeContents(db: Db, keys: readonly number[]) {
  const stored = new Map<number, StoredTradeContent>();
  for (const chunk of chunks(keys, 1)) {
    const rows = await db
      .selectFrom('trades')
      .select(['id', 'server_id', 'town_id', 'location_id', 'villager_uuid', ...FIELDS])
      .where('id', 'in', chunk)
      .execute();
    const links = await db
      .selectFrom('trade_enchantments')
      .select(['trade_id', 'enchantment_id', 'level'])
      .where('trade_id', 'in', chunk)
      .execute();
    const byTrade = new Map<number, { enchantment_id: number; level: number }[]>();
    for (const link of links) {
      const list = byTrade.get(link.trade_id) ?? [];
      list.push(link);
      byTrade.set(link.trade_id, list);
    }
    for (const { id, ...rest } of rows) {
      stored.set(id, { ...rest, enchantments: pairsOf(byTrade.get(id) ?? []) });
    }
  }
  return stored;
}

/**
 * Whether an import row would leave the stored trade as it is: same server, town, location, columns and
 * enchantments (levels included, in any order); a blank villager UUID keeps the stored one.
 */
export function sameTrade(value: TradeValue, stored: StoredTradeContent | undefined): boolean {
  if (!stored || value.location_id === null) return false;
  if (
    value.server_id !== Number(stored.server_id) ||
    value.town_id !== Number(stored.town_id) ||
    value.location_id !== Number(stored.location_id)
  ) {
    return false;
  }
  const compared = FIELDS.filter((field) => !isAddedField(field) || value.added_given.includes(field));
  if (!compared.every((field) => String(value.fields[field]) === String(stored[field]))) return false;
  if (value.villager_uuid !== undefined && value.villager_uuid !== stored.villager_uuid) return false;
  const pairs = pairsOf(value.enchantments);
  return pairs.length === stored.enchantments.length && pairs.every((p, i) => p === stored.enchantments[i]);
}
