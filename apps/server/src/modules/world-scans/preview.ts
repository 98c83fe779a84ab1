/**
 * A scan's preview from what the save holds and what the server stores: villagers with their offers named as the
 * product names them, a proposed slot each, their status against the stored trades, the villagers gone, and the
 * summary's warnings. Pure.
 */
import type {
  WorldScan,
  WorldScanGone,
  WorldScanOffer,
  WorldScanSlot,
  WorldScanSummary,
  WorldScanVillager,
} from '@tradehall/contracts';
import { librarianTradeWarnings, type PlacementSettings, placeVillagers, type Slot } from '@tradehall/domain';
import {
  itemName,
  type SaveItem,
  type SaveOffer,
  type WorldScan as SaveScan,
  type SaveVillager,
  villagerType,
} from '@tradehall/world-save';
import { type EnchantmentMatcher, normaliseMcid, type ReferenceEnchantment } from './enchantment-match';
import {
  type DesiredTrade,
  planVillager,
  type StoredTrade,
  slotOfTrades,
  tradeOfOffer,
} from './villager-trades';

export interface PreviewInput {
  scan: SaveScan;
  matchEnchantment: EnchantmentMatcher;
  /** Trades of the server that remember a villager (villager_uuid set). */
  stored: readonly StoredTrade[];
  /** Every slot holding a trade on the server, and every location, so new villagers take neither. */
  taken: readonly Slot[];
  locations: readonly { town: string; location: string }[];
  placement: PlacementSettings;
  /**
   * UUIDs of the villagers without offers (nitwits, children) that the last scan of this world found: they have
   * no trades to compare, so having been seen before is what makes them unchanged rather than new.
   */
  seenWithoutOffers?: readonly string[];
}

/** The preview (without its id) and the scan-time version of each stored trade of the villagers it covers. */
export interface Preview {
  scan: Omit<WorldScan, 'id'>;
  /** Villager UUID → [trade id, row_version] of its stored trades when scanned (apply refuses if they changed). */
  versions: Record<string, [number, number][]>;
}

const DIMENSION_FOLDER = { overworld: '', nether: 'DIM-1/', end: 'DIM1/' } as const;

class Counter {
  private readonly counts = new Map<string, { value: Record<string, unknown>; count: number }>();

  add(key: string, value: Record<string, unknown>, by = 1): void {
    const entry = this.counts.get(key);
    if (entry) entry.count += by;
    else this.counts.set(key, { value, count: by });
  }

  list<T>(): T[] {
    return [...this.counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, { value, count }]) => ({ ...value, count }) as T);
  }
}

const isEmptyItem = (item: SaveItem | null): item is null =>
  item === null || item.count <= 0 || item.id === '' || normaliseMcid(item.id) === 'minecraft:air';

/** The offer's librarian price warnings (issue 24), by the matched reference enchantments. */
function priceWarnings(
  villagerType: string,
  offer: Omit<WorldScanOffer, 'enchantments' | 'warnings' | 'uses' | 'max_uses'>,
  books: readonly { reference: ReferenceEnchantment | undefined; level: number }[],
): string[] {
  return librarianTradeWarnings(
    { villager_type: villagerType, ...offer },
    books.flatMap(({ reference, level }) =>
      reference
        ? [
            {
              name: reference.name,
              level,
              treasure: reference.treasure === 1,
              librarian: reference.librarian !== 0,
            },
          ]
        : [],
    ),
  );
}

