import { ADDED_FIELDS, type Trade, type WorldScan } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv, importCsv, importZip, TRADE_HEADER, tradesCsv } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { ok } from './trade-world';
import {
  applyScan,
  BOOK,
  EMERALD,
  ENCHANTED_BOOK,
  id,
  librarian,
  makeServer,
  scanOk,
  storedTrades,
  trader,
  villagersWorld,
} from './world-scans-support';

/**
 * Applying a scan: one transaction through the trades, towns, locations (and enchantments) write paths; a second
 * scan of the same world changes nothing; changed villagers are updated in place; gone ones removed on request.
 */
let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
});
afterAll(() => t.close());

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const LIB = uuid(1);
const SMITH = uuid(2);
const FARMER = uuid(3);
const NITWIT = uuid(4);

const BOOKS: [string, number, number][] = [
  ['minecraft:mending', 1, 20],
  ['minecraft:sharpness', 4, 18],
];
const libWith = (books: [string, number, number][]) => librarian(LIB, 10.5, 10.5, books);
const smith = {
  ...trader(SMITH, 12.5, 10.5, 3, 2),
  offers: [{ buy: { id: EMERALD, count: 7 }, sell: { id: 'minecraft:iron_sword', count: 1 } }],
};
const farmer = trader(FARMER, 14.5, 10.5, 0, 1);
const nitwit = { ...trader(NITWIT, 16.5, 10.5, 5, 1), offers: [] };

