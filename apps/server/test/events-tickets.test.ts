import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TICKETS_PER_USER, TicketBook } from '../src/modules/events/events.service';
import { eventsOf } from '../src/modules/events/events.setup';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect, USER_PASSWORD } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';
import { editorUrl } from './write-paths';

/**
 * A ticket says who its holder was when it was issued: using it checks again. The heartbeat is long here, so a
 * stream that opened on a stale ticket would stay open for the whole test (only the check at opening counts).
 */
let t: TestApp;
let w: TradeWorld;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 600_000 });
  w = await buildTradeWorld(t);
  base = await baseUrlOf(t.app);
});
afterAll(() => t.close());

const ticketFor = async (session: Session, serverId: number) =>
  (await ok<{ ticket: string }>(session, 'POST', `/api/servers/${serverId}/events/ticket`)).ticket;

const streamsOf = (serverId: number) => eventsOf(t.app.deps.db)!.hub.streamsOf(serverId);
const idOf = async (session: Session) =>
  (
    await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', session.username)
      .executeTakeFirstOrThrow()
  ).id;

describe(`a ticket is checked again when used (${testDialect})`, () => {
  it('refuses the ticket of an admin demoted since, for a server they no longer see', async () => {
    const staff = await t.loginAs('admin', 'ticket_admin');
    const ticket = await ticketFor(staff, w.b.id);
    await ok(w.admin, 'PUT', `/api/admin/users/${staff.username}/role`, { role: 'user' });
    const stream = await openStream(base, w.b.id, { ticket });
    expect(stream.status).toBe(403);
    await stream.ended;
    expect(stream.text()).toContain('You are not a member of this server.');
    const id = await idOf(staff);
    expect(streamsOf(w.b.id).filter((s) => s.userId === id)).toEqual([]);
  });

  it('refuses the ticket of a user who changed their password since', async () => {
    const player = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: player.username });
    const ticket = await ticketFor(player, w.a.id);
    await ok(player, 'PUT', '/api/me/password', {
      old_password: USER_PASSWORD,
      new_password: 'another-password-1',
    });
    const stream = await openStream(base, w.a.id, { ticket });
    expect(stream.status).toBe(401);
    await stream.ended;
    expect(stream.text()).toContain('Session is no longer valid.');
  });

  it('refuses the ticket of a member taken off the server since', async () => {
    const player = await t.loginAs('user');
    await ok(w.owner, 'POST', `/api/servers/${w.a.id}/members`, { username: player.username });
    const ticket = await ticketFor(player, w.a.id);
    const removed = await w.admin.request({
      method: 'PUT',
      url: editorUrl('servers', w.a.id),
      payload: { members: w.member.username },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await openStream(base, w.a.id, { ticket })).status).toBe(403);
  });

  it('opens with the role the holder has now', async () => {
    const ticket = await ticketFor(w.member, w.a.id);
    const stream = await openStream(base, w.a.id, { ticket });
    expect(stream.status).toBe(200);
    const id = await idOf(w.member);
    expect(streamsOf(w.a.id).find((s) => s.userId === id)?.role).toBe('editor');
    stream.close();
  });
});

describe(`tickets are capped per user (${testDialect})`, () => {
  it(`keeps ${MAX_TICKETS_PER_USER} per user, dropping the oldest, and never another user's`, async () => {
    const theirs = await ticketFor(w.owner, w.a.id);
    const mine: string[] = [];
    for (let i = 0; i <= MAX_TICKETS_PER_USER; i++) mine.push(await ticketFor(w.member, w.a.id));
    expect((await openStream(base, w.a.id, { ticket: mine[0]! })).status).toBe(401);
    const newest = await openStream(base, w.a.id, { ticket: mine.at(-1)! });
    const other = await openStream(base, w.a.id, { ticket: theirs });
    expect([newest.status, other.status]).toEqual([200, 200]);
    newest.close();
    other.close();
  });

  it('holds at most the cap per user whatever one user asks for', () => {
    const book = new TicketBook();
    const credential = { tokenVersion: 0, expiresAt: Date.now() + 3_600_000 };
    const victim = book.issue({ id: 2, username: 'victim', role: 'user' }, 1, credential);
    const flooder = { id: 1, username: 'flooder', role: 'user' as const };
    for (let i = 0; i < 20_000; i++) book.issue(flooder, 1, credential);
    expect(book.size).toBe(MAX_TICKETS_PER_USER + 1);
    expect(book.redeem(victim, 1).user.username).toBe('victim');
  });
});
