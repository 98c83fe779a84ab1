import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, type TradeWorld } from './trade-world';

/**
 * Ids and counts in paths and query strings are plain decimal whole numbers: no hex, exponent, fraction, sign,
 * spaces or leading zeros (z.coerce.number() took `0x10` as 16 and `1e3` as 1000). A bad one answers 400 whose
 * message names the parameter. Ids in JSON bodies are JSON numbers (a string, `true` or `[5]` is refused).
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

/** Written as they reach the server (percent-encoded where a URL needs it); the label is the decoded text. */
const BAD_FORMS: readonly [label: string, encoded: string][] = [
  ['0x10', '0x10'],
  ['1e3', '1e3'],
  ['1E3', '1E3'],
  [' 7', '%207'],
  ['7 ', '7%20'],
  ['7.0', '7.0'],
  ['7.', '7.'],
  ['+7', '%2B7'],
  ['-7', '-7'],
  ['07', '07'],
  ['0', '0'],
  ['0b11', '0b11'],
  ['Infinity', 'Infinity'],
  ['٧ (Arabic-Indic seven)', '%D9%A7'],
  ['2147483648 (past the largest id)', '2147483648'],
  ['99999999999999999999', '99999999999999999999'],
];

async function expectRefused(session: Session, url: string, parameter: string) {
  const response = await session.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  const error = response.json<{ error: string }>().error;
  expect(error, url).toMatch(new RegExp(`^${parameter} must be a whole number from `));
}