async function logsOf(action: string, table: string, after: number) {
  return t.app.deps.db
    .selectFrom('logs')
    .select(['username', 'action', 'table_name', 'details'])
    .where('action', '=', action)
    .where('table_name', '=', table)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
}
const lastLogId = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('logs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );

describe(`applying a scan (${testDialect})`, () => {
  let serverId: number;
  let first: WorldScan;
  beforeAll(async () => {
    serverId = await makeServer(t, owner);
    first = await scanOk(owner, serverId, await villagersWorld([libWith(BOOKS), smith, farmer, nitwit]));
  });

  it('writes each offer as a trade that remembers its villager, with towns, locations and audit rows', async () => {
    const before = await lastLogId();
    const response = await applyScan(owner, first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 4, updated: 0, unchanged: 0, removed: 0, skipped: 0 });

    const trades = await storedTrades(t, serverId);
    const town = first.villagers[0]!.proposed.town;
    expect(
      trades.map((tr) => [tr.villager_uuid, tr.town, tr.location, tr.row, tr.num, tr.sell_item]),
    ).toEqual([
      [LIB, town, 'Hall 1', 'A', 1, 'Enchanted Book'],
      [LIB, town, 'Hall 1', 'A', 1, 'Enchanted Book'],
      [SMITH, town, 'Hall 1', 'B', 1, 'Iron Sword'],
      [FARMER, town, 'Hall 1', 'C', 1, 'Emerald'],
    ]);
    const listed = await ok<Trade[]>(owner, 'GET', `/api/trades?server_id=${serverId}&vt=Librarian`);
    expect(listed.map((tr) => tr.enchantments.map((e) => `${e.name} ${e.level}`))).toEqual([
      ['Mending 1'],
      ['Sharpness 4'],
    ]);
    expect(listed[0]).toMatchObject({
      cost_item1: 'Emerald',
      cost_amount1: 20,
      cost_item2: 'Book',
      cost_amount2: 1,
    });

    const summary = await logsOf('import', 'trades', before);
    expect(summary).toHaveLength(1);
    expect(JSON.parse(summary[0]!.details)).toMatchObject({
      via: 'world scan',
      scan: first.id,
      created: 4,
      towns_created: [town],
      locations_created: [`${town}: Hall 1`],
    });
    expect(await logsOf('create', 'trades', before)).toHaveLength(4);
    expect(await logsOf('create', 'towns', before)).toHaveLength(1);
    expect(await logsOf('create', 'locations', before)).toHaveLength(1);
  });

  it('applies a second scan of the same world as all unchanged', async () => {
    const again = await scanOk(
      owner,
      serverId,
      await villagersWorld([libWith(BOOKS), smith, farmer, nitwit]),
    );
    expect(again.villagers.map((v) => [v.uuid, v.status])).toEqual(
      expect.arrayContaining([
        [LIB, 'unchanged'],
        [SMITH, 'unchanged'],
        [FARMER, 'unchanged'],
      ]),
    );
    const response = await applyScan(owner, again.id);
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 4, removed: 0, skipped: 0 });
  });

  it('keeps the slot the player chose, and updates a villager whose offers changed in place', async () => {
    const chosen = { uuid: LIB, town: 'Library Town', location: 'Enchanting Row', row: 'Q', num: 7 };
    const moved = await scanOk(owner, serverId, await villagersWorld([libWith(BOOKS), smith, farmer]));
    const move = await applyScan(owner, moved.id, { placements: [chosen] });
    expect(move.json()).toEqual({ created: 0, updated: 2, unchanged: 2, removed: 0, skipped: 0 });

    // A new tier unlocked one more book, and the game re-priced the first one.
    const tier = await scanOk(
      owner,
      serverId,
      await villagersWorld([
        libWith([['minecraft:mending', 1, 25], BOOKS[1]!, ['minecraft:efficiency', 5, 30]]),
        smith,
        farmer,
      ]),
    );
    const lib = tier.villagers.find((v) => v.uuid === LIB)!;
    expect(lib.status).toBe('changed');
    expect(lib.proposed).toEqual({ town: 'Library Town', location: 'Enchanting Row', row: 'Q', num: 7 });
    const ids = (await storedTrades(t, serverId)).filter((tr) => tr.villager_uuid === LIB).map((tr) => tr.id);
    const applied = await applyScan(owner, tier.id);
    expect(applied.json()).toEqual({ created: 1, updated: 1, unchanged: 3, removed: 0, skipped: 0 });
    const libTrades = (await storedTrades(t, serverId)).filter((tr) => tr.villager_uuid === LIB);
    expect(libTrades.map((tr) => tr.id).slice(0, 2)).toEqual(ids);
    expect(libTrades.map((tr) => [tr.town, tr.location, tr.row, tr.num, tr.cost_amount1])).toEqual([
      ['Library Town', 'Enchanting Row', 'Q', 7, 25],
      ['Library Town', 'Enchanting Row', 'Q', 7, 18],
      ['Library Town', 'Enchanting Row', 'Q', 7, 30],
    ]);
  });

  it('lists villagers gone from the world, and removes their trades only with remove_gone', async () => {
    const world = await villagersWorld([
      libWith([['minecraft:mending', 1, 25], BOOKS[1]!, ['minecraft:efficiency', 5, 30]]),
      smith,
    ]);
    const scan = await scanOk(owner, serverId, world);
    expect(scan.gone).toEqual([
      {
        uuid: FARMER,
        town: first.villagers[0]!.proposed.town,
        location: 'Hall 1',
        row: 'C',
        num: 1,
        trades: 1,
      },
    ]);
    expect((await applyScan(owner, scan.id)).json()).toMatchObject({ removed: 0, unchanged: 4 });
    expect((await storedTrades(t, serverId)).some((tr) => tr.villager_uuid === FARMER)).toBe(true);

    const before = await lastLogId();
    const removing = await scanOk(owner, serverId, world);
    const response = await applyScan(owner, removing.id, { remove_gone: true });
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 4, removed: 1, skipped: 0 });
    expect((await storedTrades(t, serverId)).some((tr) => tr.villager_uuid === FARMER)).toBe(false);
    expect(await logsOf('delete', 'trades', before)).toHaveLength(1);
  });

  it('answers 409 naming the trades changed since the scan, and writes nothing', async () => {
    const scan = await scanOk(owner, serverId, await villagersWorld([libWith(BOOKS), smith]));
    const [edited] = await ok<Trade[]>(owner, 'GET', `/api/trades?server_id=${serverId}&vt=Weapon%20Smith`);
    await ok(owner, 'PUT', `/api/trades/${edited!.id}`, {
      location: edited!.location,
      row: edited!.row,
      num: edited!.num,
      villager_type: 'Weapon Smith',
      cost_item1: 'Emerald',
      cost_amount1: 3,
      sell_item: 'Iron Sword',
    });
    const before = await storedTrades(t, serverId);
    const response = await applyScan(owner, scan.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `These trades changed since the scan, so nothing was written: trades ${edited!.id}. Scan the world again.`,
    );
    expect(await storedTrades(t, serverId)).toEqual(before);
    // Applying the same scan twice: the first apply's trades are changes the second did not see.
    const fresh = await scanOk(owner, serverId, await villagersWorld([trader(uuid(50), 300.5, 300.5, 0, 1)]));
    expect((await applyScan(owner, fresh.id)).statusCode).toBe(200);
    expect((await applyScan(owner, fresh.id)).statusCode).toBe(409);
  });

  it('skips the villagers the player leaves out (their offers counted as skipped)', async () => {
    const a = trader(uuid(60), 900.5, 900.5, 0, 1);
    const b = trader(uuid(61), 902.5, 900.5, 4, 1);
    const scan = await scanOk(owner, serverId, await villagersWorld([a, b]));
    const response = await applyScan(owner, scan.id, { skip: [uuid(60)] });
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, removed: 0, skipped: 1 });
    const stored = (await storedTrades(t, serverId)).map((tr) => tr.villager_uuid);
    expect(stored).toContain(uuid(61));
    expect(stored).not.toContain(uuid(60));
    const unknown = await applyScan(owner, scan.id, { skip: [uuid(99)] });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses offers that break the trade rules, naming the villager, and writes nothing', async () => {
    const greedy = librarian(uuid(70), 1500.5, 1500.5, [['minecraft:mending', 3, 20]]); // Mending's max is 1
    const scan = await scanOk(owner, serverId, await villagersWorld([greedy]));
    const before = await storedTrades(t, serverId);
    const response = await applyScan(owner, scan.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(`villager ${uuid(70)}`);
    expect(response.json().error).toContain('Mending level must be from 1 to 1');
    expect(await storedTrades(t, serverId)).toEqual(before);
    const towns = await ok<{ name: string }[]>(owner, 'GET', `/api/towns?server_id=${serverId}`);
    expect(towns.map((town) => town.name)).not.toContain(scan.villagers[0]!.proposed.town);
  });
});

