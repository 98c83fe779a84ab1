/**
 * What a villager's offers become as trades, and how they compare with the trades stored for that villager. Pure:
 * the preview and the apply use the same comparison, so what the preview calls unchanged is what apply leaves.
 */
import type { WorldScanOffer, WorldScanSlot } from '@tradehall/contracts';

/** The fields of one trade as the apply writes it. */
export interface TradeFields {
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2: string;
  cost_amount2: number;
  sell_item: string;
  sell_amount: number;
  enchantments: readonly { name: string; level: number }[];
}

/** A trade stored for a villager (read with its town and location names). */
export interface StoredTrade extends TradeFields, WorldScanSlot {
  id: number;
  row_version: number;
  villager_uuid: string;
}

/** A trade the save's villager should have: its fields, its slot, and which offer (0-based) it is. */
export interface DesiredTrade extends TradeFields, WorldScanSlot {
  offer: number;
}

/** An offer as a trade: null when one of its enchantments matched no reference enchantment. */
export function tradeOfOffer(villagerType: string, offer: WorldScanOffer): TradeFields | null {
  const enchantments: { name: string; level: number }[] = [];
  for (const e of offer.enchantments) {
    if (e.name === null) return null;
    enchantments.push({ name: e.name, level: e.level });
  }
  return {
    villager_type: villagerType,
    cost_item1: offer.cost_item1,
    cost_amount1: offer.cost_amount1,
    cost_item2: offer.cost_item2,
    cost_amount2: offer.cost_amount2,
    sell_item: offer.sell_item,
    sell_amount: offer.sell_amount,
    enchantments,
  };
}

const fold = (text: string) => text.trim().toLowerCase();

/** Everything that makes two trades the same trade in the same slot (names ignoring case, as stored). */
function signature(trade: TradeFields & WorldScanSlot): string {
  const enchantments = trade.enchantments
    .map((e) => `${fold(e.name)} ${e.level}`)
    .sort()
    .join(';');
  return [
    fold(trade.town),
    fold(trade.location),
    trade.row,
    trade.num,
    trade.villager_type,
    trade.cost_item1,
    trade.cost_amount1,
    trade.cost_item2,
    trade.cost_amount2,
    trade.sell_item,
    trade.sell_amount,
    enchantments,
  ].join('\u0000');
}

export interface VillagerPlan {
  /** Stored trades that already are one of the offers, in its slot: nothing to write. */
  unchanged: StoredTrade[];
  /** Stored trades rewritten in place (a changed offer, or a new slot), paired in order. */
  updates: { stored: StoredTrade; desired: DesiredTrade }[];
  /** Offers without a stored trade. */
  creates: DesiredTrade[];
  /** Stored trades no offer is left for. */
  leftovers: StoredTrade[];
}

/**
 * Pairs a villager's offers with its stored trades: equal ones first (unchanged), then the rest in order (stored
 * by id, offers in the game's order: a new tier adds offers at the end) as updates; offers left over are created,
 * stored trades left over are the villager's no longer.
 */
export function planVillager(desired: readonly DesiredTrade[], stored: readonly StoredTrade[]): VillagerPlan {
  const remaining = [...stored].sort((a, b) => a.id - b.id);
  const unchanged: StoredTrade[] = [];
  const unmatched: DesiredTrade[] = [];
  for (const trade of desired) {
    const key = signature(trade);
    const index = remaining.findIndex((s) => signature(s) === key);
    if (index === -1) unmatched.push(trade);
    else unchanged.push(...remaining.splice(index, 1));
  }
  const updates = unmatched.slice(0, remaining.length).map((d, i) => ({ stored: remaining[i]!, desired: d }));
  return {
    unchanged,
    updates,
    creates: unmatched.slice(updates.length),
    leftovers: remaining.slice(updates.length),
  };
}

/** The slot most of a villager's stored trades are in (ties: the oldest trade's). */
export function slotOfTrades(trades: readonly StoredTrade[]): WorldScanSlot {
  const counts = new Map<string, { slot: WorldScanSlot; count: number; first: number }>();
  for (const trade of trades) {
    const key = [fold(trade.town), fold(trade.location), trade.row, trade.num].join('\u0000');
    const entry = counts.get(key);
    if (entry) {
      entry.count++;
      entry.first = Math.min(entry.first, trade.id);
    } else {
      counts.set(key, {
        slot: { town: trade.town, location: trade.location, row: trade.row, num: trade.num },
        count: 1,
        first: trade.id,
      });
    }
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first)[0];
  if (!best) throw new Error('a villager without trades has no slot');
  return best.slot;
}
