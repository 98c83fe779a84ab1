import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { WORLD_SCAN_NO_LEVEL_DAT, type WorldScan } from '@tradehall/contracts';
import { buildRegion } from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { ok } from './trade-world';
import {
  applyScan,
  librarian,
  makeServer,
  scanOk,
  trader,
  uploadWorld,
  villagerChunks,
  villagersWorld,
  worldZip,
} from './world-scans-support';

/**
 * The upload of a world: who may send one (as POST /api/trades), what a ZIP must hold, the limits, and the
 * temporary folder that is always removed.
 */
let t: TestApp;
let owner: Session;
let serverId: number;
let world: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
  world = await villagersWorld([trader('00000000-0000-4000-a000-000000000001', 0.5, 0.5, 0, 1)]);
});
afterAll(() => t.close());

const SETTINGS = ['WORLD_SCAN_MAX_UPLOAD_BYTES', 'WORLD_SCAN_MAX_ENTRIES', 'WORLD_SCAN_MAX_UNPACKED_BYTES'];
afterEach(() => {
  for (const name of SETTINGS) delete process.env[name];
});

/** This process's upload folders in the temp folder. */
const tempFolders = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(`tradehall-import-${process.pid}-`));

describe(`who may scan a server's world (${testDialect})`, () => {
  it('the roles and servers that may add trades there; others get the answers of POST /api/trades', async () => {
    const member = await t.loginAs('editor');
    await ok(owner, 'POST', `/api/servers/${serverId}/members`, { username: member.username });
    const cases: [Session, number, number, string | null][] = [
      [owner, serverId, 201, null],
      [member, serverId, 201, null],
      [await t.loginAs('data_manager'), serverId, 201, null],
      [await t.loginAs('admin'), serverId, 201, null],
      [await t.loginAs('user'), serverId, 403, 'You are not a member of this server.'],
      [await t.loginAs('auditor'), serverId, 403, 'Your role (auditor) may not do this.'],
      [await t.loginAs('admin'), 987_654, 404, 'Server not found.'],
      [owner, 987_654, 403, 'You are not a member of this server.'],
    ];
    for (const [session, server, status, error] of cases) {
      const response = await uploadWorld(session, server, world);
      expect(response.statusCode, `${session.username} → ${response.body.slice(0, 200)}`).toBe(status);
      if (error) expect(response.json()).toEqual({ error });
      const trade = await session.request({
        method: 'POST',
        url: '/api/trades',
        payload: {
          server_id: server,
          town: 'nowhere',
          location: 'Hall',
          row: 'A',
          num: 1,
          villager_type: 'Farmer',
          sell_item: 'Emerald',
        },
      });
      // The same refusal as adding a trade there (which, allowed, fails on the missing town instead).
      if (status === 201) expect(trade.statusCode).toBe(400);
      else expect([trade.statusCode, trade.json()]).toEqual([status, { error }]);
    }
  });

  it('refuses an apply by someone who has since left the server', async () => {
    const member = await t.loginAs('user');
    await ok(owner, 'POST', `/api/servers/${serverId}/members`, { username: member.username });
    const scan = await scanOk(member, serverId, world);
    const { id: memberId } = await t.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    await t.app.deps.db.deleteFrom('server_members').where('user_id', '=', memberId).execute();
    expect((await applyScan(member, scan.id)).statusCode).toBe(403);
  });
});

