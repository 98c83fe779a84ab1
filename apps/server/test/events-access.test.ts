import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streamsToEnd } from '../src/modules/events/events.access';
import { eventsOf } from '../src/modules/events/events.setup';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type TestApp, testDialect, USER_PASSWORD } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';
import { editorUrl } from './write-paths';

/** A stream lasts only while its holder may read the server's trades (the same access as opening it). */
let t: TestApp;
let w: TradeWorld;
let base: string;
beforeAll(async () => {
  // Access is re-checked at every heartbeat.
  t = await createTestApp({ eventHeartbeatMs: 100 });
  w = await buildTradeWorld(t);
  base = await baseUrlOf(t.app);
});
afterAll(() => t.close());

const hub = () => eventsOf(t.app.deps.db)!.hub;

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
    await leaving.ended;
    await staying.waitFor((e) => e.type === 'server');
    await vi.waitFor(() => expect(hub().streamsOf(w.a.id)).toHaveLength(1));
    const reopened = await extra.request({ method: 'GET', url: `/api/servers/${w.a.id}/events` });
    expect(reopened.statusCode).toBe(403);
    staying.close();
  });

  it('ends the stream of a role that no longer sees every server', async () => {
    const staff = await t.loginAs('admin', 'second_admin');
    const stream = await openStream(base, w.a.id, { token: staff.token });
    expect(stream.status).toBe(200);
    await ok(w.admin, 'PUT', `/api/admin/users/${staff.username}/role`, { role: 'user' });
    await stream.ended;
  });

  it('ends the streams of a user who changed their password (older tokens are void)', async () => {
    const player = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: player.username });
    const stream = await openStream(base, w.a.id, { token: player.token });
    const { ticket } = await ok<{ ticket: string }>(player, 'POST', `/api/servers/${w.a.id}/events/ticket`);
    const viaTicket = await openStream(base, w.a.id, { ticket });
    expect([stream.status, viaTicket.status]).toEqual([200, 200]);
    await ok(player, 'PUT', '/api/me/password', {
      old_password: USER_PASSWORD,
      new_password: 'another-password-1',
    });
    await Promise.all([stream.ended, viaTicket.ended]);
  });

  it('ends the streams of a server when it is deleted', async () => {
    const stream = await openStream(base, w.b.id, { token: w.other.token });
    const staff = await openStream(base, w.b.id, { token: w.auditor.token });
    await ok(w.other, 'DELETE', `/api/servers/${w.b.id}`);
    await stream.waitFor((e) => e.type === 'server');
    await Promise.all([stream.ended, staff.ended]);
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
