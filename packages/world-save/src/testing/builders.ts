// Builds 1.12.2 world saves in tests with prismarine-nbt: level.dat, region files (optionally with realistic
// chunk contents and deliberately corrupt chunks), villager and other entities, and whole world folders.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { DIMENSION_FOLDERS } from '../scan';
import type { Dimension } from '../types';
import { fillerLevelTags, fillerMobs } from './filler';
import {
  asCompound,
  byte,
  type CompoundTag,
  compound,
  double,
  float,
  int,
  list,
  long,
  short,
  string,
  type Tag,
  writeNbt,
} from './tags';

export interface LevelDatOptions {
  levelName?: string;
  /** Default 1343 (1.12.2); null leaves DataVersion (and Version) out, as saves from before 1.9 do. */
  dataVersion?: number | null;
  /** Default '1.12.2'. */
  versionName?: string;
  /** Forge's enchantment registry (registry id → numeric id); null or absent: a vanilla world without FML. */
  enchantmentIds?: Record<string, number> | null;
  /** The world's seed (default -4,530,946,371,123,123,123). */
  seed?: bigint;
}

/** A gzip level.dat. */
export async function buildLevelDat(opts: LevelDatOptions = {}): Promise<Uint8Array> {
  const dataVersion = opts.dataVersion === undefined ? 1343 : opts.dataVersion;
  const data: Record<string, Tag> = {
    LevelName: string(opts.levelName ?? 'New World'),
    version: int(19133),
    GameType: int(0),
    RandomSeed: long(opts.seed ?? -4_530_946_371_123_123_123n),
    SpawnX: int(0),
    SpawnY: int(64),
    SpawnZ: int(0),
    Time: long(123_456),
    DayTime: long(6000),
    LastPlayed: long(1_700_000_000_000),
    generatorName: string('default'),
    GameRules: compound({ doDaylightCycle: string('true'), keepInventory: string('false') }),
  };
  if (dataVersion !== null) {
    data.DataVersion = int(dataVersion);
    data.Version = compound({
      Id: int(dataVersion),
      Name: string(opts.versionName ?? '1.12.2'),
      Snapshot: byte(0),
    });
  }
  const root: Record<string, Tag> = { Data: compound(data) };
  if (opts.enchantmentIds) {
    const ids = Object.entries(opts.enchantmentIds).map(([key, value]) =>
      compound({ K: string(key), V: int(value) }),
    );
    root.FML = compound({
      ModList: list([compound({ ModId: string('forge'), ModVersion: string('14.23.5.2860') })]),
      Registries: compound({
        'minecraft:enchantments': compound({
          ids: list(ids),
          aliases: list([]),
          overrides: list([]),
          dummied: list([]),
        }),
        'minecraft:items': compound({
          ids: list([compound({ K: string('minecraft:emerald'), V: int(388) })]),
          aliases: list([]),
          overrides: list([]),
          dummied: list([]),
        }),
      }),
    });
  }
  return gzipSync(writeNbt(compound(root)));
}

export type ChunkCorruption = 'bad_offset' | 'truncated' | 'bad_compression' | 'bad_nbt';

export interface ChunkSpec {
  /** Chunk coordinates within the region, 0..31. */
  x: number;
  z: number;
  /** NBT-ish JSON for prismarine-nbt: typed compounds ({type: 'compound', value}) or their value maps. */
  entities: object[];
  corrupt?: ChunkCorruption;
}

export interface RegionOptions {
  /** Realistic sections, height map, tile entities and a few mobs around the given entities. */
  filler?: boolean;
  /** The region's coordinates (for xPos/zPos); default 0, 0. */
  regionX?: number;
  regionZ?: number;
  /** 2 zlib (the game's choice, default) or 1 gzip. */
  compression?: 1 | 2;
  /** Seed of the filler. */
  seed?: number;
}

const LEVEL_ORDER = [
  'LightPopulated',
  'zPos',
  'HeightMap',
  'TileTicks',
  'Sections',
  'LastUpdate',
  'Biomes',
  'InhabitedTime',
  'xPos',
  'TerrainPopulated',
  'TileEntities',
  'Entities',
];

