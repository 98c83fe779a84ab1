import type { Trade } from '@tradehall/contracts';
import type { VillagerSpec } from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { ok } from './trade-world';
import {
  applyScan,
  BOOK,
  EMERALD,
  ENCHANTED_BOOK,
  FORGE_IDS,
  makeServer,
  scanOk,
  storedTrades,
  trader,
  villagersWorld,
} from './world-scans-support';

/**
 * The apply hands the trades table typed rows (enchantments by reference, numbers as numbers): names that a
 * trades CSV cell would read back as something else are written as the save has them; and an apply refused
 * by a rule of its last step leaves nothing of its earlier steps behind.
 */
let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
});
afterAll(() => t.close());

const uuid = (n: number) => `00000000-0000-4000-9100-${String(n).padStart(12, '0')}`;

/** A modded world's registry: three enchantments of a mod besides the test worlds' own. */
const MOD_IDS: Record<string, number> = {
  ...FORGE_IDS,
  'mymod:volt': 120,
  'mymod:volt_two': 121,
  'mymod:shock': 122,
};

/** A librarian selling one book holding these enchantments (numeric ids of MOD_IDS, levels). */
function bookSeller(n: number, x: number, stored: [string, number][]): VillagerSpec {
  return {
    uuid: uuid(n),
    x,
    y: 64,
    z: 10.5,
    profession: 1,
    career: 1,
    professionName: 'minecraft:librarian',
    careerLevel: 1,
    offers: [
      {
        buy: { id: EMERALD, count: 30 },
        buyB: { id: BOOK, count: 1 },
        sell: {
          id: ENCHANTED_BOOK,
          count: 1,
          stored: stored.map(([mcid, level]) => [MOD_IDS[mcid]!, level] as [number, number]),
        },
      },
    ],
  };
}

/** A reference enchantment as the reference data (or an older version of it) holds it. */
async function addReference(name: string, mcid: string, maxlevel: number) {
  await t.app.deps.db
    .insertInto('enchantments')
    .values({
      name,
      mcid,
      rarity: 'Rare',
      maxlevel,
      applicable: 'Any',
      incompatibilities: '',
      curse: 0,
      description: '',
      notes: '',
    })
    .execute();
}

describe(`world-scan apply writes rows, not CSV text (${testDialect})`, () => {
  beforeAll(async () => {
    // 'Volt 2' is a name of its own: the cell 'Volt 2' reads back as it, level 1, not as Volt at level 2.
    await addReference('Volt', 'mymod:volt', 3);
    await addReference('Volt 2', 'mymod:volt_two', 1);
    // A name from before names lost ';' (the cell's separator).
    await addReference('Shock; Storm', 'mymod:shock', 2);
  });

  it('stores the enchantments the save names, whatever their names hold', async () => {
    const serverId = await makeServer(t, owner);
    const world = await villagersWorld(
      [
        bookSeller(1, 10.5, [['mymod:volt', 2]]),
        bookSeller(2, 12.5, [
          ['mymod:shock', 2],
          ['mymod:volt_two', 1],
        ]),
      ],
      { enchantmentIds: MOD_IDS },
    );
    const scan = await scanOk(owner, serverId, world);
    expect(scan.summary.unknown_enchantments).toEqual([]);
    const response = await applyScan(owner, scan.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, unchanged: 0, removed: 0, skipped: 0 });

    const listed = await ok<Trade[]>(owner, 'GET', `/api/trades?server_id=${serverId}&vt=Librarian`);
    expect(listed.map((tr) => tr.enchantments.map((e) => [e.name, e.level]))).toEqual([
      [['Volt', 2]],
      [
        ['Shock; Storm', 2],
        ['Volt 2', 1],
      ],
    ]);

    // What was written is what the scan compares with: the same world again is all unchanged.
    const again = await scanOk(owner, serverId, world);
    expect(again.villagers.map((v) => v.status)).toEqual(['unchanged', 'unchanged']);
    expect((await applyScan(owner, again.id)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe(`an apply refused at its last step (${testDialect})`, () => {
  it('leaves no enchantment reference, town, location, trade or audit row of its earlier steps', async () => {
    const editor = await t.loginAs('editor');
    const serverId = await makeServer(t, owner);
    await ok(owner, 'POST', `/api/servers/${serverId}/members`, { username: editor.username });
    const farmer = trader(uuid(10), 200.5, 200.5, 0, 1);
    const first = await scanOk(editor, serverId, await villagersWorld([farmer]));
    expect((await applyScan(editor, first.id)).statusCode).toBe(200);
    const [stored] = await storedTrades(t, serverId);

    // A newcomer placed in a new town, and a librarian with an unknown enchantment placed in the farmer's slot.
    const newcomer = trader(uuid(11), 202.5, 200.5, 4, 1);
    const keen = bookSeller(12, 204.5, []);
    keen.offers![0]!.sell.stored = [[FORGE_IDS['othermod:keen_blade']!, 2]];
    const scan = await scanOk(editor, serverId, await villagersWorld([farmer, newcomer, keen]));
    expect(scan.summary.unknown_enchantments.map((u) => u.mcid)).toEqual(['othermod:keen_blade']);
    const before = {
      trades: await storedTrades(t, serverId),
      logs: await t.app.deps.db.selectFrom('logs').select('id').execute(),
      enchantments: await t.app.deps.db.selectFrom('enchantments').select('mcid').execute(),
    };
    const slot = { town: stored!.town, location: stored!.location, row: stored!.row, num: stored!.num };
    const response = await applyScan(editor, scan.id, {
      add_unknown_enchantments: true,
      placements: [
        { uuid: uuid(11), town: 'Fresh Town', location: 'Fresh Hall', row: 'A', num: 1 },
        { uuid: uuid(12), ...slot },
      ],
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toContain(`villager ${uuid(12)}`);
    expect(response.json().error).toContain('a slot holds one villager');

    expect(await storedTrades(t, serverId)).toEqual(before.trades);
    expect(await t.app.deps.db.selectFrom('logs').select('id').execute()).toEqual(before.logs);
    expect(await t.app.deps.db.selectFrom('enchantments').select('mcid').execute()).toEqual(
      before.enchantments,
    );
    const towns = await ok<{ name: string }[]>(editor, 'GET', `/api/towns?server_id=${serverId}`);
    expect(towns.map((town) => town.name)).toEqual([stored!.town]);
  });
});
