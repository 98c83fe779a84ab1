import type {
  DataRow,
  Enchantment,
  LocationResult,
  ServerEventType,
  TownResult,
  Trade,
} from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf, type EventStream, openStream } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';
import { applyScan, scanOk, trader, villagersWorld } from './world-scans-support';
import { csvOf, editorUrl, importAllWithRows, importCsv } from './write-paths';

/**
 * Every writer of trades, towns, locations and servers is heard by the members of the server: the dedicated
 * routes, the data editor, CSV import, Import All, world-scan apply, moves, deletes and membership changes.
 */
let t: TestApp;
let w: TradeWorld;
let stream: EventStream;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
  stream = await openStream(await baseUrlOf(t.app), w.a.id, { token: w.member.token });
  expect(stream.status).toBe(200);
});
afterAll(async () => {
  stream.close();
  await t.close();
});

interface Heard {
  type: ServerEventType;
  /** The ids the event names; null: "everything of that type". Left out: not checked. */
  ids?: number[] | null;
}

const sameIds = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === null || b === null ? a === b : JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * Runs the write, then waits for each expected event (by `by`, with those ids when given) among the events that
 * came after it began (a late event of an earlier write, e.g. through NOTIFY, matches no expectation of it).
 */
async function expectHeard(by: Session, write: () => Promise<unknown>, ...heard: Heard[]) {
  const from = stream.events.length;
  await write();
  for (const { type, ids } of heard) {
    await stream.waitFor(
      (e) => e.type === type && e.by === by.username && (ids === undefined || sameIds(e.ids, ids)),
      3000,
      from,
    );
  }
}

