// Realistic 1.12.2 chunk contents around the entities a test cares about: 16 sections of block data (Blocks 4096
// bytes, Data/BlockLight/SkyLight 2048 each) with terrain, ores, caves, water and trees; a HeightMap, Biomes, tile
// entities (chests with items, a spawner, a furnace), tile ticks and a few mobs. Deterministic from the seed.
import {
  byte,
  byteArray,
  type CompoundTag,
  compound,
  double,
  float,
  int,
  intArray,
  list,
  long,
  short,
  string,
  type Tag,
} from './tags';

/** Small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AIR = 0;
const STONE = 1;
const GRASS = 2;
const DIRT = 3;
const BEDROCK = 7;
const WATER = 9;
const GRAVEL = 13;
const GOLD_ORE = 14;
const IRON_ORE = 15;
const COAL_ORE = 16;
const LOG = 17;
const LEAVES = 18;
const DIAMOND_ORE = 56;
const REDSTONE_ORE = 73;
const SEA_LEVEL = 62;

const toByte = (n: number) => (n > 127 ? n - 256 : n);

/** The tags of a chunk's `Level` compound other than Entities, for chunk (x, z) in absolute coordinates. */
export function fillerLevelTags(chunkX: number, chunkZ: number, seed: number): Record<string, Tag> {
  const rnd = random(seed ^ Math.imul(chunkX, 0x9e3779b1) ^ Math.imul(chunkZ, 0x85ebca6b));
  const phase = [rnd() * 6.28, rnd() * 6.28, rnd() * 6.28];
  const height = (x: number, z: number) => {
    const wx = chunkX * 16 + x;
    const wz = chunkZ * 16 + z;
    return Math.round(
      76 +
        16 * Math.sin(wx / 23 + phase[0]) +
        10 * Math.cos(wz / 17 + phase[1]) +
        4 * Math.sin((wx + wz) / 7 + phase[2]),
    );
  };
  const heights: number[] = [];
  for (let z = 0; z < 16; z++) for (let x = 0; x < 16; x++) heights.push(height(x, z));
  const trees: [number, number][] = [];
  for (let i = Math.floor(rnd() * 4); i > 0; i--)
    trees.push([2 + Math.floor(rnd() * 12), 2 + Math.floor(rnd() * 12)]);

  const sections: Tag[] = [];
  for (let sy = 0; sy < 16; sy++) {
    const blocks = new Array<number>(4096);
    const data = new Array<number>(2048).fill(0);
    const blockLight = new Array<number>(2048).fill(0);
    const skyLight = new Array<number>(2048).fill(0);
    for (let i = 0; i < 4096; i++) {
      const x = i & 15;
      const z = (i >> 4) & 15;
      const y = sy * 16 + (i >> 8);
      const h = heights[z * 16 + x];
      let block = AIR;
      let meta = 0;
      if (y === 0 || (y < 4 && rnd() < 0.5)) block = BEDROCK;
      else if (y < h - 4) {
        const roll = rnd();
        if (roll < 0.04)
          block = AIR; // caves
        else if (roll < 0.055) block = COAL_ORE;
        else if (roll < 0.063) block = IRON_ORE;
        else if (roll < 0.066 && y < 32) block = GOLD_ORE;
        else if (roll < 0.07 && y < 16) block = REDSTONE_ORE;
        else if (roll < 0.071 && y < 16) block = DIAMOND_ORE;
        else if (roll < 0.08) block = GRAVEL;
        else {
          block = STONE;
          if (roll > 0.9) meta = [1, 3, 5][Math.floor(rnd() * 3)]; // granite, diorite, andesite
        }
      } else if (y < h) block = DIRT;
      else if (y === h) block = h < SEA_LEVEL ? DIRT : GRASS;
      else if (y <= SEA_LEVEL) block = WATER;
      else {
        for (const [tx, tz] of trees) {
          const th = heights[tz * 16 + tx];
          const dy = y - th;
          if (x === tx && z === tz && dy > 0 && dy <= 5) block = LOG;
          else if (Math.abs(x - tx) <= 2 && Math.abs(z - tz) <= 2 && dy >= 4 && dy <= 6 && rnd() < 0.8)
            block = LEAVES;
        }
      }
      blocks[i] = toByte(block);
      const nibble = i >> 1;
      const shift = (i & 1) * 4;
      if (meta) data[nibble] |= meta << shift;
      const sky = y > h ? (block === WATER ? 12 : 15) : 0;
      skyLight[nibble] |= sky << shift;
      if (block === AIR && y < h - 4 && rnd() < 0.02) blockLight[nibble] |= 7 << shift;
    }
    sections.push(
      compound({
        Y: byte(sy),
        Blocks: byteArray(blocks),
        Data: byteArray(data.map(toByte)),
        BlockLight: byteArray(blockLight.map(toByte)),
        SkyLight: byteArray(skyLight.map(toByte)),
      }),
    );
  }

  const tileEntities: Tag[] = [];
  const chests = Math.floor(rnd() * 3);
  for (let i = 0; i < chests; i++) {
    const items: Tag[] = [];
    for (let slot = 0; slot < 27; slot++) {
      if (rnd() < 0.6) continue;
      items.push(
        compound({
          Slot: byte(slot),
          id: string(
            ['minecraft:cobblestone', 'minecraft:coal', 'minecraft:iron_ingot', 'minecraft:bread'][slot % 4],
          ),
          Count: byte(1 + Math.floor(rnd() * 64)),
          Damage: short(0),
        }),
      );
    }
    tileEntities.push(
      compound({
        id: string('minecraft:chest'),
        x: int(chunkX * 16 + i),
        y: int(40),
        z: int(chunkZ * 16 + i),
        Items: list(items),
        Lock: string(''),
      }),
    );
  }
  if (rnd() < 0.1) {
    tileEntities.push(
      compound({
        id: string('minecraft:mob_spawner'),
        x: int(chunkX * 16 + 8),
        y: int(30),
        z: int(chunkZ * 16 + 8),
        Delay: short(20),
        MinSpawnDelay: short(200),
        MaxSpawnDelay: short(800),
        SpawnCount: short(4),
        SpawnData: compound({ id: string('minecraft:zombie') }),
        SpawnPotentials: list([
          compound({ Weight: int(1), Entity: compound({ id: string('minecraft:zombie') }) }),
        ]),
      }),
    );
  }
  if (rnd() < 0.2) {
    tileEntities.push(
      compound({
        id: string('minecraft:furnace'),
        x: int(chunkX * 16 + 3),
        y: int(70),
        z: int(chunkZ * 16 + 4),
        BurnTime: short(0),
        CookTime: short(0),
        CookTimeTotal: short(200),
        Items: list([]),
      }),
    );
  }
  const ticks: Tag[] = [];
  for (let i = Math.floor(rnd() * 4); i > 0; i--) {
    ticks.push(
      compound({
        i: string('minecraft:water'),
        x: int(chunkX * 16 + i),
        y: int(SEA_LEVEL),
        z: int(chunkZ * 16),
        t: int(3),
        p: int(0),
      }),
    );
  }

  return {
    xPos: int(chunkX),
    zPos: int(chunkZ),
    LastUpdate: long(1_234_567 + Math.floor(rnd() * 1000)),
    HeightMap: intArray(heights.map((h) => h + 1)),
    TerrainPopulated: byte(1),
    LightPopulated: byte(1),
    InhabitedTime: long(Math.floor(rnd() * 100_000)),
    Sections: list(sections),
    Biomes: byteArray(heights.map((h) => (h < SEA_LEVEL ? 0 : 1))),
    TileEntities: list(tileEntities),
    TileTicks: list(ticks),
  };
}

