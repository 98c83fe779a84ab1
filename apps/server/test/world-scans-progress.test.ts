import { randomUUID } from 'node:crypto';
import type { WorldScanProgress } from '@tradehall/contracts';
import { buildRegion } from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './admin-support';
import { createTestApp, type Session, type TestApp, testDatabaseUrl, testDialect } from './helpers';
import { makeServer, trader, villagerChunks, villagersWorld, worldZip } from './world-scans-support';

/**
 * The progress of a scan over HTTP: the client sends a random token with the upload (`?progress=`), the server
 * records how far the scan got in the database (so any copy answers GET /api/world-scan-progress/{token}), for
 * the user who sent it only.
 */

/** Every progress state the scans write, and a hook the test runs after each (while the scan waits for it). */
const spy = {
  writes: [] as WorldScanProgress[],
  afterWrite: undefined as undefined | (() => Promise<void>),
};

let t: TestApp;
let owner: Session;
let serverId: number;
let world: Uint8Array;
const REGIONS = ['region/r.0.0.mca', 'region/r.1.0.mca', 'region/r.-1.-1.mca', 'DIM-1/region/r.0.0.mca'];
const uuid = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
  const files: Record<string, Uint8Array> = {};
  for (const [i, path] of REGIONS.entries()) {
    files[path] = await buildRegion(villagerChunks([trader(uuid(i + 1), 0.5, 0.5, 0, 1)]));
  }
  world = await worldZip({ files });
  // The app's own test seam: called after each progress write, with the state written.
  t.app.deps.scanHooks.afterProgressWrite = async (state) => {
    spy.writes.push({ ...state });
    await spy.afterWrite?.();
  };
});
afterAll(() => t.close());

function upload(session: Session, zip: Uint8Array, query = '') {
  return session.request({
    method: 'POST',
    url: `/api/servers/${serverId}/world-scans${query}`,
    ...multipart('world.zip', zip),
  });
}

const progressOf = (session: Session, token: string) =>
  session.request({ method: 'GET', url: `/api/world-scan-progress/${token}` });

const userId = async (session: Session) =>
  (
    await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', session.username)
      .executeTakeFirstOrThrow()
  ).id;

