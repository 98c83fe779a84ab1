import type { Trade } from '@tradehall/contracts';
import {
  assembleRegion,
  buildChunkNbt,
  compressChunk,
  type VillagerSpec,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { strFromU8, strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow, exportCsv, importCsv, importZip } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { applyScan, makeServer, scanOk, trader, worldZip } from './world-scans-support';
import { csvOf, editorUrl, exportAllFiles, TRADE_HEADER, tradeCells } from './write-paths';

/** Issue 26's proof: trade notes on every path that writes or reads a trade. */
let t: TestApp;
let admin: Session;
let dm: Session;
const ids = { modpack: 0, server: 0, town: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dm = await t.loginAs('data_manager');
  ids.modpack = Number((await createRow(admin, 'modpacks', { modpack: 'RLCraft', version: 'notes' })).id);
  ids.server = Number(
    (await createRow(admin, 'servers', { name: 'Notes', modpack_id: ids.modpack, owner: dm.username })).id,
  );
  ids.town = Number((await createRow(admin, 'towns', { server_id: ids.server, name: 'Canz' })).id);
  await createRow(admin, 'locations', { town_id: ids.town, name: 'Hall' });
});
afterAll(() => t.close());

const request = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  session.request({ method, url, ...(payload ? { payload } : {}) });

