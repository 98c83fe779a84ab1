import { ADDED_FIELDS, MAX_ID } from '@tradehall/contracts';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNamed } from '../src/modules/data-editor/table-registry';
import { SELF_INCOMPATIBLE } from '../src/modules/enchantments/incompatibility-sync';
import { NOT_A_MEMBER } from '../src/modules/servers/membership';
import { World } from '../src/modules/shared/table/world';
import { createRow, exportCsv, importZip } from './admin-support';
import { baseUrlOf, type EventStream, openStream } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  csvOf,
  editorUrl,
  exportAllFiles,
  importAllWithRows,
  importCsv,
  refused,
  TRADE_HEADER,
  tradeCells,
} from './write-paths';

/**
 * Issue 26: the cases where the data editor, CSV import and Import All had drifted from the routes' rules.
 * Each path must answer alike, and a refused write changes nothing.
 */
let t: TestApp;
let admin: Session;
let dm: Session;
let player: Session;
const ids = { modpack: 0, mine: 0, theirs: 0, mineTown: 0, hall: 0, trade: 0 };

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
  ids.hall = Number((await createRow(admin, 'locations', { town_id: ids.mineTown, name: 'Hall' })).id);
  const trade = await post(dm, '/api/trades', tradeBody());
  expect(trade.statusCode, trade.body).toBe(201);
  ids.trade = trade.json().id;
});
afterAll(() => t.close());

const post = (session: Session, url: string, payload: object) =>
  session.request({ method: 'POST', url, payload });
const put = (session: Session, url: string, payload: object) =>
  session.request({ method: 'PUT', url, payload });

function tradeBody(overrides: Record<string, unknown> = {}) {
  return {
    server_id: ids.mine,
    town_id: ids.mineTown,
    location: 'Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 10,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: [{ name: 'Mending', level: 1 }],
    ...overrides,
  };
}

/** A trades row of a backup (the export's columns: the system columns after the trade's). */
const backupCells = (overrides: Record<string, string | number>) => [
  ...tradeCells(ids.mine, overrides),
  '',
  '',
  1,
  '',
  ...ADDED_FIELDS.map(() => ''),
];

const editorTrade = (overrides: Record<string, unknown> = {}) => {
  const cells = Object.fromEntries(TRADE_HEADER.map((name, i) => [name, tradeCells(ids.mine)[i]!]));
  delete cells.id;
  return { ...cells, ...overrides };
};