/** Uncompressed NBT of a whole chunk: DataVersion and Level (filler tags if asked, then Entities). */
export function buildChunkNbt(
  chunkX: number,
  chunkZ: number,
  entities: object[],
  options: { filler?: boolean; seed?: number } = {},
): Uint8Array {
  const seed = options.seed ?? 1;
  const level: Record<string, Tag> = options.filler
    ? fillerLevelTags(chunkX, chunkZ, seed)
    : { xPos: int(chunkX), zPos: int(chunkZ), LastUpdate: long(100), TerrainPopulated: byte(1) };
  const mobs = options.filler ? fillerMobs(chunkX, chunkZ, seed) : [];
  level.Entities = list([...entities.map(asCompound), ...mobs]);
  // 1.12 writes a compound's tags in its HashMap's order, which puts Entities last, after Sections.
  const ordered: Record<string, Tag> = {};
  for (const key of LEVEL_ORDER) if (level[key]) ordered[key] = level[key];
  for (const [key, tag] of Object.entries(level)) if (!ordered[key]) ordered[key] = tag;
  return writeNbt(compound({ Level: compound(ordered), DataVersion: int(1343) }));
}

/** A chunk's stored payload: compression byte, then the compressed NBT. */
export function compressChunk(nbtBytes: Uint8Array, compression: 1 | 2 = 2): Uint8Array {
  const packed = compression === 1 ? gzipSync(nbtBytes) : deflateSync(nbtBytes);
  const out = new Uint8Array(packed.length + 1);
  out[0] = compression;
  out.set(packed, 1);
  return out;
}

export interface StoredChunk {
  /** 0..31 within the region. */
  x: number;
  z: number;
  /** Compression byte + compressed NBT (compressChunk). */
  payload: Uint8Array;
  corrupt?: ChunkCorruption;
  /**
   * Its last-save time in the header. Default: one derived from the payload, so that, as in the game, a chunk
   * whose content changed has another time (and a rescan reads it) and an unchanged one the same.
   */
  timestamp?: number;
}

/** A save time in 2020–2023 from the payload's bytes (FNV-1a). */
function contentTime(payload: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of payload) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return 1_600_000_000 + (hash % 100_000_000);
}