describe(`unknown enchantments (${testDialect})`, () => {
  const razor = (n: number, level: number) =>
    librarian(uuid(n), 40.5 + n, 40.5, [
      ['othermod:keen_blade', level, 22],
      ['minecraft:mending', 1, 15],
    ]);

  it('skips their offers, unless a role that edits enchantment references adds them', async () => {
    const serverId = await makeServer(t, owner);
    const scan = await scanOk(owner, serverId, await villagersWorld([razor(80, 2), razor(81, 4)]));
    expect(scan.summary.unknown_enchantments).toEqual([
      { mcid: 'othermod:keen_blade', numeric_id: 91, count: 2 },
    ]);
    // A user may not add enchantment references.
    const refused = await applyScan(owner, scan.id, { add_unknown_enchantments: true });
    expect(refused.statusCode).toBe(403);
    expect(await storedTrades(t, serverId)).toEqual([]);

    const skipped = await applyScan(owner, scan.id);
    expect(skipped.json()).toEqual({ created: 2, updated: 0, unchanged: 0, removed: 0, skipped: 2 });

    const editor = await t.loginAs('editor');
    await ok(owner, 'POST', `/api/servers/${serverId}/members`, { username: editor.username });
    const rescan = await scanOk(editor, serverId, await villagersWorld([razor(80, 2), razor(81, 4)]));
    const added = await applyScan(editor, rescan.id, { add_unknown_enchantments: true });
    expect(added.json()).toEqual({ created: 2, updated: 0, unchanged: 2, removed: 0, skipped: 0 });
    const reference = await t.app.deps.db
      .selectFrom('enchantments')
      .selectAll()
      .where('mcid', '=', 'othermod:keen_blade')
      .executeTakeFirstOrThrow();
    expect(reference).toMatchObject({ name: 'Keen Blade', maxlevel: 4, applicable: 'Any' });
    const razorTrades = await ok<Trade[]>(editor, 'GET', `/api/trades/search?q=keen&server_id=${serverId}`);
    expect(razorTrades.map((tr) => tr.enchantments[0]!.level).sort()).toEqual([2, 4]);
    expect(await logsOf('create', 'enchantments', 0)).toEqual([
      expect.objectContaining({ username: editor.username }),
    ]);
  });
});