const request = async (session: Session, method: string, url: string, payload?: object) => {
  const response = await session.request({ method: method as 'GET', url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const townsOfA = () => ok<TownResult['town'][]>(w.owner, 'GET', `/api/towns?server_id=${w.a.id}`);

describe(`every writer is heard by the server's members (${testDialect})`, () => {
  it('town and location routes: create, rename, delete', async () => {
    let townId = 0;
    await expectHeard(
      w.owner,
      async () => {
        townId = (await request(w.owner, 'POST', '/api/towns', { name: 'ev-town', server_id: w.a.id })).town
          .id;
      },
      { type: 'towns' },
    );
    const town = (await townsOfA()).find((row) => row.id === townId)!;
    await expectHeard(
      w.owner,
      () =>
        request(w.owner, 'PUT', `/api/towns/${townId}`, { name: 'ev-town2', row_version: town.row_version }),
      { type: 'towns', ids: [townId] },
    );
    let locationId = 0;
    await expectHeard(
      w.owner,
      async () => {
        const created: LocationResult = await request(w.owner, 'POST', `/api/towns/${townId}/locations`, {
          name: 'ev-hall',
          server_id: w.a.id,
        });
        locationId = created.location.id;
      },
      { type: 'locations' },
    );
    await expectHeard(
      w.owner,
      () => request(w.owner, 'PUT', `/api/locations/${locationId}`, { name: 'ev-hall2', row_version: 1 }),
      { type: 'locations', ids: [locationId] },
    );
    await expectHeard(w.owner, () => request(w.owner, 'DELETE', `/api/locations/${locationId}`), {
      type: 'locations',
      ids: [locationId],
    });
    await expectHeard(
      w.owner,
      () => request(w.owner, 'DELETE', `/api/towns/${townId}`),
      { type: 'towns', ids: [townId] },
      { type: 'trades', ids: null },
    );
  });

  it('trade routes: create (with a new location), edit, move, copy, delete', async () => {
    let trade: Trade | undefined;
    await expectHeard(
      w.member,
      async () => {
        trade = await request(w.member, 'POST', '/api/trades', {
          server_id: w.a.id,
          town_id: w.towns.canz,
          location: 'ev-new-wing',
          row: 'D',
          num: 4,
          villager_type: 'Farmer',
          cost_item1: 'Wheat',
          cost_amount1: 20,
          sell_item: 'Emerald',
        });
      },
      { type: 'locations' },
      { type: 'trades' },
    );
    const id = trade!.id;
    const { id: _id, server_id, town_id, town: _town, row_version, enchantments, ...fields } = trade!;
    await expectHeard(
      w.member,
      () => request(w.member, 'PUT', `/api/trades/${id}`, { ...fields, cost_amount1: 21, row_version }),
      { type: 'trades', ids: [id] },
    );
    const slot = { town: 'canz', town_id: w.towns.canz, location: 'Main Hall', row: 'E', num: 5 };
    await expectHeard(
      w.member,
      () =>
        request(w.member, 'POST', '/api/trades/move', {
          action: 'Move',
          trade_ids: [id],
          new_location: slot,
        }),
      { type: 'trades', ids: [id] },
    );
    let copies: number[] = [];
    await expectHeard(
      w.member,
      async () => {
        const body = { action: 'Copy', trade_ids: [id], new_location: { ...slot, num: 6 } };
        copies = (await request(w.member, 'POST', '/api/trades/move', body)).trade_ids;
      },
      { type: 'trades' },
    );
    expect(copies).toHaveLength(1);
    await expectHeard(w.member, () => request(w.member, 'DELETE', `/api/trades/${copies[0]}`), {
      type: 'trades',
      ids: copies,
    });
  });

  it('server routes: edit, add a member', async () => {
    await expectHeard(
      w.owner,
      () => request(w.owner, 'PUT', `/api/servers/${w.a.id}`, { name: 'Server A', modpack_id: w.modpackId }),
      { type: 'server', ids: [w.a.id] },
    );
    await expectHeard(
      w.owner,
      () => request(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: w.outsider.username }),
      { type: 'server', ids: [w.a.id] },
    );
  });

  it('data editor: a trade edit, a server row (members), a town deleted', async () => {
    await expectHeard(
      w.admin,
      () => request(w.admin, 'PUT', editorUrl('trades', w.trades.wheat.id), { cost_amount1: 22 }),
      { type: 'trades', ids: [w.trades.wheat.id] },
    );
    const members = [w.member.username, w.outsider.username].join('; ');
    await expectHeard(w.admin, () => request(w.admin, 'PUT', editorUrl('servers', w.a.id), { members }), {
      type: 'server',
      ids: [w.a.id],
    });
    const town: { row: DataRow } = await request(w.admin, 'POST', editorUrl('towns'), {
      server_id: w.a.id,
      name: 'ev-editor-town',
    });
    const townId = Number(town.row.id);
    await expectHeard(w.admin, () => request(w.admin, 'DELETE', editorUrl('towns', townId)), {
      type: 'towns',
      ids: [townId],
    });
  });

  it('CSV import and Import All: every server refreshes the imported types', async () => {
    await expectHeard(
      w.admin,
      async () => {
        const response = await importCsv(
          w.admin,
          'towns',
          csvOf(['server_id', 'name'], [[w.a.id, 'ev-csv']]),
        );
        expect(response.statusCode, response.body).toBe(200);
      },
      { type: 'towns', ids: null },
    );
    await expectHeard(
      w.admin,
      async () => {
        const response = await importAllWithRows(w.admin, w.admin, 'towns', [[90_001, w.a.id, 'ev-zip', 1]]);
        expect(response.statusCode, response.body).toBe(200);
      },
      // The servers table is as exported, so Import All leaves it alone (no 'server' event); the trades refer to
      // the replaced towns, so they are replaced too.
      { type: 'towns', ids: null },
      { type: 'trades', ids: null },
    );
  });

  it('world-scan apply', async () => {
    const scan = await scanOk(
      w.owner,
      w.a.id,
      await villagersWorld([trader('00000000-0000-4000-8000-00000000e001', 8, 8, 0, 1)]),
    );
    await expectHeard(
      w.owner,
      async () => {
        const response = await applyScan(w.owner, scan.id);
        expect(response.statusCode, response.body).toBe(200);
      },
      { type: 'trades' },
      { type: 'towns', ids: null },
    );
  });

  it('an enchantment renamed (trades show it by name on every server)', async () => {
    const all = await ok<Enchantment[]>(w.admin, 'GET', '/api/enchantments');
    const { id, ...adept } = all.find((e) => e.name === 'Adept')!;
    await expectHeard(
      w.admin,
      () => request(w.admin, 'PUT', `/api/enchantments/${id}`, { ...adept, name: 'Adept Renamed' }),
      { type: 'trades', ids: null },
    );
  });
});
