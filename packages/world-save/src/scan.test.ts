import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaveVillager, scanWorld, villagerType, WorldSaveError, type WorldScan } from './index';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  type ChunkSpec,
  compressChunk,
  moddedTraderEntity,
  oracleScanWorld,
  plainEntity,
  random,
  testUuid,
  vehicleEntity,
  villagerEntity,
  type WorldFiles,
  writeWorld,
} from './testing';

/** A Forge registry that renumbers enchantments: 5 is Mending here (Respiration in vanilla), 70 Efficiency. */
const FORGE_IDS = {
  'minecraft:protection': 0,
  'minecraft:mending': 5,
  'minecraft:unbreaking': 34,
  'minecraft:efficiency': 70,
  'minecraft:sharpness': 16,
  'somanyenchantments:advancedsharpness': 91,
};

const U = {
  librarian: '0b6e1f44-5c2a-4d7e-9a11-3f2c8d9e0a01',
  toolSmith: '1c7f2055-6d3b-4e8f-8b22-4a3d9eaf1b02',
  nitwit: '2d803166-7e4c-4f90-9c33-5b4eafb02c03',
  child: '3e914277-8f5d-4a01-ad44-6c5fb0c13d04',
  inMinecart: '4fa25388-906e-4b12-be55-7d60c1d24e05',
  nested: '50b36499-a17f-4c23-8f66-8e71d2e35f06',
  oldId: '61c475aa-b280-4d34-9077-9f82e3f46007',
  modProfession: '72d586bb-c391-4e45-a188-a093f4057108',
  westLibrarian: '83e697cc-d4a2-4f56-b299-b1a405168209',
  nether: '94f7a8dd-e5b3-4067-83aa-c2b51627930a',
  end: 'a508b9ee-f6c4-4178-94bb-d3c62738a40b',
  truncatedKept: 'b619caff-07d5-4289-a5cc-e4d73849b50c',
  // Negative halves: UUIDMost and UUIDLeast are signed longs in the save.
  signed: 'f62ab3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
};

const emeralds = (count: number) => ({ id: 'minecraft:emerald', count });

let dir: string;
let scan: WorldScan;
let progress: [number, number][];