describe(`copies of a scanned villager's trades (${testDialect})`, () => {
  it('are no villager of the save: the next scan leaves the villager unchanged and the copies alone', async () => {
    const serverId = await makeServer(t, owner);
    const world = await villagersWorld([libWith(BOOKS)]);
    const scan = await scanOk(owner, serverId, world);
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);
    const [first] = await storedTrades(t, serverId);
    const town = (
      await ok<{ id: number; name: string }[]>(owner, 'GET', `/api/towns?server_id=${serverId}`)
    )[0]!;
    await ok(owner, 'POST', '/api/trades/move', {
      action: 'Copy',
      old_location: {
        town: town.name,
        town_id: town.id,
        location: first!.location,
        row: first!.row,
        num: first!.num,
      },
      new_location: { town: town.name, town_id: town.id, location: 'Copies', row: 'Z', num: 20 },
    });
    const copies = (await storedTrades(t, serverId)).filter((tr) => tr.location === 'Copies');
    expect(copies.map((tr) => tr.villager_uuid)).toEqual([null, null]);
    const again = await scanOk(owner, serverId, world);
    expect(again.villagers[0]!.status).toBe('unchanged');
    const applied = await applyScan(owner, again.id, { remove_gone: true });
    expect(applied.json()).toEqual({ created: 0, updated: 0, unchanged: 2, removed: 0, skipped: 0 });
    expect((await storedTrades(t, serverId)).filter((tr) => tr.location === 'Copies')).toHaveLength(2);
  });
});

