import type { WorldScan } from '@tradehall/contracts';
import { townName } from '@tradehall/domain';
import {
  buildRegion,
  moddedTraderEntity,
  plainEntity,
  type VillagerSpec,
  vehicleEntity,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  applyScan,
  chunksOf,
  EMERALD,
  id,
  librarian,
  makeServer,
  scanOk,
  trader,
  uploadWorld,
  villagerChunks,
  villagersWorld,
  worldZip,
} from './world-scans-support';

/**
 * Import from world save, the scan and the preview: what a 1.12.2 Forge save holds becomes villagers with named
 * offers, proposed slots and warnings; a scan writes nothing.
 */
let t: TestApp;
let owner: Session;
let serverId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
});
afterAll(() => t.close());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIBRARIAN = uuid(1);
const TOOLSMITH = uuid(2);
const NITWIT = uuid(3);
const CHILD = uuid(4);
const RIDER = uuid(5);
const BANKER = uuid(6);
const NETHER = uuid(7);
const FAR = uuid(8);

/** The test world: every kind of villager and damage in two regions and the Nether. */
async function richWorld(): Promise<Uint8Array> {
  const townA: VillagerSpec[] = [
    librarian(LIBRARIAN, 100.5, 100.5, [
      ['minecraft:mending', 1, 20],
      ['somanyenchantments:afa', 2, 30],
      ['othermod:keen_blade', 3, 25],
    ]),
    {
      ...trader(TOOLSMITH, 102.5, 100.5, 3, 3),
      careerLevel: 3,
      offers: [
        {
          buy: { id: EMERALD, count: 12 },
          sell: {
            id: 'minecraft:diamond_pickaxe',
            count: 1,
            damage: 0,
            ench: [
              [id('minecraft:efficiency'), 3],
              [id('minecraft:unbreaking'), 2],
            ],
          },
        },
      ],
    },
    { ...trader(NITWIT, 104.5, 100.5, 5, 1), offers: [] },
    { ...librarian(CHILD, 106.5, 100.5, []), child: true },
    {
      ...trader(BANKER, 108.5, 100.5, 0, 1),
      professionName: 'somemod:banker',
      customName: 'Bob',
      offers: [{ buy: { id: 'somemod:coin', count: 3 }, sell: { id: EMERALD, count: 1 } }],
    },
  ];
  const rider = trader(RIDER, 110.5, 100.5, 0, 1);
  const entities = [
    ...townA.map((v) => ({ x: v.x, z: v.z, entity: villagerEntity(v) })),
    {
      x: 110.5,
      z: 100.5,
      entity: vehicleEntity({ x: 110.5, y: 64, z: 100.5, passengers: [villagerEntity(rider)] }),
    },
    { x: 112.5, z: 100.5, entity: moddedTraderEntity({ id: 'mca:villager', x: 112.5, y: 64, z: 100.5 }) },
    { x: 114.5, z: 100.5, entity: plainEntity({ id: 'minecraft:zombie', x: 114.5, y: 64, z: 100.5 }) },
  ];
  const region00 = await buildRegion([
    ...chunksOf(entities),
    { x: 20, z: 20, entities: [], corrupt: 'bad_nbt' },
  ]);
  const far = trader(FAR, 600.5, 100.5, 4, 1);
  const region10 = await buildRegion(villagerChunks([far]), { regionX: 1 });
  const nether = trader(NETHER, 20.5, 20.5, 2, 1);
  return worldZip({
    folder: 'MyWorld',
    files: {
      'region/r.0.0.mca': region00,
      'region/r.1.0.mca': region10,
      'region/r.-1.0.mca': region00.subarray(0, 9000), // cut short mid-chunk
      'DIM-1/region/r.0.0.mca': await buildRegion(villagerChunks([nether])),
      'playerdata/steve.dat': new Uint8Array([1, 2, 3]),
    },
    extra: { 'MyWorld/data/villages.dat': new Uint8Array([4, 5, 6]) },
  });
}

