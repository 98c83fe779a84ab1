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

const storedTag = async (id: number) =>
  (await t.app.deps.db.selectFrom('trades').select('test_tag').where('id', '=', id).executeTakeFirstOrThrow())
    .test_tag;

async function search(q: string): Promise<Trade[]> {
  const response = await request(
    dm,
    'GET',
    `/api/trades/search?server_id=${ids.server}&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Trade[]>();
}

describe(`scratch test_tag (${testDialect})`, () => {
  it('routes create, edit and list it; a long one is refused', async () => {
    const trade = await create({ row: 'B', test_tag: 'spare' });
    expect(trade.test_tag).toBe('spare');
    const edited = await request(dm, 'PUT', `/api/trades/${trade.id}`, {
      ...tradeBody({ row: 'B', test_tag: 'sorted' }),
      row_version: trade.row_version,
    });
    expect(edited.json<Trade>().test_tag).toBe('sorted');
    const listed = await request(dm, 'GET', `/api/trades?server_id=${ids.server}&row=B`);
    expect(listed.json<Trade[]>().map((row) => row.test_tag)).toEqual(['sorted']);
    expect((await search('wheat')).find((f) => f.id === trade.id)?.test_tag).toBe('sorted');
    const long = await request(dm, 'POST', '/api/trades', tradeBody({ row: 'E', test_tag: 'x'.repeat(41) }));
    expect(long.statusCode).toBe(400);
  });

  it('the data editor, CSV and backups carry it', async () => {
    const trade = await create({ row: 'H', test_tag: 'spare' });
    const saved = await request(dm, 'PUT', editorUrl('trades', trade.id), { test_tag: 'edited' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedTag(trade.id)).toBe('edited');
    const exported = (await exportCsv(dm, 'trades')).find((row) => Number(row.id) === trade.id);
    expect(exported?.test_tag).toBe('edited');
    const imported = await importCsv(
      dm,
      'trades',
      csvOf([...TRADE_HEADER, 'test_tag'], [[...tradeCells(ids.server, { id: trade.id, row: 'H' }), 'csv']]),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await storedTag(trade.id)).toBe('csv');
    const files = await exportAllFiles(admin);
    expect(strFromU8(files['trades.csv']!).split('\r\n')[0]).toMatch(/,notes,test_tag$/);
    await request(dm, 'PUT', editorUrl('trades', trade.id), { test_tag: 'changed' });
    const restored = await importZip(admin, zipSync(files));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await storedTag(trade.id)).toBe('csv');
  });
});
