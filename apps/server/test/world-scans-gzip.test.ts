import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { WorldScan, WorldScanState } from '@tradehall/contracts';
import { scanWorldFiles, worldFilesOf } from '@tradehall/world-save/browser';
import { buildLevelDat, buildRegion, pickFolder, writeWorld } from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { FORGE_IDS, librarian, makeServer, villagerChunks } from './world-scans-support';

/** The browser sends its scan report gzipped (Content-Encoding: gzip); the server inflates it under the JSON limits. */
let t: TestApp;
let owner: Session;
let dir: string;
let report: object;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  dir = await mkdtemp(join(tmpdir(), 'tradehall-gzip-scan-'));
  await writeWorld(dir, {
    levelDat: await buildLevelDat({ enchantmentIds: FORGE_IDS, levelName: 'Gzip World' }),
    regions: [
      {
        dimension: 'overworld',
        file: 'r.0.0.mca',
        bytes: await buildRegion(
          villagerChunks([
            librarian('00000000-0000-4000-b500-000000000001', 10.5, 10.5, [['minecraft:mending', 1, 20]]),
          ]),
        ),
      },
    ],
  });
  report = (await scanWorldFiles(worldFilesOf(await pickFolder(dir)))).report;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (serverId: number, payload: Uint8Array | string, encoding: string | undefined) =>
  owner.request({
    method: 'POST',
    url: `/api/servers/${serverId}/world-scans`,
    headers: { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
    payload: typeof payload === 'string' ? payload : Buffer.from(payload),
  });

async function storedNothing(serverId: number) {
  const state = (
    await owner.request({ method: 'GET', url: `/api/servers/${serverId}/world-scan-state` })
  ).json<WorldScanState>();
  expect(state).toEqual({ world_key: null, regions: [] });
}

const comparable = (scan: WorldScan) => ({ ...scan, id: '', summary: { ...scan.summary, seconds: 0 } });

describe(`a gzipped scan report (${testDialect})`, () => {
  it('previews as the same report sent plain', async () => {
    const json = JSON.stringify(report);
    const zipped = await post(await makeServer(t, owner), gzipSync(json), 'gzip');
    expect(zipped.statusCode, zipped.body.slice(0, 300)).toBe(201);
    const plain = await post(await makeServer(t, owner), json, undefined);
    expect(plain.statusCode).toBe(201);
    expect(comparable(zipped.json<WorldScan>())).toEqual(comparable(plain.json<WorldScan>()));
    expect(zipped.json<WorldScan>().villagers).toHaveLength(1);
  });

  it('takes the encoding named in any case, with spaces', async () => {
    const response = await post(await makeServer(t, owner), gzipSync(JSON.stringify(report)), ' GZip ');
    expect(response.statusCode).toBe(201);
  });

  it('answers 413 for a body that inflates past the JSON limit, and stops inflating it', async () => {
    const serverId = await makeServer(t, owner);
    // 64 gzip members of 32 MB of spaces each: 2 GB inflated from about 2 MB. Inflating all of it would take
    // seconds of CPU; the server stops a little past the 32 MB limit.
    const member = gzipSync(Buffer.alloc(32 * 1024 * 1024, ' '), { level: 9 });
    const bomb = Buffer.concat(Array(64).fill(member));
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const started = process.cpuUsage();
    const response = await post(serverId, bomb, 'gzip');
    const cpu = process.cpuUsage(started);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/inflates to more than 32 MB/);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(1000);
    await storedNothing(serverId);
  });

  it('answers 400 for a body that is no gzip, or is cut short', async () => {
    const serverId = await makeServer(t, owner);
    const json = JSON.stringify(report);
    const notGzip = await post(serverId, json, 'gzip');
    expect(notGzip.statusCode).toBe(400);
    expect(notGzip.json().error).toMatch(/not valid gzip/);
    const whole = gzipSync(json);
    const cut = await post(serverId, whole.subarray(0, whole.length - 20), 'gzip');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatch(/not valid gzip/);
    await storedNothing(serverId);
  });

  it('checks the inflated report field by field, as a plain one', async () => {
    const serverId = await makeServer(t, owner);
    const spoiled = { ...report, world: { ...(report as { world: object }).world, seed: '12a' } };
    const response = await post(serverId, gzipSync(JSON.stringify(spoiled)), 'gzip');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/world\.seed/);
    await storedNothing(serverId);
  });

  it('answers 415 for an encoding other than gzip', async () => {
    const serverId = await makeServer(t, owner);
    for (const encoding of ['br', 'deflate', 'gzip, br']) {
      const response = await post(serverId, gzipSync(JSON.stringify(report)), encoding);
      expect(response.statusCode, encoding).toBe(415);
      expect(response.json().error).toMatch(/Content-Encoding/);
    }
    await storedNothing(serverId);
  });
});
