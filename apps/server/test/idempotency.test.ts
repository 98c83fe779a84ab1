import { CreateTradeRequest, type MoveTradesResult, type Trade } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_INVALID, KEY_REUSED, requestHashOf } from '../src/modules/idempotency/idempotency.plugin';
import {
  type IdempotencyContext,
  KEY_IN_USE,
  runWithIdempotency,
} from '../src/modules/idempotency/idempotency-context';
import { createTrade } from '../src/modules/trades/trades.service';
import { multipart, seedWorld, tradeRow, tradesCsv } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, type TradeWorld } from './trade-world';

/**
 * Idempotent retries (issue 29): a write sent with an Idempotency-Key keeps its first answer for 24 h per user
 * and key; the same key and body answers it again without writing, another body answers 422.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

let counter = 0;
const newKey = () => `test-key-${Date.now()}-${++counter}`;

function tradeBody(num: number) {
  return {
    server_id: w.a.id,
    town_id: w.towns.canz,
    location: 'Main Hall',
    row: 'K',
    num,
    villager_type: 'Farmer',
    cost_item1: 'Wheat',
    cost_amount1: 20,
    sell_item: 'Emerald',
  };
}

const post = (session: Session, url: string, payload: object, key?: string) =>
  session.request({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

async function count(table: 'trades' | 'towns' | 'locations' | 'logs') {
  const row = await t.app.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/trades with an Idempotency-Key', () => {
  it('answers a retry with the first answer, writing nothing again', async () => {
    const key = newKey();
    const first = await post(w.member, '/api/trades', tradeBody(1), key);
    expect(first.statusCode).toBe(201);
    const [trades, logs] = [await count('trades'), await count('logs')];
    const retry = await post(w.member, '/api/trades', tradeBody(1), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect([await count('trades'), await count('logs')]).toEqual([trades, logs]);
  });

  it('answers 422 for the same key with another body, and writes nothing', async () => {
    const key = newKey();
    expect((await post(w.member, '/api/trades', tradeBody(2), key)).statusCode).toBe(201);
    const trades = await count('trades');
    const other = await post(w.member, '/api/trades', tradeBody(3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: KEY_REUSED });
    expect(await count('trades')).toBe(trades);
  });

  it('keeps keys per user: the same key of another user is another request', async () => {
    const key = newKey();
    const mine = await post(w.member, '/api/trades', tradeBody(4), key);
    const theirs = await post(w.owner, '/api/trades', tradeBody(4), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<Trade>().id).not.toBe(mine.json<Trade>().id);
  });

  it('without a key every request writes; a malformed key answers 400 naming the header', async () => {
    const trades = await count('trades');
    await post(w.member, '/api/trades', tradeBody(5));
    await post(w.member, '/api/trades', tradeBody(5));
    expect(await count('trades')).toBe(trades + 2);
    const bad = await post(w.member, '/api/trades', tradeBody(5), 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: KEY_INVALID });
  });

  it('a refused write keeps no answer: the retry is carried out', async () => {
    const key = newKey();
    const refused = await post(w.member, '/api/trades', { ...tradeBody(6), town_id: 987_654 }, key);
    expect(refused.statusCode).toBe(403);
    const other = await post(w.member, '/api/trades', tradeBody(6), key);
    expect(other.statusCode).toBe(201);
  });

  it('a key older than 24 hours is forgotten', async () => {
    const key = newKey();
    expect((await post(w.member, '/api/trades', tradeBody(7), key)).statusCode).toBe(201);
    await t.app.deps.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('key', '=', key)
      .execute();
    const trades = await count('trades');
    const again = await post(w.member, '/api/trades', tradeBody(7), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('trades')).toBe(trades + 1);
  });

  it('the same request twice at once writes once: the other answers the first answer or 409', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const key = newKey();
      const trades = await count('trades');
      const answers = await Promise.all([
        post(w.member, '/api/trades', tradeBody(8), key),
        post(w.member, '/api/trades', tradeBody(8), key),
      ]);
      expect(await count('trades')).toBe(trades + 1);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      const refused = answers.find((a) => a.statusCode === 409);
      if (refused) expect(refused.json()).toEqual({ error: KEY_IN_USE });
    }
  });
});

describe('a retry after a commit whose answer was lost', () => {
  it('gets the committed answer (stored in the write itself), not a second trade', async () => {
    // The write as a copy carries it out before it dies: the service under the request's key, no answer sent.
    const user = await t.app.deps.db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('username', '=', w.member.username)
      .executeTakeFirstOrThrow();
    const key = newKey();
    const input = CreateTradeRequest.parse(tradeBody(9));
    const context: IdempotencyContext = {
      userId: user.id,
      key,
      hash: requestHashOf('POST', '/api/trades', {}, JSON.stringify(input)),
      answerStatus: 201,
      claimed: false,
      answered: false,
    };
    const committedTrade = await new Promise<Trade>((resolve, reject) =>
      runWithIdempotency(context, () => {
        createTrade(t.app.deps.db, { id: user.id, username: user.username, role: 'editor' }, input).then(
          resolve,
          reject,
        );
      }),
    );
    // The retry, on another copy of the server on PostgreSQL.
    const copy = testDialect === 'postgres' ? await createTestApp({ pgSchema: t.pgSchema }) : t;
    try {
      const retry = await copy.app.inject({
        method: 'POST',
        url: '/api/trades',
        payload: tradeBody(9),
        headers: { authorization: `Bearer ${w.member.token}`, 'idempotency-key': key },
      });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(JSON.parse(JSON.stringify(committedTrade)));
      const stored = await t.app.deps.db
        .selectFrom('trades')
        .select('id')
        .where('row', '=', 'K')
        .where('num', '=', 9)
        .execute();
      expect(stored).toEqual([{ id: committedTrade.id }]);
    } finally {
      if (copy !== t) await copy.close();
    }
  });
});

describe('moves, towns and locations', () => {
  it('answer a retry with the first answer', async () => {
    const trade = (await post(w.member, '/api/trades', tradeBody(10))).json<Trade>();
    const slot = { town: 'canz', town_id: w.towns.canz, location: 'North Wing', row: 'Q', num: 1 };
    const copy = { action: 'Copy', trade_ids: [trade.id], new_location: slot };
    const key = newKey();
    const first = await post(w.member, '/api/trades/move', copy, key);
    expect(first.statusCode).toBe(200);
    const trades = await count('trades');
    const retry = await post(w.member, '/api/trades/move', copy, key);
    expect(retry.json<MoveTradesResult>()).toEqual(first.json());
    expect(await count('trades')).toBe(trades);

    const townKey = newKey();
    const town = await post(w.member, '/api/towns', { name: 'retried town', server_id: w.a.id }, townKey);
    expect(town.statusCode).toBe(201);
    const towns = await count('towns');
    const townAgain = await post(
      w.member,
      '/api/towns',
      { name: 'retried town', server_id: w.a.id },
      townKey,
    );
    expect([townAgain.statusCode, townAgain.json()]).toEqual([201, town.json()]);
    expect(await count('towns')).toBe(towns);

    const locationKey = newKey();
    const url = `/api/towns/${w.towns.canz}/locations`;
    const location = await post(w.member, url, { name: 'Retried Hall', server_id: w.a.id }, locationKey);
    expect(location.statusCode).toBe(201);
    const again = await post(w.member, url, { name: 'Retried Hall', server_id: w.a.id }, locationKey);
    expect([again.statusCode, again.json()]).toEqual([201, location.json()]);
    // The same key on another route is another request.
    const elsewhere = await post(
      w.member,
      '/api/towns',
      { name: 'Retried Hall', server_id: w.a.id },
      locationKey,
    );
    expect(elsewhere.statusCode).toBe(422);
  });
});

describe('CSV import with an Idempotency-Key', () => {
  it('answers a retry of the same file with the first answer; another file with the key answers 422', async () => {
    const admin = await t.loginAs('admin');
    const world = await seedWorld(admin, ' idem');
    const csv = tradesCsv([
      tradeRow(world, { town: 'Canz idem', num: 11 }),
      tradeRow(world, { town: 'Canz idem', num: 12 }),
    ]);
    const send = (content: string, key: string) =>
      admin.request({
        method: 'POST',
        url: '/api/import/trades',
        ...withKey(multipart('trades.csv', content), key),
      });
    const key = newKey();
    const first = await send(csv, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ inserted: 2 });
    const trades = await count('trades');
    const retry = await send(csv, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await count('trades')).toBe(trades);
    const other = await send(tradesCsv([tradeRow(world, { town: 'Canz idem', num: 13 })]), key);
    expect(other.statusCode).toBe(422);
    expect(await count('trades')).toBe(trades);
  });
});

function withKey(body: { payload: Buffer; headers: Record<string, string> }, key: string) {
  return { payload: body.payload, headers: { ...body.headers, 'idempotency-key': key } };
}