describe(`the trades table's villager_uuid column (${testDialect})`, () => {
  it('is exported after the system columns, kept by a CSV import that lacks it, set by one that gives it, and restored by Import All', async () => {
    const admin = await t.loginAs('admin');
    const serverId = await makeServer(t, owner);
    const scan = await scanOk(
      owner,
      serverId,
      await villagersWorld([trader(uuid(90), 3000.5, 3000.5, 0, 1)]),
    );
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);
    const [trade] = await storedTrades(t, serverId);

    const exported = await admin.request({ method: 'GET', url: '/api/export/trades' });
    const [header] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    // Then the fields added to trades since (notes, migration 021), after it for the same reason.
    const columns = header!.split(',');
    expect(columns.slice(columns.indexOf('created_at'))).toEqual([
      'created_at',
      'updated_at',
      'row_version',
      'villager_uuid',
      ...ADDED_FIELDS,
    ]);
    const rows = await exportCsv(admin, 'trades');
    expect(rows.find((row) => Number(row.id) === trade!.id)!.villager_uuid).toBe(uuid(90));

    // A file without the column (as exported before it existed) updates the trade and keeps its villager.
    const cells = [
      trade!.id,
      serverId,
      trade!.town,
      trade!.location,
      'B',
      2,
      'Farmer',
      'Wheat',
      22,
      '',
      0,
      'Emerald',
      1,
      '',
    ];
    const kept = await importCsv(admin, 'trades', tradesCsv([cells]));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await storedTrades(t, serverId))[0]).toMatchObject({ row: 'B', num: 2, villager_uuid: uuid(90) });

    // A file that gives it sets it; one that gives something else is refused.
    const header2 = [...TRADE_HEADER, 'villager_uuid'].join(',');
    const given = await importCsv(
      admin,
      'trades',
      `${header2}\r\n${[...cells, uuid(91).toUpperCase()].join(',')}`,
    );
    expect(given.statusCode, given.body).toBe(200);
    expect((await storedTrades(t, serverId))[0]!.villager_uuid).toBe(uuid(91));
    const bad = await importCsv(admin, 'trades', `${header2}\r\n${[...cells, 'villager-7'].join(',')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems[0]).toMatchObject({ column: 'villager_uuid' });

    // Import All restores it as exported.
    const backup = await admin.request({ method: 'GET', url: '/api/export_all' });
    const restored = await importZip(admin, new Uint8Array(backup.rawPayload));
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await storedTrades(t, serverId))[0]!.villager_uuid).toBe(uuid(91));
  });
});

describe(`rescans of a villager (${testDialect})`, () => {
  it('leave an offer unchanged whose enchantments the save lists out of alphabetical order', async () => {
    const serverId = await makeServer(t, owner);
    // Unbreaking III before Efficiency V: the stored trade lists its enchantments in another order.
    const twoBooks = {
      ...librarian(uuid(90), 60.5, 60.5, [['minecraft:mending', 1, 20]]),
      offers: [
        {
          buy: { id: EMERALD, count: 30 },
          buyB: { id: BOOK, count: 1 },
          sell: {
            id: ENCHANTED_BOOK,
            count: 1,
            stored: [
              [id('minecraft:unbreaking'), 3],
              [id('minecraft:efficiency'), 5],
            ] as [number, number][],
          },
        },
      ],
    };
    const world = await villagersWorld([twoBooks]);
    const first = await applyScan(owner, (await scanOk(owner, serverId, world)).id);
    expect(first.json()).toEqual({ created: 1, updated: 0, unchanged: 0, removed: 0, skipped: 0 });
    const before = await storedTrades(t, serverId);

    const again = await scanOk(owner, serverId, world);
    expect(again.villagers.map((v) => [v.uuid, v.status])).toEqual([[uuid(90), 'unchanged']]);
    const response = await applyScan(owner, again.id);
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 1, removed: 0, skipped: 0 });
    expect(await storedTrades(t, serverId)).toEqual(before);
  });

  it('keeps the trades of offers a villager no longer has, unless remove_gone is asked for', async () => {
    const serverId = await makeServer(t, owner);
    const three: [string, number, number][] = [...BOOKS, ['minecraft:efficiency', 5, 30]];
    const lib = (books: [string, number, number][]) => librarian(uuid(91), 70.5, 70.5, books);
    await applyScan(owner, (await scanOk(owner, serverId, await villagersWorld([lib(three)]))).id);
    const stored = await storedTrades(t, serverId);
    expect(stored).toHaveLength(3);

    // The save's villager now has two offers (a mod or a command took one): its third trade stays.
    const shrunk = await villagersWorld([lib(BOOKS)]);
    const kept = await applyScan(owner, (await scanOk(owner, serverId, shrunk)).id);
    expect(kept.json()).toEqual({ created: 0, updated: 0, unchanged: 2, removed: 0, skipped: 0 });
    expect(await storedTrades(t, serverId)).toEqual(stored);

    const removed = await applyScan(owner, (await scanOk(owner, serverId, shrunk)).id, { remove_gone: true });
    expect(removed.json()).toEqual({ created: 0, updated: 0, unchanged: 2, removed: 1, skipped: 0 });
    expect((await storedTrades(t, serverId)).map((tr) => tr.id)).toEqual(
      stored.slice(0, 2).map((tr) => tr.id),
    );
  });
});