const countTrades = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('trades')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`scanning a world save (${testDialect})`, () => {
  let scan: WorldScan;
  beforeAll(async () => {
    scan = await scanOk(owner, serverId, await richWorld());
  });
  const villager = (uuid: string) => {
    const found = scan.villagers.find((v) => v.uuid === uuid);
    if (!found) throw new Error(`villager ${uuid} is not in the scan`);
    return found;
  };

  it("answers the preview in the issue's shape, and writes no trades", async () => {
    expect(Object.keys(scan).sort()).toEqual(['gone', 'id', 'summary', 'villagers', 'world']);
    expect(scan.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(scan.world).toEqual({ name: 'Test World', version: '1.12.2', data_version: 1343 });
    expect(Object.keys(scan.summary).sort()).toEqual(
      [
        'villagers',
        'offers',
        'towns',
        'locations',
        'seconds',
        'modded_villagers',
        'unknown_enchantments',
        'unknown_items',
        'skipped_chunks',
        'chunks',
        'changed_chunks',
        'last_scan_at',
      ].sort(),
    );
    expect(Object.keys(villager(LIBRARIAN)).sort()).toEqual(
      [
        'uuid',
        'name',
        'dimension',
        'x',
        'y',
        'z',
        'villager_type',
        'career_level',
        'status',
        'proposed',
        'offers',
      ].sort(),
    );
    expect(scan.gone).toEqual([]);
    expect(await countTrades()).toBe(0);
  });

  it('finds every villager: in a minecart, in the Nether, a nitwit and a child (no offers), one far away', () => {
    expect(scan.villagers.map((v) => v.uuid).sort()).toEqual(
      [LIBRARIAN, TOOLSMITH, NITWIT, CHILD, RIDER, BANKER, NETHER, FAR].sort(),
    );
    expect(scan.summary.villagers).toBe(8);
    expect(scan.summary.offers).toBe(3 + 1 + 1 + 1 + 1 + 1);
    expect(villager(RIDER)).toMatchObject({
      villager_type: 'Farmer',
      x: 110.5,
      z: 100.5,
      dimension: 'overworld',
    });
    expect(villager(NETHER)).toMatchObject({ villager_type: 'Cleric', dimension: 'nether' });
    expect(villager(NITWIT)).toMatchObject({ villager_type: 'Nitwit', offers: [] });
    expect(villager(CHILD)).toMatchObject({ villager_type: 'Librarian', offers: [] });
    expect(villager(BANKER)).toMatchObject({ name: 'Bob', villager_type: 'Banker' });
    expect(scan.villagers.every((v) => v.status === 'new')).toBe(true);
  });

  it("names a librarian's books through the Forge registry, older SME ids included, in the game's cost order", () => {
    const offers = villager(LIBRARIAN).offers;
    expect(offers[0]).toEqual({
      cost_item1: 'Emerald',
      cost_amount1: 20,
      cost_item2: 'Book',
      cost_amount2: 1,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      enchantments: [{ name: 'Mending', mcid: 'minecraft:mending', level: 1 }],
      uses: 0,
      max_uses: 7,
    });
    expect(offers[1]!.enchantments).toEqual([
      { name: 'Advanced Fire Aspect', mcid: 'somanyenchantments:afa', level: 2 },
    ]);
    expect(offers[2]!.enchantments).toEqual([{ name: null, mcid: 'othermod:keen_blade', level: 3 }]);
    expect(villager(LIBRARIAN).career_level).toBe(3);
  });

  it("reads a tool smith's enchanted gear", () => {
    expect(villager(TOOLSMITH)).toMatchObject({ villager_type: 'Tool Smith', career_level: 3 });
    expect(villager(TOOLSMITH).offers).toEqual([
      expect.objectContaining({
        cost_item1: 'Emerald',
        cost_amount1: 12,
        cost_item2: '',
        cost_amount2: 0,
        sell_item: 'Diamond Pickaxe',
        enchantments: [
          { name: 'Efficiency', mcid: 'minecraft:efficiency', level: 3 },
          { name: 'Unbreaking', mcid: 'minecraft:unbreaking', level: 2 },
        ],
      }),
    ]);
  });

  it('warns of unknown enchantments and items, modded villagers and skipped chunks', () => {
    expect(scan.summary.unknown_enchantments).toEqual([
      { mcid: 'othermod:keen_blade', numeric_id: 91, count: 1 },
    ]);
    expect(scan.summary.unknown_items).toEqual([{ id: 'somemod:coin', count: 1 }]);
    expect(scan.summary.modded_villagers).toEqual([
      { id: 'mca:villager', count: 1 },
      { id: 'somemod:banker', count: 1 },
    ]);
    const skipped = scan.summary.skipped_chunks;
    expect(skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ region: 'r.0.0.mca', x: 20, z: 20 }),
        expect.objectContaining({ region: 'r.-1.0.mca' }),
      ]),
    );
    for (const chunk of skipped) expect(chunk.reason.length).toBeGreaterThan(5);
  });

  it('proposes two towns 500 blocks apart, named by the town-name generator from their centres', () => {
    const near = villager(LIBRARIAN).proposed;
    const far = villager(FAR).proposed;
    const townA = [LIBRARIAN, TOOLSMITH, NITWIT, CHILD, RIDER, BANKER].map((u) => villager(u).proposed.town);
    expect(new Set(townA)).toEqual(new Set([near.town]));
    expect(near.town).toBe(townName(106, 101));
    expect(far).toEqual({ town: townName(601, 101), location: 'Hall 1', row: 'A', num: 1 });
    expect(near.location).toBe('Hall 1');
    expect(scan.summary.towns).toBe(3); // town A, the far one, and the Nether's
    expect(scan.summary.locations).toBe(3);
  });

  it('answers GET /api/world-scans/{id} the same, to its user only', async () => {
    const again = await owner.request({ method: 'GET', url: `/api/world-scans/${scan.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(scan);
    for (const other of [await t.loginAs('user'), await t.loginAs('admin')]) {
      const response = await other.request({ method: 'GET', url: `/api/world-scans/${scan.id}` });
      expect(response.statusCode).toBe(404);
      const apply = await applyScan(other, scan.id);
      expect(apply.statusCode).toBe(404);
    }
  });

  it('keeps a scan 24 hours', async () => {
    const kept = await scanOk(owner, serverId, await villagersWorld([trader(uuid(99), 0.5, 0.5, 0, 1)]));
    const row = await t.app.deps.db
      .selectFrom('world_scans')
      .select(['created_at', 'expires_at'])
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 60 * 60 * 1000);
    await t.app.deps.db
      .updateTable('world_scans')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', kept.id)
      .execute();
    expect((await owner.request({ method: 'GET', url: `/api/world-scans/${kept.id}` })).statusCode).toBe(404);
    expect((await applyScan(owner, kept.id)).statusCode).toBe(404);
  });
});

describe(`the world's level.dat (${testDialect})`, () => {
  it('accepts a world at the top of the ZIP and one folder deep', async () => {
    const villagers = [trader(uuid(10), 0.5, 0.5, 0, 1)];
    const region = await buildRegion(villagerChunks(villagers));
    for (const folder of ['', 'Some World']) {
      const scan = await scanOk(
        owner,
        serverId,
        await worldZip({ folder, files: { 'region/r.0.0.mca': region } }),
      );
      expect(scan.villagers.map((v) => v.uuid)).toEqual([uuid(10)]);
    }
  });

  it('scans a save without DataVersion and says its version is unknown', async () => {
    const scan = await scanOk(
      owner,
      serverId,
      await villagersWorld([trader(uuid(11), 0.5, 0.5, 0, 1)], { dataVersion: null }),
    );
    expect(scan.world).toEqual({ name: 'Test World', version: 'unknown', data_version: null });
  });

  it('falls back to the vanilla 1.12.2 enchantment ids without a Forge registry', async () => {
    const book = {
      ...trader(uuid(12), 0.5, 0.5, 1, 1),
      offers: [
        { buy: { id: EMERALD, count: 9 }, sell: { id: 'minecraft:enchanted_book', stored: [[70, 1]] } },
      ],
    } satisfies VillagerSpec;
    const scan = await scanOk(owner, serverId, await villagersWorld([book], { enchantmentIds: null }));
    expect(scan.villagers[0]!.offers[0]!.enchantments).toEqual([
      { name: 'Mending', mcid: 'minecraft:mending', level: 1 },
    ]);
  });

  it('answers 422 for a world of another version', async () => {
    const response = await uploadWorld(
      owner,
      serverId,
      await villagersWorld([], { dataVersion: 2586, versionName: '1.16.5' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'This world was saved by Minecraft 1.16.5; only 1.12 worlds can be scanned.',
    });
  });

  it('refuses a level.dat that unpacks to more than a level.dat could be (a gzip bomb)', async () => {
    const { gzipSync } = await import('node:zlib');
    const { zipSync } = await import('fflate');
    const bomb = gzipSync(Buffer.alloc(65 * 1024 * 1024));
    const response = await uploadWorld(owner, serverId, zipSync({ 'Bomb/level.dat': bomb }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "'Bomb/level.dat' unpacks to more than 64 MB: it is no level.dat.",
    });
  });

  it('answers 400 naming level.dat when it is not NBT', async () => {
    const zip = await worldZip({ folder: 'MyWorld', files: {} });
    const { unzipSync, zipSync } = await import('fflate');
    const entries = unzipSync(zip);
    entries['MyWorld/level.dat'] = new TextEncoder().encode('this is not a level.dat');
    const response = await uploadWorld(owner, serverId, zipSync(entries));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('MyWorld/level.dat');
  });
});
