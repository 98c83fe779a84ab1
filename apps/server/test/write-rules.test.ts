import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNamed } from '../src/modules/data-editor/table-registry';
import { createLocation, deleteLocation } from '../src/modules/locations/locations.service';
import { NOT_A_MEMBER } from '../src/modules/servers/membership';
import { deleteServer } from '../src/modules/servers/servers.service';
import { World } from '../src/modules/shared/table/world';
import { createTown, deleteTown } from '../src/modules/towns/towns.service';
import { createTrade } from '../src/modules/trades/trades.service';
import { createRow } from './admin-support';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  csvOf,
  editorUrl,
  importCsv,
  refused,
  TRADE_HEADER,
  tradeCells,
  type WritePath,
} from './write-paths';

/**
 * Issue 26, one rule in one place: for each rule a table's module owns, the dedicated route, the data editor and
 * CSV import answer the same bad row with the same status and the same words, and write nothing.
 */
let t: TestApp;
let admin: Session;
let dm: Session;
const ids = { modpack: 0, server: 0, town: 0, location: 0, bauble: 0, enchantment: 0 };
const LONG = 'x'.repeat(101);
const SERVER_HEADER = ['id', 'name', 'modpack_id', 'owner', 'members'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dm = await t.loginAs('data_manager');
  ids.modpack = Number((await createRow(admin, 'modpacks', { modpack: 'RLCraft', version: '2.9.3' })).id);
  ids.server = Number(
    (await createRow(admin, 'servers', { name: 'Rules', modpack_id: ids.modpack, owner: dm.username })).id,
  );
  ids.town = Number((await createRow(admin, 'towns', { server_id: ids.server, name: 'Canz' })).id);
  ids.location = Number((await createRow(admin, 'locations', { town_id: ids.town, name: 'Hall' })).id);
  await createRow(admin, 'locations', { town_id: ids.town, name: 'Annex' });
  ids.bauble = (await admin.request({ method: 'GET', url: '/api/baubles' })).json()[0].id;
  const looting = await t.app.deps.db
    .selectFrom('enchantments')
    .select('id')
    .where('mcid', '=', 'minecraft:looting')
    .executeTakeFirstOrThrow();
  ids.enchantment = looting.id;
});
afterAll(() => t.close());

type Write = () => Promise<LightMyRequestResponse>;
const send = (session: Session, method: 'POST' | 'PUT', url: string, payload: object) =>
  session.request({ method, url, payload });

interface RuleCase {
  what: string;
  status: number;
  message: string;
  paths: () => Partial<Record<WritePath, Write>>;
}

const enchantmentBody = async (overrides: Record<string, unknown>) => {
  const all = (await admin.request({ method: 'GET', url: '/api/enchantments' })).json();
  const { id: _id, row_version: _v, ...current } = all.find((e: { id: number }) => e.id === ids.enchantment);
  return { ...current, ...overrides };
};

