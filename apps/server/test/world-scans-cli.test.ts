import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildLevelDat,
  buildRegion,
  inflatingChunk,
  listBombLevelDat,
  sharedSectorRegion,
  writeWorld,
} from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDatabaseUrl, testDialect } from './helpers';
import {
  FORGE_IDS,
  librarian,
  makeServer,
  storedTrades,
  trader,
  villagerChunks,
} from './world-scans-support';

/** `cli scan-world`: the operator's way, on the game server's own world folder. */
const ROOT = resolve(import.meta.dirname, '../../..');
const CLI = resolve(ROOT, 'apps/server/src/cli.ts');

let dir: string;
let t: TestApp;
let owner: Session;
let serverId: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tradehall-cli-world-'));
  t = await createTestApp(testDatabaseUrl ? {} : { dataDir: dir, sqlitePath: join(dir, 'tradehall.db') });
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
  await writeWorld(join(dir, 'world'), {
    levelDat: await buildLevelDat({ levelName: 'Operator World', enchantmentIds: FORGE_IDS }),
    regions: [
      {
        dimension: 'overworld',
        file: 'r.0.0.mca',
        bytes: await buildRegion(
          villagerChunks([
            librarian('00000000-0000-4000-c000-000000000001', 10.5, 10.5, [['minecraft:mending', 1, 20]]),
            trader('00000000-0000-4000-c000-000000000002', 12.5, 10.5, 0, 1),
          ]),
        ),
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command line (from source, through tsx) on the test app's database. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: testDatabaseUrl ?? '',
      PG_SCHEMA: t.pgSchema ?? '',
      ADMIN_PASSWORD: '',
      TRADEHALL_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

// Each run starts a Node process through tsx: seconds each, more on a busy machine.
describe(`cli scan-world (${testDialect})`, { timeout: 120_000 }, () => {
  it('prints the summary and writes nothing; with --apply, applies it as the user named', async () => {
    const scan = await cli(['scan-world', '--server', String(serverId), '--path', join(dir, 'world')]);
    expect(scan.code, scan.stderr).toBe(0);
    expect(scan.stdout).toContain("World 'Operator World' (Minecraft 1.12.2, data version 1343)");
    expect(scan.stdout).toContain('2 villagers with 2 offers in 1 town, 1 location');
    expect(await storedTrades(t, serverId)).toEqual([]);

    const applied = await cli([
      'scan-world',
      '--server',
      String(serverId),
      '--path',
      join(dir, 'world'),
      '--apply',
      '--as',
      owner.username,
    ]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain(
      'Applied: 2 trades created, 0 updated, 0 unchanged, 0 removed, 0 skipped.',
    );
    const trades = await storedTrades(t, serverId);
    expect(trades.map((trade) => trade.villager_uuid)).toEqual([
      '00000000-0000-4000-c000-000000000001',
      '00000000-0000-4000-c000-000000000002',
    ]);
    const log = await t.app.deps.db
      .selectFrom('logs')
      .select('username')
      .where('action', '=', 'import')
      .where('table_name', '=', 'trades')
      .execute();
    expect(log).toEqual([{ username: owner.username }]);

    const again = await cli([
      'scan-world',
      '--server',
      String(serverId),
      '--path',
      join(dir, 'world'),
      '--apply',
    ]);
    expect(again.stdout).toContain('new 0, changed 0, unchanged 2; gone from the world: 0');
    // The same world again: a rescan reads none of its chunks.
    expect(again.stdout).toMatch(/ {2}0 of \d+ chunks? changed since the last scan \(\d{4}-/);
    expect(again.stdout).toContain('Applied: 0 trades created, 0 updated, 2 unchanged');
  });

  it('answers a missing world, an unknown user and a server the user may not see with an error', async () => {
    const cases: [string[], string][] = [
      [['--path', join(dir, 'nowhere')], `There is no level.dat in ${join(dir, 'nowhere')}`],
      [['--path', join(dir, 'world'), '--as', 'nobody-at-all'], "There is no user named 'nobody-at-all'."],
      [
        ['--path', join(dir, 'world'), '--as', (await t.loginAs('user')).username],
        'You are not a member of this server.',
      ],
    ];
    for (const [args, error] of cases) {
      const run = await cli(['scan-world', '--server', String(serverId), ...args]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(error);
    }
    const usage = await cli(['scan-world', '--path', join(dir, 'world')]);
    expect(usage.stderr).toContain('give --server ID');
  });

  it('answers hostile worlds as the upload does: the reason, exit 1, in bounded time', async () => {
    await writeWorld(join(dir, 'inflating'), {
      levelDat: await buildLevelDat({}),
      regions: [
        {
          dimension: 'overworld',
          file: 'r.0.0.mca',
          bytes: sharedSectorRegion(inflatingChunk(32 * 1024 * 1024 - 1)),
        },
      ],
    });
    await writeWorld(join(dir, 'level-bomb'), { levelDat: listBombLevelDat(), regions: [] });
    const cases: [string, RegExp][] = [
      ['inflating', /The world could not be read: its chunks inflate to more than a world of its size can/],
      ['level-bomb', /level\.dat is not a Minecraft level\.dat/],
    ];
    for (const [world, error] of cases) {
      const started = performance.now();
      const run = await cli(['scan-world', '--server', String(serverId), '--path', join(dir, world)]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(error);
      expect(performance.now() - started).toBeLessThan(30_000);
    }
  });
});
