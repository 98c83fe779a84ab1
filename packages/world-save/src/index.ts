/**
 * @tradehall/world-save reads a Minecraft 1.12.2 (Forge) world save: level.dat (name, version, Forge enchantment
 * ids) and the region files of the overworld, the Nether (DIM-1) and the End (DIM1), returning every villager with
 * its position, profession, career and offers. No database and no game data beyond the 1.12.2 item names and
 * vanilla enchantment ids: the server's world-scan module maps the output onto trades.
 *
 * - `scanWorld(dir)` reads a world folder; `readLevelDat(bytes)` only its level.dat.
 * - Region files are read chunk by chunk by a narrow NBT reader that decodes `Level.Entities` only and skips the
 *   rest undecoded, on worker threads (one region file per worker at a time). Workers start from TypeScript
 *   through tsx, or from `world-save-scan.worker.js` beside the server's bundle; without one the scan runs on the
 *   calling thread, with the same result. The reading itself (`region-core.ts`) is host-agnostic: this entry is
 *   the server's host (node:fs, node:zlib); `@tradehall/world-save/browser` is the browser's (Blobs,
 *   DecompressionStream, Web Workers), with the same decisions.
 * - A chunk or region that cannot be read is reported in `problems` (bad offset, truncated, bad compression, bad
 *   NBT) and the rest is still scanned. Problems with level.dat throw WorldSaveError.
 * - `villagerType` and `itemName` name villagers and items as the game does.
 *
 * Test builders (level.dat, region files, villager entities, whole worlds) and the prismarine-nbt oracle are in
 * `@tradehall/world-save/testing`.
 */

export { MAX_ITEM_ENCHANTMENTS, MAX_OFFERS, villagerEntries } from './entities';
export { LEVEL_DAT_MAX_BYTES, MAX_DATA_VERSION, MIN_DATA_VERSION } from './level-dat';
export { readLevelDat } from './level-dat-node';
export { itemName, titleFromId, villagerType } from './names';
export type { RegionResult } from './region-core';
export { type ReadRegion, regionsReport, type ScanReport, type ScanReportItem, scanReport } from './report';
export { chunkIndex, type RegionState, regionKey, type WorldState, worldKeyOf } from './rescan';
export { decodeRuns, encodeRuns } from './runs';
export {
  assembleScan,
  DEFAULT_SCAN_LIMITS,
  type RegionFindings,
  type ScanLimits,
  type ScanOptions,
  scanWorld,
} from './scan';
export {
  type ChunkProblem,
  type ChunkProblemKind,
  type Dimension,
  type ModdedVillagerCount,
  type SaveEnchantment,
  type SaveItem,
  type SaveOffer,
  type SaveVillager,
  type ScanLimitCode,
  ScanLimitError,
  type WorldInfo,
  WorldSaveError,
  type WorldSaveErrorCode,
  type WorldScan,
} from './types';
