// The report a host sends the server (regionsReport: the browser's; scanReport: the server's own scan): every
// field of the world, the regions, the villagers and their offers, as the contracts' WorldScanReport names it.
import { describe, expect, it } from 'vitest';
import type { RegionResult } from './region-core';
import { regionsReport, scanReport } from './report';
import type { ChunkProblem, SaveVillager, WorldInfo, WorldScan } from './types';

const WORLD: WorldInfo = {
  levelName: 'Report Hall',
  versionName: '1.12.2',
  dataVersion: 1343,
  seed: '-42',
  enchantmentIds: new Map([
    [5, 'minecraft:mending'],
    [70, 'minecraft:efficiency'],
  ]),
  enchantmentIdSource: 'forge',
};

const WORLD_REPORT = {
  level_name: 'Report Hall',
  version_name: '1.12.2',
  data_version: 1343,
  seed: '-42',
  enchantment_ids: [
    [5, 'minecraft:mending'],
    [70, 'minecraft:efficiency'],
  ],
  enchantment_id_source: 'forge',
};

const LIBRARIAN: SaveVillager = {
  uuid: '00000000-0000-4000-8000-000000000001',
  dimension: 'nether',
  x: 1.5,
  y: 64,
  z: -3.25,
  profession: 1,
  professionName: 'minecraft:librarian',
  career: 1,
  careerLevel: 2,
  customName: 'Bob',
  child: false,
  offers: [
    {
      buy: { id: 'minecraft:book', count: 1, damage: 0, enchantments: [] },
      buyB: { id: 'minecraft:emerald', count: 20, damage: 3, enchantments: [] },
      sell: {
        id: 'minecraft:enchanted_book',
        count: 1,
        damage: 0,
        enchantments: [
          { numericId: 5, level: 1 },
          { numericId: 70, level: 4 },
        ],
      },
      uses: 2,
      maxUses: 7,
    },
    {
      buy: { id: 'minecraft:paper', count: 24, damage: 0, enchantments: [] },
      buyB: null,
      sell: { id: 'minecraft:emerald', count: 1, damage: 0, enchantments: [] },
      uses: 0,
      maxUses: 12,
    },
  ],
  region: 'r.-1.0.mca',
  chunkX: -2,
  chunkZ: 5,
};

const CHILD: SaveVillager = {
  uuid: '00000000-0000-4000-8000-000000000002',
  dimension: 'overworld',
  x: 0,
  y: 70,
  z: 0,
  profession: null,
  professionName: null,
  career: null,
  careerLevel: null,
  customName: null,
  child: true,
  offers: [],
  region: 'r.0.0.mca',
  chunkX: 0,
  chunkZ: 0,
};

const LIBRARIAN_REPORT = {
  uuid: '00000000-0000-4000-8000-000000000001',
  dimension: 'nether',
  x: 1.5,
  y: 64,
  z: -3.25,
  profession: 1,
  profession_name: 'minecraft:librarian',
  career: 1,
  career_level: 2,
  custom_name: 'Bob',
  child: false,
  offers: [
    {
      buy: { id: 'minecraft:book', count: 1, damage: 0, enchantments: [] },
      buy_b: { id: 'minecraft:emerald', count: 20, damage: 3, enchantments: [] },
      sell: {
        id: 'minecraft:enchanted_book',
        count: 1,
        damage: 0,
        enchantments: [
          { numeric_id: 5, level: 1 },
          { numeric_id: 70, level: 4 },
        ],
      },
      uses: 2,
      max_uses: 7,
    },
    {
      buy: { id: 'minecraft:paper', count: 24, damage: 0, enchantments: [] },
      buy_b: null,
      sell: { id: 'minecraft:emerald', count: 1, damage: 0, enchantments: [] },
      uses: 0,
      max_uses: 12,
    },
  ],
  region: 'r.-1.0.mca',
  chunk_x: -2,
  chunk_z: 5,
};

const CHILD_REPORT = {
  uuid: '00000000-0000-4000-8000-000000000002',
  dimension: 'overworld',
  x: 0,
  y: 70,
  z: 0,
  profession: null,
  profession_name: null,
  career: null,
  career_level: null,
  custom_name: null,
  child: true,
  offers: [],
  region: 'r.0.0.mca',
  chunk_x: 0,
  chunk_z: 0,
};

const problem = (region: string, x: number, z: number): ChunkProblem => ({
  region,
  dimension: 'overworld',
  x,
  z,
  kind: 'bad_nbt',
  reason: `Bad NBT at ${x}, ${z}.`,
});

/** 1,024 save times: 0 but slots 1 and 2 (time 7) and 1,023 (time 9). */
const TIMES = Array.from({ length: 1024 }, (_, i) => (i === 1 || i === 2 ? 7 : i === 1023 ? 9 : 0));
const TIME_RUNS = [
  [0, 1],
  [7, 2],
  [0, 1020],
  [9, 1],
];

const result = (over: Partial<RegionResult>): RegionResult => ({
  villagers: [],
  modded: [],
  problems: [],
  bytes: 0,
  chunks: 0,
  inflatedBytes: 0,
  villagerEntries: 0,
  peakHeapBytes: 0,
  timestamps: [],
  slots: 0,
  unchanged: [],
  moddedByChunk: [],
  ...over,
});

