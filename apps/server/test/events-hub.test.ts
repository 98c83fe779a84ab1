import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { ServerResult } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsOf } from '../src/modules/events/events.setup';
import { baseUrlOf, openStream } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { ok } from './trade-world';

/** How the hub sends: bursts coalesced in order, a client that stops reading dropped. */
let t: TestApp;
let session: Session;
let serverId = 0;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ eventCoalesceMs: 0 });
  session = await t.loginAs('admin');
  serverId = await serverOf(t, session, 'Hub');
  base = await baseUrlOf(t.app);
});
afterAll(() => t.close());

const hub = () => eventsOf(t.app.deps.db)!.hub;

async function serverOf(app: TestApp, admin: Session, name: string): Promise<number> {
  const modpack = await app.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: name, version: '1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = await ok<ServerResult>(admin, 'POST', '/api/servers', { name, modpack_id: modpack.id }, 201);
  return result.server.id;
}

describe(`the event hub (${testDialect})`, () => {
  it('sends a burst of events in order (coalesced into fewer writes)', async () => {
    const burst = await createTestApp({ eventCoalesceMs: 200 });
    try {
      const admin = await burst.loginAs('admin');
      const id = await serverOf(burst, admin, 'Burst');
      const stream = await openStream(await baseUrlOf(burst.app), id, { token: admin.token });
      const hubOf = eventsOf(burst.app.deps.db)!.hub;
      for (let i = 1; i <= 5; i++) hubOf.publish({ type: 'trades', ids: [i], by: 'b', at: '', serverId: id });
      await stream.waitFor((e) => e.ids?.[0] === 5);
      // On PostgreSQL the server's creation (a 'server' event) is NOTIFY'd and may reach the stream after it opened.
      const published = stream.events.filter((e) => e.by === 'b');
      expect(published.map((e) => e.ids?.[0])).toEqual([1, 2, 3, 4, 5]);
      stream.close();
    } finally {
      await burst.close();
    }
  });

  it('drops a client that stops reading', async () => {
    const paused = await new Promise<IncomingMessage>((resolve) => {
      const req = httpRequest(`${base}/api/servers/${serverId}/events`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      req.on('response', (response) => {
        response.pause();
        resolve(response);
      });
      req.end();
    });
    expect(paused.statusCode).toBe(200);
    await vi.waitFor(() => expect(hub().count()).toBe(1));
    const ids = Array.from({ length: 20_000 }, (_, i) => i);
    for (let i = 0; i < 2000 && hub().count() > 0; i++) {
      hub().publish({ type: 'trades', ids, by: 'flood', at: '', serverId: serverId });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub().count()).toBe(0);
    paused.destroy();
  });
});
