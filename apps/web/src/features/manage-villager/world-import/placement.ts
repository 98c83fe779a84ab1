/**
 * The proposed placement as hall maps: one map per town and location the villagers go to, as their slots read
 * now (the proposal, or the player's edit). Pure.
 */
import type { WorldScan, WorldScanOffer, WorldScanVillager } from '@tradehall/contracts';
import { type HallMapOffer, type HallMapVillager, parseSlotKey, slotKey } from '../../../components/hall-map';
import { compareNatural } from '../../../lib/natural-sort';
import { type ImportChoices, slotOf } from './plan';

export interface PlacementMap {
  town: string;
  location: string;
  /** One per slot: when villagers share a slot the first of the scan is drawn (the apply lists the clash). */
  villagers: HallMapVillager[];
  /** The scanned villager in each drawn slot ('A1' → UUID), to find its row in the tables. */
  uuidBySlot: ReadonlyMap<string, string>;
}

/** An offer as the map shows it; an enchantment no reference matched goes by its registry id. */
export function hallMapOffer(offer: WorldScanOffer): HallMapOffer {
  return {
    cost_item1: offer.cost_item1,
    cost_amount1: offer.cost_amount1,
    cost_item2: offer.cost_item2,
    cost_amount2: offer.cost_amount2,
    sell_item: offer.sell_item,
    sell_amount: offer.sell_amount,
    enchantments: offer.enchantments.map((e) => ({
      name: e.name ?? e.mcid ?? 'Unknown enchantment',
      level: e.level,
    })),
  };
}

/** Names as the server compares them: case and spaces around ignored. */
const fold = (text: string) => text.trim().toLowerCase();

/** Whether the villager lands on a map: not skipped, with offers to write. */
function isPlaced(villager: WorldScanVillager, choices: ImportChoices): boolean {
  return !choices.skip.has(villager.uuid) && villager.offers.length > 0;
}

/**
 * The maps of the proposed placement, by town then location. Skipped villagers and those without offers are
 * left out (nothing of theirs is written), and so is a slot whose town or location is blank while being typed.
 */
export function placementMaps(scan: WorldScan, choices: ImportChoices): PlacementMap[] {
  const maps = new Map<
    string,
    PlacementMap & { villagers: HallMapVillager[]; uuidBySlot: Map<string, string> }
  >();
  for (const villager of scan.villagers) {
    if (!isPlaced(villager, choices)) continue;
    const draft = slotOf(villager, choices);
    const town = draft.town.trim();
    const location = draft.location.trim();
    const slot = parseSlotKey(slotKey(draft.row, Number(draft.num)));
    if (!town || !location || !slot) continue;
    const mapKey = `${fold(town)}\u0000${fold(location)}`;
    let map = maps.get(mapKey);
    if (!map) {
      map = { town, location, villagers: [], uuidBySlot: new Map() };
      maps.set(mapKey, map);
    }
    const key = slotKey(slot.row, slot.num);
    if (map.uuidBySlot.has(key)) continue;
    map.uuidBySlot.set(key, villager.uuid);
    map.villagers.push({
      row: slot.row,
      num: slot.num,
      villager_type: villager.villager_type,
      trades: villager.offers.map(hallMapOffer),
    });
  }
  return [...maps.values()].sort(
    (a, b) => compareNatural(a.town, b.town) || compareNatural(a.location, b.location),
  );
}