function offerOf(
  villagerType: string,
  offer: SaveOffer,
  enchantmentIds: ReadonlyMap<number, string>,
  match: EnchantmentMatcher,
  unknownItems: Counter,
  unknownEnchantments: Counter,
): WorldScanOffer {
  const named = (item: SaveItem) => {
    const { name, known } = itemName(item.id, item.damage);
    if (!known) unknownItems.add(item.id, { id: item.id });
    return name;
  };
  const second = isEmptyItem(offer.buyB) ? null : offer.buyB;
  const fields = {
    cost_item1: named(offer.buy),
    cost_amount1: offer.buy.count,
    cost_item2: second ? named(second) : '',
    cost_amount2: second ? second.count : 0,
    sell_item: named(offer.sell),
    sell_amount: offer.sell.count,
  };
  const books = offer.sell.enchantments.map(({ numericId, level }) => {
    const mcid = enchantmentIds.get(numericId) ?? null;
    const reference = mcid === null ? undefined : match(mcid);
    if (!reference) {
      unknownEnchantments.add(`${mcid ?? ''}\u0000${numericId}`, { mcid, numeric_id: numericId });
    }
    return { mcid, reference, level };
  });
  const warnings = priceWarnings(villagerType, fields, books);
  return {
    ...fields,
    enchantments: books.map(({ mcid, reference, level }) => ({ name: reference?.name ?? null, mcid, level })),
    uses: offer.uses,
    max_uses: offer.maxUses,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** The trades a villager's offers make in `slot` (offers with an unknown enchantment make none). */
export function desiredTrades(villager: WorldScanVillager, slot: WorldScanSlot): DesiredTrade[] {
  return villager.offers.flatMap((offer, index) => {
    const fields = tradeOfOffer(villager.villager_type, offer);
    return fields ? [{ ...fields, ...slot, offer: index }] : [];
  });
}

const byUuid = (a: SaveVillager, b: SaveVillager) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

export function buildPreview(input: PreviewInput): Preview {
  const { scan, matchEnchantment } = input;
  const unknownItems = new Counter();
  const unknownEnchantments = new Counter();
  const modded = new Counter();
  for (const { id, count } of scan.moddedVillagers) modded.add(id, { id }, count);

  const storedBy = new Map<string, StoredTrade[]>();
  for (const trade of input.stored) {
    const list = storedBy.get(trade.villager_uuid);
    if (list) list.push(trade);
    else storedBy.set(trade.villager_uuid, [trade]);
  }

  // One entry per UUID (a save holds each entity once; a copied chunk could hold it twice: the first counts).
  const seen = new Set<string>();
  const villagers = [...scan.villagers].sort(byUuid).filter((v) => !seen.has(v.uuid) && seen.add(v.uuid));
  const known = new Map<string, Slot>();
  for (const v of villagers) {
    const trades = storedBy.get(v.uuid);
    if (trades) known.set(v.uuid, slotOfTrades(trades));
  }
  const placed = placeVillagers({
    villagers: villagers.map((v) => ({ uuid: v.uuid, dimension: v.dimension, x: v.x, z: v.z })),
    known,
    taken: input.taken,
    locations: input.locations,
    settings: input.placement,
  });

  const seenBefore = new Set(input.seenWithoutOffers ?? []);
  const out: WorldScanVillager[] = [];
  const versions: Record<string, [number, number][]> = {};
  let offers = 0;
  for (const v of villagers) {
    const type = villagerType(v);
    if (!type.known) modded.add(v.professionName ?? type.type, { id: v.professionName ?? type.type });
    const proposed = placed.get(v.uuid)!;
    const villager: WorldScanVillager = {
      uuid: v.uuid,
      name: v.customName,
      dimension: v.dimension,
      x: v.x,
      y: v.y,
      z: v.z,
      villager_type: type.type,
      career_level: v.careerLevel,
      status: 'new',
      proposed: { town: proposed.town, location: proposed.location, row: proposed.row, num: proposed.num },
      offers: v.offers.map((offer) =>
        offerOf(
          type.type,
          offer,
          scan.world.enchantmentIds,
          matchEnchantment,
          unknownItems,
          unknownEnchantments,
        ),
      ),
    };
    offers += villager.offers.length;
    const stored = storedBy.get(v.uuid) ?? [];
    if (stored.length > 0) {
      const plan = planVillager(desiredTrades(villager, villager.proposed), stored);
      const same = plan.updates.length + plan.creates.length + plan.leftovers.length === 0;
      villager.status = same ? 'unchanged' : 'changed';
      versions[v.uuid] = stored.map((t) => [t.id, t.row_version]);
    } else if (villager.offers.length === 0 && seenBefore.has(v.uuid)) {
      villager.status = 'unchanged';
    }
    out.push(villager);
  }

  const gone: WorldScanGone[] = [];
  for (const [uuid, trades] of [...storedBy].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (seen.has(uuid)) continue;
    gone.push({ uuid, ...slotOfTrades(trades), trades: trades.length });
    versions[uuid] = trades.map((t) => [t.id, t.row_version]);
  }

  const fold = (text: string) => text.trim().toLowerCase();
  const towns = new Set(out.map((v) => fold(v.proposed.town)));
  const locations = new Set(out.map((v) => `${fold(v.proposed.town)}\u0000${fold(v.proposed.location)}`));
  const summary: WorldScanSummary = {
    villagers: out.length,
    offers,
    towns: towns.size,
    locations: locations.size,
    seconds: Math.round(scan.seconds * 1000) / 1000,
    modded_villagers: modded.list(),
    unknown_enchantments: unknownEnchantments.list(),
    unknown_items: unknownItems.list(),
    skipped_chunks: scan.problems.map((p) => ({
      region: `${DIMENSION_FOLDER[p.dimension]}${p.region}`,
      x: p.x,
      z: p.z,
      reason: p.reason,
    })),
    chunks: scan.chunks,
    changed_chunks: scan.changedChunks,
    last_scan_at: null,
  };
  return {
    scan: {
      world: {
        name: scan.world.levelName,
        version: scan.world.dataVersion === null ? 'unknown' : (scan.world.versionName ?? 'unknown'),
        data_version: scan.world.dataVersion,
      },
      summary,
      villagers: out,
      gone,
    },
    versions,
  };
}
