/** The strategy's answer drawn on hall maps: which cell is kept, removed or not covered, and where to buy. */
import type { FilterCoverageRow, FilterTradesResponse, FilterVillager } from '@tradehall/contracts';
import {
  type HallMapCellState,
  type HallMapLocation,
  type HallMapTrade,
  type HallMapVillager,
  locationsFromTrades,
  slotKey,
} from '../../components/hall-map';
import { compareNatural } from '../../lib/natural-sort';

/** One location of a chosen town with the colour of each occupied cell. */
export interface StrategyLocation extends HallMapLocation {
  cellStates: Record<string, HallMapCellState>;
}

const placeKey = (town: string, location: string, key: string) => JSON.stringify([town, location, key]);
const placeOf = (villager: Pick<FilterVillager, 'town' | 'location' | 'row' | 'num'>) =>
  placeKey(villager.town, villager.location, slotKey(villager.row, villager.num));

/**
 * The locations of one town with their villagers and colours. The villagers come from the town's trades (their
 * types and trades, for the cells' names and tooltips) plus every villager of the answer the trades miss (a
 * listing cut at its limit). A cell is:
 * - keep: a villager of the smallest set to keep;
 * - remove: a villager the answer removes that sells a counted enchantment (at some level or price);
 * - not covered ('uncovered'): a villager that is not judged, selling nothing that counts (e.g. a farmer, or a
 *   smith's gear when only books count), or that the answer does not know (added since the strategy ran).
 */
export function townLocations(
  town: string,
  result: FilterTradesResponse,
  trades: readonly HallMapTrade[],
): StrategyLocation[] {
  const counted = new Set(result.coverage.map((row) => row.Enchantment));
  const kept = new Set(result.kept.filter((v) => v.town === town).map(placeOf));
  const removals = new Map(result.removals.filter((v) => v.town === town).map((v) => [placeOf(v), v]));

  const locations = locationsFromTrades(trades.filter((trade) => trade.town === town));
  const byName = new Map(locations.map((location) => [location.location, location]));
  for (const villager of [...result.kept, ...result.removals, ...result.not_judged]) {
    if (villager.town !== town) continue;
    let location = byName.get(villager.location);
    if (!location) {
      location = { town, location: villager.location, villagers: [] };
      byName.set(villager.location, location);
    }
    const key = slotKey(villager.row, villager.num);
    if (!location.villagers.some((known) => slotKey(known.row, known.num) === key)) {
      location.villagers.push({
        row: villager.row,
        num: villager.num,
        villager_type: villager.villager_type,
        trades: [],
      });
    }
  }

  const stateOf = (location: string, villager: HallMapVillager): HallMapCellState => {
    const place = placeKey(town, location, slotKey(villager.row, villager.num));
    if (kept.has(place)) return 'keep';
    const removal = removals.get(place);
    if (!removal) return 'uncovered';
    const sellsCounted =
      removal.lost.length > 0 ||
      villager.trades.some((trade) =>
        trade.enchantments.some((enchantment) => counted.has(enchantment.name)),
      );
    // Without its trades (not in the listing) the answer's word stands: remove.
    return sellsCounted || villager.trades.length === 0 ? 'remove' : 'uncovered';
  };

  return [...byName.values()]
    .sort((a, b) => compareNatural(a.location, b.location))
    .map((location) => ({
      ...location,
      villagers: location.villagers.sort((a, b) => compareNatural(a.row, b.row) || a.num - b.num),
      cellStates: Object.fromEntries(
        location.villagers.map((villager) => [
          slotKey(villager.row, villager.num),
          stateOf(location.location, villager),
        ]),
      ),
    }));
}

/** The slot keys ('A1') of one location where a coverage row can be bought; none without a row. */
export function whereToBuyKeys(row: FilterCoverageRow | null, town: string, location: string): string[] {
  if (!row) return [];
  return row.where_to_buy
    .filter((slot) => slot.town === town && slot.location === location)
    .map((slot) => slotKey(slot.row, slot.num));
}

/** The towns the strategy ran on, as the request named them. */
export function chosenTowns(selected: readonly (string | number)[] | undefined): string[] {
  return [...new Set((selected ?? []).map(String))];
}
