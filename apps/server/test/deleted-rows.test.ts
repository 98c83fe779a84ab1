import type { LocationResult, TownResult, Trade } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/**
 * Rows that are gone (issue 29): a caller who may see the server a trade, town or location was deleted from is
 * told it is gone (404); a caller who may not see that server keeps the uniform 403, as for an id that never
 * existed, so ids are not probed.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const NOT_A_MEMBER = { error: 'You are not a member of this server.' };
const NEVER_USED = 987_654;

const tradeBody = {
  location: 'Main Hall',
  row: 'D',
  num: 4,
  villager_type: 'Farmer',
  cost_item1: 'Wheat',
  cost_amount1: 20,
  sell_item: 'Emerald',
};

/** A trade, town and location of server A, each deleted through the API by a member. */
async function deletedRowsOfA() {
  const trade = await ok<Trade>(
    w.owner,
    'POST',
    '/api/trades',
    {
      ...tradeBody,
      server_id: w.a.id,
      town_id: w.towns.canz,
    },
    201,
  );
  await ok(w.member, 'DELETE', `/api/trades/${trade.id}`);
  const town = (
    await ok<TownResult>(w.owner, 'POST', '/api/towns', { name: 'doomed', server_id: w.a.id }, 201)
  ).town.id;
  await ok(w.member, 'DELETE', `/api/towns/${town}`);
  const location = (
    await ok<LocationResult>(
      w.owner,
      'POST',
      `/api/towns/${w.towns.bones}/locations`,
      {
        name: 'Doomed Hall',
        server_id: w.a.id,
      },
      201,
    )
  ).location.id;
  await ok(w.member, 'DELETE', `/api/locations/${location}`);
  return { trade: trade.id, town, location };
}

function routes(ids: { trade: number; town: number; location: number }) {
  const slot = { town: 'canz', town_id: w.towns.canz, location: 'Main Hall', row: 'Z', num: 9 };
  return [
    ['PUT', `/api/trades/${ids.trade}`, tradeBody, 'Trade not found.'],
    ['DELETE', `/api/trades/${ids.trade}`, undefined, 'Trade not found.'],
    [
      'POST',
      '/api/trades/move',
      { action: 'Move', trade_ids: [ids.trade], new_location: slot },
      'Trade not found.',
    ],
    [
      'POST',
      '/api/trades/move',
      { action: 'Copy', trade_ids: [ids.trade], new_location: slot },
      'Trade not found.',
    ],
    ['POST', '/api/trades', { ...tradeBody, server_id: w.a.id, town_id: ids.town }, 'Town not found.'],
    ['PUT', `/api/towns/${ids.town}`, { name: 'renamed' }, 'Town not found.'],
    ['DELETE', `/api/towns/${ids.town}`, undefined, 'Town not found.'],
    ['GET', `/api/towns/${ids.town}/locations`, undefined, 'Town not found.'],
    ['POST', `/api/towns/${ids.town}/locations`, { name: 'x', server_id: w.a.id }, 'Town not found.'],
    ['PUT', `/api/locations/${ids.location}`, { name: 'renamed' }, 'Location not found.'],
    ['DELETE', `/api/locations/${ids.location}`, undefined, 'Location not found.'],
  ] as const;
}

async function walk(
  session: Session,
  ids: { trade: number; town: number; location: number },
  expected: (message: string, url: string) => { status: number; body: object },
) {
  const seen: string[] = [];
  for (const [method, url, payload, message] of routes(ids)) {
    const response = await session.request({ method, url, payload });
    const want = expected(message, url);
    seen.push(`${method} ${url} → ${response.statusCode} ${response.body}`);
    expect({ status: response.statusCode, body: response.json() }, seen.at(-1)).toEqual(want);
  }
}

describe('a row deleted a moment ago', () => {
  it('answers 404 naming it to members and owners of its server, and to roles that see every server', async () => {
    const ids = await deletedRowsOfA();
    for (const session of [w.member, w.owner, w.admin]) {
      await walk(session, ids, (message) => ({ status: 404, body: { error: message } }));
    }
  });

  it('keeps the uniform 403 for callers who may not see its server', async () => {
    const ids = await deletedRowsOfA();
    for (const session of [w.other, w.outsider]) {
      await walk(session, ids, (_message, url) =>
        // Their move is refused first for its destination town (on server A), as for any town they cannot see.
        url.endsWith('/move')
          ? {
              status: 400,
              body: { error: 'Could not resolve source/destination town ID - refresh towns and try again.' },
            }
          : { status: 403, body: NOT_A_MEMBER },
      );
    }
  });

  it('keeps 403 for ids that never existed, for members too', async () => {
    const ids = { trade: NEVER_USED, town: NEVER_USED, location: NEVER_USED };
    await walk(w.member, ids, () => ({ status: 403, body: NOT_A_MEMBER }));
  });

  it('a trade deleted while a move of it and another is on its way: 404, and nothing moves', async () => {
    const keep = await ok<Trade>(
      w.owner,
      'POST',
      '/api/trades',
      {
        ...tradeBody,
        num: 5,
        server_id: w.a.id,
        town_id: w.towns.canz,
      },
      201,
    );
    const gone = await ok<Trade>(
      w.owner,
      'POST',
      '/api/trades',
      {
        ...tradeBody,
        num: 6,
        server_id: w.a.id,
        town_id: w.towns.canz,
      },
      201,
    );
    await ok(w.owner, 'DELETE', `/api/trades/${gone.id}`);
    const slot = { town: 'canz', town_id: w.towns.canz, location: 'North Wing', row: 'Y', num: 1 };
    const move = await w.member.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: { action: 'Move', trade_ids: [keep.id, gone.id], new_location: slot },
    });
    expect(move.statusCode).toBe(404);
    expect(move.json()).toEqual({ error: 'Trade not found.' });
    const listed = await ok<Trade[]>(w.member, 'GET', `/api/trades?server_id=${w.a.id}`);
    expect(listed.find((trade) => trade.id === keep.id)?.row).toBe('D');
    // A deleted id beside an id that never existed: the uniform 403.
    const mixed = await w.member.request({
      method: 'POST',
      url: '/api/trades/move',
      payload: { action: 'Move', trade_ids: [gone.id, NEVER_USED], new_location: slot },
    });
    expect(mixed.statusCode).toBe(403);
  });
});