const RULES: RuleCase[] = [
  {
    what: 'a town with an empty name',
    status: 400,
    message: 'Town name cannot be empty or already exists on this server.',
    paths: () => ({
      route: () => send(dm, 'POST', '/api/towns', { server_id: ids.server, name: ' ' }),
      editor: () => send(dm, 'POST', editorUrl('towns'), { server_id: ids.server, name: ' ' }),
      csv: () => importCsv(dm, 'towns', csvOf(['server_id', 'name'], [[ids.server, ' ']])),
    }),
  },
  {
    what: 'a town renamed to a name past 100 characters',
    status: 400,
    message: 'Town name cannot be empty or already exists on this server.',
    paths: () => ({
      route: () => send(dm, 'PUT', `/api/towns/${ids.town}`, { name: LONG }),
      editor: () => send(dm, 'PUT', editorUrl('towns', ids.town), { name: LONG }),
      csv: () => importCsv(dm, 'towns', csvOf(['id', 'server_id', 'name'], [[ids.town, ids.server, LONG]])),
    }),
  },
  {
    what: 'a location with an empty name',
    status: 400,
    message: 'A town must be selected and location name cannot be empty.',
    paths: () => ({
      route: () => send(dm, 'POST', `/api/towns/${ids.town}/locations`, { server_id: ids.server, name: ' ' }),
      editor: () => send(dm, 'POST', editorUrl('locations'), { town_id: ids.town, name: ' ' }),
      csv: () => importCsv(dm, 'locations', csvOf(['town_id', 'name'], [[ids.town, ' ']])),
    }),
  },
  {
    what: 'a location renamed to a name taken in its town, in another case',
    status: 409,
    message: 'A location with this name already exists in this town.',
    paths: () => ({
      route: () => send(dm, 'PUT', `/api/locations/${ids.location}`, { name: 'ANNEX' }),
      editor: () => send(dm, 'PUT', editorUrl('locations', ids.location), { name: 'ANNEX' }),
      csv: () =>
        importCsv(dm, 'locations', csvOf(['id', 'town_id', 'name'], [[ids.location, ids.town, 'ANNEX']])),
    }),
  },
  {
    what: 'a server with an empty name',
    status: 400,
    message: 'Server name and modpack are required.',
    paths: () => ({
      route: () => send(dm, 'POST', '/api/servers', { name: ' ', modpack_id: ids.modpack }),
      editor: () => send(dm, 'POST', editorUrl('servers'), { name: ' ', modpack_id: ids.modpack }),
      csv: () => importCsv(dm, 'servers', csvOf(SERVER_HEADER, [['', ' ', ids.modpack, dm.username, '']])),
    }),
  },
  {
    what: 'a server of a modpack that does not exist',
    status: 400,
    message: 'Server name and modpack are required.',
    paths: () => ({
      route: () => send(dm, 'POST', '/api/servers', { name: 'Ghost', modpack_id: 99_999 }),
      editor: () => send(dm, 'POST', editorUrl('servers'), { name: 'Ghost', modpack_id: 99_999 }),
      csv: () => importCsv(dm, 'servers', csvOf(SERVER_HEADER, [['', 'Ghost', 99_999, dm.username, '']])),
    }),
  },
  {
    what: 'a member who is no user',
    status: 400,
    message: "No user named 'nobody'.",
    paths: () => ({
      route: () => send(dm, 'POST', `/api/servers/${ids.server}/members`, { username: 'nobody' }),
      editor: () => send(dm, 'PUT', editorUrl('servers', ids.server), { members: 'nobody' }),
      csv: () =>
        importCsv(
          dm,
          'servers',
          csvOf(
            ['id', 'name', 'modpack_id', 'owner', 'members'],
            [[ids.server, 'Rules', ids.modpack, dm.username, 'nobody']],
          ),
        ),
    }),
  },
  {
    what: "the server's owner as its member",
    status: 409,
    message: 'is the owner of this server.',
    paths: () => ({
      route: () => send(dm, 'POST', `/api/servers/${ids.server}/members`, { username: dm.username }),
      editor: () => send(dm, 'PUT', editorUrl('servers', ids.server), { members: dm.username }),
    }),
  },
  {
    what: 'a server renamed to an empty name',
    status: 400,
    message: 'Server name and modpack are required.',
    paths: () => ({
      route: () => send(dm, 'PUT', `/api/servers/${ids.server}`, { name: ' ', modpack_id: ids.modpack }),
      editor: () => send(dm, 'PUT', editorUrl('servers', ids.server), { name: ' ' }),
    }),
  },
  {
    what: 'an enchantment incompatible with an mcid nobody has',
    status: 400,
    message: 'Unknown enchantment MCID in Incompatible With: minecraft:nothing.',
    paths: () => ({
      route: async () =>
        send(
          admin,
          'PUT',
          `/api/enchantments/${ids.enchantment}`,
          await enchantmentBody({ incompatibilities: 'minecraft:nothing' }),
        ),
      editor: () =>
        send(admin, 'PUT', editorUrl('enchantments', ids.enchantment), {
          incompatibilities: 'minecraft:nothing',
        }),
    }),
  },
  {
    what: 'an enchantment whose highest level is past 10',
    status: 400,
    message: 'maxlevel must be from 1 to 10.',
    paths: () => ({
      route: async () =>
        send(admin, 'PUT', `/api/enchantments/${ids.enchantment}`, await enchantmentBody({ maxlevel: 11 })),
      editor: () => send(admin, 'PUT', editorUrl('enchantments', ids.enchantment), { maxlevel: 11 }),
    }),
  },
  {
    what: 'a bauble of a tier that does not exist',
    status: 400,
    message: 'tier must be one of S, A, B, C, D, F.',
    paths: () => ({
      route: async () => {
        const stored = (await admin.request({ method: 'GET', url: '/api/baubles' })).json()[0];
        const { id: _id, row_version: _v, ...body } = stored;
        return send(admin, 'PUT', `/api/baubles/${ids.bauble}`, { ...body, tier: 'Z' });
      },
      editor: () => send(admin, 'PUT', editorUrl('baubles', ids.bauble), { tier: 'Z' }),
    }),
  },
  {
    what: 'an enchantment renamed to the name of another, in another case',
    status: 409,
    message: "An enchantment named 'Mending' already exists.",
    paths: () => ({
      route: async () =>
        send(
          admin,
          'PUT',
          `/api/enchantments/${ids.enchantment}`,
          await enchantmentBody({ name: 'MENDING' }),
        ),
      editor: () => send(admin, 'PUT', editorUrl('enchantments', ids.enchantment), { name: 'MENDING' }),
    }),
  },
];

