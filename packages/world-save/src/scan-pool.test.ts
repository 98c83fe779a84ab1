// The server scan's worker pool on real worker threads: more jobs than workers, each answered by the job it was
// sent; a worker that fails fails every job waiting or running; closing; and the errors each failing reply
// stands for.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionJob } from './region';
import { replyError, ScanPool } from './scan-pool';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  compressChunk,
  villagerEntity,
} from './testing';
import { ScanLimitError, WorldSaveError } from './types';
import type { JobAnswer } from './worker-protocol';

let dir: string;
const jobs: RegionJob[] = [];
let levelDat: Uint8Array;

/** Region file r.i.0.mca holds i + 1 villagers in chunk (32 i, 0). */
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scan-pool-'));
  levelDat = await buildLevelDat({ levelName: 'Pool' });
  for (let i = 0; i < 5; i++) {
    const villagers = Array.from({ length: i + 1 }, (_, n) =>
      villagerEntity({ x: i * 512 + n, y: 64, z: 1, profession: 1, career: 1, offers: [] }),
    );
    const bytes = assembleRegion([
      { x: 0, z: 0, payload: compressChunk(buildChunkNbt(i * 32, 0, villagers)) },
    ]);
    const file = `r.${i}.0.mca`;
    await writeFile(join(dir, file), bytes);
    jobs.push({ path: join(dir, file), file, dimension: 'overworld', regionX: i, regionZ: 0 });
  }
  await writeFile(join(dir, 'empty.mca'), await buildRegion([]));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const villagersOf = (answer: JobAnswer) => ('region' in answer ? answer.region.villagers.length : -1);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const lanesOf = (pool: ScanPool) => (pool as unknown as { lanes: { worker: Worker }[] }).lanes;

describe('replyError', () => {
  it.each([
    {
      reply: { id: 1, limit: { code: 'memory' as const, message: 'too big.' } },
      type: ScanLimitError,
      fields: { code: 'memory', message: 'too big.' },
    },
    {
      reply: { id: 2, save: { code: 'bad_level_dat' as const, message: 'not a level.dat.' } },
      type: WorldSaveError,
      fields: { code: 'bad_level_dat', message: 'not a level.dat.' },
    },
    { reply: { id: 3, error: 'a bug.' }, type: Error, fields: { message: 'a bug.' } },
  ])('makes $reply into its error', ({ reply, type, fields }) => {
    const error = replyError(reply);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject(fields);
    if (type === Error) expect(error).not.toBeInstanceOf(ScanLimitError);
    if (type === Error) expect(error).not.toBeInstanceOf(WorldSaveError);
  });

  it('makes no error of an answer', async () => {
    const pool = new ScanPool(0, 8);
    const answer = await pool.run({ kind: 'region', region: jobs[0]! });
    expect(replyError(answer)).toBeNull();
    expect(
      replyError({
        id: 0,
        level: {
          levelName: '',
          versionName: null,
          dataVersion: null,
          seed: null,
          enchantmentIds: new Map(),
          enchantmentIdSource: 'vanilla',
        },
      }),
    ).toBeNull();
  });
});

