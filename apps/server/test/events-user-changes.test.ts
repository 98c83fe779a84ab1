import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../src/modules/events/events.setup';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type TestApp, testDialect, USER_PASSWORD } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/**
 * A stream ends at the next change of its user (issue 29), not only at the heartbeat: the heartbeat here is a
 * minute, so a stream that ends within seconds ended because of the change. On PostgreSQL the change is made on
 * another copy of the server.
 */
const HEARTBEAT_MS = 60_000;
const WITHIN_MS = 3_000;

let t: TestApp;
let copy: TestApp;
let w: TradeWorld;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: HEARTBEAT_MS });
  w = await buildTradeWorld(t);
  // The streams are held by this app; the changes come through `t` (another copy on PostgreSQL).
  copy =
    testDialect === 'postgres'
      ? await createTestApp({ pgSchema: t.pgSchema, eventHeartbeatMs: HEARTBEAT_MS })
      : t;
  base = await baseUrlOf(copy.app);
});
afterAll(async () => {
  if (copy !== t) await copy.close();
  await t.close();
});

async function endsWithin(ended: Promise<void>, ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([ended.then(() => true), timeout]);
}

describe(`live-update streams end at their user's change (${testDialect})`, () => {
  it("a password change ends that user's streams at once, and no one else's", async () => {
    const player = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: player.username });
    const stream = await openStream(base, w.a.id, { token: player.token });
    const other = await openStream(base, w.a.id, { token: w.member.token });
    expect([stream.status, other.status]).toEqual([200, 200]);
    await ok(player, 'PUT', '/api/me/password', {
      old_password: USER_PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(await endsWithin(stream.ended, WITHIN_MS)).toBe(true);
    const streams = eventsOf(copy.app.deps.db)!.hub.streamsOf(w.a.id);
    expect(streams.map((s) => s.userId)).not.toContain(
      (
        await t.app.deps.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', player.username)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(await endsWithin(other.ended, 300)).toBe(false);
    other.close();
  });

  it('a role change that loses the server ends the stream at once', async () => {
    const staff = await t.loginAs('auditor');
    const stream = await openStream(base, w.a.id, { token: staff.token });
    expect(stream.status).toBe(200);
    await ok(w.admin, 'PUT', `/api/admin/users/${staff.username}/role`, { role: 'user' });
    expect(await endsWithin(stream.ended, WITHIN_MS)).toBe(true);
  });

  it('a role change that keeps access leaves the stream open', async () => {
    const staff = await t.loginAs('auditor');
    const stream = await openStream(base, w.a.id, { token: staff.token });
    await ok(w.admin, 'PUT', `/api/admin/users/${staff.username}/role`, { role: 'data_manager' });
    expect(await endsWithin(stream.ended, 500)).toBe(false);
    stream.close();
  });
});