describe(`scan progress (${testDialect})`, () => {
  it('is recorded while the scan runs and ends done with every region read, before the answer', async () => {
    const token = randomUUID();
    spy.writes.length = 0;
    const seen: [number, unknown][] = [];
    // Each write waits for a read of the progress, as another request (on any copy) would make meanwhile.
    spy.afterWrite = async () => {
      const response = await progressOf(owner, token);
      seen.push([response.statusCode, response.json()]);
    };
    try {
      const response = await upload(owner, world, `?progress=${token}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    } finally {
      spy.afterWrite = undefined;
    }
    const total = REGIONS.length;
    const ownerId = await userId(owner);
    expect(spy.writes[0]).toMatchObject({ phase: 'unpacking', read: 0, total: 0 });
    expect(spy.writes.at(-1)).toMatchObject({ phase: 'done', read: total, total });
    expect(spy.writes.filter((w) => w.phase === 'done')).toHaveLength(1);
    for (const w of spy.writes.filter((w) => w.phase === 'scanning')) {
      expect(w.total).toBe(total);
      expect(w.read).toBeLessThanOrEqual(total);
    }
    // The progress route answered each state as it was written.
    expect(seen[0]).toEqual([200, { read: 0, total: 0, phase: 'unpacking' }]);
    expect(seen.at(-1)).toEqual([200, { read: total, total, phase: 'done' }]);
    expect(seen.map(([status]) => status)).toEqual(spy.writes.map(() => 200));

    const after = await progressOf(owner, token);
    expect(after.statusCode).toBe(200);
    expect(after.json<WorldScanProgress>()).toEqual({ read: total, total, phase: 'done' });
    // Token upper-case is the same token.
    expect((await progressOf(owner, token.toUpperCase())).json()).toEqual({
      read: total,
      total,
      phase: 'done',
    });

    const row = await t.app.deps.db
      .selectFrom('world_scan_progress')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ownerId);
    expect(Date.parse(row.expires_at) - Date.parse(row.updated_at)).toBe(60 * 60 * 1000);
  });

  it('is only for the user who scanned: another user gets 404, also with a scan of their own on that token', async () => {
    const token = randomUUID();
    expect((await upload(owner, world, `?progress=${token}`)).statusCode).toBe(201);
    const other = await t.loginAs('user');
    for (const session of [other, await t.loginAs('admin'), await t.loginAs('editor')]) {
      const response = await progressOf(session, token);
      expect(response.statusCode, session.username).toBe(404);
      expect(response.json<{ error: string }>().error).toMatch(/^No scan progress under this token/);
    }
    // The other user's own scan under the same token is theirs; the owner's row stays as it was.
    const otherServer = await makeServer(t, other);
    const small = await villagersWorld([trader(uuid(50), 0.5, 0.5, 0, 1)]);
    const response = await other.request({
      method: 'POST',
      url: `/api/servers/${otherServer}/world-scans?progress=${token}`,
      ...multipart('world.zip', small),
    });
    expect(response.statusCode).toBe(201);
    expect((await progressOf(other, token)).json()).toEqual({ read: 1, total: 1, phase: 'done' });
    expect((await progressOf(owner, token)).json()).toEqual({
      read: REGIONS.length,
      total: REGIONS.length,
      phase: 'done',
    });
    // A token nobody scanned with: 404.
    expect((await progressOf(owner, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a token that is no UUID with 400, on the progress route and on the upload (nothing scanned)', async () => {
    for (const bad of ['not-a-token', '12345', `${randomUUID()}x`, 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) {
      const response = await progressOf(owner, bad);
      expect(response.statusCode, bad).toBe(400);
    }
    const scansBefore = await countScans();
    const response = await upload(owner, world, '?progress=not-a-token');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/progress/);
    expect(await countScans()).toBe(scansBefore);
  });

  it('needs trades.write, as the scan: an auditor gets 403', async () => {
    const response = await progressOf(await t.loginAs('auditor'), randomUUID());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Your role (auditor) may not do this.' });
  });

  it('a scan without a token records nothing; a failed scan removes its progress', async () => {
    spy.writes.length = 0;
    expect((await upload(owner, world)).statusCode).toBe(201);
    expect(spy.writes).toEqual([]);

    const token = randomUUID();
    const newer = await villagersWorld([], { dataVersion: 2586, versionName: '1.16.5' });
    const refused = await upload(owner, newer, `?progress=${token}`);
    expect(refused.statusCode).toBe(422);
    expect(spy.writes.map((w) => w.phase)).toEqual(['unpacking']);
    expect((await progressOf(owner, token)).statusCode).toBe(404);
  });

  it('expires an hour after its last write, and expired rows are deleted by the next scan', async () => {
    const token = randomUUID();
    expect((await upload(owner, world, `?progress=${token}`)).statusCode).toBe(201);
    await t.app.deps.db
      .updateTable('world_scan_progress')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    expect((await progressOf(owner, token)).statusCode).toBe(404);
    expect((await upload(owner, world, `?progress=${randomUUID()}`)).statusCode).toBe(201);
    const left = await t.app.deps.db
      .selectFrom('world_scan_progress')
      .select('token')
      .where('token', '=', token)
      .execute();
    expect(left).toEqual([]);
  });

  it.runIf(testDatabaseUrl !== undefined)(
    'another copy of the server on the same database answers the progress of a scan made on the first',
    async () => {
      const copy = await createTestApp({ pgSchema: t.pgSchema });
      try {
        const token = randomUUID();
        const seenOnCopy: number[] = [];
        spy.afterWrite = async () => {
          const response = await copy.app.inject({
            method: 'GET',
            url: `/api/world-scan-progress/${token}`,
            headers: { authorization: `Bearer ${owner.token}` },
          });
          seenOnCopy.push(response.statusCode);
        };
        try {
          expect((await upload(owner, world, `?progress=${token}`)).statusCode).toBe(201);
        } finally {
          spy.afterWrite = undefined;
        }
        expect(seenOnCopy.length).toBeGreaterThanOrEqual(2);
        expect(seenOnCopy.every((status) => status === 200)).toBe(true);
        const done = await copy.app.inject({
          method: 'GET',
          url: `/api/world-scan-progress/${token}`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(done.json()).toEqual({ read: REGIONS.length, total: REGIONS.length, phase: 'done' });
      } finally {
        await copy.close();
      }
    },
  );
});

async function countScans(): Promise<number> {
  const row = await t.app.deps.db
    .selectFrom('world_scans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