describe('ScanPool', () => {
  it('answers each job with its own result when there are more jobs than workers', async () => {
    const pool = new ScanPool(2, 32);
    try {
      expect(pool.threads).toBe(2);
      const answers = await Promise.all(
        [...jobs, ...jobs].map((region) => pool.run({ kind: 'region', region })),
      );
      expect(answers.map(villagersOf)).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
      const level = await pool.run({ kind: 'level', bytes: levelDat, fileName: 'level.dat' });
      expect('level' in level && level.level.levelName).toBe('Pool');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('frees the worker that answered, not another still busy', async () => {
    const slow = join(dir, 'r.9.0.mca');
    const chunks = Array.from({ length: 300 }, (_, i) => ({
      x: i % 32,
      z: Math.floor(i / 32),
      entities: [],
    }));
    await writeFile(slow, await buildRegion(chunks, { filler: true, regionX: 9 }));
    const pool = new ScanPool(2, 32);
    try {
      // One job at a time first: the first worker answers them (the second loads meanwhile); then the slow job goes
      // to the first worker and the quick one to the second, which answers while the first is still reading.
      for (const i of [0, 1]) await pool.run({ kind: 'region', region: jobs[i]! });
      const answers = await Promise.all([
        pool.run({ kind: 'region', region: { ...jobs[0]!, path: slow, file: 'r.9.0.mca', regionX: 9 } }),
        pool.run({ kind: 'region', region: jobs[1]! }),
        pool.run({ kind: 'region', region: jobs[2]! }),
      ]);
      expect(answers.map((answer) => ('region' in answer ? answer.region.slots : -1))).toEqual([300, 1, 1]);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('ends its workers when closed', async () => {
    const pool = new ScanPool(2, 32);
    await pool.run({ kind: 'region', region: jobs[0]! });
    const workers = lanesOf(pool).map((lane) => lane.worker);
    expect(workers.map((worker) => worker.threadId > 0)).toEqual([true, true]);
    await pool.close();
    // A worker's threadId is -1 once its thread has stopped.
    expect(workers.map((worker) => worker.threadId)).toEqual([-1, -1]);
  }, 30_000);

  it('runs the jobs on the calling thread with no workers', async () => {
    const pool = new ScanPool(0, 32);
    expect(pool.threads).toBe(0);
    const answers = await Promise.all(jobs.map((region) => pool.run({ kind: 'region', region })));
    expect(answers.map(villagersOf)).toEqual([1, 2, 3, 4, 5]);
    const level = await pool.run({ kind: 'level', bytes: new Uint8Array([1, 2]), fileName: 'x/level.dat' });
    expect(replyError(level)).toBeInstanceOf(WorldSaveError);
    await pool.close();
  });

  it('fails every job waiting or running with the reason it was closed for, and every later one', async () => {
    const pool = new ScanPool(1, 32);
    const running = jobs.map((region) => failureOf(pool.run({ kind: 'region', region })));
    const reason = new ScanLimitError('time', 'too long.');
    await pool.close(reason);
    expect(pool.threads).toBe(0);
    for (const failure of await Promise.all(running)) expect(failure).toBe(reason);
    expect(await failureOf(pool.run({ kind: 'region', region: jobs[0]! }))).toBe(reason);
    await pool.close(new ScanLimitError('worker', 'again.'));
    expect(await failureOf(pool.run({ kind: 'region', region: jobs[0]! }))).toBe(reason);
  }, 30_000);

  it('says it was stopped when closed without a reason', async () => {
    const pool = new ScanPool(0, 32);
    await pool.close();
    const failure = await failureOf(pool.run({ kind: 'region', region: jobs[0]! }));
    expect(failure).toBeInstanceOf(ScanLimitError);
    expect(failure).toMatchObject({ code: 'worker', message: 'the scan was stopped.' });
  });

  it('fails the scan when a worker exits', async () => {
    const pool = new ScanPool(1, 32);
    try {
      await pool.run({ kind: 'region', region: jobs[0]! });
      const ended = lanesOf(pool)[0]!.worker.terminate();
      const waiting = jobs.map((region) => failureOf(pool.run({ kind: 'region', region })));
      await ended;
      const expected = { code: 'worker', message: 'its scan worker stopped (it exited).' };
      for (const failure of await Promise.all(waiting)) {
        expect(failure).toBeInstanceOf(ScanLimitError);
        expect(failure).toMatchObject(expected);
      }
      expect(await failureOf(pool.run({ kind: 'region', region: jobs[0]! }))).toMatchObject(expected);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('fails the scan with what went wrong when a worker throws', async () => {
    const pool = new ScanPool(1, 32);
    try {
      await pool.run({ kind: 'region', region: jobs[0]! });
      // A request that is no request: the worker's handler throws outside any job, and the worker dies of it
      // before it reads the job sent next.
      lanesOf(pool)[0]!.worker.postMessage(null);
      const waiting = failureOf(pool.run({ kind: 'region', region: jobs[1]! }));
      const failure = await waiting;
      expect(failure).toBeInstanceOf(ScanLimitError);
      expect(failure).toMatchObject({
        code: 'worker',
        message: expect.stringMatching(/^its scan worker stopped \(.*null.*\)\.$/),
      });
      expect((failure as Error).message).not.toContain('it exited');
    } finally {
      await pool.close();
    }
  }, 30_000);
});