/** Lays chunks out as a region file: 8 KiB header, each chunk on whole 4 KiB sectors. */
export function assembleRegion(chunks: readonly StoredChunk[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const header = new Uint8Array(8192);
  const headerView = new DataView(header.buffer);
  let sector = 2;
  for (const chunk of chunks) {
    const index = (chunk.x & 31) + (chunk.z & 31) * 32;
    headerView.setUint32(4096 + index * 4, chunk.timestamp ?? contentTime(chunk.payload));
    if (chunk.corrupt === 'bad_offset') {
      headerView.setUint32(index * 4, (1 << 8) | 1); // sector 1 lies inside the header
      continue;
    }
    const sectors = Math.ceil((chunk.payload.length + 4) / 4096);
    if (sectors > 255) throw new Error('A chunk of more than 1 MiB does not fit a 1.12 region file.');
    const block = new Uint8Array(sectors * 4096);
    const view = new DataView(block.buffer);
    // 'truncated': the length runs past the chunk's sectors, as when a write was cut short.
    view.setUint32(0, chunk.corrupt === 'truncated' ? sectors * 4096 + 1000 : chunk.payload.length);
    block.set(chunk.payload, 4);
    headerView.setUint32(index * 4, (sector << 8) | sectors);
    sector += sectors;
    parts.push(block);
  }
  const out = new Uint8Array(sector * 4096);
  out.set(header, 0);
  let at = 8192;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A region file holding the given chunks (entities as given, plus filler if asked); some chunks corrupt. */
export async function buildRegion(
  chunks: readonly ChunkSpec[],
  options: RegionOptions = {},
): Promise<Uint8Array> {
  const regionX = options.regionX ?? 0;
  const regionZ = options.regionZ ?? 0;
  const stored = chunks.map((chunk): StoredChunk => {
    const nbtBytes = buildChunkNbt(regionX * 32 + chunk.x, regionZ * 32 + chunk.z, chunk.entities, options);
    let payload: Uint8Array;
    if (chunk.corrupt === 'bad_compression') {
      payload = new Uint8Array(64);
      payload[0] = options.compression ?? 2;
      for (let i = 1; i < payload.length; i++) payload[i] = (i * 37 + 11) & 0xff; // not a zlib stream
    } else if (chunk.corrupt === 'bad_nbt') {
      payload = compressChunk(nbtBytes.subarray(0, Math.floor(nbtBytes.length / 2)), options.compression);
    } else {
      payload = compressChunk(nbtBytes, options.compression);
    }
    return { x: chunk.x, z: chunk.z, payload, corrupt: chunk.corrupt };
  });
  return assembleRegion(stored);
}

export interface ItemSpec {
  id: string;
  count?: number;
  damage?: number;
  /** tag.StoredEnchantments (enchanted books): [numeric id, level]. */
  stored?: [number, number][];
  /** tag.ench (gear): [numeric id, level]. */
  ench?: [number, number][];
}

export interface OfferSpec {
  buy: ItemSpec;
  buyB?: ItemSpec;
  sell: ItemSpec;
  uses?: number;
  maxUses?: number;
}

export interface VillagerSpec {
  uuid?: string;
  x: number;
  y: number;
  z: number;
  profession: number;
  career: number;
  careerLevel?: number;
  /** Forge's ProfessionName, e.g. 'minecraft:librarian'. */
  professionName?: string;
  customName?: string;
  child?: boolean;
  offers: OfferSpec[];
  /** Default 'minecraft:villager'; 'Villager' as older saves wrote it. */
  id?: string;
  passengers?: object[];
}

function item(spec: ItemSpec): CompoundTag {
  const value: Record<string, Tag> = {
    id: string(spec.id),
    Count: byte(spec.count ?? 1),
    Damage: short(spec.damage ?? 0),
  };
  const enchantments = (pairs: [number, number][]) =>
    list(pairs.map(([id, level]) => compound({ id: short(id), lvl: short(level) })));
  const tag: Record<string, Tag> = {};
  if (spec.stored) tag.StoredEnchantments = enchantments(spec.stored);
  if (spec.ench) tag.ench = enchantments(spec.ench);
  if (Object.keys(tag).length > 0) value.tag = compound(tag);
  return compound(value);
}

/** 8-4-4-4-12 → [most, least] signed 64-bit halves. */
export function uuidHalves(uuid: string): [bigint, bigint] {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Not a UUID: ${uuid}`);
  return [
    BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)),
    BigInt.asIntN(64, BigInt(`0x${hex.slice(16)}`)),
  ];
}

let uuidCounter = 0;

/** A random-looking but reproducible version-4 UUID. */
export function testUuid(n = ++uuidCounter): string {
  let hex = '';
  let state = (n * 0x9e3779b1) >>> 0;
  for (let i = 0; i < 32; i++) {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    hex += (state >>> 28).toString(16);
  }
  hex = `${hex.slice(0, 12)}4${hex.slice(13, 16)}${'89ab'[n & 3]}${hex.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function entityBase(id: string, x: number, y: number, z: number, uuid: string): Record<string, Tag> {
  const [most, least] = uuidHalves(uuid);
  return {
    id: string(id),
    Pos: list([double(x), double(y), double(z)]),
    Motion: list([double(0), double(-0.0784), double(0)]),
    Rotation: list([float(90), float(0)]),
    FallDistance: float(0),
    Fire: short(-1),
    Air: short(300),
    OnGround: byte(1),
    Dimension: int(0),
    Invulnerable: byte(0),
    PortalCooldown: int(0),
    UUIDMost: long(most),
    UUIDLeast: long(least),
  };
}

/** A villager as 1.12.2 Forge saves it (EntityVillager.writeEntityToNBT plus the Entity/EntityLiving tags). */
export function villagerEntity(v: VillagerSpec): CompoundTag {
  const value: Record<string, Tag> = {
    ...entityBase(v.id ?? 'minecraft:villager', v.x, v.y, v.z, v.uuid ?? testUuid()),
    Health: float(20),
    HurtTime: short(0),
    HurtByTimestamp: int(0),
    DeathTime: short(0),
    AbsorptionAmount: float(0),
    Attributes: list([
      compound({ Name: string('generic.maxHealth'), Base: double(20) }),
      compound({ Name: string('generic.movementSpeed'), Base: double(0.5) }),
    ]),
    HandItems: list([compound({}), compound({})]),
    ArmorItems: list([compound({}), compound({}), compound({}), compound({})]),
    HandDropChances: list([float(0.085), float(0.085)]),
    ArmorDropChances: list([float(0.085), float(0.085), float(0.085), float(0.085)]),
    CanPickUpLoot: byte(1),
    PersistenceRequired: byte(0),
    LeftHanded: byte(0),
    Age: int(v.child ? -24000 : 0),
    ForcedAge: int(0),
    Profession: int(v.profession),
    Riches: int(0),
    Career: int(v.career),
    CareerLevel: int(v.careerLevel ?? 1),
    Willing: byte(0),
    Inventory: list([]),
  };
  if (v.professionName !== undefined) value.ProfessionName = string(v.professionName);
  if (v.customName !== undefined) {
    value.CustomName = string(v.customName);
    value.CustomNameVisible = byte(0);
  }
  if (v.offers.length > 0) {
    value.Offers = compound({
      Recipes: list(
        v.offers.map((offer) => {
          const recipe: Record<string, Tag> = {
            buy: item(offer.buy),
            sell: item(offer.sell),
            uses: int(offer.uses ?? 0),
            maxUses: int(offer.maxUses ?? 7),
            rewardExp: byte(1),
          };
          if (offer.buyB) recipe.buyB = item(offer.buyB);
          return compound(recipe);
        }),
      ),
    });
  }
  if (v.passengers) value.Passengers = list(v.passengers.map(asCompound));
  return compound(value);
}

/** A vehicle (minecart by default, or a boat) carrying `passengers`. */
export function vehicleEntity(v: {
  x: number;
  y: number;
  z: number;
  passengers: object[];
  id?: string;
  uuid?: string;
}): CompoundTag {
  return compound({
    ...entityBase(v.id ?? 'minecraft:minecart', v.x, v.y, v.z, v.uuid ?? testUuid()),
    Passengers: list(v.passengers.map(asCompound)),
  });
}

/** Another mod's trader: an entity of another id with `Offers` (counted, not imported). */
export function moddedTraderEntity(v: {
  id: string;
  x: number;
  y: number;
  z: number;
  uuid?: string;
}): CompoundTag {
  return compound({
    ...entityBase(v.id, v.x, v.y, v.z, v.uuid ?? testUuid()),
    Health: float(20),
    Offers: compound({
      Recipes: list([
        compound({
          buy: item({ id: 'minecraft:emerald', count: 3 }),
          sell: item({ id: 'minecraft:bread', count: 6 }),
          uses: int(0),
          maxUses: int(7),
        }),
      ]),
    }),
  });
}

/** Any other entity (a zombie, an item frame, …) the scan should pass over. */
export function plainEntity(v: { id: string; x: number; y: number; z: number; uuid?: string }): CompoundTag {
  return compound({ ...entityBase(v.id, v.x, v.y, v.z, v.uuid ?? testUuid()), Health: float(20) });
}

export interface WorldFiles {
  levelDat: Uint8Array;
  regions: { dimension: Dimension; file: string; bytes: Uint8Array }[];
}

/** Writes a world folder: level.dat, region/, DIM-1/region, DIM1/region as needed. */
export async function writeWorld(dir: string, world: WorldFiles): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'level.dat'), world.levelDat);
  const folders = new Map(DIMENSION_FOLDERS);
  for (const region of world.regions) {
    const path = join(dir, folders.get(region.dimension) ?? 'region', region.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, region.bytes);
  }
}
