import { textProblem, type WorldScan } from '@tradehall/contracts';
import {
  assembleRegion,
  buildRegion,
  compressChunk,
  deepNestingChunk,
  inflatingChunk,
  intArrayChunk,
  listBombChunk,
  listBombLevelDat,
  manyEntitiesChunk,
  manyValuesChunk,
  sharedSectorRegion,
} from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import {
  applyScan,
  makeServer,
  scanOk,
  trader,
  uploadWorld,
  villagerChunks,
  worldZip,
} from './world-scans-support';

/**
 * What an attacker with a plain `user` account can upload: every hostile shape is answered in bounded time and
 * memory while the API keeps answering (the reader's own tests check each budget; these check the server).
 */
let t: TestApp;
let owner: Session;
let serverId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
});
afterAll(() => t.close());

const SETTINGS = ['WORLD_SCAN_CONCURRENCY', 'WORLD_SCAN_TIME_LIMIT', 'WORLD_SCAN_WORKER_HEAP_MB'];
afterEach(() => {
  for (const name of SETTINGS) delete process.env[name];
});

/** A world whose region holds the hostile chunk at (0, 0) and a villager at (1, 0). */
async function hostileWorld(nbt: Uint8Array): Promise<Uint8Array> {
  const villager = await buildRegion(
    villagerChunks([trader('00000000-0000-4000-a000-0000000000f1', 17.5, 1.5, 0, 1)]),
  );
  // The villager's chunk is taken from a region of its own and laid beside the hostile one.
  const view = new DataView(villager.buffer, villager.byteOffset);
  const entry = [...Array(1024).keys()].map((i) => view.getUint32(i * 4)).find((e) => e !== 0)!;
  const start = (entry >>> 8) * 4096;
  const length = view.getUint32(start);
  const payload = villager.subarray(start + 4, start + 4 + length);
  const region = assembleRegion([
    { x: 0, z: 0, payload: compressChunk(nbt) },
    { x: 1, z: 0, payload },
  ]);
  return worldZip({ files: { 'region/r.0.0.mca': region } });
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
};

