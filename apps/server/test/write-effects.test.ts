import type { Enchantment } from '@tradehall/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  auditCount,
  csvOf,
  editorUrl,
  importAllWithRows,
  importCsv,
  TRADE_HEADER,
  tradeCells,
  type WritePath,
} from './write-paths';

/**
 * What a write does besides its own row, the same on every path: cascades of a delete, symmetric enchantment
 * incompatibilities, the trade-data freshness bump (search answers at once), and an import that an edit
 * overtakes between its check and its write.
 */
let t: TestApp;
let admin: Session;
let dm: Session;
let modpackId = 0;
let serverId = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dm = await t.loginAs('data_manager');
  modpackId = Number((await createRow(admin, 'modpacks', { modpack: 'RLCraft', version: '2.9.3' })).id);
  serverId = Number(
    (await createRow(admin, 'servers', { name: 'Effects', modpack_id: modpackId, owner: dm.username })).id,
  );
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

/** A town with two locations and three trades (with enchantments) in each. */
async function filledTown(name: string): Promise<{ townId: number; locationId: number }> {
  const townId = Number((await createRow(admin, 'towns', { server_id: serverId, name })).id);
  let locationId = 0;
  for (const location of ['Hall', 'Annex']) {
    const created = await createRow(admin, 'locations', { town_id: townId, name: location });
    locationId ||= Number(created.id);
    for (const num of [1, 2, 3]) {
      await createRow(admin, 'trades', {
        server_id: serverId,
        town: name,
        location,
        row: 'A',
        num,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 5,
        sell_item: 'Enchanted Book',
        sell_amount: 1,
        enchantments: 'Mending; Unbreaking III',
      });
    }
  }
  return { townId, locationId };
}