/** A few ordinary mobs, as 1.12.2 saves them: what a scan decodes and passes over. */
export function fillerMobs(chunkX: number, chunkZ: number, seed: number): CompoundTag[] {
  const rnd = random(seed ^ Math.imul(chunkX + 7, 0x27d4eb2d) ^ Math.imul(chunkZ - 3, 0x165667b1));
  const mobs: CompoundTag[] = [];
  const ids = ['minecraft:zombie', 'minecraft:skeleton', 'minecraft:cow', 'minecraft:item', 'minecraft:bat'];
  for (let i = Math.floor(rnd() * 3); i > 0; i--) {
    const id = ids[Math.floor(rnd() * ids.length)];
    mobs.push(
      compound({
        id: string(id),
        Pos: list([
          double(chunkX * 16 + rnd() * 16),
          double(20 + rnd() * 60),
          double(chunkZ * 16 + rnd() * 16),
        ]),
        Motion: list([double(0), double(-0.0784), double(0)]),
        Rotation: list([float(rnd() * 360), float(0)]),
        FallDistance: float(0),
        Fire: short(-1),
        Air: short(300),
        OnGround: byte(1),
        Dimension: int(0),
        Invulnerable: byte(0),
        PortalCooldown: int(0),
        UUIDMost: long(BigInt(Math.floor(rnd() * 2 ** 53)) << 11n),
        UUIDLeast: long(-BigInt(Math.floor(rnd() * 2 ** 53))),
        Health: float(20),
        HurtTime: short(0),
        DeathTime: short(0),
        Attributes: list([
          compound({ Name: string('generic.maxHealth'), Base: double(20) }),
          compound({ Name: string('generic.movementSpeed'), Base: double(0.23) }),
        ]),
        HandItems: list([compound({}), compound({})]),
        ArmorItems: list([compound({}), compound({}), compound({}), compound({})]),
        HandDropChances: list([float(0.085), float(0.085)]),
        ArmorDropChances: list([float(0.085), float(0.085), float(0.085), float(0.085)]),
        PersistenceRequired: byte(0),
      }),
    );
  }
  return mobs;
}