describe(`one rule per table, one answer on every path (${testDialect})`, () => {
  it.each(RULES.map((c) => [c.what, c] as const))('%s', async (_what, c) => {
    for (const [path, write] of Object.entries(c.paths())) {
      const answer = await refused(t, write);
      expect(answer.status, `${path}: ${answer.error}`).toBe(c.status);
      expect(answer.error, path).toContain(c.message.replace(/\.$/, ''));
    }
  });
});

describe(`a delete: one rule and the same news on every path (${testDialect})`, () => {
  it("the table's delete of a town, a location or a server answers the route's refusal to a non-member", async () => {
    const user = await t.loginAs('editor');
    const { id } = await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirstOrThrow();
    const actor = { id, username: user.username, role: 'editor' as const };
    const { db } = t.app.deps;
    const cases = [
      { table: 'towns', id: ids.town, route: () => deleteTown(db, actor, ids.town) },
      { table: 'locations', id: ids.location, route: () => deleteLocation(db, actor, ids.location) },
      { table: 'servers', id: ids.server, route: () => deleteServer(db, actor, ids.server) },
    ];
    for (const { table, id, route } of cases) {
      await expect(route(), table).rejects.toMatchObject({ status: 403, message: NOT_A_MEMBER });
      await expect(
        db.transaction().execute((trx) => tableNamed(table).remove(trx, id, actor)),
        table,
      ).rejects.toMatchObject({ status: 403, message: NOT_A_MEMBER });
    }
    const town = await db.selectFrom('towns').select('id').where('id', '=', ids.town).executeTakeFirst();
    expect(town).toBeDefined();
  });

  it("a new town or location under a parent a non-member may not write: the route's answer on the table's path too", async () => {
    const user = await t.loginAs('editor');
    const { id } = await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirstOrThrow();
    const actor = { id, username: user.username, role: 'editor' as const };
    const { db } = t.app.deps;
    const cases = [
      {
        what: 'a town on a server that does not exist',
        route: () => createTown(db, actor, { server_id: 99_999, name: 'Ghost' }),
        table: 'towns',
        raw: { server_id: 99_999, name: 'Ghost' },
      },
      {
        what: "a town on another's server",
        route: () => createTown(db, actor, { server_id: ids.server, name: 'Ghost' }),
        table: 'towns',
        raw: { server_id: ids.server, name: 'Ghost' },
      },
      {
        what: 'a location in a town that does not exist',
        route: () => createLocation(db, actor, '99999', { server_id: ids.server, name: 'Ghost' }),
        table: 'locations',
        raw: { town_id: 99_999, name: 'Ghost' },
      },
      {
        what: "a location in a town of another's server",
        route: () => createLocation(db, actor, String(ids.town), { server_id: ids.server, name: 'Ghost' }),
        table: 'locations',
        raw: { town_id: ids.town, name: 'Ghost' },
      },
      {
        what: 'a trade on a server that does not exist',
        route: () =>
          createTrade(db, actor, {
            server_id: 99_999,
            town: 'Canz',
            location: 'Hall',
            row: 'A',
            num: 1,
            villager_type: 'Librarian',
            cost_item1: 'Emerald',
            cost_amount1: 10,
            cost_item2: '',
            cost_amount2: 0,
            sell_item: 'Enchanted Book',
            sell_amount: 1,
            notes: '',
            enchantments: [],
          }),
        table: 'trades',
        raw: Object.fromEntries(TRADE_HEADER.map((name, i) => [name, tradeCells(99_999)[i]])),
      },
    ];
    for (const c of cases) {
      await expect(c.route(), c.what).rejects.toMatchObject({ status: 403, message: NOT_A_MEMBER });
      const checker = await tableNamed(c.table).checker(new World(db), 'merge', actor);
      const issues = [...(await checker.checkBatch([{ row: 2, raw: c.raw }])), ...(await checker.finish())];
      expect(
        issues.map((i) => ({ status: i.status, reason: i.reason })),
        c.what,
      ).toEqual([{ status: 403, reason: NOT_A_MEMBER }]);
    }
  });

  it("the data editor's delete of a town tells members of its locations and trades, as the route does", async () => {
    const stream = await openStream(await baseUrlOf(t.app), ids.server, { token: dm.token });
    try {
      for (const via of ['route', 'editor'] as const) {
        const town = Number(
          (await createRow(admin, 'towns', { server_id: ids.server, name: `Gone ${via}` })).id,
        );
        await createRow(admin, 'locations', { town_id: town, name: 'Stall' });
        const from = stream.events.length;
        const url = via === 'route' ? `/api/towns/${town}` : editorUrl('towns', town);
        const deleted = await dm.request({ method: 'DELETE', url });
        expect(deleted.statusCode, deleted.body).toBe(200);
        for (const type of ['towns', 'locations', 'trades']) {
          await stream.waitFor((e) => e.type === type && e.by === dm.username, 3000, from);
        }
      }
    } finally {
      stream.close();
    }
  });
});

