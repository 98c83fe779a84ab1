import type { EventTicket, ServerResult, Town } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TicketBook } from '../src/modules/events/events.service';
import { eventsOf } from '../src/modules/events/events.setup';
import { changePublisherOf, recordChange } from '../src/modules/shared/change-log';
import { writeTradeData } from '../src/modules/shared/transaction';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type TestApp, testDialect, USER_PASSWORD } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

let t: TestApp;
let w: TradeWorld;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 100, eventStreamsPerUser: 3, eventCoalesceMs: 0 });
  w = await buildTradeWorld(t);
  base = await baseUrlOf(t.app);
});
afterAll(() => t.close());

const hub = () => eventsOf(t.app.deps.db)!.hub;

async function renameTown(townId: number, name: string) {
  const [town] = (await ok<Town[]>(w.owner, 'GET', `/api/towns?server_id=${w.a.id}`)).filter(
    (row) => row.id === townId,
  );
  await ok(w.owner, 'PUT', `/api/towns/${townId}`, { name, row_version: town!.row_version });
}

describe(`live updates (${testDialect})`, () => {
  it('tells a member which town was renamed, by whom, without the row', async () => {
    const stream = await openStream(base, w.a.id, { token: w.member.token });
    expect(stream.status).toBe(200);
    await renameTown(w.towns.bones, 'bones renamed');
    const event = await stream.waitFor((e) => e.type === 'towns');
    expect(event).toEqual({
      type: 'towns',
      ids: [w.towns.bones],
      by: w.owner.username,
      at: expect.any(String),
    });
    expect(stream.text()).not.toContain('bones renamed');
    stream.close();
  });

  it('does not tell members of other servers', async () => {
    const elsewhere = await openStream(base, w.b.id, { token: w.other.token });
    const here = await openStream(base, w.a.id, { token: w.member.token });
    await renameTown(w.towns.canz, 'canz again');
    await here.waitFor((e) => e.type === 'towns' && e.ids?.[0] === w.towns.canz);
    expect(elsewhere.events).toEqual([]);
    here.close();
    elsewhere.close();
  });

  it('refuses non-members as reading the server trades does (403, 404 for a missing server)', async () => {
    const trades = await w.outsider.request({ method: 'GET', url: `/api/trades?server_id=${w.a.id}` });
    const events = await w.outsider.request({ method: 'GET', url: `/api/servers/${w.a.id}/events` });
    expect(events.statusCode).toBe(403);
    expect(events.json()).toEqual(trades.json());
    const ticket = await w.outsider.request({ method: 'POST', url: `/api/servers/${w.a.id}/events/ticket` });
    expect(ticket.statusCode).toBe(403);
    const missing = await w.auditor.request({ method: 'GET', url: '/api/servers/999999/events' });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/servers/${w.a.id}/events` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends no event for a write that rolls back', async () => {
    const stream = await openStream(base, w.a.id, { token: w.member.token });
    await expect(
      writeTradeData(t.app.deps.db, [w.a.id], async (trx) => {
        recordChange(trx, { type: 'trades', serverId: w.a.id, ids: [1], by: 'rolled_back' });
        throw new Error('the write fails after recording');
      }),
    ).rejects.toThrow('the write fails');
    // Published inside the transaction (PostgreSQL: pg_notify), then the transaction rolls back.
    const publisher = changePublisherOf(t.app.deps.db)!;
    const change = { type: 'trades' as const, serverId: w.a.id, ids: [2], by: 'published_then_rolled_back' };
    await expect(
      t.app.deps.db.transaction().execute(async (trx) => {
        await publisher.beforeCommit(trx, [change]);
        throw new Error('the commit never comes');
      }),
    ).rejects.toThrow('the commit never comes');
    await renameTown(w.towns.bones, 'bones after rollback');
    await stream.waitFor((e) => e.type === 'towns');
    expect(stream.events.map((e) => e.by)).toEqual([w.owner.username]);
    stream.close();
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const stream = await openStream(base, w.a.id, { token: w.member.token });
    await vi.waitFor(() => expect(stream.text()).toContain(': heartbeat\n\n'), { timeout: 2000 });
    stream.close();
  });

  it('opens with a single-use ticket for the server it was issued for', async () => {
    const { ticket, expires_in } = await ok<EventTicket>(
      w.member,
      'POST',
      `/api/servers/${w.a.id}/events/ticket`,
    );
    expect(expires_in).toBe(30);
    const wrongServer = await openStream(base, w.b.id, { ticket });
    expect(wrongServer.status).toBe(401);
    const fresh = await ok<EventTicket>(w.member, 'POST', `/api/servers/${w.a.id}/events/ticket`);
    const stream = await openStream(base, w.a.id, { ticket: fresh.ticket });
    expect(stream.status).toBe(200);
    const again = await openStream(base, w.a.id, { ticket: fresh.ticket });
    expect(again.status).toBe(401);
    stream.close();
  });

  it('holds at most the set number of streams per user (429 above)', async () => {
    // Streams the earlier tests closed leave once the server sees their sockets close.
    await vi.waitFor(() => expect(hub().count()).toBe(0));
    const streams = await Promise.all(
      [1, 2, 3].map(() => openStream(base, w.a.id, { token: w.member.token })),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await w.member.request({ method: 'GET', url: `/api/servers/${w.a.id}/events` });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/already have 3 live-update streams open/);
    const ownerStream = await openStream(base, w.a.id, { token: w.owner.token });
    expect(ownerStream.status).toBe(200);
    for (const stream of [...streams, ownerStream]) stream.close();
    await vi.waitFor(() => expect(hub().count()).toBe(0));
  });

  it.runIf(testDialect === 'postgres')(
    'reaches members connected to another copy of the server on the same database, both ways',
    async () => {
      const copy = await createTestApp({ pgSchema: t.pgSchema });
      try {
        const onCopy = await openStream(await baseUrlOf(copy.app), w.a.id, { token: w.member.token });
        const here = await openStream(base, w.a.id, { token: w.member.token });
        expect([onCopy.status, here.status]).toEqual([200, 200]);
        await renameTown(w.towns.canz, 'canz from this copy');
        expect((await onCopy.waitFor((e) => e.type === 'towns')).ids).toEqual([w.towns.canz]);
        expect((await here.waitFor((e) => e.type === 'towns')).ids).toEqual([w.towns.canz]);

        const [town] = (await ok<Town[]>(w.owner, 'GET', `/api/towns?server_id=${w.a.id}`)).filter(
          (row) => row.id === w.towns.bones,
        );
        const session = await copy.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: w.owner.username, password: USER_PASSWORD },
        });
        const token = session.json<{ access_token: string }>().access_token;
        const renamed = await copy.app.inject({
          method: 'PUT',
          url: `/api/towns/${w.towns.bones}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { name: 'bones from the other copy', row_version: town!.row_version },
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        const heard = await here.waitFor((e) => e.type === 'towns' && e.ids?.[0] === w.towns.bones);
        expect(heard.by).toBe(w.owner.username);
        onCopy.close();
        here.close();
      } finally {
        await copy.close();
      }
    },
  );
});