describe(`strict ids in paths (${testDialect})`, () => {
  it.each(BAD_FORMS)('refuses the path id %j with 400 naming `id`', async (_label, encoded) => {
    await expectRefused(w.owner, `/api/towns/${encoded}/locations`, 'id');
    const put = await w.owner.request({
      method: 'PUT',
      url: `/api/trades/${encoded}`,
      payload: { ...w.trades.mending, row_version: undefined },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ error: string }>().error).toMatch(/^id must be a whole number from 1 to 2147483647/);
  });

  it('refuses a bad row id of the data editor, naming `id`', async () => {
    const put = await w.admin.request({
      method: 'PUT',
      url: '/api/data_editor/tables/towns/0x1',
      payload: {},
    });
    const del = await w.admin.request({ method: 'DELETE', url: '/api/data_editor/tables/towns/1e0' });
    for (const response of [put, del]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^id must be a whole number/);
    }
  });

  it('still takes plain decimal ids (and a well-formed unknown one is 404)', async () => {
    const found = await w.owner.request({ method: 'GET', url: `/api/towns/${w.towns.canz}/locations` });
    expect(found.statusCode).toBe(200);
    const missing = await w.admin.request({ method: 'GET', url: '/api/towns/2147483647/locations' });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`strict whole numbers in query strings (${testDialect})`, () => {
  it.each(BAD_FORMS)('refuses the query value %j with 400 naming the parameter', async (_label, encoded) => {
    await expectRefused(w.owner, `/api/towns?server_id=${encoded}`, 'server_id');
    await expectRefused(w.owner, `/api/trades?server_id=${encoded}`, 'server_id');
    await expectRefused(w.owner, `/api/trades/search?q=mending&server_id=${encoded}`, 'server_id');
    await expectRefused(w.owner, `/api/optimizer/enchantment_sources?server_id=${encoded}`, 'server_id');
    await expectRefused(w.admin, `/api/logs?before_id=${encoded}`, 'before_id');
  });

  it('refuses bad counts: logs limit, data editor offset and limit, the trades num filter', async () => {
    for (const value of ['0x10', '1e2', '5.0', '%2B5', '05', '-1', '']) {
      await expectRefused(w.admin, `/api/logs?limit=${value}`, 'limit');
      await expectRefused(w.admin, `/api/data_editor/tables/towns?limit=${value}`, 'limit');
      await expectRefused(w.admin, `/api/trades?server_id=${w.a.id}&num=${value}`, 'num');
    }
    for (const value of ['0x0', '1e1', '0.0', '00', '-0', '%200', '']) {
      await expectRefused(w.admin, `/api/data_editor/tables/towns?offset=${value}`, 'offset');
    }
    await expectRefused(w.admin, '/api/logs?limit=501', 'limit');
  });

  it('refuses a town-name version that is not a plain decimal number', async () => {
    for (const value of ['0x1', '1e0', '1.0', '%2B1', '01']) {
      const response = await w.owner.request({
        method: 'GET',
        url: `/api/town_name?coords=10,20&version=${value}`,
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error, value).toMatch(/^Unknown town-name version/);
    }
    const plain = await w.owner.request({ method: 'GET', url: '/api/town_name?coords=10,20&version=1' });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses a parameter given twice', async () => {
    await expectRefused(w.owner, `/api/towns?server_id=${w.a.id}&server_id=${w.b.id}`, 'server_id');
  });

  it('still takes plain decimal values, and the defaults when they are left out', async () => {
    for (const url of [
      `/api/towns?server_id=${w.a.id}`,
      `/api/trades?server_id=${w.a.id}&num=1`,
      `/api/trades/search?q=mending&server_id=${w.a.id}`,
      `/api/optimizer/enchantment_sources?server_id=${w.a.id}`,
    ]) {
      const response = await w.owner.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const page = await w.admin.request({ method: 'GET', url: '/api/logs?limit=2' });
    expect(page.statusCode).toBe(200);
    const next = page.json<{ next_before_id: number }>().next_before_id;
    const older = await w.admin.request({ method: 'GET', url: `/api/logs?limit=500&before_id=${next}` });
    expect(older.statusCode).toBe(200);
    const table = await w.admin.request({
      method: 'GET',
      url: '/api/data_editor/tables/towns?offset=0&limit=1000',
    });
    expect(table.statusCode).toBe(200);
    expect(table.json()).toMatchObject({ offset: 0, limit: 1000 });
    const defaults = await w.admin.request({ method: 'GET', url: '/api/data_editor/tables/towns' });
    expect(defaults.json()).toMatchObject({ offset: 0, limit: 200 });
  });
});

describe(`ids in JSON bodies are JSON numbers (${testDialect})`, () => {
  const trade = {
    town_id: 0,
    location: 'Id Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    sell_item: 'Enchanted Book',
  };

  it.each([['0x10'], ['1e0'], ['1'], [true], [[1]], [1.5], [0], [2147483648]])(
    'refuses server_id %j when adding a trade, naming server_id',
    async (value) => {
      const payload = { ...trade, town_id: w.towns.canz, server_id: value };
      const response = await w.owner.request({ method: 'POST', url: '/api/trades', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^server_id /);
      const town = await w.owner.request({
        method: 'POST',
        url: '/api/towns',
        payload: { name: 'Id Town', server_id: value },
      });
      expect(town.statusCode).toBe(400);
    },
  );

  it('refuses a town_id that is not a JSON number', async () => {
    const payload = { ...trade, server_id: w.a.id, town_id: String(w.towns.canz) };
    const response = await w.owner.request({ method: 'POST', url: '/api/trades', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^town_id /);
  });

  it('refuses a modpack_id that is not a JSON number', async () => {
    for (const modpack_id of [String(w.modpackId), `0x${w.modpackId.toString(16)}`, true]) {
      const response = await w.owner.request({
        method: 'PUT',
        url: `/api/servers/${w.a.id}`,
        payload: { modpack_id },
      });
      expect(response.statusCode, JSON.stringify(modpack_id)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/modpack_id/);
    }
    const fine = await w.owner.request({
      method: 'PUT',
      url: `/api/servers/${w.a.id}`,
      payload: { modpack_id: w.modpackId },
    });
    expect(fine.statusCode).toBe(200);
  });
});