describe(`a bauble is stored alike on every path (${testDialect})`, () => {
  it('the route and the data editor store tags lower case without repeats, and keep the tier basis', async () => {
    const list = async () => (await admin.request({ method: 'GET', url: '/api/baubles' })).json();
    const stored = (await list()).find((b: { id: number }) => b.id === ids.bauble);
    const { id: _id, row_version: _v, ...body } = stored;
    const route = await send(admin, 'PUT', `/api/baubles/${ids.bauble}`, {
      ...body,
      tags: ['Ring', 'ring', 'Gold'],
      tierBasis: 'Kept',
    });
    expect(route.statusCode, route.body).toBe(200);
    const byRoute = (await list()).find((b: { id: number }) => b.id === ids.bauble);
    const editor = await send(admin, 'PUT', editorUrl('baubles', ids.bauble), { tags: 'Gold; RING; gold' });
    expect(editor.statusCode, editor.body).toBe(200);
    const byEditor = (await list()).find((b: { id: number }) => b.id === ids.bauble);
    expect(byRoute).toMatchObject({ tags: ['ring', 'gold'], tierBasis: 'Kept' });
    expect(byEditor).toMatchObject({ tags: ['gold', 'ring'], tierBasis: 'Kept' });
  });
});

describe(`incompatibility kept symmetric alike on every path (${testDialect})`, () => {
  it('the route and the data editor each list the enchantment back on its partner, bumping its version', async () => {
    const { db } = t.app.deps;
    const byMcid = (mcid: string) =>
      db.selectFrom('enchantments').selectAll().where('mcid', '=', mcid).executeTakeFirstOrThrow();
    const cases = [
      { partner: 'minecraft:aqua_affinity', via: 'route' },
      { partner: 'minecraft:respiration', via: 'editor' },
    ] as const;
    for (const { partner, via } of cases) {
      const looting = await byMcid('minecraft:looting');
      const before = await byMcid(partner);
      const list = [...looting.incompatibilities.split(',').filter(Boolean), partner].join(',');
      const response =
        via === 'route'
          ? await send(
              admin,
              'PUT',
              `/api/enchantments/${looting.id}`,
              await enchantmentBody({ incompatibilities: list }),
            )
          : await send(admin, 'PUT', editorUrl('enchantments', looting.id), { incompatibilities: list });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body, via).toContain(before.name);
      const after = await byMcid(partner);
      expect(after.incompatibilities.split(','), via).toContain('minecraft:looting');
      expect(after.row_version, via).toBe(before.row_version + 1);
    }
  });
});

