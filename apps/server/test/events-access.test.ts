import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streamsToEnd } from '../src/modules/events/events.access';
import { eventsOf } from '../src/modules/events/events.setup';
import { type Change, changePublisherOf, recordChange } from '../src/modules/shared/change-log';
import { writeTransaction } from '../src/modules/shared/transaction';
import { baseUrlOf, type EventStream, openStream } from './events-support';
import { createTestApp, type TestApp, testDatabaseUrl, testDialect, USER_PASSWORD } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';
import { editorUrl } from './write-paths';

/** A stream lasts only while its holder may read the server's trades (the same access as opening it). */
let t: TestApp;
let w: TradeWorld;
let base: string;
beforeAll(async () => {
  // A heartbeat (which re-checks every stream) far beyond the tests: only the targeted re-checks end streams.
  t = await createTestApp({ eventHeartbeatMs: 600_000 });
  w = await buildTradeWorld(t);
  base = await baseUrlOf(t.app);
});
afterAll(() => t.close());

const hub = () => eventsOf(t.app.deps.db)!.hub;

/** Resolves when the server ends the stream; fails the test if it is still open after `ms`. */
function endsWithin(stream: EventStream, ms = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
  });
  return Promise.race([stream.ended, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `during` while a re-check of `serverId`'s streams is under way and cannot finish: on SQLite this holds
 * the app's one connection (the re-check's reads wait for it; `during` gets the connection), on PostgreSQL
 * another session locks the users table the re-check reads first (`during` gets the app's database).
 */
async function whileRecheckWaits(
  serverId: number,
  during: (db: TestApp['app']['deps']['db']) => Promise<void>,
): Promise<void> {
  const { db } = t.app.deps;
  const events = eventsOf(db)!;
  if (!testDatabaseUrl) {
    await db.connection().execute(async (connection) => {
      void events.recheck(serverId);
      await during(connection);
    });
    return;
  }
  const locker = new pg.Client({ connectionString: testDatabaseUrl });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query(`lock table "${t.pgSchema}".users in access exclusive mode`);
    void events.recheck(serverId);
    await during(db);
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
}

describe(`live-update streams lose access (${testDialect})`, () => {
  it('ends the stream of a member taken off the server, not the others', async () => {
    const extra = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: extra.username });
    const leaving = await openStream(base, w.a.id, { token: extra.token });
    const staying = await openStream(base, w.a.id, { token: w.member.token });
    expect([leaving.status, staying.status]).toEqual([200, 200]);
    const response = await w.admin.request({
      method: 'PUT',
      url: editorUrl('servers', w.a.id),
      payload: { members: w.member.username },
    });
    expect(response.statusCode, response.body).toBe(200);
    await endsWithin(leaving);
    await staying.waitFor((e) => e.type === 'server');
    await vi.waitFor(() => expect(hub().streamsOf(w.a.id)).toHaveLength(1));
    const reopened = await extra.request({ method: 'GET', url: `/api/servers/${w.a.id}/events` });
    expect(reopened.statusCode).toBe(403);
    staying.close();
  });

  it('ends the stream of a member removed while another re-check is under way', async () => {
    const extra = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: extra.username });
    const { id: extraId } = await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', extra.username)
      .executeTakeFirstOrThrow();
    const leaving = await openStream(base, w.a.id, { token: extra.token });
    const staying = await openStream(base, w.a.id, { token: w.member.token });
    const elsewhere = await openStream(base, w.b.id, { token: w.other.token });
    expect([leaving.status, staying.status, elsewhere.status]).toEqual([200, 200, 200]);
    const change: Change = { type: 'server', serverId: w.a.id, ids: [w.a.id], by: w.owner.username };
    // Server B's streams are being re-checked when the member leaves server A: A's re-check must still run.
    await whileRecheckWaits(w.b.id, async (db) => {
      const remove = (trx: typeof db) =>
        trx
          .deleteFrom('server_members')
          .where('server_id', '=', w.a.id)
          .where('user_id', '=', extraId)
          .execute();
      if (testDialect === 'sqlite') {
        await remove(db);
        changePublisherOf(t.app.deps.db)!.afterCommit([change]); // as writeTransaction does after its commit
      } else {
        await writeTransaction(db, async (trx) => {
          await remove(trx);
          recordChange(trx, change);
        });
      }
      await staying.waitFor((e) => e.type === 'server');
      expect(hub().streamsOf(w.a.id)).toHaveLength(2);
    });
    await endsWithin(leaving);
    expect(hub().streamsOf(w.a.id)).toHaveLength(1);
    staying.close();
    elsewhere.close();
  });

  it('ends the streams of a server when it is deleted', async () => {
    const stream = await openStream(base, w.b.id, { token: w.other.token });
    const staff = await openStream(base, w.b.id, { token: w.auditor.token });
    await ok(w.other, 'DELETE', `/api/servers/${w.b.id}`);
    await stream.waitFor((e) => e.type === 'server');
    await Promise.all([endsWithin(stream), endsWithin(staff)]);
    expect(hub().streamsOf(w.b.id)).toEqual([]);
  });

  it('ends a stream when its token expires', async () => {
    await vi.waitFor(() => expect(hub().count()).toBe(0));
    const stream = await openStream(base, w.a.id, { token: w.owner.token });
    const [open] = hub().streamsOf(w.a.id);
    expect(open).toBeDefined();
    expect(await streamsToEnd(t.app.deps.db, [open!], open!.expiresAt - 1)).toEqual([]);
    expect(await streamsToEnd(t.app.deps.db, [open!], open!.expiresAt)).toEqual([open]);
    stream.close();
  });
});

describe(`live-update streams at the heartbeat (${testDialect})`, () => {
  // Changes of a user (role, password) are not changes of a server: the heartbeat's re-check of every stream
  // ends those streams.
  let h: TestApp;
  let hw: TradeWorld;
  let hbase: string;
  beforeAll(async () => {
    h = await createTestApp({ eventHeartbeatMs: 100 });
    hw = await buildTradeWorld(h);
    hbase = await baseUrlOf(h.app);
  });
  afterAll(() => h.close());

  it('ends the stream of a role that no longer sees every server', async () => {
    const staff = await h.loginAs('admin', 'second_admin');
    const stream = await openStream(hbase, hw.a.id, { token: staff.token });
    expect(stream.status).toBe(200);
    await ok(hw.admin, 'PUT', `/api/admin/users/${staff.username}/role`, { role: 'user' });
    await stream.ended;
  });

  it('ends the streams of a user who changed their password (older tokens are void)', async () => {
    const player = await h.loginAs('user');
    await ok(hw.owner, 'POST', `/api/servers/${hw.a.id}/members`, { username: player.username });
    const stream = await openStream(hbase, hw.a.id, { token: player.token });
    const { ticket } = await ok<{ ticket: string }>(player, 'POST', `/api/servers/${hw.a.id}/events/ticket`);
    const viaTicket = await openStream(hbase, hw.a.id, { ticket });
    expect([stream.status, viaTicket.status]).toEqual([200, 200]);
    await ok(player, 'PUT', '/api/me/password', {
      old_password: USER_PASSWORD,
      new_password: 'another-password-1',
    });
    await Promise.all([stream.ended, viaTicket.ended]);
  });
});
