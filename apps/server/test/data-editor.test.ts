import { DATA_TABLES } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_REQUIRED } from '../src/modules/servers/server-rules';
import { createRow, seedWorld, type World } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

let t: TestApp;
let admin: Session;
let dataManager: Session;
let auditor: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dataManager = await t.loginAs('data_manager');
  auditor = await t.loginAs('auditor');
  world = await seedWorld(admin);
});
afterAll(() => t.close());

const tableUrl = (table: string) => `/api/data_editor/tables/${table}`;
const post = (session: Session, table: string, payload: object) =>
  session.request({ method: 'POST', url: tableUrl(table), payload });
const put = (session: Session, table: string, id: unknown, payload: object) =>
  session.request({ method: 'PUT', url: `${tableUrl(table)}/${id}`, payload });
const lastLog = () =>
  t.app.deps.db.selectFrom('logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

const trade = (overrides: object = {}) => ({
  server_id: world.serverId,
  town: 'Canz',
  location: 'Hall',
  row: 'B',
  num: 3,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: 12,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: 'Sharpness V; Mending',
  ...overrides,
});

describe(`data editor tables (${testDialect})`, () => {
  it('lists the allow-list, never users or logs, and the backup tables', async () => {
    const tables = await auditor.request({ method: 'GET', url: '/api/data_editor/tables' });
    expect(tables.statusCode).toBe(200);
    expect(tables.json()).toEqual([...DATA_TABLES]);
    expect(tables.json()).not.toContain('users');
    const backup = await auditor.request({ method: 'GET', url: '/api/data_editor/backup_tables' });
    expect(backup.json()).toEqual([...DATA_TABLES]);
  });

  it.each(['users', 'logs', 'nope', 'trade_enchantments', 'app_meta'])(
    'answers 404 {error} for table %s',
    async (table) => {
      for (const request of [
        { method: 'GET' as const, url: tableUrl(table) },
        { method: 'POST' as const, url: tableUrl(table), payload: {} },
        { method: 'PUT' as const, url: `${tableUrl(table)}/1`, payload: {} },
        { method: 'DELETE' as const, url: `${tableUrl(table)}/1` },
      ]) {
        const response = await admin.request(request);
        expect(response.statusCode, `${request.method} ${table}`).toBe(404);
        expect(response.json().error).toBe(`Unknown table '${table}'.`);
      }
    },
  );

  it('pages a table in id order with its columns and total', async () => {
    const first = await auditor.request({
      method: 'GET',
      url: `${tableUrl('enchantments')}?offset=0&limit=50`,
    });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ table: 'enchantments', key: 'id', total: 210, offset: 0, limit: 50 });
    expect(page.rows).toHaveLength(50);
    expect(page.columns.map((c: { name: string }) => c.name)).toContain('incompatibilities');
    const next = (
      await auditor.request({ method: 'GET', url: `${tableUrl('enchantments')}?offset=200&limit=50` })
    ).json();
    expect(next.rows).toHaveLength(10);
    expect(next.rows[0].id).toBeGreaterThan(page.rows[49].id);
    const bad = await auditor.request({ method: 'GET', url: `${tableUrl('enchantments')}?limit=5000` });
    expect(bad.statusCode).toBe(400);
  });

  it('shows servers with owner and members by username, never password hashes', async () => {
    const body = (await auditor.request({ method: 'GET', url: tableUrl('servers') })).json();
    expect(body.rows[0]).toMatchObject({ name: 'Main', owner: 'admin', members: '' });
    for (const table of DATA_TABLES) {
      const response = await auditor.request({ method: 'GET', url: tableUrl(table) });
      expect(response.body).not.toMatch(/argon2|password/i);
    }
  });
});

