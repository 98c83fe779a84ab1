import type { Trade } from '@tradehall/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTradeData, writeTransaction } from '../src/modules/shared/transaction';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, type TradeWorld } from './trade-world';

/**
 * Trade-data writes lock by server (issue 29): a write of one server's data holds that server's lock only, so
 * writers on other servers do not wait for it; writers on the same server, and writes of every server (an
 * enchantment change), do. PostgreSQL only: SQLite has one writer at a time whatever the locks.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const SETTLE_MS = 700;

function newTrade(serverId: number, townId: number, num: number) {
  return {
    server_id: serverId,
    town_id: townId,
    location: 'Side Hall',
    row: 'L',
    num,
    villager_type: 'Farmer',
    cost_item1: 'Wheat',
    cost_amount1: 20,
    sell_item: 'Emerald',
  };
}

/** Runs a trade-data write of `servers` that holds its locks until `release` is called. */
function holdLocks(servers: readonly number[] | 'all') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done =
    servers === 'all'
      ? writeTransaction(
          t.app.deps.db,
          async () => {
            locked();
            await released;
          },
          { tradeData: 'all' },
        )
      : writeTradeData(t.app.deps.db, servers, async () => {
          locked();
          await released;
        });
  return { taken, release, done };
}

/** Whether `request` settles within `ms`. */
async function settlesWithin<T>(request: Promise<T>, ms: number): Promise<boolean> {
  const timeout = new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms));
  return (await Promise.race([request.then(() => 'settled' as const), timeout])) === 'settled';
}

describe.runIf(testDialect === 'postgres')('trade-data locks per server', () => {
  it('a write holding server A does not block a write on server B; a write on A waits for it', async () => {
    const hold = holdLocks([w.a.id]);
    await hold.taken;
    try {
      const onB = w.other.request({
        method: 'POST',
        url: '/api/trades',
        payload: newTrade(w.b.id, w.towns.faraway, 1),
      });
      expect(await settlesWithin(onB, 5_000)).toBe(true);
      expect((await onB).statusCode).toBe(201);
      const renameOnB = w.other.request({
        method: 'PUT',
        url: `/api/towns/${w.towns.faraway}`,
        payload: { name: 'faraway renamed' },
      });
      expect(await settlesWithin(renameOnB, 5_000)).toBe(true);

      const onA = w.owner.request({
        method: 'POST',
        url: '/api/trades',
        payload: newTrade(w.a.id, w.towns.canz, 2),
      });
      expect(await settlesWithin(onA, SETTLE_MS)).toBe(false);
      hold.release();
      await hold.done;
      expect((await onA).statusCode).toBe(201);
      expect(((await onA).json() as Trade).server_id).toBe(w.a.id);
    } finally {
      hold.release();
      await hold.done;
    }
  });

  it('a move or copy locks the servers of its trades and destination, in id order', async () => {
    const hold = holdLocks([w.b.id]);
    await hold.taken;
    try {
      const slot = { town: 'canz', town_id: w.towns.canz, location: 'North Wing', row: 'M', num: 1 };
      // A copy within server A does not wait for B.
      const within = w.owner.request({
        method: 'POST',
        url: '/api/trades/move',
        payload: { action: 'Copy', trade_ids: [w.trades.wheat.id], new_location: slot },
      });
      expect(await settlesWithin(within, 5_000)).toBe(true);
      expect((await within).statusCode).toBe(200);
      // A copy of server B's trade to server A (refused, SAME_SERVER) waits for B's lock: it locks both.
      const across = w.admin.request({
        method: 'POST',
        url: '/api/trades/move',
        payload: { action: 'Copy', trade_ids: [w.trades.otherMending.id], new_location: slot },
      });
      expect(await settlesWithin(across, SETTLE_MS)).toBe(false);
      hold.release();
      await hold.done;
      expect((await across).statusCode).toBe(400);
    } finally {
      hold.release();
      await hold.done;
    }
  });

  it('a write of every server (the enchantments) waits for a server write, and holds the next ones off', async () => {
    const hold = holdLocks([w.b.id]);
    await hold.taken;
    const all = holdLocks('all');
    try {
      expect(await settlesWithin(all.taken, SETTLE_MS)).toBe(false);
      hold.release();
      await hold.done;
      await all.taken;
      const onA = w.owner.request({
        method: 'POST',
        url: '/api/trades',
        payload: newTrade(w.a.id, w.towns.canz, 3),
      });
      expect(await settlesWithin(onA, SETTLE_MS)).toBe(false);
      all.release();
      await all.done;
      expect((await onA).statusCode).toBe(201);
    } finally {
      hold.release();
      all.release();
      await Promise.all([hold.done, all.done]);
    }
  });

  it('each server write bumps its own search version once, and no other', async () => {
    const versions = async () => {
      const rows = await sql<{ server_id: number; version: number }>`
        select server_id, version from search_versions`.execute(t.app.deps.db);
      const all = await t.app.deps.db
        .selectFrom('data_versions')
        .select('version')
        .where('name', '=', 'trades')
        .executeTakeFirstOrThrow();
      const of = (id: number) => Number(rows.rows.find((row) => row.server_id === id)?.version ?? 0);
      return { a: of(w.a.id), b: of(w.b.id), all: Number(all.version) };
    };
    const before = await versions();
    const hold = holdLocks([w.a.id, w.a.id]);
    await hold.taken;
    hold.release();
    await hold.done;
    // The shared lock writes nothing: the all-servers counter stays where it was.
    expect(await versions()).toEqual({ ...before, a: before.a + 1 });
  });
});
