// The shapes the reader hands to its callers (the server's world-scan module).

export type Dimension = 'overworld' | 'nether' | 'end';

export interface WorldInfo {
  /** `Data.LevelName`; '' when the save has none. */
  levelName: string;
  /** `Data.Version.Name`, e.g. '1.12.2'; null in saves from before 1.9 or without it. */
  versionName: string | null;
  /** `Data.DataVersion` (1139–1343 is 1.12.x); null when the save has none (version unknown). */
  dataVersion: number | null;
  /** numeric id → registry id (e.g. 'minecraft:mending'), from level.dat FML.Registries["minecraft:enchantments"].ids, else vanilla 1.12.2 */
  enchantmentIds: ReadonlyMap<number, string>;
  enchantmentIdSource: 'forge' | 'vanilla';
  /** `Data.RandomSeed` as decimal text; null when the save has none. */
  seed: string | null;
}

export type WorldSaveErrorCode = 'no_level_dat' | 'bad_level_dat' | 'unsupported_version';

/** A save that cannot be scanned at all (a chunk or region that cannot be read is a ChunkProblem instead). */
export class WorldSaveError extends Error {
  override name = 'WorldSaveError';
  constructor(
    readonly code: WorldSaveErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SaveEnchantment {
  /** The number the save stores; map it through WorldInfo.enchantmentIds. */
  numericId: number;
  level: number;
}

export interface SaveItem {
  id: string;
  count: number;
  damage: number;
  /** From tag.StoredEnchantments (books), then tag.ench (gear), in the save's order. */
  enchantments: SaveEnchantment[];
}

export interface SaveOffer {
  /** Cost 1, as the trade screen shows it. */
  buy: SaveItem;
  /** Cost 2, or null. */
  buyB: SaveItem | null;
  sell: SaveItem;
  uses: number;
  maxUses: number;
}

export interface SaveVillager {
  /** Canonical 8-4-4-4-12 from UUIDMost/UUIDLeast. */
  uuid: string;
  dimension: Dimension;
  x: number;
  y: number;
  z: number;
  profession: number | null;
  /** Forge's `ProfessionName`, e.g. 'minecraft:librarian'. */
  professionName: string | null;
  /** 1-based, in the profession's career list. */
  career: number | null;
  careerLevel: number | null;
  customName: string | null;
  child: boolean;
  offers: SaveOffer[];
  /** The region file and absolute chunk coordinates it was found in. */
  region: string;
  chunkX: number;
  chunkZ: number;
}

export type ChunkProblemKind =
  | 'bad_offset'
  | 'truncated'
  | 'bad_compression'
  | 'bad_nbt'
  | 'too_large'
  | 'unreadable';

/** What a scan ran out of: it stops, and the world is answered as unreadable (the server's 422). */
export type ScanLimitCode = 'inflated_bytes' | 'villager_data' | 'time' | 'memory' | 'worker';

/**
 * A scan that went over its budget as a whole (too much to inflate, too many villagers, too long) or whose
 * worker died: the world cannot be read, and nothing of it is answered. The message says what was too much.
 */
export class ScanLimitError extends Error {
  override name = 'ScanLimitError';
  constructor(
    readonly code: ScanLimitCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ChunkProblem {
  /** The region file name, r.X.Z.mca. */
  region: string;
  dimension: Dimension;
  /** Absolute chunk coordinates; a problem with the whole region names its first chunk. */
  x: number;
  z: number;
  kind: ChunkProblemKind;
  /** One sentence: the kind in words, then what was found. */
  reason: string;
}

export interface ModdedVillagerCount {
  id: string;
  count: number;
}

export interface WorldScan {
  world: WorldInfo;
  villagers: SaveVillager[];
  /** Entities of other ids that carry `Offers`, counted by id (not imported). */
  moddedVillagers: ModdedVillagerCount[];
  problems: ChunkProblem[];
  /** Region files read. */
  regions: number;
  /** Their total size in bytes. */
  regionBytes: number;
  seconds: number;
  /** Worker threads that read region files (0: all read on the calling thread). */
  workerThreads: number;
  /** The most heap a thread used while reading a region file (sampled after each chunk). */
  peakWorkerHeapBytes: number;
  /** Chunk slots holding a chunk, in all region files. */
  chunks: number;
  /** Of those, the chunks read (all, unless a rescan found them unchanged). */
  changedChunks: number;
  /** Whether the state of an earlier scan of this world was used (a rescan). */
  rescan: boolean;
  /** What this scan found, chunk by chunk, for the next rescan. */
  state: WorldState;
}

/** What a scan found in one region file, chunk by chunk, and its chunks' last-save times. */
export interface RegionState {
  timestamps: number[];
  villagers: SaveVillager[];
  problems: ChunkProblem[];
  /** Other mods' traders: [chunk index, id, count]. */
  modded: [index: number, id: string, count: number][];
}

/** What the last scan of a world found, by region (`regionKey`), to rescan it. */
export interface WorldState {
  /** Which world it is (its seed and name): the state of another world is never used. */
  worldKey: string;
  regions: Record<string, RegionState>;
}
