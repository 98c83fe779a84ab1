import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/**
 * Membership: every route that takes a server, town, location or trade id refuses ids of servers the caller may
 * not see with the same 403 (whether or not the id exists), reveals nothing and changes nothing.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const NOT_A_MEMBER = { error: 'You are not a member of this server.' };

interface Ids {
  server: number;
  town: number;
  location: number;
  trade: number;
}

/** Every route of the servers, towns, locations and trades modules, aimed at `ids` by a caller of server A. */
function routes(ids: Ids, w: TradeWorld) {
  const trade = {
    location: 'Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 1,
    sell_item: 'Enchanted Book',
    enchantments: [{ name: 'Mending', level: 1 }],
  };
  const mySlot = { town: 'canz', town_id: w.towns.canz, location: 'Main Hall', row: 'Z', num: 20 };
  return [
    ['GET', `/api/towns?server_id=${ids.server}`],
    ['GET', `/api/towns/${ids.town}/locations`],
    ['GET', `/api/towns/${ids.town}/locations?server_id=${ids.server}`],
    ['GET', `/api/trades?server_id=${ids.server}`],
    ['GET', `/api/trades/search?q=mending&server_id=${ids.server}`],
    ['GET', `/api/trade_template?villager_type=Librarian&sell_item=Enchanted%20Book&server_id=${ids.server}`],
    ['POST', '/api/trades', { ...trade, server_id: ids.server, town_id: ids.town }],
    ['POST', '/api/trades', { ...trade, server_id: w.a.id, town_id: ids.town }],
    ['PUT', `/api/trades/${ids.trade}`, trade],
    ['DELETE', `/api/trades/${ids.trade}`],
    ['POST', '/api/trades/move', { action: 'Move', trade_ids: [ids.trade], new_location: mySlot }],
    ['POST', '/api/trades/move', { action: 'Copy', trade_ids: [ids.trade], new_location: mySlot }],
    ['POST', '/api/towns', { name: 'intruder', server_id: ids.server }],
    ['PUT', `/api/towns/${ids.town}`, { name: 'renamed' }],
    ['DELETE', `/api/towns/${ids.town}`],
    ['POST', `/api/towns/${ids.town}/locations`, { name: 'intruder', server_id: ids.server }],
    ['POST', `/api/towns/${ids.town}/locations`, { name: 'intruder', server_id: w.a.id }],
    ['PUT', `/api/locations/${ids.location}`, { name: 'renamed' }],
    ['DELETE', `/api/locations/${ids.location}`],
    ['PUT', `/api/servers/${ids.server}`, { modpack_id: w.modpackId }],
    ['POST', `/api/servers/${ids.server}/members`, { username: w.outsider.username }],
    ['DELETE', `/api/servers/${ids.server}`],
  ] as const;
}

/** Server B as its owner sees it: towns, locations, trades and members. */
async function snapshotOfB() {
  return {
    servers: await ok(w.other, 'GET', '/api/servers'),
    towns: await ok(w.other, 'GET', `/api/towns?server_id=${w.b.id}`),
    locations: await ok(w.other, 'GET', `/api/towns/${w.towns.faraway}/locations`),
    trades: await ok(w.other, 'GET', `/api/trades?server_id=${w.b.id}`),
  };
}

async function walk(session: Session, ids: Ids, expected: (status: number, body: string) => void) {
  for (const [method, url, payload] of routes(ids, w)) {
    const response = await session.request({ method, url, payload: payload as object | undefined });
    expected(response.statusCode, `${method} ${url} → ${response.statusCode} ${response.body}`);
    for (const secret of ['faraway', '"Hall"', 'Server B'])
      expect(response.body, `${method} ${url}`).not.toContain(secret);
    if (response.statusCode === 403) expect(response.json(), `${method} ${url}`).toEqual(NOT_A_MEMBER);
  }
}

describe(`membership on every trade route (${testDialect})`, () => {
  it("refuses another server's ids with 403, revealing and changing nothing", async () => {
    const before = await snapshotOfB();
    const ids = {
      server: w.b.id,
      town: w.towns.faraway,
      location: w.locations.hall,
      trade: w.trades.otherMending.id,
    };
    for (const session of [w.owner, w.member, w.outsider]) {
      await walk(session, ids, (status, label) => {
        // A move to or from a town the caller cannot see answers like a town that does not exist (see below).
        expect(status === 403 || (label.includes('/move') && status === 400), label).toBe(true);
      });
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it('answers ids that do not exist exactly like ids of other servers (403), and 404 to staff', async () => {
    const missing = { server: 987_654, town: 987_654, location: 987_654, trade: 987_654 };
    await walk(w.owner, missing, (status, label) => {
      expect(status === 403 || (label.includes('/move') && status === 400), label).toBe(true);
    });
    for (const url of [
      `/api/towns?server_id=${missing.server}`,
      `/api/towns/${missing.town}/locations`,
      `/api/trades?server_id=${missing.server}`,
      `/api/trades/search?server_id=${missing.server}`,
    ]) {
      expect((await w.admin.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of [
      `/api/trades/${missing.trade}`,
      `/api/towns/${missing.town}`,
      `/api/locations/${missing.location}`,
    ]) {
      expect((await w.admin.request({ method: 'DELETE', url })).statusCode, url).toBe(404);
    }
  });

  it('a move naming a town the caller cannot see answers the same as a town that does not exist', async () => {
    const own = w.trades.wheat.id;
    const answers = [];
    for (const townId of [w.towns.faraway, 987_654]) {
      const response = await w.owner.request({
        method: 'POST',
        url: '/api/trades/move',
        payload: {
          action: 'Move',
          trade_ids: [own],
          new_location: { town: 'x', town_id: townId, location: 'Hall', row: 'A', num: 1 },
        },
      });
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual([
      400,
      { error: 'Could not resolve source/destination town ID - refresh towns and try again.' },
    ]);
  });

  it('lets auditors read every server but write nothing', async () => {
    expect((await ok<unknown[]>(w.auditor, 'GET', `/api/trades?server_id=${w.b.id}`)).length).toBe(1);
    const before = await snapshotOfB();
    for (const [method, url, payload] of routes(
      { server: w.b.id, town: w.towns.faraway, location: w.locations.hall, trade: w.trades.otherMending.id },
      w,
    )) {
      if (method === 'GET') continue;
      const response = await w.auditor.request({ method, url, payload: payload as object | undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'Your role (auditor) may not do this.' });
    }
    const create = await w.auditor.request({
      method: 'POST',
      url: '/api/servers',
      payload: { name: 'x', modpack_id: w.modpackId },
    });
    expect(create.statusCode).toBe(403);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('lets staff with write rights (data_manager) edit trades of any server, but manage only their own servers', async () => {
    const manager = await t.loginAs('data_manager');
    const town = await manager.request({
      method: 'PUT',
      url: `/api/towns/${w.towns.faraway}`,
      payload: { name: 'faraway' },
    });
    expect(town.statusCode).toBe(200);
    const members = await manager.request({
      method: 'POST',
      url: `/api/servers/${w.b.id}/members`,
      payload: { username: manager.username },
    });
    expect(members.statusCode).toBe(403);
    expect(members.json().error).toMatch(/owner/);
  });
});