async function buildTestWorld(target: string): Promise<void> {
  const overworld = await buildRegion(
    [
      {
        x: 0,
        z: 0,
        entities: [
          villagerEntity({
            uuid: U.librarian,
            x: 4.5,
            y: 64,
            z: 7.5,
            profession: 1,
            professionName: 'minecraft:librarian',
            career: 1,
            careerLevel: 3,
            customName: 'Librarian Bob 🐝',
            offers: [
              { buy: { id: 'minecraft:paper', count: 24 }, sell: emeralds(1), uses: 3, maxUses: 10 },
              {
                buy: { id: 'minecraft:book' },
                buyB: emeralds(20),
                sell: { id: 'minecraft:enchanted_book', stored: [[5, 1]] },
                uses: 7,
                maxUses: 7,
              },
              {
                buy: { id: 'minecraft:book' },
                buyB: emeralds(41),
                sell: { id: 'minecraft:enchanted_book', stored: [[91, 4]] },
              },
            ],
          }),
        ],
      },
      {
        x: 1,
        z: 0,
        entities: [
          villagerEntity({
            uuid: U.toolSmith,
            x: 20,
            y: 65,
            z: 3,
            profession: 3,
            professionName: 'minecraft:smith',
            career: 3,
            careerLevel: 4,
            offers: [
              { buy: { id: 'minecraft:coal', count: 16 }, sell: emeralds(1) },
              {
                buy: emeralds(9),
                sell: {
                  id: 'minecraft:iron_pickaxe',
                  ench: [
                    [70, 2],
                    [34, 1],
                  ],
                },
              },
              { buy: emeralds(6), sell: { id: 'minecraft:iron_shovel', damage: 0, ench: [[70, 1]] } },
            ],
          }),
        ],
      },
      {
        x: 2,
        z: 0,
        entities: [
          villagerEntity({ uuid: U.nitwit, x: 33, y: 64, z: 1, profession: 5, career: 1, offers: [] }),
          villagerEntity({
            uuid: U.child,
            x: 34,
            y: 64,
            z: 2,
            profession: 0,
            career: 1,
            child: true,
            offers: [],
          }),
        ],
      },
      {
        x: 3,
        z: 0,
        entities: [
          vehicleEntity({
            x: 50,
            y: 64,
            z: 5,
            passengers: [
              villagerEntity({
                uuid: U.inMinecart,
                x: 50,
                y: 64.06,
                z: 5,
                profession: 2,
                career: 1,
                offers: [{ buy: { id: 'minecraft:rotten_flesh', count: 36 }, sell: emeralds(1) }],
              }),
            ],
          }),
          vehicleEntity({
            id: 'minecraft:boat',
            x: 55,
            y: 62,
            z: 9,
            passengers: [
              plainEntity({ id: 'minecraft:pig', x: 55, y: 62, z: 9 }),
              vehicleEntity({
                id: 'minecraft:pig',
                x: 55,
                y: 62,
                z: 9,
                passengers: [
                  villagerEntity({
                    uuid: U.nested,
                    x: 55,
                    y: 63,
                    z: 9,
                    profession: 4,
                    career: 1,
                    offers: [{ buy: { id: 'minecraft:coal', count: 16 }, sell: emeralds(1) }],
                  }),
                ],
              }),
            ],
          }),
        ],
      },
      {
        x: 4,
        z: 0,
        entities: [
          moddedTraderEntity({ id: 'mca:villager', x: 70, y: 64, z: 1 }),
          moddedTraderEntity({ id: 'mca:villager', x: 71, y: 64, z: 1 }),
          vehicleEntity({
            x: 72,
            y: 64,
            z: 1,
            passengers: [moddedTraderEntity({ id: 'somemod:trader', x: 72, y: 64, z: 1 })],
          }),
          plainEntity({ id: 'minecraft:zombie_villager', x: 73, y: 64, z: 1 }),
          plainEntity({ id: 'minecraft:villager_golem', x: 74, y: 64, z: 1 }),
        ],
      },
      {
        x: 5,
        z: 0,
        entities: [
          villagerEntity({
            id: 'Villager',
            uuid: U.oldId,
            x: 85,
            y: 64,
            z: 4,
            profession: 4,
            career: 2,
            offers: [{ buy: { id: 'minecraft:leather', count: 9 }, sell: emeralds(1) }],
          }),
        ],
      },
      {
        x: 6,
        z: 1,
        entities: [
          villagerEntity({
            uuid: U.modProfession,
            x: 100,
            y: 64,
            z: 20,
            profession: 7,
            professionName: 'mca:bank_teller',
            career: 1,
            offers: [{ buy: emeralds(1), sell: { id: 'mca:gold_coin', count: 3 } }],
          }),
          villagerEntity({ uuid: U.signed, x: 101, y: 64, z: 21, profession: 0, career: 2, offers: [] }),
        ],
      },
      ...(['bad_offset', 'truncated', 'bad_compression', 'bad_nbt'] as const).map((corrupt, i) => ({
        x: 10 + i,
        z: 2,
        corrupt,
        entities: [villagerEntity({ x: 160 + 16 * i, y: 64, z: 40, profession: 1, career: 1, offers: [] })],
      })),
    ],
    { filler: true },
  );

  // West of the origin, gzip-compressed: negative region and chunk coordinates.
  const west = await buildRegion(
    [
      {
        x: 31,
        z: 31,
        entities: [
          villagerEntity({
            uuid: U.westLibrarian,
            x: -8.5,
            y: 70,
            z: 510,
            profession: 1,
            career: 2,
            offers: [
              { buy: emeralds(8), buyB: { id: 'minecraft:compass' }, sell: { id: 'minecraft:filled_map' } },
            ],
          }),
        ],
      },
    ],
    { filler: true, regionX: -1, compression: 1 },
  );

  // A region file cut short: its last chunk (z 2) loses its end; the first is still read.
  const whole = await buildRegion(
    [
      {
        x: 0,
        z: 0,
        entities: [
          villagerEntity({
            uuid: U.truncatedKept,
            x: 512,
            y: 64,
            z: 0,
            profession: 0,
            career: 3,
            offers: [],
          }),
        ],
      },
      {
        x: 0,
        z: 2,
        entities: [villagerEntity({ x: 512, y: 64, z: 32, profession: 0, career: 4, offers: [] })],
      },
    ],
    { filler: true, regionX: 1 },
  );
  const lastSector = new DataView(whole.buffer, whole.byteOffset).getUint32(64 * 4) >>> 8; // chunk (0, 2)
  const truncated = whole.subarray(0, lastSector * 4096 + 1000);

  const nether = await buildRegion([
    {
      x: 5,
      z: 6,
      entities: [
        villagerEntity({
          uuid: U.nether,
          x: 80,
          y: 40,
          z: 100,
          profession: 3,
          career: 2,
          offers: [{ buy: emeralds(12), sell: { id: 'minecraft:diamond_sword', ench: [[16, 3]] } }],
        }),
      ],
    },
  ]);
  const end = await buildRegion(
    [
      {
        x: 30,
        z: 1,
        entities: [
          villagerEntity({
            uuid: U.end,
            x: -24,
            y: 60,
            z: -500,
            profession: 3,
            career: 1,
            offers: [{ buy: emeralds(5), sell: { id: 'minecraft:chainmail_helmet' } }],
          }),
        ],
      },
    ],
    { regionX: -1, regionZ: -1 },
  );

  await writeWorld(target, {
    levelDat: await buildLevelDat({ levelName: 'Canz Hall', enchantmentIds: FORGE_IDS }),
    regions: [
      { dimension: 'overworld', file: 'r.0.0.mca', bytes: overworld },
      { dimension: 'overworld', file: 'r.-1.0.mca', bytes: west },
      { dimension: 'overworld', file: 'r.1.0.mca', bytes: truncated },
      { dimension: 'overworld', file: 'r.2.0.mca', bytes: new Uint8Array(100) },
      { dimension: 'overworld', file: 'r.3.0.mca', bytes: new Uint8Array(0) },
      { dimension: 'nether', file: 'r.0.0.mca', bytes: nether },
      { dimension: 'end', file: 'r.-1.-1.mca', bytes: end },
    ],
  });
  // Not region files: ignored.
  await writeFile(join(target, 'region', 'r.0.0.mca.bak'), overworld);
  await writeFile(join(target, 'region', 'notes.txt'), 'hello');
}