describe('regionsReport', () => {
  it('reports each region, its villagers, modded traders and problems (sorted by z then x), and the seconds', () => {
    const report = regionsReport(
      WORLD,
      [
        {
          dimension: 'overworld',
          file: 'r.0.0.mca',
          result: result({
            bytes: 12_288,
            slots: 3,
            timestamps: TIMES,
            unchanged: [2, 1],
            villagers: [CHILD],
            problems: [problem('r.0.0.mca', 5, 1), problem('r.0.0.mca', 3, 0), problem('r.0.0.mca', 1, 1)],
            moddedByChunk: [
              [1, 'mod:trader', 2],
              [1023, 'mod:other', 1],
            ],
          }),
        },
        {
          dimension: 'nether',
          file: 'r.-1.0.mca',
          result: result({
            bytes: 100,
            slots: 0,
            villagers: [LIBRARIAN],
            problems: [problem('r.-1.0.mca', -32, 0)],
            moddedByChunk: [[0, 'mod:nether', 4]],
          }),
        },
      ],
      1.25,
    );
    expect(report).toEqual({
      world: WORLD_REPORT,
      regions: [
        {
          dimension: 'overworld',
          file: 'r.0.0.mca',
          bytes: 12_288,
          slots: 3,
          timestamps: TIME_RUNS,
          unchanged: [2, 1],
        },
        {
          dimension: 'nether',
          file: 'r.-1.0.mca',
          bytes: 100,
          slots: 0,
          timestamps: [[0, 1024]],
          unchanged: [],
        },
      ],
      villagers: [CHILD_REPORT, LIBRARIAN_REPORT],
      modded: [
        ['overworld', 'r.0.0.mca', 1, 'mod:trader', 2],
        ['overworld', 'r.0.0.mca', 1023, 'mod:other', 1],
        ['nether', 'r.-1.0.mca', 0, 'mod:nether', 4],
      ],
      problems: [
        problem('r.0.0.mca', 3, 0),
        problem('r.0.0.mca', 1, 1),
        problem('r.0.0.mca', 5, 1),
        problem('r.-1.0.mca', -32, 0),
      ],
      seconds: 1.25,
    });
  });

  it.each([
    { name: 'none (an unreadable header)', timestamps: [], runs: [[0, 1024]] },
    { name: 'fewer than 1,024', timestamps: [5, 5, 5], runs: [[0, 1024]] },
    { name: 'all 1,024', timestamps: Array(1024).fill(5), runs: [[5, 1024]] },
  ])('sends 1,024 save times when the host read $name', ({ timestamps, runs }) => {
    const report = regionsReport(
      WORLD,
      [{ dimension: 'end', file: 'r.0.0.mca', result: result({ timestamps }) }],
      0,
    );
    expect(report.regions[0]!.timestamps).toEqual(runs);
  });

  it('leaves the problems it was given in their order', () => {
    const problems = [problem('r.0.0.mca', 5, 1), problem('r.0.0.mca', 3, 0)];
    regionsReport(WORLD, [{ dimension: 'overworld', file: 'r.0.0.mca', result: result({ problems }) }], 0);
    expect(problems.map((p) => p.x)).toEqual([5, 3]);
  });

  it('reports a world of no regions', () => {
    expect(regionsReport({ ...WORLD, enchantmentIds: new Map() }, [], 0)).toEqual({
      world: { ...WORLD_REPORT, enchantment_ids: [] },
      regions: [],
      villagers: [],
      modded: [],
      problems: [],
      seconds: 0,
    });
  });
});

const scan = (over: Partial<WorldScan>): WorldScan => ({
  world: WORLD,
  villagers: [],
  moddedVillagers: [],
  problems: [],
  regions: 0,
  regionBytes: 0,
  seconds: 0,
  workerThreads: 0,
  peakWorkerHeapBytes: 0,
  chunks: 0,
  changedChunks: 0,
  rescan: false,
  state: { worldKey: 'k', regions: {} },
  ...over,
});

describe('scanReport', () => {
  const problems = [problem('r.0.0.mca', 5, 1), problem('r.0.0.mca', 3, 0)];
  const WORLD_SCAN = scan({
    villagers: [LIBRARIAN, CHILD],
    problems,
    seconds: 3.5,
    state: {
      worldKey: 'k',
      regions: {
        'overworld/r.0.0.mca': {
          timestamps: TIMES,
          villagers: [CHILD],
          problems,
          modded: [
            [1, 'mod:trader', 2],
            [3, 'mod:other', 1],
          ],
        },
        'nether/r.-1.0.mca': { timestamps: Array(1024).fill(0), villagers: [], problems: [], modded: [] },
        'end/r.2.-3.mca': {
          timestamps: Array(1024).fill(4),
          villagers: [],
          problems: [],
          modded: [[0, 'mod:end', 6]],
        },
      },
    },
  });

  it('reports every region of the scan, its slots counted from the save times, and what it read', () => {
    expect(scanReport(WORLD_SCAN, { 'overworld/r.0.0.mca': [2, 1, 2] })).toEqual({
      world: WORLD_REPORT,
      regions: [
        {
          dimension: 'overworld',
          file: 'r.0.0.mca',
          bytes: 0,
          slots: 3,
          timestamps: TIME_RUNS,
          unchanged: [2, 1],
        },
        {
          dimension: 'nether',
          file: 'r.-1.0.mca',
          bytes: 0,
          slots: 0,
          timestamps: [[0, 1024]],
          unchanged: [],
        },
        {
          dimension: 'end',
          file: 'r.2.-3.mca',
          bytes: 0,
          slots: 1024,
          timestamps: [[4, 1024]],
          unchanged: [],
        },
      ],
      villagers: [LIBRARIAN_REPORT, CHILD_REPORT],
      modded: [
        ['overworld', 'r.0.0.mca', 1, 'mod:trader', 2],
        ['overworld', 'r.0.0.mca', 3, 'mod:other', 1],
        ['end', 'r.2.-3.mca', 0, 'mod:end', 6],
      ],
      problems,
      seconds: 3.5,
    });
  });

  it('reports no chunk unchanged unless told', () => {
    expect(scanReport(WORLD_SCAN).regions.map((r) => r.unchanged)).toEqual([[], [], []]);
  });
});
