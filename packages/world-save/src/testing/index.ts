// Test support for @tradehall/world-save (also used by the server's API tests and the benchmark): builders of
// 1.12.2 saves made with prismarine-nbt, and the prismarine-nbt reference reader (the oracle).
export {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  type ChunkCorruption,
  type ChunkSpec,
  compressChunk,
  type ItemSpec,
  type LevelDatOptions,
  moddedTraderEntity,
  type OfferSpec,
  plainEntity,
  type RegionOptions,
  type StoredChunk,
  testUuid,
  uuidHalves,
  type VillagerSpec,
  vehicleEntity,
  villagerEntity,
  type WorldFiles,
  writeWorld,
} from './builders';
export { fillerLevelTags, fillerMobs, random } from './filler';
export {
  deepNestingChunk,
  inflatingChunk,
  intArrayChunk,
  listBombChunk,
  listBombLevelDat,
  manyEntitiesChunk,
  manyValuesChunk,
  sharedSectorRegion,
} from './hostile';
export {
  type OracleRegion,
  type OracleWorld,
  oracleChunkEntities,
  oracleNbt,
  oracleScanRegion,
  oracleScanWorld,
} from './oracle';
export { pickFolder } from './picked';
export type { CompoundTag, Tag } from './tags';
export * as tags from './tags';