/** Rows that refer to something that is gone: must stay zero whatever was deleted. */
async function orphans(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select
      (select count(*) from trades t where not exists (select 1 from towns w where w.id = t.town_id)
        or not exists (select 1 from locations l where l.id = t.location_id and l.town_id = t.town_id)
        or not exists (select 1 from servers s where s.id = t.server_id))
    + (select count(*) from locations l where not exists (select 1 from towns w where w.id = l.town_id))
    + (select count(*) from trade_enchantments e where not exists (select 1 from trades t where t.id = e.trade_id))
    + (select count(*) from towns w where not exists (select 1 from servers s where s.id = w.server_id))
    as n`.execute(db());
  return Number(rows[0]!.n);
}

describe(`write effects on every path (${testDialect})`, () => {
  it('deleting a town, a location or a server takes the same rows with it on the route and the editor', async () => {
    const viaRoute = await filledTown('Cascade Route');
    const viaEditor = await filledTown('Cascade Editor');
    const routeTown = await dm.request({ method: 'DELETE', url: `/api/towns/${viaRoute.townId}` });
    const editorTown = await dm.request({ method: 'DELETE', url: editorUrl('towns', viaEditor.townId) });
    expect(routeTown.statusCode, routeTown.body).toBe(200);
    expect(editorTown.statusCode, editorTown.body).toBe(200);
    expect(editorTown.json().deleted).toEqual(routeTown.json().deleted);
    expect(routeTown.json().deleted).toEqual({ locations: 2, trades: 6 });

    const locRoute = await filledTown('Location Route');
    const locEditor = await filledTown('Location Editor');
    const routeLocation = await dm.request({
      method: 'DELETE',
      url: `/api/locations/${locRoute.locationId}`,
    });
    const editorLocation = await dm.request({
      method: 'DELETE',
      url: editorUrl('locations', locEditor.locationId),
    });
    expect(routeLocation.statusCode, routeLocation.body).toBe(200);
    expect(editorLocation.json().deleted).toEqual(routeLocation.json().deleted);

    const servers: number[] = [];
    for (const name of ['Gone by route', 'Gone by editor']) {
      const id = Number(
        (await createRow(admin, 'servers', { name, modpack_id: modpackId, owner: dm.username })).id,
      );
      const town = Number((await createRow(admin, 'towns', { server_id: id, name: 'Canz' })).id);
      await createRow(admin, 'locations', { town_id: town, name: 'Hall' });
      servers.push(id);
    }
    const routeServer = await dm.request({ method: 'DELETE', url: `/api/servers/${servers[0]}` });
    const editorServer = await dm.request({ method: 'DELETE', url: editorUrl('servers', servers[1]) });
    expect(routeServer.statusCode, routeServer.body).toBe(200);
    expect(editorServer.json().deleted).toEqual(routeServer.json().deleted);
    expect(await orphans()).toBe(0);
  });

  it('keeps enchantment incompatibilities symmetric on the route, the editor and CSV import', async () => {
    const list: Enchantment[] = (await admin.request({ method: 'GET', url: '/api/enchantments' })).json();
    const free = list.filter((e) => e.incompatibilities === '' && !e.curse);
    expect(free.length).toBeGreaterThanOrEqual(6);
    const pairs: [WritePath, Enchantment, Enchantment][] = [
      ['route', free[0]!, free[1]!],
      ['editor', free[2]!, free[3]!],
      ['csv', free[4]!, free[5]!],
    ];
    for (const [path, a, b] of pairs) {
      const { id, row_version: _version, ...fields } = a;
      const body = { ...fields, incompatibilities: b.mcid };
      const response =
        path === 'route'
          ? await admin.request({ method: 'PUT', url: `/api/enchantments/${id}`, payload: body })
          : path === 'editor'
            ? await admin.request({ method: 'PUT', url: editorUrl('enchantments', id), payload: body })
            : await importCsv(
                admin,
                'enchantments',
                csvOf(
                  [
                    'id',
                    'name',
                    'mcid',
                    'rarity',
                    'maxlevel',
                    'applicable',
                    'incompatibilities',
                    'curse',
                    'description',
                    'notes',
                  ],
                  [
                    [
                      id,
                      a.name,
                      a.mcid,
                      a.rarity,
                      a.maxlevel,
                      a.applicable,
                      b.mcid,
                      'false',
                      a.description,
                      '',
                    ],
                  ],
                ),
              );
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      const after: Enchantment[] = (await admin.request({ method: 'GET', url: '/api/enchantments' })).json();
      expect(after.find((e) => e.id === b.id)!.incompatibilities, path).toBe(a.mcid);
    }
  });

  it('a search answers at once after a trade is written on any path (the freshness bump)', async () => {
    await filledTown('Fresh');
    const search = async (q: string) => {
      const response = await dm.request({
        method: 'GET',
        url: `/api/trades/search?q=${q}&server_id=${serverId}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as unknown[]).length;
    };
    const trade = (sellItem: string) => ({
      server_id: serverId,
      town: 'Fresh',
      location: 'Hall',
      row: 'B',
      num: 1,
      villager_type: 'Farmer',
      cost_item1: 'Emerald',
      cost_amount1: 1,
      sell_item: sellItem,
      sell_amount: 1,
    });
    const writes: [WritePath, string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'route',
        'Zzroute',
        () => dm.request({ method: 'POST', url: '/api/trades', payload: trade('Zzroute') }),
      ],
      [
        'editor',
        'Zzeditor',
        () => dm.request({ method: 'POST', url: editorUrl('trades'), payload: trade('Zzeditor') }),
      ],
      [
        'csv',
        'Zzcsv',
        () =>
          importCsv(
            dm,
            'trades',
            csvOf(TRADE_HEADER, [
              tradeCells(serverId, {
                town: 'Fresh',
                row: 'B',
                villager_type: 'Farmer',
                sell_item: 'Zzcsv',
                enchantments: '',
              }),
            ]),
          ),
      ],
    ];
    for (const [path, item, write] of writes) {
      // The first search fills the answer cache; the write must make the next one see the new trade.
      expect(await search(item)).toBe(0);
      const response = await write();
      expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(300);
      expect(await search(item), path).toBe(1);
    }
    expect(await search('Zzall')).toBe(0);
    const restored = await importAllWithRows(admin, admin, 'trades', [
      [
        90_100,
        serverId,
        'Fresh',
        'Hall',
        'C',
        1,
        'Farmer',
        'Emerald',
        1,
        '',
        0,
        'Zzall',
        1,
        '',
        '2024-01-01T00:00:00.000Z',
        '2024-01-01T00:00:00.000Z',
        1,
        '',
        '',
      ],
    ]);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await search('Zzall')).toBe(1);
  });

  it('an edit saved between an import’s check and its write wins: the import answers 409 naming the row', async () => {
    const town = Number((await createRow(admin, 'towns', { server_id: serverId, name: 'Raced' })).id);
    t.app.deps.importHooks.betweenCheckAndWrite = async () => {
      const edit = await dm.request({
        method: 'PUT',
        url: `/api/towns/${town}`,
        payload: { name: 'Edited' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
    };
    try {
      const audits = await auditCount(t);
      const response = await importCsv(
        dm,
        'towns',
        csvOf(['id', 'server_id', 'name'], [[town, serverId, 'Imported']]),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toContain(`towns ${town}`);
      // Only the edit's own audit row was added; the import wrote nothing.
      expect(await auditCount(t)).toBe(audits + 1);
    } finally {
      t.app.deps.importHooks.betweenCheckAndWrite = undefined;
    }
    const stored = await db()
      .selectFrom('towns')
      .select(['name', 'row_version'])
      .where('id', '=', town)
      .executeTakeFirst();
    expect(stored).toEqual({ name: 'Edited', row_version: 2 });
  });

  it('the same race on the trades table: the edited trade is kept', async () => {
    await filledTown('Trade Race');
    const trade = await db()
      .selectFrom('trades as t')
      .innerJoin('towns as w', 'w.id', 't.town_id')
      .select(['t.id', 't.row_version'])
      .where('w.name', '=', 'Trade Race')
      .executeTakeFirstOrThrow();
    t.app.deps.importHooks.betweenCheckAndWrite = async () => {
      const edit = await dm.request({
        method: 'PUT',
        url: editorUrl('trades', trade.id),
        payload: { cost_amount1: 42 },
      });
      expect(edit.statusCode, edit.body).toBe(200);
    };
    try {
      const response = await importCsv(
        dm,
        'trades',
        csvOf(TRADE_HEADER, [tradeCells(serverId, { id: trade.id, town: 'Trade Race', cost_amount1: 7 })]),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toContain(`trades ${trade.id}`);
    } finally {
      t.app.deps.importHooks.betweenCheckAndWrite = undefined;
    }
    const stored = await db()
      .selectFrom('trades')
      .select('cost_amount1')
      .where('id', '=', trade.id)
      .executeTakeFirst();
    expect(stored?.cost_amount1).toBe(42);
  });

  it('a save from a stale copy answers 409 with the row as stored now', async () => {
    const town = Number((await createRow(admin, 'towns', { server_id: serverId, name: 'Versioned' })).id);
    const moved = await dm.request({
      method: 'PUT',
      url: editorUrl('towns', town),
      payload: { name: 'Versioned 2' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await dm.request({
      method: 'PUT',
      url: editorUrl('towns', town),
      payload: { name: 'Versioned 3', row_version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: town, name: 'Versioned 2', row_version: 2 });
    const viaRoute = await dm.request({
      method: 'PUT',
      url: `/api/towns/${town}`,
      payload: { name: 'Versioned 3', row_version: 1 },
    });
    expect(viaRoute.statusCode).toBe(409);
    expect(viaRoute.json().current).toMatchObject({ id: town, name: 'Versioned 2', row_version: 2 });
  });

  it('a CSV import writes one summary audit row and one row per written row, naming its file row', async () => {
    await filledTown('Audited');
    const before = await auditCount(t);
    const csv = csvOf(TRADE_HEADER, [
      tradeCells(serverId, { town: 'Audited', row: 'D', num: 1 }),
      tradeCells(serverId, { town: 'Audited', row: 'D', num: 2 }),
    ]);
    const response = await importCsv(dm, 'trades', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditCount(t)).toBe(before + 3);
    const rows = await db()
      .selectFrom('logs')
      .select(['username', 'action', 'table_name', 'details'])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    const [summary, ...perRow] = rows;
    expect(summary).toMatchObject({ username: dm.username, action: 'import', table_name: 'trades' });
    const details = perRow.map((row) => JSON.parse(row.details));
    expect(perRow.map((row) => row.action)).toEqual(['create', 'create']);
    expect(details.map((d) => d.row).sort()).toEqual([2, 3]);
    expect(details[0]).toMatchObject({ via: 'CSV import', file: 'trades.csv' });
    expect(details.map((d) => d.after.num).sort()).toEqual(['1', '2']);
  });
});