describe(`ids from 1 to 2,147,483,647 on every path (${testDialect})`, () => {
  const tooBig = MAX_ID + 1;
  it('the data editor, CSV import and Import All refuse an id past the largest, naming the column', async () => {
    const paths = {
      editor_trade: () => post(dm, editorUrl('trades'), editorTrade({ id: tooBig, row: 'Q' })),
      editor_server: () =>
        post(admin, editorUrl('servers'), { id: tooBig, name: 'Big', modpack_id: ids.modpack }),
      editor_town: () => post(dm, editorUrl('towns'), { id: tooBig, server_id: ids.mine, name: 'Big' }),
      csv_trade: () =>
        importCsv(dm, 'trades', csvOf(TRADE_HEADER, [tradeCells(ids.mine, { id: tooBig, row: 'Q' })])),
      csv_town: () => importCsv(dm, 'towns', csvOf(['id', 'server_id', 'name'], [[tooBig, ids.mine, 'Big']])),
      import_all: () => importAllWithRows(admin, admin, 'towns', [[tooBig, ids.mine, 'Big', 1]]),
    };
    for (const [path, write] of Object.entries(paths)) {
      const answer = await refused(t, write);
      expect(answer.status, `${path}: ${answer.error}`).toBe(400);
      expect(answer.error, path).toMatch(/\bid\b/);
      expect(answer.error, path).toContain('2147483647');
    }
  });

  it('after an explicit id, the next trade a route adds gets the id after it', async () => {
    const saved = await post(dm, editorUrl('trades'), editorTrade({ id: 70_000, row: 'R' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const next = await post(dm, '/api/trades', tradeBody({ row: 'S', enchantments: [] }));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().id).toBe(70_001);
    const csv = await importCsv(
      dm,
      'trades',
      csvOf(TRADE_HEADER, [tradeCells(ids.mine, { id: 80_000, row: 'T' })]),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const after = await post(dm, '/api/trades', tradeBody({ row: 'U', enchantments: [] }));
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().id).toBe(80_001);
  });

  it('the largest id itself is taken, and the sequence is set without an error', async () => {
    const saved = await post(dm, editorUrl('towns'), { id: MAX_ID, server_id: ids.mine, name: 'Edge' });
    expect(saved.statusCode, saved.body).toBe(201);
    const removed = await dm.request({ method: 'DELETE', url: `/api/towns/${MAX_ID}` });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

describe(`strict JSON numbers (${testDialect})`, () => {
  const BAD: [string, unknown][] = [
    ['true', true],
    ['"0x10"', '0x10'],
    ['null', null],
    ['"1e3"', '1e3'],
    ['[]', []],
  ];
  it.each(BAD)('POST and PUT /api/trades refuse %s as a number, naming the field', async (_label, value) => {
    for (const field of ['num', 'cost_amount1', 'sell_amount']) {
      const created = await refused(t, () =>
        post(dm, '/api/trades', tradeBody({ row: 'B', [field]: value })),
      );
      expect(created.status, created.error).toBe(400);
      expect(created.error).toContain(field);
      const updated = await refused(t, () =>
        put(dm, `/api/trades/${ids.trade}`, tradeBody({ [field]: value })),
      );
      expect(updated.status, updated.error).toBe(400);
      expect(updated.error).toContain(field);
    }
    const level = await refused(t, () =>
      post(dm, '/api/trades', tradeBody({ row: 'B', enchantments: [{ name: 'Mending', level: value }] })),
    );
    expect(level.status, level.error).toBe(400);
    expect(level.error).toContain('level');
  });

  it.each(BAD.filter(([label]) => label !== 'null'))(
    'the data editor refuses %s as a number, naming the column',
    async (_label, value) => {
      for (const field of ['num', 'cost_amount1']) {
        const answer = await refused(t, () => put(dm, editorUrl('trades', ids.trade), { [field]: value }));
        expect(answer.status, answer.error).toBe(400);
        expect(answer.error).toContain(field);
      }
    },
  );

  it('the data editor refuses enchantments that are not text, and the trade keeps its enchantments', async () => {
    for (const value of [true, 5, { name: 'Mending' }]) {
      const answer = await refused(t, () => put(dm, editorUrl('trades', ids.trade), { enchantments: value }));
      expect(answer.status, answer.error).toBe(400);
      expect(answer.error).toContain('enchantments');
    }
  });

  it('the data editor refuses text columns given as other JSON values', async () => {
    const answer = await refused(t, () => put(dm, editorUrl('trades', ids.trade), { sell_item: true }));
    expect(answer.status, answer.error).toBe(400);
    expect(answer.error).toContain('sell_item');
  });
});

describe(`a slot holds one villager, of a type the reference knows (${testDialect})`, () => {
  it('every path refuses an unknown villager type, naming villager_type', async () => {
    const paths = {
      route: () =>
        post(dm, '/api/trades', tradeBody({ row: 'C', villager_type: 'Wizard', enchantments: [] })),
      route_update: () => put(dm, `/api/trades/${ids.trade}`, tradeBody({ villager_type: 'Wizard' })),
      editor: () => post(dm, editorUrl('trades'), editorTrade({ row: 'C', villager_type: 'Wizard' })),
      csv: () =>
        importCsv(
          dm,
          'trades',
          csvOf(TRADE_HEADER, [tradeCells(ids.mine, { row: 'C', villager_type: 'Wizard' })]),
        ),
    };
    for (const [path, write] of Object.entries(paths)) {
      const answer = await refused(t, write);
      expect(answer.status, `${path}: ${answer.error}`).toBe(400);
      expect(answer.error, path).toContain('villager_type');
      expect(answer.error, path).toContain('Wizard');
    }
  });

  it('a known type in another case is stored in the reference spelling', async () => {
    const saved = await post(
      dm,
      '/api/trades',
      tradeBody({
        row: 'D',
        villager_type: 'cleric',
        enchantments: [],
        sell_item: 'Redstone',
        cost_item2: '',
        cost_amount2: 0,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().villager_type).toBe('Cleric');
  });

  it('every path refuses a second villager type in a slot', async () => {
    // Slot Hall A1 holds a Librarian (the trade made in beforeAll).
    const cleric = { villager_type: 'Cleric', sell_item: 'Redstone', enchantments: '' };
    const paths = {
      route: () =>
        post(
          dm,
          '/api/trades',
          tradeBody({ villager_type: 'Cleric', sell_item: 'Redstone', enchantments: [] }),
        ),
      editor: () => post(dm, editorUrl('trades'), editorTrade(cleric)),
      csv: () => importCsv(dm, 'trades', csvOf(TRADE_HEADER, [tradeCells(ids.mine, cleric)])),
      csv_within_file: () =>
        importCsv(
          dm,
          'trades',
          csvOf(TRADE_HEADER, [
            tradeCells(ids.mine, { row: 'E', sell_item: 'Paper', enchantments: '' }),
            tradeCells(ids.mine, { row: 'E', ...cleric }),
          ]),
        ),
      import_all: () => importAllWithRows(admin, admin, 'trades', [backupCells({ id: 90_002, ...cleric })]),
    };
    for (const [path, write] of Object.entries(paths)) {
      const answer = await refused(t, write);
      expect(answer.status, `${path}: ${answer.error}`).toBe(409);
      expect(answer.error, path).toContain('villager_type');
      expect(answer.error, path).toContain('Librarian');
    }
  });

  it('Move and Copy refuse trades into a slot of another villager', async () => {
    const cleric = await post(
      dm,
      '/api/trades',
      tradeBody({ row: 'J', villager_type: 'Cleric', sell_item: 'Redstone', enchantments: [] }),
    );
    expect(cleric.statusCode, cleric.body).toBe(201);
    const newLocation = { town: 'Canz', location: 'Hall', row: 'J', num: 1, town_id: ids.mineTown };
    for (const action of ['Move', 'Copy']) {
      const answer = await refused(t, () =>
        post(dm, '/api/trades/move', { action, trade_ids: [ids.trade], new_location: newLocation }),
      );
      expect(answer.status, answer.error).toBe(409);
      expect(answer.error).toContain('villager_type');
      expect(answer.error).toContain('Cleric');
    }
  });

  it('the one trade of a slot may change its villager type', async () => {
    const made = await post(
      dm,
      '/api/trades',
      tradeBody({ row: 'F', villager_type: 'Cleric', sell_item: 'Redstone', enchantments: [] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const changed = await put(
      dm,
      `/api/trades/${made.json().id}`,
      tradeBody({ row: 'F', villager_type: 'Farmer', sell_item: 'Bread', enchantments: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe(`CSV import that creates a location (${testDialect})`, () => {
  let stream: EventStream;
  beforeAll(async () => {
    stream = await openStream(await baseUrlOf(t.app), ids.mine, { token: dm.token });
    expect(stream.status).toBe(200);
  });
  afterAll(() => stream.close());

  it('records the location change, as the trade route does', async () => {
    const from = stream.events.length;
    const response = await importCsv(
      dm,
      'trades',
      csvOf(TRADE_HEADER, [tradeCells(ids.mine, { location: 'Annex', enchantments: '' })]),
    );
    expect(response.statusCode, response.body).toBe(200);
    await stream.waitFor((e) => e.type === 'locations' && e.by === dm.username, 3000, from);
  });
});

describe(`the table engine checks the actor's right to write the row's server (${testDialect})`, () => {
  it('a trade row on a server the actor does not belong to answers 403 NOT_A_MEMBER', async () => {
    const user = await t.app.deps.db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    const actor = { id: user.id, username: user.username, role: 'editor' as const };
    const raw = Object.fromEntries(TRADE_HEADER.map((name, i) => [name, String(tradeCells(ids.mine)[i]!)]));
    const checker = await tableNamed('trades').checker(new World(t.app.deps.db), 'merge', actor);
    const issues = await checker.checkBatch([{ row: 2, raw }]);
    expect(issues).toEqual([expect.objectContaining({ row: 2, status: 403, reason: NOT_A_MEMBER })]);
    const town = await tableNamed('towns').checker(new World(t.app.deps.db), 'merge', actor);
    const townIssues = await town.checkBatch([
      { row: 2, raw: { server_id: String(ids.mine), name: 'Nope' } },
    ]);
    expect(townIssues).toEqual([expect.objectContaining({ row: 2, status: 403, reason: NOT_A_MEMBER })]);
  });
});

describe(`backups and CSV carry enchantments by mcid (${testDialect})`, () => {
  it('an enchantment renamed to look like another keeps each trade its own enchantment after a restore', async () => {
    const sharp = await post(
      dm,
      '/api/trades',
      tradeBody({ row: 'G', enchantments: [{ name: 'Sharpness', level: 1 }], cost_amount1: 5 }),
    );
    expect(sharp.statusCode, sharp.body).toBe(201);
    const aqua = await post(
      dm,
      '/api/trades',
      tradeBody({ row: 'H', enchantments: [{ name: 'Aqua Affinity', level: 1 }], cost_amount1: 5 }),
    );
    expect(aqua.statusCode, aqua.body).toBe(201);
    const aquaRow = await t.app.deps.db
      .selectFrom('enchantments')
      .select('id')
      .where('mcid', '=', 'minecraft:aqua_affinity')
      .executeTakeFirstOrThrow();
    const renamed = await put(admin, editorUrl('enchantments', aquaRow.id), { name: 'Sharpness I' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const rows = await exportCsv(admin, 'trades');
    const cellOf = (id: number) => rows.find((row) => Number(row.id) === id)!.enchantments;
    expect(cellOf(sharp.json().id)).toContain('minecraft:sharpness');
    expect(cellOf(sharp.json().id)).toContain('Sharpness I');
    expect(cellOf(aqua.json().id)).toContain('minecraft:aqua_affinity');

    const files = await exportAllFiles(admin);
    const restored = await importZip(admin, zipSync(files));
    expect(restored.statusCode, restored.body).toBe(200);
    const mcidOf = async (tradeId: number) =>
      (
        await sql<{
          mcid: string;
        }>`select e.mcid from trade_enchantments te join enchantments e on e.id = te.enchantment_id where te.trade_id = ${tradeId}`.execute(
          t.app.deps.db,
        )
      ).rows.map((row) => row.mcid);
    expect(await mcidOf(sharp.json().id)).toEqual(['minecraft:sharpness']);
    expect(await mcidOf(aqua.json().id)).toEqual(['minecraft:aqua_affinity']);

    // CSV import of the export matches by mcid too.
    const csv = await importCsv(
      dm,
      'trades',
      csvOf(TRADE_HEADER, [
        tradeCells(ids.mine, {
          id: sharp.json().id,
          row: 'G',
          cost_amount1: 6,
          enchantments: cellOf(sharp.json().id)!,
        }),
      ]),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(await mcidOf(sharp.json().id)).toEqual(['minecraft:sharpness']);
    const back = await put(admin, editorUrl('enchantments', aquaRow.id), { name: 'Aqua Affinity' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it("a file in today's format (names only) still imports", async () => {
    const csv = await importCsv(
      dm,
      'trades',
      csvOf(TRADE_HEADER, [tradeCells(ids.mine, { row: 'I', enchantments: 'Mending' })]),
    );
    expect(csv.statusCode, csv.body).toBe(200);
  });
});

describe(`one message per rule (${testDialect})`, () => {
  it("an enchantment incompatible with itself: the editor and CSV import answer the route's words", async () => {
    const looting = await t.app.deps.db
      .selectFrom('enchantments')
      .select(['id', 'mcid'])
      .where('mcid', '=', 'minecraft:looting')
      .executeTakeFirstOrThrow();
    const editor = await refused(t, () =>
      put(admin, editorUrl('enchantments', looting.id), { incompatibilities: looting.mcid }),
    );
    expect(editor.status).toBe(400);
    expect(editor.error).toContain(SELF_INCOMPATIBLE.replace(/\.$/, ''));
  });

  it('Import All restores a modded villager type its backup holds', async () => {
    const response = await importAllWithRows(admin, admin, 'trades', [
      backupCells({
        id: 90_003,
        row: 'K',
        villager_type: 'Profession 7',
        sell_item: 'Redstone',
        enchantments: '',
      }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.app.deps.db
      .selectFrom('trades')
      .select('villager_type')
      .where('id', '=', 90_003)
      .executeTakeFirstOrThrow();
    expect(stored.villager_type).toBe('Profession 7');
  });
});