const byUuid = (villagers: readonly SaveVillager[]) =>
  [...villagers].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
const villager = (uuid: string) => {
  const found = scan.villagers.find((v) => v.uuid === uuid);
  if (!found) throw new Error(`No villager ${uuid}`);
  return found;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'world-save-test-'));
  await buildTestWorld(join(dir, 'world'));
  progress = [];
  scan = await scanWorld(join(dir, 'world'), {
    workers: 0,
    onProgress: (read, total) => progress.push([read, total]),
  });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('scanWorld on a test world', () => {
  it('reads level.dat: name, version and the Forge enchantment registry', () => {
    expect(scan.world).toMatchObject({
      levelName: 'Canz Hall',
      versionName: '1.12.2',
      dataVersion: 1343,
      enchantmentIdSource: 'forge',
    });
    expect(scan.world.enchantmentIds.get(5)).toBe('minecraft:mending');
    expect(scan.world.enchantmentIds.get(70)).toBe('minecraft:efficiency');
  });

  type Row = [
    who: string,
    uuid: string,
    dimension: string,
    at: number[],
    chunk: number[],
    type: string,
    offers: number,
  ];
  it.each<Row>([
    ['librarian', U.librarian, 'overworld', [4.5, 64, 7.5], [0, 0], 'Librarian', 3],
    ['tool smith', U.toolSmith, 'overworld', [20, 65, 3], [1, 0], 'Tool Smith', 3],
    ['nitwit', U.nitwit, 'overworld', [33, 64, 1], [2, 0], 'Nitwit', 0],
    ['child', U.child, 'overworld', [34, 64, 2], [2, 0], 'Farmer', 0],
    ['villager in a minecart', U.inMinecart, 'overworld', [50, 64.06, 5], [3, 0], 'Cleric', 1],
    ['villager on a pig in a boat', U.nested, 'overworld', [55, 63, 9], [3, 0], 'Butcher', 1],
    ["old 'Villager' id", U.oldId, 'overworld', [85, 64, 4], [5, 0], 'Leatherworker', 1],
    ['modded profession', U.modProfession, 'overworld', [100, 64, 20], [6, 1], 'Bank Teller', 1],
    ['signed UUID halves', U.signed, 'overworld', [101, 64, 21], [6, 1], 'Fisherman', 0],
    ['gzip region west of 0', U.westLibrarian, 'overworld', [-8.5, 70, 510], [-1, 31], 'Cartographer', 1],
    ['first chunk of a truncated region', U.truncatedKept, 'overworld', [512, 64, 0], [32, 0], 'Shepherd', 0],
    ['Nether (DIM-1)', U.nether, 'nether', [80, 40, 100], [5, 6], 'Weapon Smith', 1],
    ['End (DIM1)', U.end, 'end', [-24, 60, -500], [-2, -31], 'Armorer', 1],
  ])('finds the %s', (_who, uuid, dimension, at, chunk, type, offers) => {
    const v = villager(uuid);
    expect({
      dimension: v.dimension,
      at: [v.x, v.y, v.z],
      chunk: [v.chunkX, v.chunkZ],
      offers: v.offers.length,
    }).toEqual({
      dimension,
      at,
      chunk,
      offers,
    });
    expect(villagerType(v).type).toBe(type);
  });

  it('returns every villager, and none from unreadable chunks', () => {
    expect(scan.villagers).toHaveLength(Object.keys(U).length);
    expect(byUuid(scan.villagers).map((v) => v.uuid)).toEqual(Object.values(U).sort());
  });

  it("keeps a librarian's book offers in the game's order, enchantments by the save's numbers", () => {
    const v = villager(U.librarian);
    expect(v).toMatchObject({
      profession: 1,
      professionName: 'minecraft:librarian',
      career: 1,
      careerLevel: 3,
      customName: 'Librarian Bob 🐝',
      child: false,
      region: 'r.0.0.mca',
    });
    expect(v.offers).toEqual([
      {
        buy: { id: 'minecraft:paper', count: 24, damage: 0, enchantments: [] },
        buyB: null,
        sell: { id: 'minecraft:emerald', count: 1, damage: 0, enchantments: [] },
        uses: 3,
        maxUses: 10,
      },
      {
        buy: { id: 'minecraft:book', count: 1, damage: 0, enchantments: [] },
        buyB: { id: 'minecraft:emerald', count: 20, damage: 0, enchantments: [] },
        sell: {
          id: 'minecraft:enchanted_book',
          count: 1,
          damage: 0,
          enchantments: [{ numericId: 5, level: 1 }],
        },
        uses: 7,
        maxUses: 7,
      },
      {
        buy: { id: 'minecraft:book', count: 1, damage: 0, enchantments: [] },
        buyB: { id: 'minecraft:emerald', count: 41, damage: 0, enchantments: [] },
        sell: {
          id: 'minecraft:enchanted_book',
          count: 1,
          damage: 0,
          enchantments: [{ numericId: 91, level: 4 }],
        },
        uses: 0,
        maxUses: 7,
      },
    ]);
    const names = v.offers.flatMap((o) =>
      o.sell.enchantments.map((e) => scan.world.enchantmentIds.get(e.numericId)),
    );
    expect(names).toEqual(['minecraft:mending', 'somanyenchantments:advancedsharpness']);
  });

  it("reads a tool smith's enchanted gear from tag.ench", () => {
    const gear = villager(U.toolSmith).offers.slice(1);
    expect(gear.map((o) => [o.sell.id, o.sell.enchantments, o.buy])).toEqual([
      [
        'minecraft:iron_pickaxe',
        [
          { numericId: 70, level: 2 },
          { numericId: 34, level: 1 },
        ],
        { id: 'minecraft:emerald', count: 9, damage: 0, enchantments: [] },
      ],
      [
        'minecraft:iron_shovel',
        [{ numericId: 70, level: 1 }],
        { id: 'minecraft:emerald', count: 6, damage: 0, enchantments: [] },
      ],
    ]);
    expect(gear[0].sell.enchantments.map((e) => scan.world.enchantmentIds.get(e.numericId))).toEqual([
      'minecraft:efficiency',
      'minecraft:unbreaking',
    ]);
  });

  it('marks children and keeps villagers without offers', () => {
    expect(villager(U.child)).toMatchObject({ child: true, offers: [] });
    expect(villager(U.nitwit)).toMatchObject({
      child: false,
      offers: [],
      customName: null,
      professionName: null,
    });
  });

  it('counts entities of other ids that carry Offers as modded villagers, riders included', () => {
    expect(scan.moddedVillagers).toEqual([
      { id: 'mca:villager', count: 2 },
      { id: 'somemod:trader', count: 1 },
    ]);
  });

  it.each([
    { kind: 'bad_offset', region: 'r.0.0.mca', x: 10, z: 2, reason: /^Bad offset: / },
    { kind: 'truncated', region: 'r.0.0.mca', x: 11, z: 2, reason: /^Truncated: / },
    { kind: 'bad_compression', region: 'r.0.0.mca', x: 12, z: 2, reason: /^Bad compression: / },
    { kind: 'bad_nbt', region: 'r.0.0.mca', x: 13, z: 2, reason: /^Bad NBT: / },
    { kind: 'truncated', region: 'r.1.0.mca', x: 32, z: 2, reason: /^Truncated: the file ends/ },
    {
      kind: 'truncated',
      region: 'r.2.0.mca',
      x: 64,
      z: 0,
      reason: /^Truncated: the region file is 100 bytes/,
    },
  ])('reports a $kind chunk at $x, $z of $region and reads the rest', ({ kind, region, x, z, reason }) => {
    const found = scan.problems.filter((p) => p.region === region && p.x === x && p.z === z);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind, dimension: 'overworld' });
    expect(found[0].reason).toMatch(reason);
  });

  it('reports nothing else (an empty region file is not a problem)', () => {
    expect(scan.problems).toHaveLength(6);
  });

  it('counts region files (r.X.Z.mca only) and their bytes, and reports progress', () => {
    expect(scan.regions).toBe(7);
    expect(scan.regionBytes).toBeGreaterThan(8192 * 4);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((read) => [read, 7]));
    expect(scan.seconds).toBeGreaterThan(0);
  });

  it('finds the same villagers, modded villagers and unreadable chunks as a full prismarine-nbt parse', async () => {
    const oracle = await oracleScanWorld(join(dir, 'world'));
    expect(byUuid(scan.villagers)).toEqual(byUuid(oracle.villagers));
    expect(scan.moddedVillagers).toEqual(oracle.moddedVillagers);
    const spot = (p: { region: string; x: number; z: number }) => `${p.region} ${p.x},${p.z}`;
    expect(scan.problems.map(spot).sort()).toEqual(oracle.badChunks.map(spot).sort());
  });

  it('gives the same result on worker threads', async () => {
    const threaded = await scanWorld(join(dir, 'world'), { workers: 2 });
    expect(threaded.workerThreads).toBe(2);
    expect(scan.workerThreads).toBe(0);
    const same = { seconds: 0, workerThreads: 0, peakWorkerHeapBytes: 0 };
    expect({ ...threaded, ...same }).toEqual({ ...scan, ...same });
  }, 30_000);
});