function tradeBody(overrides: Record<string, unknown> = {}) {
  return {
    server_id: ids.server,
    town_id: ids.town,
    location: 'Hall',
    row: 'A',
    num: 1,
    villager_type: 'Farmer',
    cost_item1: 'Wheat',
    cost_amount1: 20,
    cost_item2: '',
    cost_amount2: 0,
    sell_item: 'Emerald',
    sell_amount: 1,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown>): Promise<Trade> {
  const response = await request(dm, 'POST', '/api/trades', tradeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Trade>();
}

const storedNotes = async (id: number) =>
  (await t.app.deps.db.selectFrom('trades').select('notes').where('id', '=', id).executeTakeFirstOrThrow())
    .notes;

async function search(q: string): Promise<Trade[]> {
  const response = await request(
    dm,
    'GET',
    `/api/trades/search?server_id=${ids.server}&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Trade[]>();
}

describe(`trade notes (${testDialect})`, () => {
  it('the routes create, edit, list, move and copy a trade with its notes', async () => {
    const trade = await create({ row: 'B', notes: 'cured' });
    expect(trade.notes).toBe('cured');
    const edited = await request(dm, 'PUT', `/api/trades/${trade.id}`, {
      ...tradeBody({ row: 'B', notes: 'name-tagged Bob' }),
      row_version: trade.row_version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Trade>().notes).toBe('name-tagged Bob');
    const listed = await request(dm, 'GET', `/api/trades?server_id=${ids.server}&row=B`);
    expect(listed.json<Trade[]>().map((row) => row.notes)).toEqual(['name-tagged Bob']);

    const slot = (row: string) => ({ town: 'Canz', location: 'Hall', row, num: 1, town_id: ids.town });
    const copied = await request(dm, 'POST', '/api/trades/move', {
      action: 'Copy',
      trade_ids: [trade.id],
      new_location: slot('C'),
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const moved = await request(dm, 'POST', '/api/trades/move', {
      action: 'Move',
      trade_ids: [trade.id],
      new_location: slot('D'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const row of ['C', 'D']) {
      const at = await request(dm, 'GET', `/api/trades?server_id=${ids.server}&row=${row}`);
      expect(at.json<Trade[]>().map((one) => one.notes)).toEqual(['name-tagged Bob']);
    }
  });

  it('refuses notes longer than 200 characters with a 400 naming the field, on the route and the editor', async () => {
    const route = await request(dm, 'POST', '/api/trades', tradeBody({ row: 'E', notes: 'x'.repeat(201) }));
    expect(route.statusCode).toBe(400);
    expect(route.json().error).toContain('notes');
    const trade = await create({ row: 'E', notes: 'x'.repeat(200) });
    const editor = await request(dm, 'PUT', editorUrl('trades', trade.id), { notes: 'y'.repeat(201) });
    expect(editor.statusCode).toBe(400);
    expect(editor.body).toContain('notes');
    expect(await storedNotes(trade.id)).toBe('x'.repeat(200));
  });

  it('search finds a trade by its notes, and finds it no more once they change', async () => {
    const trade = await create({ row: 'F', notes: 'Locked In for Sharpness' });
    expect((await search('locked in')).map((found) => found.id)).toEqual([trade.id]);
    expect((await search('locked in'))[0]!.notes).toBe('Locked In for Sharpness');
    await request(dm, 'PUT', `/api/trades/${trade.id}`, tradeBody({ row: 'F', notes: 'open' }));
    expect(await search('locked in')).toEqual([]);
  });

  it('the data editor edits notes and keeps them when it edits another cell', async () => {
    const trade = await create({ row: 'G', notes: 'cured' });
    const saved = await request(dm, 'PUT', editorUrl('trades', trade.id), { notes: 'cured twice' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('cured twice');
    const other = await request(dm, 'PUT', editorUrl('trades', trade.id), { cost_amount1: 21 });
    expect(other.statusCode, other.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('cured twice');
  });

  it('CSV export and import carry notes; a file without the column keeps the stored ones', async () => {
    const trade = await create({ row: 'H', notes: 'name-tagged Bob' });
    const exported = (await exportCsv(dm, 'trades')).find((row) => Number(row.id) === trade.id);
    expect(exported?.notes).toBe('name-tagged Bob');

    const withNotes = await importCsv(
      dm,
      'trades',
      csvOf(
        [...TRADE_HEADER, 'notes'],
        [[...tradeCells(ids.server, { id: trade.id, row: 'H' }), 'locked in']],
      ),
    );
    expect(withNotes.statusCode, withNotes.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('locked in');

    const oldFile = await importCsv(
      dm,
      'trades',
      csvOf(TRADE_HEADER, [tradeCells(ids.server, { id: trade.id, row: 'H', cost_amount1: 23 })]),
    );
    expect(oldFile.statusCode, oldFile.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('locked in');
  });

  it('Export All and Import All carry notes; a backup without the column still imports', async () => {
    const trade = await create({ row: 'I', notes: 'cured' });
    const files = await exportAllFiles(admin);
    await request(dm, 'PUT', `/api/trades/${trade.id}`, tradeBody({ row: 'I', notes: 'changed' }));
    const restored = await importZip(admin, zipSync(files));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('cured');

    // The same backup as written before notes existed: trades.csv without notes and the columns after it.
    const text = strFromU8(files['trades.csv']!);
    const header = text.split('\r\n')[0]!.split(',');
    const dropped = header.length - header.indexOf('notes');
    const withoutLast = (line: string, count: number): string =>
      count === 0 ? line : withoutLast(line.replace(/,[^,]*$/, ''), count - 1);
    const old = strToU8(
      text
        .split('\r\n')
        .map((line) => (line === '' ? line : withoutLast(line, dropped)))
        .join('\r\n'),
    );
    expect(strFromU8(old).split('\r\n')[0]).not.toContain('notes');
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    const entry = manifest.tables.find((e: { table: string }) => e.table === 'trades');
    const { createHash } = await import('node:crypto');
    entry.sha256 = createHash('sha256').update(old).digest('hex');
    const oldZip = { ...files, 'trades.csv': old, 'manifest.json': strToU8(JSON.stringify(manifest)) };
    const oldRestore = await importZip(admin, zipSync(oldZip));
    expect(oldRestore.statusCode, oldRestore.body).toBe(200);
    expect(await storedNotes(trade.id)).toBe('');
  });

  it('a world-save rescan that updates a villager keeps the notes of the trades it keeps', async () => {
    const owner = await t.loginAs('user');
    const server = await makeServer(t, owner);
    const uuid = '00000000-0000-4000-f000-000000000031';
    const offers = (wheat: number) => ({
      offers: [
        { buy: { id: 'minecraft:wheat', count: wheat }, sell: { id: 'minecraft:emerald', count: 1 } },
        { buy: { id: 'minecraft:potato', count: 26 }, sell: { id: 'minecraft:emerald', count: 1 } },
      ],
    });
    // The villager's chunk, saved at `time` (a rescan reads the chunks saved since the last scan).
    const world = (wheat: number, time: number) => {
      const villager: VillagerSpec = trader(uuid, 2.5, 1.5, 0, 1, offers(wheat));
      const payload = compressChunk(buildChunkNbt(0, 0, [villagerEntity(villager)]));
      return worldZip({
        files: { 'region/r.0.0.mca': assembleRegion([{ x: 0, z: 0, timestamp: time, payload }]) },
      });
    };
    const scan = await scanOk(owner, server, await world(20, 100));
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);
    const listed = await request(owner, 'GET', `/api/trades?server_id=${server}`);
    const trades = listed.json<Trade[]>();
    expect(trades).toHaveLength(2);
    for (const trade of trades) {
      const { id, town, town_id: _town, location_id: _location, row_version, enchantments, ...rest } = trade;
      const saved = await request(owner, 'PUT', `/api/trades/${id}`, {
        ...rest,
        enchantments: enchantments.map(({ name, level }) => ({ name, level })),
        notes: `cured ${trade.cost_item1}`,
        row_version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(town).toBeTruthy();
    }

    const rescan = await scanOk(owner, server, await world(18, 200));
    const applied = await applyScan(owner, rescan.id);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await request(owner, 'GET', `/api/trades?server_id=${server}`)).json<Trade[]>();
    expect(after.map((trade) => trade.cost_amount1).sort()).toEqual([18, 26]);
    for (const trade of after) expect(trade.notes).toBe(`cured ${trade.cost_item1}`);
  });
});