describe('shutdown', () => {
  it('closes the app with streams open, ending them', async () => {
    const own = await createTestApp();
    const session = await own.loginAs('user');
    const modpack = await own.app.deps.db
      .insertInto('modpacks')
      .values({ modpack: 'Vanilla', version: '1.21' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const server = await ok<ServerResult>(
      session,
      'POST',
      '/api/servers',
      { name: 'Closing', modpack_id: modpack.id },
      201,
    );
    const stream = await openStream(await baseUrlOf(own.app), server.server.id, { token: session.token });
    expect(stream.status).toBe(200);
    // Open streams would keep the HTTP server from closing (the test would time out).
    await Promise.all([own.close(), stream.ended]);
    expect(eventsOf(own.app.deps.db)).toBeUndefined();
  });
});

describe('event tickets', () => {
  it('are single-use, for one server, and expire after 30 s', () => {
    let now = 1_000_000;
    const book = new TicketBook(() => now);
    const user = { id: 7, username: 'member', role: 'user' as const };
    const credential = { tokenVersion: 0, expiresAt: now + 3_600_000 };
    const ticket = book.issue(user, 3, credential);
    expect(book.redeem(ticket, 3)).toEqual({ user, credential });
    expect(() => book.redeem(ticket, 3)).toThrow(/invalid, expired or already used/);
    expect(() => book.redeem(book.issue(user, 3, credential), 4)).toThrow(/invalid, expired or already used/);
    const late = book.issue(user, 3, credential);
    now += 29_999;
    const inTime = book.issue(user, 3, credential);
    now += 1;
    expect(() => book.redeem(late, 3)).toThrow(/invalid, expired or already used/);
    expect(book.redeem(inTime, 3).user).toEqual(user);
  });
});