const CORRUPTIONS = ['bad_offset', 'truncated', 'bad_compression', 'bad_nbt'] as const;

describe('scanWorld on generated worlds, against prismarine-nbt', () => {
  it.each([
    { name: 'zlib, realistic chunks', seed: 11, compression: 2 as const },
    { name: 'gzip, realistic chunks', seed: 12, compression: 1 as const },
  ])(
    '$name',
    async ({ seed, compression }) => {
      const rnd = random(seed);
      const target = join(dir, `generated-${seed}`);
      const regions: WorldFiles['regions'] = [];
      let made = 0;
      let placed = 0; // villagers in readable chunks
      let readable = 0;
      const corrupt: { region: string; x: number; z: number }[] = [];
      for (const [regionX, regionZ] of [
        [0, 0],
        [-1, 0],
      ]) {
        const chunks: ChunkSpec[] = [];
        const perChunk = new Map<ChunkSpec, number>();
        for (let i = 0; i < 24; i++) {
          const x = Math.floor(rnd() * 32);
          const z = Math.floor(rnd() * 32);
          if (chunks.some((c) => c.x === x && c.z === z)) continue;
          const entities: object[] = [];
          const before = made;
          for (let n = Math.floor(rnd() * 4); n > 0; n--) {
            const profession = Math.floor(rnd() * 6);
            const wx = (regionX * 32 + x) * 16 + rnd() * 16;
            const wz = (regionZ * 32 + z) * 16 + rnd() * 16;
            const v = villagerEntity({
              uuid: testUuid(seed * 1000 + made++),
              x: wx,
              y: 64,
              z: wz,
              profession,
              career: 1 + Math.floor(rnd() * 2),
              careerLevel: 1 + Math.floor(rnd() * 4),
              offers:
                profession === 5
                  ? []
                  : Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => ({
                      buy: { id: 'minecraft:book' },
                      buyB: emeralds(5 + Math.floor(rnd() * 60)),
                      sell: {
                        id: 'minecraft:enchanted_book',
                        stored: [[Math.floor(rnd() * 72), 1 + Math.floor(rnd() * 5)]] as [number, number][],
                      },
                      uses: Math.floor(rnd() * 7),
                    })),
            });
            entities.push(rnd() < 0.2 ? vehicleEntity({ x: wx, y: 64, z: wz, passengers: [v] }) : v);
          }
          if (rnd() < 0.1) entities.push(moddedTraderEntity({ id: 'mca:villager', x: 0, y: 0, z: 0 }));
          const chunk: ChunkSpec = { x, z, entities };
          chunks.push(chunk);
          perChunk.set(chunk, made - before);
        }
        // Corrupt chunks at random places in sector order (the array's order): what follows one is still read.
        for (const at of [0, ...Array.from({ length: 4 }, () => Math.floor(rnd() * chunks.length))]) {
          const chunk = chunks[at];
          if (!chunk || chunk.corrupt) continue;
          chunk.corrupt = CORRUPTIONS[Math.floor(rnd() * CORRUPTIONS.length)];
          corrupt.push({
            region: `r.${regionX}.${regionZ}.mca`,
            x: regionX * 32 + chunk.x,
            z: regionZ * 32 + chunk.z,
          });
        }
        readable += chunks.filter((chunk) => !chunk.corrupt).length;
        placed += chunks
          .filter((chunk) => !chunk.corrupt)
          .reduce((sum, chunk) => sum + (perChunk.get(chunk) ?? 0), 0);
        regions.push({
          dimension: 'overworld' as const,
          file: `r.${regionX}.${regionZ}.mca`,
          bytes: await buildRegion(chunks, { filler: true, regionX, regionZ, compression, seed }),
        });
      }
      await writeWorld(target, { levelDat: await buildLevelDat({}), regions });

      const [fast, threaded, oracle] = await Promise.all([
        scanWorld(target, { workers: 0 }),
        scanWorld(target, { workers: 2 }),
        oracleScanWorld(target),
      ]);
      const byPlace = <T extends { region: string; x: number; z: number }>(list: readonly T[]) =>
        list.map(({ region, x, z }) => `${region} ${x} ${z}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(corrupt.length).toBeGreaterThanOrEqual(4);
      expect(byPlace(fast.problems)).toEqual(byPlace(corrupt));
      expect(byPlace(oracle.badChunks)).toEqual(byPlace(corrupt));
      expect(oracle.chunks).toBe(readable);
      expect(fast.villagers.length).toBe(placed);
      expect(byUuid(fast.villagers)).toEqual(byUuid(oracle.villagers));
      expect(fast.moddedVillagers).toEqual(oracle.moddedVillagers);
      expect(threaded.villagers).toEqual(fast.villagers);
      expect(threaded.workerThreads).toBe(2);
    },
    60_000,
  );
});

describe('scanWorld on hostile input', () => {
  it('stops inflating a chunk that would grow past 32 MiB (a zip bomb) and reads the rest', async () => {
    const target = join(dir, 'zip-bomb');
    const bomb = compressChunk(new Uint8Array(40 * 1024 * 1024));
    const fine = compressChunk(
      buildChunkNbt(1, 0, [villagerEntity({ x: 20, y: 64, z: 1, profession: 1, career: 1, offers: [] })]),
    );
    const region = assembleRegion([
      { x: 0, z: 0, payload: bomb },
      { x: 1, z: 0, payload: fine },
    ]);
    await writeWorld(target, {
      levelDat: await buildLevelDat({}),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
    });
    // A budget for the whole world large enough that the chunk's own cap is what stops it.
    const result = await scanWorld(target, { limits: { inflatedPerRegionByte: 10_000 } });
    expect(result.villagers).toHaveLength(1);
    expect(result.problems).toEqual([
      {
        region: 'r.0.0.mca',
        dimension: 'overworld',
        x: 0,
        z: 0,
        kind: 'bad_compression',
        reason: 'Bad compression: the chunk inflates to more than 33554432 bytes.',
      },
    ]);
  });
});

describe('scanWorld refuses what is not a 1.12 world', () => {
  it.each([
    { name: 'a folder without level.dat', levelDat: null, code: 'no_level_dat', message: /no level\.dat/ },
    {
      name: 'a 1.16 world',
      levelDat: { dataVersion: 2586, versionName: '1.16.5' },
      code: 'unsupported_version',
      message: /^This world was saved by Minecraft 1\.16\.5; only 1\.12 worlds can be scanned\.$/,
    },
  ])('$name', async ({ levelDat, code, message }) => {
    const target = join(dir, `refused-${code}`);
    const region = await buildRegion([{ x: 0, z: 0, entities: [] }]);
    await writeWorld(target, {
      levelDat: await buildLevelDat(levelDat ?? {}),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
    });
    if (!levelDat) await rm(join(target, 'level.dat'));
    const error = await scanWorld(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code });
    expect((error as Error).message).toMatch(message);
  });

  it('scans a world without DataVersion (version unknown)', async () => {
    const target = join(dir, 'no-data-version');
    const region = await buildRegion([
      {
        x: 0,
        z: 0,
        entities: [villagerEntity({ x: 1, y: 64, z: 1, profession: 1, career: 1, offers: [] })],
      },
    ]);
    await writeWorld(target, {
      levelDat: await buildLevelDat({ dataVersion: null }),
      regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }],
    });
    const result = await scanWorld(target);
    expect(result.world).toMatchObject({
      dataVersion: null,
      versionName: null,
      enchantmentIdSource: 'vanilla',
    });
    expect(result.villagers).toHaveLength(1);
  });
});