describe(`data editor rules (${testDialect})`, () => {
  it('adds a trade by the trade rules, with enchantments as one cell, and logs it', async () => {
    const response = await post(dataManager, 'trades', trade());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().row).toMatchObject({
      town: 'Canz',
      location: 'Hall',
      row: 'B',
      num: 3,
      enchantments: 'Sharpness V (minecraft:sharpness); Mending (minecraft:mending)',
      row_version: 1,
    });
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'create', table_name: 'trades', username: dataManager.username });
    expect(JSON.parse(log.details).after.enchantments).toBe(
      'Sharpness V (minecraft:sharpness); Mending (minecraft:mending)',
    );
  });

  it.each([
    [{ row: 'AA' }, 'row must be a letter A-Z'],
    [{ num: 21 }, 'num must be from 1 to 20'],
    [{ num: 'x' }, 'num must be a whole number'],
    [{ cost_amount1: -1 }, 'cost_amount1 must be 0 or more'],
    [{ enchantments: 'Sharpness IX' }, 'Sharpness level must be from 1 to 5'],
    [{ enchantments: 'Mending; Mending' }, 'Mending is listed more than once'],
    [{ enchantments: 'Nonsense II' }, 'Unknown enchantment: Nonsense'],
    [
      { sell_item: 'Diamond Sword', enchantments: 'Protection IV' },
      'Protection cannot be put on Diamond Sword',
    ],
    [{ town: 'Nowhere' }, "there is no town named 'Nowhere' on server"],
    [{ server_id: 999 }, 'Server not found.'],
    [{ sell_item: '' }, 'sell_item is required'],
  ])('refuses a trade with %j: %s', async (overrides, message) => {
    const before = (await auditor.request({ method: 'GET', url: tableUrl('trades') })).json().total;
    const response = await post(admin, 'trades', trade(overrides));
    // A server that does not exist answers 404, as POST /api/trades does; invalid values 400.
    expect(response.statusCode).toBe('server_id' in overrides ? 404 : 400);
    expect(response.json().error).toContain(message);
    expect((await auditor.request({ method: 'GET', url: tableUrl('trades') })).json().total).toBe(before);
  });

  it('creates a location a trade names, as the trade form does', async () => {
    const response = await post(admin, 'trades', trade({ location: 'Annex' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toContain('Also updated: location Annex');
    const locations = (await auditor.request({ method: 'GET', url: tableUrl('locations') })).json().rows;
    expect(locations.map((l: { name: string }) => l.name)).toContain('Annex');
  });

  it('updates a trade, bumping its version, and refuses a stale copy', async () => {
    const { row } = (await post(admin, 'trades', trade({ num: 7 }))).json();
    const saved = await put(admin, 'trades', row.id, { ...row, sell_amount: 2, enchantments: 'Mending' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().row).toMatchObject({
      sell_amount: 2,
      enchantments: 'Mending (minecraft:mending)',
      row_version: 2,
    });
    const stale = await put(admin, 'trades', row.id, { ...row, sell_amount: 3 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps town names unique per server ignoring case', async () => {
    const response = await post(admin, 'towns', { server_id: world.serverId, name: 'CANZ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('Town name cannot be empty or already exists on this server');
    const other = await createRow(admin, 'servers', { name: 'Other', modpack_id: world.modpackId });
    expect((await post(admin, 'towns', { server_id: other.id!, name: 'Canz' })).statusCode).toBe(201);
  });

  it('keeps a town on its server', async () => {
    const other = await createRow(admin, 'servers', { name: 'Third', modpack_id: world.modpackId });
    const response = await put(admin, 'towns', world.townId, { server_id: other.id!, name: 'Canz' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('a town stays on its server');
  });

  it('checks servers: modpack must exist, owner and members must be users', async () => {
    const badModpack = await post(admin, 'servers', { name: 'X', modpack_id: 999 });
    expect(badModpack.json().error).toBe(SERVER_REQUIRED);
    const badMember = await post(admin, 'servers', {
      name: 'X',
      modpack_id: world.modpackId,
      members: 'ghost',
    });
    expect(badMember.json().error).toBe("No user named 'ghost'.");
    const good = await post(admin, 'servers', {
      name: 'Y',
      modpack_id: world.modpackId,
      owner: dataManager.username,
      members: auditor.username,
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().row).toMatchObject({ owner: dataManager.username, members: auditor.username });
  });

  it('checks baubles by the bauble rules', async () => {
    const response = await post(admin, 'baubles', { name: 'Ring of X', type: 'finger', tier: 'Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/type must be one of .*tier must be one of/);
    const good = await post(admin, 'baubles', {
      name: 'Ring of X',
      type: 'ring',
      tier: 'a',
      tags: 'Defense; defense; Speed',
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().row).toMatchObject({ tier: 'A', tags: 'defense; speed' });
    const duplicate = await post(admin, 'baubles', { name: 'ring of x', type: 'ring', tier: 'B' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toContain("A bauble named 'Ring of X' already exists");
  });

  it('keeps enchantment incompatibilities symmetric, as the enchantment editor does', async () => {
    const rows = (
      await auditor.request({ method: 'GET', url: `${tableUrl('enchantments')}?limit=1000` })
    ).json().rows;
    const mending = rows.find((r: { name: string }) => r.name === 'Mending');
    const infinity = rows.find((r: { mcid: string }) => r.mcid === 'minecraft:infinity');
    const list = [...mending.incompatibilities.split(',').filter(Boolean), 'minecraft:aqua_affinity'].join(
      ',',
    );
    const response = await put(admin, 'enchantments', mending.id, { ...mending, incompatibilities: list });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain('Also updated: Aqua Affinity');
    const after = (
      await auditor.request({ method: 'GET', url: `${tableUrl('enchantments')}?limit=1000` })
    ).json().rows;
    expect(
      after.find((r: { mcid: string }) => r.mcid === 'minecraft:aqua_affinity').incompatibilities,
    ).toContain('minecraft:mending');
    expect(infinity).toBeDefined();
    const { row_version: _stale, ...copy } = mending;
    const bad = await put(admin, 'enchantments', mending.id, {
      ...copy,
      maxlevel: 11,
      incompatibilities: 'x:y',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('maxlevel must be from 1 to 10');
  });

  it('refuses to delete an enchantment that trades use', async () => {
    const rows = (
      await auditor.request({ method: 'GET', url: `${tableUrl('enchantments')}?limit=1000` })
    ).json().rows;
    const sharpness = rows.find((r: { name: string }) => r.name === 'Sharpness');
    const response = await admin.request({
      method: 'DELETE',
      url: `${tableUrl('enchantments')}/${sharpness.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/This enchantment is on \d+ trades? and cannot be deleted/);
  });

  it('deletes a town with its locations and trades, logging what went', async () => {
    const town = await createRow(admin, 'towns', { server_id: world.serverId, name: 'Bones' });
    await post(admin, 'trades', trade({ town: 'Bones', location: 'Crypt' }));
    const response = await admin.request({ method: 'DELETE', url: `${tableUrl('towns')}/${town.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Deleted Bones with 1 locations, 1 trades.',
      deleted: { locations: 1, trades: 1 },
    });
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'delete', table_name: 'towns' });
    expect(JSON.parse(log.details)).toMatchObject({ before: { name: 'Bones' }, deleted: { trades: 1 } });
    const missing = await admin.request({ method: 'DELETE', url: `${tableUrl('towns')}/${town.id}` });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`data editor roles (${testDialect})`, () => {
  it('lets user and editor do nothing, the auditor only read', async () => {
    for (const role of ['user', 'editor'] as const) {
      const session = await t.loginAs(role);
      for (const url of ['/api/data_editor/tables', tableUrl('trades'), '/api/data_editor/backup_tables']) {
        expect((await session.request({ method: 'GET', url })).statusCode).toBe(403);
      }
      expect((await post(session, 'modpacks', { modpack: 'x' })).statusCode).toBe(403);
    }
    expect((await post(auditor, 'towns', { server_id: world.serverId, name: 'Audit' })).statusCode).toBe(403);
  });
});