describe(`what the upload must be (${testDialect})`, () => {
  it.each([
    ['a text file', 'world.zip', new TextEncoder().encode('not a zip at all')],
    ['a file by another name', 'world.tar', new TextEncoder().encode('not a zip at all')],
    ['a ZIP without level.dat', 'world.zip', zipSync({ 'World/region/readme.txt': new Uint8Array([1]) })],
    ['a world two folders down', 'world.zip', null],
  ])('answers 400 for %s', async (_name, filename, bytes) => {
    const zip =
      bytes ??
      zipSync({
        'server/world/level.dat': new Uint8Array([1, 2, 3]),
        'server/world/region/r.0.0.mca': new Uint8Array([0]),
      });
    const response = await uploadWorld(owner, serverId, zip, filename);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: WORLD_SCAN_NO_LEVEL_DAT });
  });

  it('refuses a ZIP with a path that climbs out of its folder, and one with two worlds', async () => {
    const climbing = zipSync({
      'World/level.dat': new Uint8Array([1]),
      '../../etc/evil.mca': new Uint8Array([1]),
    });
    const response = await uploadWorld(owner, serverId, climbing);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      "The ZIP holds an unsafe path ('../../etc/evil.mca'): nothing was scanned.",
    );

    const one = await worldZip({ folder: 'One', files: {} });
    const two = await worldZip({ folder: 'Two', files: {} });
    const { unzipSync } = await import('fflate');
    const both = await uploadWorld(owner, serverId, zipSync({ ...unzipSync(one), ...unzipSync(two) }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(
      "The upload holds more than one world (level.dat in 'One/', 'Two/'): zip one world folder.",
    );
  });

  it('ignores everything but level.dat and the region folders, and reads the Nether and the End', async () => {
    const nether = trader('00000000-0000-4000-a000-000000000002', 1.5, 1.5, 2, 1);
    const end = trader('00000000-0000-4000-a000-000000000003', 1.5, 1.5, 4, 2);
    const zip = await worldZip({
      files: {
        'DIM-1/region/r.0.0.mca': await buildRegion(villagerChunks([nether])),
        'DIM1/region/r.0.0.mca': await buildRegion(villagerChunks([end])),
        'region/notes.txt': new Uint8Array([1, 2]),
        'region/r.0.0.mca.bak': new Uint8Array([1, 2]),
        'DIM7/region/r.0.0.mca': await buildRegion(
          villagerChunks([trader('00000000-0000-4000-a000-000000000004', 0.5, 0.5, 0, 1)]),
        ),
        'playerdata/x.dat': new Uint8Array([9]),
      },
    });
    const scan = await scanOk(owner, serverId, zip);
    expect(scan.villagers.map((v) => [v.villager_type, v.dimension]).sort()).toEqual([
      ['Cleric', 'nether'],
      ['Leatherworker', 'end'],
    ]);
  });
});

describe(`limits (${testDialect})`, () => {
  it.each([
    [
      'WORLD_SCAN_MAX_UPLOAD_BYTES',
      '1000',
      'The upload is larger than 1,000 bytes, the most a world scan takes (WORLD_SCAN_MAX_UPLOAD_BYTES).',
    ],
    [
      'WORLD_SCAN_MAX_ENTRIES',
      '1',
      'The ZIP holds more than 1 entries, the most a world scan reads (WORLD_SCAN_MAX_ENTRIES).',
    ],
    [
      'WORLD_SCAN_MAX_UNPACKED_BYTES',
      '10000',
      'The world in the ZIP unpacks to more than 10,000 bytes, the most a world scan reads (WORLD_SCAN_MAX_UNPACKED_BYTES).',
    ],
  ])('answers 413 over %s, naming the limit', async (setting, value, error) => {
    process.env[setting] = value;
    const response = await uploadWorld(owner, serverId, world);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error });
  });

  it('removes its temporary folder after every upload, scanned or refused', async () => {
    const before = tempFolders();
    expect((await uploadWorld(owner, serverId, world)).statusCode).toBe(201);
    expect((await uploadWorld(owner, serverId, new Uint8Array([1, 2, 3]))).statusCode).toBe(400);
    process.env.WORLD_SCAN_MAX_UNPACKED_BYTES = '10000';
    expect((await uploadWorld(owner, serverId, world)).statusCode).toBe(413);
    expect(tempFolders()).toEqual(before);
  });
});

describe(`placement (${testDialect})`, () => {
  it('lays a hall of 30 villagers in two rows out as rows A–O along it and numbers 1–2 across', async () => {
    const villagers = Array.from({ length: 30 }, (_, i) =>
      librarian(
        `00000000-0000-4000-b000-${String(i).padStart(12, '0')}`,
        5000.5 + (i % 15) * 2,
        5000.5 + Math.floor(i / 15) * 4,
        [['minecraft:mending', 1, 10 + i]],
      ),
    );
    const scan: WorldScan = await scanOk(owner, serverId, await villagersWorld(villagers));
    const slots = new Map(scan.villagers.map((v) => [v.uuid, v.proposed] as const));
    const town = slots.get(villagers[0]!.uuid!)!.town;
    villagers.forEach((v, i) => {
      expect(slots.get(v.uuid!)).toEqual({
        town,
        location: 'Hall 1',
        row: 'ABCDEFGHIJKLMNO'[i % 15],
        num: Math.floor(i / 15) + 1,
      });
    });
    expect(scan.summary).toMatchObject({ towns: 1, locations: 1, villagers: 30, offers: 30 });
  });
});