describe(`hostile chunks are reported, the rest read (${testDialect})`, () => {
  it.each([
    ['a list declaring 33.5 million entities (the 549-byte ZIP)', listBombChunk(), /needs at least/],
    ['lists nested 600 deep', deepNestingChunk(600), /nested too deeply/],
    ['an int array declaring a billion ints', intArrayChunk(1 << 30), /runs past the end/],
    ['a million entities', manyEntitiesChunk(1_000_000), /the first 10,000 were read/],
    ['an entity of 300,000 values', manyValuesChunk(300_000), /values to decode/],
  ])('%s: 201 within seconds, the chunk named with its reason', async (_name, nbt, reason) => {
    const { result: response, seconds } = await timed(async () =>
      uploadWorld(owner, serverId, await hostileWorld(nbt)),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const scan = response.json<WorldScan>();
    expect(scan.summary.skipped_chunks).toEqual([
      { region: 'r.0.0.mca', x: 0, z: 0, reason: expect.stringMatching(reason) },
    ]);
    expect(scan.villagers).toHaveLength(1);
    expect(seconds).toBeLessThan(30);
  });
});

describe(`hostile worlds are refused with a clear 4xx (${testDialect})`, () => {
  it('one chunk inflated through all 1,024 slots (the 568-byte ZIP): 422 naming the inflation', async () => {
    const zip = await worldZip({
      files: { 'region/r.0.0.mca': sharedSectorRegion(inflatingChunk(32 * 1024 * 1024 - 1)) },
    });
    const { result: response, seconds } = await timed(() => uploadWorld(owner, serverId, zip));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatch(
      /^The world could not be read: its chunks inflate to more than a world of its size can \(over [\d,]+ bytes.*\(WORLD_SCAN_MAX_INFLATED_BYTES\)$/,
    );
    expect(seconds).toBeLessThan(30);
  });

  it('a list bomb in level.dat: 400, at once', async () => {
    const zip = zipSync({ 'World/level.dat': listBombLevelDat() });
    const response = await uploadWorld(owner, serverId, zip);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^World\/level\.dat is not a Minecraft level\.dat/);
  });

  it('a world its worker cannot hold: 422, and the API goes on', async () => {
    process.env.WORLD_SCAN_WORKER_HEAP_MB = '4';
    const response = await uploadWorld(owner, serverId, await hostileWorld(manyValuesChunk(240_000)));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(
      'The world could not be read: reading it needs more than the 4 MB a scan worker may use. (WORLD_SCAN_WORKER_HEAP_MB)',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/hello' })).statusCode).toBe(200);
  });

  it('a scan over its time limit: 422 naming WORLD_SCAN_TIME_LIMIT', async () => {
    process.env.WORLD_SCAN_TIME_LIMIT = '0.001';
    const response = await uploadWorld(owner, serverId, await hostileWorld(manyValuesChunk(1000)));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(
      'The world could not be read: it takes longer than 0 s to read, the most a scan may take. (WORLD_SCAN_TIME_LIMIT)',
    );
  });
});

describe(`the ZIP (${testDialect})`, () => {
  it('finds level.dat among 3,000 small files', async () => {
    const extra: Record<string, Uint8Array> = {};
    for (let i = 0; i < 3000; i++) extra[`World/data/file-${i}.dat`] = new Uint8Array([i & 0xff]);
    const zip = await worldZip({ files: {}, extra });
    const scan = await scanOk(owner, serverId, zip);
    expect(scan.world.name).toBe('Test World');
  });
});

describe(`text from a save (${testDialect})`, () => {
  it('passes the text rules: control and bidi characters become U+FFFD, in the preview and the audit log', async () => {
    const name = 'Evil\u202Egnp\u0000\u0007 World';
    const villagers = [
      { ...trader('00000000-0000-4000-a000-0000000000f2', 0.5, 0.5, 0, 1), customName: 'Bob\u202E\u0000' },
    ];
    const zip = await worldZip({
      level: { levelName: name },
      files: { 'region/r.0.0.mca': await buildRegion(villagerChunks(villagers)) },
    });
    const scan = await scanOk(owner, serverId, zip);
    expect(scan.world.name).toBe('Evil\uFFFDgnp\uFFFD\uFFFD World');
    expect(scan.villagers[0]!.name).toBe('Bob\uFFFD\uFFFD');
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);
    const logs = await t.app.deps.db
      .selectFrom('logs')
      .select('details')
      .where('action', '=', 'import')
      .execute();
    const details = logs.map((row) => String(row.details)).join('\n');
    expect(details).toContain('Evil');
    const refused = [...details].filter((c) => textProblem(c) !== null && c !== '\n');
    expect(refused).toEqual([]);
    expect(details).not.toMatch(/\\u0000|\\u0007|\\u202e/i);
  });
});

describe(`the API keeps answering while scans run (${testDialect})`, () => {
  /** A region of 10 chunks of 240,000 values each: a couple of seconds of decoding. */
  async function slowWorld(): Promise<Uint8Array> {
    const chunks = Array.from({ length: 10 }, (_, i) => ({
      x: i,
      z: 0,
      payload: compressChunk(manyValuesChunk(240_000)),
    }));
    return worldZip({ files: { 'region/r.0.0.mca': assembleRegion(chunks) } });
  }

  const upload = (base: string, session: Session, zip: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([zip]), 'world.zip');
    return fetch(`${base}/api/servers/${serverId}/world-scans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
  };

  it('answers /api/hello within 1 s throughout, grows by less than 256 MB, and allows one scan per user', async () => {
    const base = await baseUrlOf(t.app);
    const zip = await slowWorld();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const scans = [upload(base, owner, zip), upload(base, owner, zip)];
    const latencies: number[] = [];
    let running = true;
    const pinging = (async () => {
      while (running) {
        const { result, seconds } = await timed(() => fetch(`${base}/api/hello`));
        expect(result.status).toBe(200);
        latencies.push(seconds);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const answers = await Promise.all(scans);
    running = false;
    await pinging;
    clearInterval(sampler);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Your previous world scan is still running: wait for it to finish, then try again.',
    );
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(1);
    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(256);
  }, 60_000);

  it('runs at most WORLD_SCAN_CONCURRENCY scans at once on a copy (429 with Retry-After beyond)', async () => {
    process.env.WORLD_SCAN_CONCURRENCY = '1';
    const base = await baseUrlOf(t.app);
    const other = await t.loginAs('admin');
    const zip = await slowWorld();
    const answers = await Promise.all([upload(base, owner, zip), upload(base, other, zip)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /the most at once, WORLD_SCAN_CONCURRENCY/,
    );
  }, 60_000);
});
