import { cleanText } from '@tradehall/contracts';
import type { SaveItem, SaveOffer, WorldScan as SaveScan, SaveVillager } from '@tradehall/world-save';

/** Longest name kept from a save (world, villager); longer ones are cut. */
export const SAVE_NAME_MAX = 100;
/** Longest id kept from a save (item, profession, enchantment, modded entity). */
export const SAVE_ID_MAX = 200;

const id = (text: string) => cleanText(text, SAVE_ID_MAX);

function item(saved: SaveItem): SaveItem {
  return { ...saved, id: id(saved.id) };
}

function offer(saved: SaveOffer): SaveOffer {
  return { ...saved, buy: item(saved.buy), buyB: saved.buyB && item(saved.buyB), sell: item(saved.sell) };
}

function villager(saved: SaveVillager): SaveVillager {
  return {
    ...saved,
    customName: saved.customName === null ? null : cleanText(saved.customName, SAVE_NAME_MAX) || null,
    professionName: saved.professionName === null ? null : id(saved.professionName),
    offers: saved.offers.map(offer),
  };
}

/**
 * Every text of a scan that came from the save (world name, villager names, item, profession, enchantment and
 * modded ids) through the text rule that every other input passes: what it refuses (control characters, bidi
 * overrides, lone surrogates) becomes U+FFFD, and overlong text is cut. The preview, the audit log and the
 * trades then only ever hold such text.
 */
export function cleanSaveText(scan: SaveScan): SaveScan {
  return {
    ...scan,
    world: {
      ...scan.world,
      levelName: cleanText(scan.world.levelName, SAVE_NAME_MAX),
      versionName: scan.world.versionName === null ? null : cleanText(scan.world.versionName, SAVE_NAME_MAX),
      enchantmentIds: new Map([...scan.world.enchantmentIds].map(([numeric, mcid]) => [numeric, id(mcid)])),
    },
    villagers: scan.villagers.map(villager),
    moddedVillagers: scan.moddedVillagers.map((modded) => ({ ...modded, id: id(modded.id) })),
  };
}
