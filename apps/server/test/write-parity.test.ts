import { can, DATA_TABLES, ROLES } from '@tradehall/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNamed } from '../src/modules/data-editor/table-registry';
import { IMPORT_ALL_ADMIN_ONLY } from '../src/modules/import-export/import-export.routes';
import { MANAGE_SERVER_DENIED, OWNER_CHANGE_DENIED } from '../src/modules/servers/server-rules';
import { SAME_SERVER } from '../src/modules/trades/trade-move';
import { createRow } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  auditCount,
  csvOf,
  editorUrl,
  importAllWithRows,
  importCsv,
  refused,
  TRADE_HEADER,
  tradeCells,
  type WritePath,
} from './write-paths';

/**
 * Parity of the four write paths (dedicated route, data editor, CSV import, Import All): the same input gets the
 * same outcome on each (status, message, rows, audit), and what the route refuses no other path lets through.
 */
let t: TestApp;
let admin: Session;
let dm: Session;
let player: Session;
const ids = { modpack: 0, mine: 0, theirs: 0, mineTown: 0, theirsTown: 0, trade: 0, bauble: 0 };

const SERVER_HEADER = ['id', 'name', 'modpack_id', 'owner', 'members'];
const TOWN_HEADER = ['id', 'server_id', 'name', 'row_version'];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dm = await t.loginAs('data_manager');
  player = await t.loginAs('user');
  ids.modpack = Number((await createRow(admin, 'modpacks', { modpack: 'RLCraft', version: '2.9.3' })).id);
  const server = (name: string, owner: string) =>
    createRow(admin, 'servers', { name, modpack_id: ids.modpack, owner });
  ids.mine = Number((await server('Mine', dm.username)).id);
  ids.theirs = Number((await server('Theirs', player.username)).id);
  ids.mineTown = Number((await createRow(admin, 'towns', { server_id: ids.mine, name: 'Canz' })).id);
  ids.theirsTown = Number((await createRow(admin, 'towns', { server_id: ids.theirs, name: 'Canz' })).id);
  await createRow(admin, 'locations', { town_id: ids.mineTown, name: 'Hall' });
  await createRow(admin, 'locations', { town_id: ids.theirsTown, name: 'Hall' });
  const trade = Object.fromEntries(TRADE_HEADER.map((name, i) => [name, tradeCells(ids.mine)[i]!]));
  delete trade.id;
  ids.trade = Number((await createRow(admin, 'trades', trade)).id);
  const baubles = await admin.request({ method: 'GET', url: '/api/baubles' });
  ids.bauble = baubles.json()[0].id;
  // The town's version moves on, so that version 1 is a stale copy.
  const renamed = await dm.request({
    method: 'PUT',
    url: `/api/towns/${ids.mineTown}`,
    payload: { name: 'Canz' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
});
afterAll(() => t.close());

type Write = () => Promise<LightMyRequestResponse>;

interface RefusalCase {
  what: string;
  status: number;
  /** Text every path's answer contains. */
  message: string;
  paths: () => Partial<Record<WritePath, Write>>;
}

const put = (session: Session, url: string, payload: object) =>
  session.request({ method: 'PUT', url, payload });
const post = (session: Session, url: string, payload: object) =>
  session.request({ method: 'POST', url, payload });
const del = (session: Session, url: string) => session.request({ method: 'DELETE', url });
const serverRow = (id: number | '', name: string, owner: string, members = '') => [
  id,
  name,
  ids.modpack,
  owner,
  members,
];

const REFUSALS: RefusalCase[] = [
  {
    what: 'a data_manager renames a server it does not own',
    status: 403,
    message: MANAGE_SERVER_DENIED,
    paths: () => ({
      route: () => put(dm, `/api/servers/${ids.theirs}`, { modpack_id: ids.modpack, name: 'Taken' }),
      editor: () => put(dm, editorUrl('servers', ids.theirs), { name: 'Taken' }),
      csv: () =>
        importCsv(dm, 'servers', csvOf(SERVER_HEADER, [serverRow(ids.theirs, 'Taken', player.username)])),
    }),
  },
  {
    what: 'a data_manager takes over a server by making itself the owner',
    status: 403,
    message: MANAGE_SERVER_DENIED,
    paths: () => ({
      editor: () => put(dm, editorUrl('servers', ids.theirs), { owner: dm.username }),
      csv: () =>
        importCsv(dm, 'servers', csvOf(SERVER_HEADER, [serverRow(ids.theirs, 'Theirs', dm.username)])),
    }),
  },
  {
    what: 'a data_manager gives its own server to another user',
    status: 403,
    message: OWNER_CHANGE_DENIED,
    paths: () => ({
      editor: () => put(dm, editorUrl('servers', ids.mine), { owner: player.username }),
      csv: () =>
        importCsv(dm, 'servers', csvOf(SERVER_HEADER, [serverRow(ids.mine, 'Mine', player.username)])),
    }),
  },
  {
    what: 'a data_manager adds a new server owned by someone else',
    status: 403,
    message: OWNER_CHANGE_DENIED,
    paths: () => ({
      editor: () =>
        post(dm, editorUrl('servers'), { name: 'Gift', modpack_id: ids.modpack, owner: player.username }),
      csv: () => importCsv(dm, 'servers', csvOf(SERVER_HEADER, [serverRow('', 'Gift', player.username)])),
    }),
  },
  {
    what: 'a data_manager adds itself as a member of a server it does not own',
    status: 403,
    message: MANAGE_SERVER_DENIED,
    paths: () => ({
      route: () => post(dm, `/api/servers/${ids.theirs}/members`, { username: dm.username }),
      editor: () => put(dm, editorUrl('servers', ids.theirs), { members: dm.username }),
      csv: () =>
        importCsv(
          dm,
          'servers',
          csvOf(SERVER_HEADER, [serverRow(ids.theirs, 'Theirs', player.username, dm.username)]),
        ),
    }),
  },
  {
    what: 'a data_manager deletes a server it does not own',
    status: 403,
    message: MANAGE_SERVER_DENIED,
    paths: () => ({
      route: () => del(dm, `/api/servers/${ids.theirs}`),
      editor: () => del(dm, editorUrl('servers', ids.theirs)),
    }),
  },
  {
    what: 'a data_manager edits or adds a bauble',
    status: 403,
    message: 'Your role (data_manager) may not do this.',
    paths: () => ({
      route: () => put(dm, `/api/baubles/${ids.bauble}`, { name: 'Renamed', type: 'ring', tier: 'S' }),
      editor: () => put(dm, editorUrl('baubles', ids.bauble), { tier: 'S' }),
      csv: () => importCsv(dm, 'baubles', csvOf(['name', 'type', 'tier'], [['Ring of Z', 'ring', 'S']])),
    }),
  },
  {
    what: 'a town name already on the server, in another case',
    status: 409,
    message: 'Town name cannot be empty or already exists on this server',
    paths: () => ({
      route: () => post(dm, '/api/towns', { server_id: ids.mine, name: 'CANZ' }),
      editor: () => post(dm, editorUrl('towns'), { server_id: ids.mine, name: 'CANZ' }),
      csv: () => importCsv(dm, 'towns', csvOf(['server_id', 'name'], [[ids.mine, 'CANZ']])),
      import_all: () => importAllWithRows(admin, admin, 'towns', [[90_001, ids.mine, 'CANZ', 1]]),
    }),
  },
  {
    what: 'a town on a server that does not exist',
    status: 404,
    message: 'Server not found.',
    paths: () => ({
      route: () => post(dm, '/api/towns', { server_id: 99_999, name: 'Ghost' }),
      editor: () => post(dm, editorUrl('towns'), { server_id: 99_999, name: 'Ghost' }),
      csv: () => importCsv(dm, 'towns', csvOf(['server_id', 'name'], [[99_999, 'Ghost']])),
      import_all: () => importAllWithRows(admin, admin, 'towns', [[90_002, 99_999, 'Ghost', 1]]),
    }),
  },
  {
    what: 'a trade moved to a town of another server',
    status: 400,
    message: SAME_SERVER,
    paths: () => ({
      route: () =>
        post(dm, '/api/trades/move', {
          action: 'Move',
          trade_ids: [ids.trade],
          new_location: { town: 'Canz', location: 'Hall', row: 'B', num: 2, town_id: ids.theirsTown },
        }),
      editor: () => put(dm, editorUrl('trades', ids.trade), { server_id: ids.theirs }),
      csv: () => importCsv(dm, 'trades', csvOf(TRADE_HEADER, [tradeCells(ids.theirs, { id: ids.trade })])),
    }),
  },
  {
    what: 'a save from a stale copy (row_version 1, the town is at 2)',
    status: 409,
    message: 'changed by someone else',
    paths: () => ({
      route: () => put(dm, `/api/towns/${ids.mineTown}`, { name: 'Stale', row_version: 1 }),
      editor: () => put(dm, editorUrl('towns', ids.mineTown), { name: 'Stale', row_version: 1 }),
      csv: () => importCsv(dm, 'towns', csvOf(TOWN_HEADER, [[ids.mineTown, ids.mine, 'Stale', 1]])),
    }),
  },
];

describe(`write-path parity (${testDialect})`, () => {
  it.each(REFUSALS.map((c) => [c.what, c] as const))('%s: every path refuses it alike', async (_what, c) => {
    const paths = Object.entries(c.paths());
    expect(paths.length).toBeGreaterThan(1);
    for (const [path, write] of paths) {
      const answer = await refused(t, write);
      expect(answer.status, `${path}: ${answer.error}`).toBe(c.status);
      expect(answer.error, path).toContain(c.message);
    }
  });

  it('Import All is admin-only: a data_manager gets 403 saying so, and nothing changes', async () => {
    const answer = await refused(t, () =>
      importAllWithRows(admin, dm, 'servers', [[90_003, 'Taken', ids.modpack, dm.username, '', '', 1]]),
    );
    expect(answer).toEqual({ status: 403, error: IMPORT_ALL_ADMIN_ONLY });
  });

  it('each role × each table: the editor and CSV import write only where the role table lets the role', async () => {
    for (const role of ROLES) {
      const session = role === 'admin' ? admin : role === 'data_manager' ? dm : await t.loginAs(role);
      for (const table of DATA_TABLES) {
        const writes = can(role, 'admin.write') && can(role, tableNamed(table).writePermission);
        const editor = await post(session, editorUrl(table), {});
        const csv = await importCsv(session, table, 'id\r\n');
        for (const [path, response] of [
          ['editor', editor],
          ['csv', csv],
        ] as const) {
          const label = `${role} ${table} ${path}: ${response.statusCode} ${response.body.slice(0, 100)}`;
          if (writes) expect(response.statusCode, label).not.toBe(403);
          else {
            expect(response.statusCode, label).toBe(403);
            expect(response.json().error, label).toBe(`Your role (${role}) may not do this.`);
          }
        }
      }
    }
  });

  it('an owner changes its own server on every path, and each change is one audit row', async () => {
    const routeBefore = await auditCount(t);
    const route = await put(dm, `/api/servers/${ids.mine}`, { modpack_id: ids.modpack, name: 'Mine 1' });
    expect(route.statusCode, route.body).toBe(200);
    expect(await auditCount(t)).toBe(routeBefore + 1);

    const editor = await put(dm, editorUrl('servers', ids.mine), { name: 'Mine 2' });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(await auditCount(t)).toBe(routeBefore + 2);

    const csv = await importCsv(
      dm,
      'servers',
      csvOf(SERVER_HEADER, [serverRow(ids.mine, 'Mine 3', dm.username)]),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    // One summary row and one row per written row.
    expect(await auditCount(t)).toBe(routeBefore + 4);
    const servers = await dm.request({ method: 'GET', url: '/api/servers' });
    expect(servers.json().find((s: { id: number }) => s.id === ids.mine).name).toBe('Mine 3');
  });
});