describe(`a save from a stale copy: the table's own words on every path (${testDialect})`, () => {
  const STALE = {
    towns: 'This town was changed by someone else meanwhile. Reload and try again.',
    locations: 'This location was changed by someone else meanwhile. Reload and try again.',
    trades: 'This trade was changed by someone else meanwhile. Reload and try again.',
    baubles: 'This bauble was changed by someone else since you loaded it. Reload and try again.',
    enchantments: 'This enchantment was changed by someone else since you loaded it. Reload and try again.',
  };
  const bumped = async (table: keyof typeof STALE, id: number, change: Record<string, unknown>) => {
    const saved = await send(admin, 'PUT', editorUrl(table, id), change);
    expect(saved.statusCode, saved.body).toBe(200);
    return Number(saved.json().row.row_version);
  };

  it('the route and the data editor answer one text, CSV import counts it as a conflict', async () => {
    const trade = await send(dm, 'POST', '/api/trades', {
      server_id: ids.server,
      town: 'Canz',
      location: 'Hall',
      row: 'S',
      num: 1,
      villager_type: 'Librarian',
      cost_item1: 'Emerald',
      cost_amount1: 10,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      enchantments: [{ name: 'Mending', level: 1 }],
    });
    expect(trade.statusCode, trade.body).toBe(201);
    const tradeId = Number(trade.json().id);
    const tradeBody = { ...trade.json(), cost_amount1: 11 };
    const bauble = (await admin.request({ method: 'GET', url: '/api/baubles' })).json()[0];
    const cases = [
      {
        table: 'towns' as const,
        id: ids.town,
        change: { name: 'Canz' },
        route: () => send(dm, 'PUT', `/api/towns/${ids.town}`, { name: 'Stale', row_version: 1 }),
        csv: () =>
          importCsv(
            dm,
            'towns',
            csvOf(['id', 'server_id', 'name', 'row_version'], [[ids.town, ids.server, 'Stale', 1]]),
          ),
      },
      {
        table: 'locations' as const,
        id: ids.location,
        change: { name: 'Hall' },
        route: () => send(dm, 'PUT', `/api/locations/${ids.location}`, { name: 'Stale', row_version: 1 }),
        csv: () =>
          importCsv(
            dm,
            'locations',
            csvOf(['id', 'town_id', 'name', 'row_version'], [[ids.location, ids.town, 'Stale', 1]]),
          ),
      },
      {
        table: 'trades' as const,
        id: tradeId,
        change: { cost_amount1: 12 },
        route: () => send(dm, 'PUT', `/api/trades/${tradeId}`, { ...tradeBody, row_version: 1 }),
        csv: () =>
          importCsv(
            dm,
            'trades',
            csvOf(
              [...TRADE_HEADER, 'row_version'],
              [[...tradeCells(ids.server, { id: tradeId, row: 'S', cost_amount1: 13 }), 1]],
            ),
          ),
      },
      {
        table: 'baubles' as const,
        id: ids.bauble,
        change: { description: 'Bumped' },
        route: () => {
          const { id: _id, ...body } = bauble;
          return send(admin, 'PUT', `/api/baubles/${ids.bauble}`, {
            ...body,
            description: 'Stale',
            row_version: 1,
          });
        },
      },
      {
        table: 'enchantments' as const,
        id: ids.enchantment,
        change: { notes: 'Bumped' },
        route: async () =>
          send(admin, 'PUT', `/api/enchantments/${ids.enchantment}`, {
            ...(await enchantmentBody({ description: 'Stale' })),
            row_version: 1,
          }),
      },
    ];
    for (const c of cases) {
      expect(await bumped(c.table, c.id, c.change), c.table).toBeGreaterThan(1);
      const session = c.table === 'baubles' || c.table === 'enchantments' ? admin : dm;
      const paths: [string, Write][] = [
        ['route', c.route],
        ['editor', () => send(session, 'PUT', editorUrl(c.table, c.id), { ...c.change, row_version: 1 })],
      ];
      for (const [path, write] of paths) {
        const answer = await refused(t, write);
        expect(answer, `${c.table} ${path}`).toEqual({ status: 409, error: STALE[c.table] });
      }
      if (c.csv) {
        const answer = await c.csv();
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().conflict_count, c.table).toBe(1);
      }
    }
  });
});
