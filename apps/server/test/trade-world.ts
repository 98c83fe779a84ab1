import type { LocationResult, Server, ServerResult, TownResult, Trade } from '@tradehall/contracts';
import { expect } from 'vitest';
import type { Session, TestApp } from './helpers';

/**
 * A small world for the trade tests, built through the API:
 * - server A (owner: a user, member: an editor) with towns canz (Main Hall, North Wing) and bones (Crypt);
 * - server B (owner: another user) with town faraway (Hall);
 * - a few trades on each.
 * `outsider` belongs to neither server; `auditor` and `admin` see both by role.
 */
export interface TradeWorld {
  owner: Session;
  member: Session;
  other: Session;
  outsider: Session;
  auditor: Session;
  admin: Session;
  modpackId: number;
  a: Server;
  b: Server;
  towns: { canz: number; bones: number; faraway: number };
  locations: { mainHall: number; northWing: number; crypt: number; hall: number };
  trades: {
    mending: Trade;
    sharpness: Trade;
    wheat: Trade;
    sword: Trade;
    otherMending: Trade;
  };
}

export async function buildTradeWorld(t: TestApp): Promise<TradeWorld> {
  const [owner, member, other, outsider, auditor, admin] = [
    await t.loginAs('user'),
    await t.loginAs('editor'),
    await t.loginAs('user'),
    await t.loginAs('user'),
    await t.loginAs('auditor'),
    await t.loginAs('admin'),
  ];
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const server = async (session: Session, name: string) =>
    (await ok<ServerResult>(session, 'POST', '/api/servers', { name, modpack_id: modpack.id }, 201)).server;
  const a = await server(owner, 'Server A');
  await ok(owner, 'POST', `/api/servers/${a.id}/members`, { username: member.username });
  const b = await server(other, 'Server B');

  const town = async (session: Session, serverId: number, name: string) =>
    (await ok<TownResult>(session, 'POST', '/api/towns', { name, server_id: serverId }, 201)).town.id;
  const location = async (session: Session, serverId: number, townId: number, name: string) =>
    (
      await ok<LocationResult>(
        session,
        'POST',
        `/api/towns/${townId}/locations`,
        { name, server_id: serverId },
        201,
      )
    ).location.id;
  const canz = await town(owner, a.id, 'canz');
  const bones = await town(owner, a.id, 'bones');
  const faraway = await town(other, b.id, 'faraway');
  const locations = {
    mainHall: await location(owner, a.id, canz, 'Main Hall'),
    northWing: await location(owner, a.id, canz, 'North Wing'),
    crypt: await location(owner, a.id, bones, 'Crypt'),
    hall: await location(other, b.id, faraway, 'Hall'),
  };

  const trade = (session: Session, body: object) => ok<Trade>(session, 'POST', '/api/trades', body, 201);
  const book = { villager_type: 'Librarian', cost_item1: 'Emerald', cost_item2: 'Book', cost_amount2: 1 };
  const trades = {
    mending: await trade(owner, {
      ...book,
      server_id: a.id,
      town_id: canz,
      location: 'Main Hall',
      row: 'A',
      num: 1,
      cost_amount1: 30,
      sell_item: 'Enchanted Book',
      enchantments: [{ name: 'Mending', level: 1 }],
    }),
    sharpness: await trade(member, {
      ...book,
      server_id: a.id,
      town_id: canz,
      location: 'Main Hall',
      row: 'A',
      num: 2,
      cost_amount1: 20,
      sell_item: 'Enchanted Book',
      enchantments: [{ name: 'Sharpness', level: 5 }],
    }),
    wheat: await trade(owner, {
      server_id: a.id,
      town: 'bones',
      location: 'Crypt',
      row: 'B',
      num: 3,
      villager_type: 'Farmer',
      cost_item1: 'Wheat',
      cost_amount1: 20,
      sell_item: 'Emerald',
    }),
    sword: await trade(owner, {
      server_id: a.id,
      town_id: canz,
      location: 'North Wing',
      row: 'C',
      num: 1,
      villager_type: 'Weapon Smith',
      cost_item1: 'Emerald',
      cost_amount1: 10,
      sell_item: 'Iron Sword',
      enchantments: [{ name: 'Sharpness', level: 2 }],
    }),
    otherMending: await trade(other, {
      ...book,
      server_id: b.id,
      town_id: faraway,
      location: 'Hall',
      row: 'A',
      num: 1,
      cost_amount1: 40,
      sell_item: 'Enchanted Book',
      enchantments: [{ name: 'Mending', level: 1 }],
    }),
  };
  return {
    owner,
    member,
    other,
    outsider,
    auditor,
    admin,
    modpackId: modpack.id,
    a,
    b,
    towns: { canz, bones, faraway },
    locations,
    trades,
  };
}

/** Sends a request and expects the status; answers the JSON body as T. */
export async function ok<T = unknown>(
  session: Session,
  method: string,
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const response = await session.request({ method: method as 'GET', url, payload });
  expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 300)}`).toBe(status);
  return response.json() as T;
}

/** Counts rows of a table (optionally where a column equals a value). */
export async function countRows(
  t: TestApp,
  table: 'trades' | 'towns' | 'locations' | 'trade_enchantments' | 'servers' | 'server_members' | 'logs',
): Promise<number> {
  const row = await t.app.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest audit-log row of a table, with its details parsed. */
export async function lastLog(t: TestApp, table: string) {
  const row = await t.app.deps.db
    .selectFrom('logs')
    .selectAll()
    .where('table_name', '=', table)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, details: JSON.parse(row.details) as Record<string, unknown> };
}
