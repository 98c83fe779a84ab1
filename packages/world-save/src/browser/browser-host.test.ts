// The browser host's own parts, beyond the two-hosts comparison of browser-scan.test.ts: the worker pool and
// its threads (here Node MessageChannels standing in for Web Workers: the same structured clone of Blobs), the
// scan's options (workers, progress, cancelling, the time limit), which picked files make the world, level.dat
// from a Blob, a region Blob's reads, and the jobs' answers.

import { MessageChannel } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  buildRegion,
  compressChunk,
  random,
  villagerEntity,
} from '../testing';
import { compound, int, string, writeNbt } from '../testing/tags';
import { ScanLimitError, WorldSaveError } from '../types';
import { readLevelDatBlob } from './level-dat';
import { BrowserScanPool, type ScanThread } from './pool';
import {
  answerBrowserJob,
  answerError,
  type BrowserAnswer,
  type BrowserJob,
  serveBrowserScanJobs,
} from './protocol';
import { scanRegionBlob } from './region';
import { MAX_BROWSER_WORKERS, scanWorldFiles } from './scan';
import { type PickedFile, worldFilesOf } from './world-files';

const uuid = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/** Region file r.i.0.mca: chunk (32 i, 0) holds i + 1 villagers. */
const regionBytes = (i: number) =>
  assembleRegion([
    {
      x: 0,
      z: 0,
      timestamp: 100 + i,
      payload: compressChunk(
        buildChunkNbt(
          i * 32,
          0,
          Array.from({ length: i + 1 }, (_, n) =>
            villagerEntity({
              uuid: uuid(10 * i + n),
              x: i * 512 + n,
              y: 64,
              z: 1,
              profession: 1,
              career: 1,
              offers: [],
            }),
          ),
        ),
      ),
    },
  ]);

const place = (i: number) => ({
  file: `r.${i}.0.mca`,
  dimension: 'overworld' as const,
  regionX: i,
  regionZ: 0,
});
const regionJob = (i: number): BrowserJob => ({
  kind: 'region',
  file: new Blob([regionBytes(i)]),
  place: place(i),
});
const villagersOf = (answer: BrowserAnswer) => ('region' in answer ? answer.region.villagers.length : -1);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** A Web Worker's stand-in: the worker's body (serveBrowserScanJobs) at the far end of a MessageChannel. */
function channelThread(log: string[] = []): ScanThread {
  const { port1, port2 } = new MessageChannel();
  serveBrowserScanJobs({
    listen: (onRequest) => port2.on('message', onRequest),
    post: (answer) => port2.postMessage(answer),
  });
  return {
    post: (request) => {
      log.push(`post ${request.job.kind}`);
      port1.postMessage(request);
    },
    listen: (onAnswer) => port1.on('message', onAnswer),
    terminate: () => {
      log.push('terminate');
      port1.close();
    },
  };
}

/** A Web Worker whose script does not load: it fails once listened to. */
/** A Web Worker still reading a long file: it answers nothing while the test runs. */
function busyThread(log: string[]): ScanThread {
  return {
    post: () => log.push('post'),
    listen: () => {},
    terminate: () => log.push('terminate'),
  };
}

function failingThread(log: string[]): ScanThread {
  return {
    post: () => log.push('post'),
    listen: (_onAnswer, onFailure) => setTimeout(() => onFailure('the worker could not start'), 5),
    terminate: () => log.push('terminate'),
  };
}

describe('BrowserScanPool', () => {
  it('answers each job with its own result when there are more jobs than workers', async () => {
    const log: string[] = [];
    const pool = new BrowserScanPool(2, () => channelThread(log));
    expect(pool.threads).toBe(2);
    const answers = await Promise.all([0, 1, 2, 3, 4, 0].map((i) => pool.run(regionJob(i))));
    expect(answers.map(villagersOf)).toEqual([1, 2, 3, 4, 5, 1]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(6);
    pool.close();
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
    expect(log.filter((l) => l === 'post region')).toHaveLength(6);
  });

  it.each([
    { size: 3, start: undefined, threads: 0 },
    { size: 0, start: () => channelThread(), threads: 0 },
  ])(
    'runs jobs on the calling thread without workers ($size, $threads)',
    async ({ size, start, threads }) => {
      const pool = new BrowserScanPool(size, start);
      expect(pool.threads).toBe(threads);
      const answers = await Promise.all([0, 1].map((i) => pool.run(regionJob(i))));
      expect(answers.map(villagersOf)).toEqual([1, 2]);
      expect(answers.map((a) => a.id)).toEqual([0, 1]);
    },
  );

  it('fails every job, waiting or running, when a worker fails, and ends every worker', async () => {
    const log: string[] = [];
    let started = 0;
    const pool = new BrowserScanPool(2, () => (started++ === 0 ? busyThread(log) : failingThread(log)));
    const failures = await Promise.all([0, 1, 2, 3].map((i) => failureOf(pool.run(regionJob(i)))));
    const expected = { code: 'worker', message: 'its scan worker stopped (the worker could not start).' };
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(ScanLimitError);
      expect(failure).toMatchObject(expected);
    }
    expect(pool.threads).toBe(0);
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
    expect(await failureOf(pool.run(regionJob(0)))).toMatchObject(expected);
  });

  it('fails later jobs with the first reason it was closed for, or says it was stopped', async () => {
    const pool = new BrowserScanPool(1, () => channelThread());
    const waiting = [0, 1].map((i) => failureOf(pool.run(regionJob(i))));
    const reason = new Error('cancelled');
    pool.close(reason);
    pool.close(new Error('again'));
    expect(await Promise.all(waiting)).toEqual([reason, reason]);
    expect(await failureOf(pool.run(regionJob(0)))).toBe(reason);
    const stopped = new BrowserScanPool(0);
    stopped.close();
    const failure = await failureOf(stopped.run(regionJob(0)));
    expect(failure).toBeInstanceOf(ScanLimitError);
    expect(failure).toMatchObject({ code: 'worker', message: 'the scan was stopped.' });
  });
});

/** The picked files of a world `World` of `count` overworld region files (r.0.0.mca …). */
/** A Blob whose bytes come `delayMs` late, as from a slow disk. */
class SlowBlob extends Blob {
  constructor(
    parts: ConstructorParameters<typeof Blob>[0],
    private readonly delayMs: number,
  ) {
    super(parts);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return super.arrayBuffer();
  }
}

async function picked(count: number, levelDat?: Uint8Array): Promise<PickedFile[]> {
  return [
    {
      path: 'World/level.dat',
      file: new Blob([levelDat ?? (await buildLevelDat({ levelName: 'Browser' }))]),
    },
    ...Array.from({ length: count }, (_, i) => ({
      path: `World/region/r.${i}.0.mca`,
      file: new Blob([regionBytes(i)]),
    })),
  ];
}

describe('scanWorldFiles', () => {
  it.each([
    { name: 'none unless asked', workers: undefined, start: true, regions: 3, threads: 0 },
    { name: 'none without a way to start them', workers: 2, start: false, regions: 3, threads: 0 },
    { name: 'none for fewer than none', workers: -1, start: true, regions: 3, threads: 0 },
    { name: 'as many as asked', workers: 2, start: true, regions: 3, threads: 2 },
    { name: 'one per region file at most', workers: 3, start: true, regions: 2, threads: 2 },
    { name: 'one for no region files', workers: 3, start: true, regions: 0, threads: 1 },
    { name: 'at most 4', workers: 9, start: true, regions: 6, threads: MAX_BROWSER_WORKERS },
  ])('starts $name', async ({ workers, start, regions, threads }) => {
    const log: string[] = [];
    const progress: unknown[][] = [];
    const scan = await scanWorldFiles(worldFilesOf(await picked(regions)), {
      ...(workers === undefined ? {} : { workers }),
      ...(start ? { startWorker: () => channelThread(log) } : {}),
      onProgress: (...args) => progress.push(args),
    });
    expect(MAX_BROWSER_WORKERS).toBe(4);
    expect(scan.workers).toBe(threads);
    expect(log.filter((l) => l === 'terminate')).toHaveLength(threads);
    expect(scan.report.villagers).toHaveLength((regions * (regions + 1)) / 2);
    expect(progress[0]).toEqual([0, regions]);
    expect(progress.slice(1).map(([read, total]) => [read, total])).toEqual(
      Array.from({ length: regions }, (_, i) => [i + 1, regions]),
    );
    expect(
      progress
        .slice(1)
        .map(([, , file]) => file)
        .sort(),
    ).toEqual(Array.from({ length: regions }, (_, i) => `r.${i}.0.mca`).sort());
  });

  it('says what it read: chunks, bytes, seconds (to the millisecond in the report)', async () => {
    const files = worldFilesOf(await picked(3));
    const started = performance.now();
    const scan = await scanWorldFiles(files);
    expect(scan.seconds).toBeLessThanOrEqual((performance.now() - started) / 1000);
    expect(scan).toMatchObject({ chunks: 3, changedChunks: 3, rescan: false, workers: 0 });
    expect(scan.regionBytes).toBe(files.regions.reduce((sum, r) => sum + r.file.size, 0));
    expect(scan.regionBytes).toBe([0, 1, 2].reduce((sum, i) => sum + regionBytes(i).length, 0));
    expect(scan.seconds).toBeGreaterThan(0);
    expect(scan.report.seconds).toBe(Math.round(scan.seconds * 1000) / 1000);
    expect(scan.world.levelName).toBe('Browser');
    expect(scan.report.regions.map((r) => r.file)).toEqual(['r.0.0.mca', 'r.1.0.mca', 'r.2.0.mca']);
  });

  it('stops when cancelled, and ends its workers', async () => {
    const log: string[] = [];
    const controller = new AbortController();
    const scan = scanWorldFiles(worldFilesOf(await picked(3)), {
      workers: 1,
      startWorker: () => channelThread(log),
      signal: controller.signal,
    });
    controller.abort();
    const error = await failureOf(scan);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError', message: 'The scan was cancelled.' });
    expect(log).toContain('terminate');
  });

  it.each([0, 1])('stops at its time limit on %i workers', async (workers) => {
    // level.dat read from a slow disk: the 1 ms limit passes before the scan could end (the fast inflater alone
    // reads these three regions within it).
    const [levelDat, ...regions] = await picked(3);
    const slow = { ...levelDat!, file: new SlowBlob([await levelDat!.file.arrayBuffer()], 100) };
    const error = await failureOf(
      scanWorldFiles(worldFilesOf([slow, ...regions]), {
        workers,
        startWorker: () => channelThread(),
        limits: { timeLimitMs: 1 },
      }),
    );
    expect(error).toBeInstanceOf(ScanLimitError);
    expect(error).toMatchObject({
      code: 'time',
      message: 'it takes longer than 0 s to read, the most a scan may take.',
    });
  });

  it('refuses picked files without level.dat', async () => {
    const error = await failureOf(scanWorldFiles(worldFilesOf((await picked(1)).slice(1))));
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code: 'no_level_dat', message: 'The world folder holds no level.dat.' });
  });

  it('passes on what a worker cannot read', async () => {
    const bad = await picked(1, new Uint8Array([10, 0, 0, 0]));
    const error = await failureOf(
      scanWorldFiles(worldFilesOf(bad), { workers: 1, startWorker: () => channelThread() }),
    );
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({
      code: 'bad_level_dat',
      message: expect.stringMatching(/^World\/level\.dat /),
    });
  });
});

describe('worldFilesOf', () => {
  const blob = new Blob([]);
  const pick = (...paths: string[]) => worldFilesOf(paths.map((path) => ({ path, file: blob })));
  const summary = (files: ReturnType<typeof worldFilesOf>) => ({
    levelDat: files.levelDat?.path ?? null,
    regions: files.regions.map((r) => `${r.dimension} ${r.name} ${r.regionX},${r.regionZ}`),
    skipped: files.skipped,
  });

  it.each([
    {
      name: 'a picked world folder',
      paths: ['W/level.dat', 'W/region/r.0.0.mca', 'W/DIM-1/region/r.-1.2.mca', 'W/DIM1/region/r.3.-4.mca'],
      levelDat: 'W/level.dat',
      regions: ['overworld r.0.0.mca 0,0', 'nether r.-1.2.mca -1,2', 'end r.3.-4.mca 3,-4'],
      skipped: 0,
    },
    {
      name: 'files picked at the top (no folder)',
      paths: ['level.dat', 'region/r.1.1.mca', 'playerdata/x.dat'],
      levelDat: 'level.dat',
      regions: ['overworld r.1.1.mca 1,1'],
      skipped: 1,
    },
    {
      name: 'Windows separators and leading slashes',
      paths: ['\\W\\level.dat', '/W\\region\\r.2.0.mca', '//W/region/r.1.0.mca'],
      levelDat: 'W/level.dat',
      regions: ['overworld r.1.0.mca 1,0', 'overworld r.2.0.mca 2,0'],
      skipped: 0,
    },
    {
      name: 'the shallowest level.dat, then the first by path',
      paths: [
        'Saves/B/level.dat',
        'Saves/A/level.dat',
        'Saves/A/x/level.dat',
        'Saves/B/region/r.0.0.mca',
        'Saves/A/region/r.0.0.mca',
      ],
      levelDat: 'Saves/A/level.dat',
      regions: ['overworld r.0.0.mca 0,0'],
      skipped: 3,
    },
    {
      name: 'the shallowest level.dat by folders, not by letters',
      paths: ['W/a-world-with-a-long-name/level.dat', 'W/b/c/level.dat'],
      levelDat: 'W/a-world-with-a-long-name/level.dat',
      regions: [],
      skipped: 1,
    },
    {
      name: 'of two as shallow, the first by path whatever the order picked',
      paths: ['S/A/level.dat', 'S/B/level.dat'],
      levelDat: 'S/A/level.dat',
      regions: [],
      skipped: 1,
    },
    {
      name: 'a deeper level.dat after a shallower one',
      paths: ['W/deep/er/level.dat', 'W/level.dat'],
      levelDat: 'W/level.dat',
      regions: [],
      skipped: 1,
    },
    {
      name: 'no level.dat (regions from the top)',
      paths: ['region/r.0.0.mca', 'W/region/r.1.0.mca', 'oldlevel.dat', 'level.dat_old'],
      levelDat: null,
      regions: ['overworld r.0.0.mca 0,0'],
      skipped: 3,
    },
    {
      name: 'regions in order of X then Z, nothing nested or misnamed',
      paths: [
        'W/level.dat',
        'W/region/r.1.-1.mca',
        'W/region/r.-1.3.mca',
        'W/region/r.1.-2.mca',
        'W/region/r.5.2.mca',
        'W/region/r.5.1.mca',
        'W/region/old/r.0.0.mca',
        'W/region/r.0.0.mca.bak',
        'W/xregion/r.0.0.mca',
        'W/DIM-1/r.0.0.mca',
      ],
      levelDat: 'W/level.dat',
      regions: [
        'overworld r.-1.3.mca -1,3',
        'overworld r.1.-2.mca 1,-2',
        'overworld r.1.-1.mca 1,-1',
        'overworld r.5.1.mca 5,1',
        'overworld r.5.2.mca 5,2',
      ],
      skipped: 4,
    },
  ])('finds $name', ({ paths, levelDat, regions, skipped }) => {
    expect(summary(pick(...paths))).toEqual({ levelDat, regions, skipped });
  });

  it('keeps the picked file of each region', () => {
    const a = new Blob(['a']);
    const files = worldFilesOf([
      { path: 'W/level.dat', file: blob },
      { path: 'W/region/r.0.0.mca', file: a },
    ]);
    expect(files.regions[0]!.file).toBe(a);
    expect(files.levelDat!.file).toBe(blob);
  });
});

describe('readLevelDatBlob', () => {
  const plain = () =>
    writeNbt(compound({ Data: compound({ LevelName: string('Plain'), DataVersion: int(1343) }) }));

  it('reads a level.dat stored with and without gzip', async () => {
    expect((await readLevelDatBlob(new Blob([plain()]))).levelName).toBe('Plain');
    expect((await readLevelDatBlob(new Blob([gzipSync(plain())]))).levelName).toBe('Plain');
  });

  it.each([
    { name: undefined, said: 'level.dat' },
    { name: 'W/level.dat', said: 'W/level.dat' },
  ])('names the file in its refusals ($said)', async ({ name, said }) => {
    const notNbt = await failureOf(readLevelDatBlob(new Blob([new Uint8Array([10, 0, 0, 0])]), name));
    expect(notNbt).toMatchObject({
      code: 'bad_level_dat',
      message: expect.stringMatching(new RegExp(`^${said.replace('.', '\\.')} is not`)),
    });
    const badGzip = await failureOf(
      readLevelDatBlob(new Blob([new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3])]), name),
    );
    expect(badGzip).toMatchObject({
      code: 'bad_level_dat',
      message: `${said} is not a Minecraft level.dat (it cannot be unpacked).`,
    });
  });

  it.each([
    { bytes: 64 * 1024 * 1024 + 1, large: true },
    { bytes: 64 * 1024 * 1024, large: false },
  ])('refuses a level.dat of $bytes bytes as too large: $large', async ({ bytes, large }) => {
    const error = await failureOf(readLevelDatBlob(new Blob([new Uint8Array(bytes)])));
    expect(error).toBeInstanceOf(WorldSaveError);
    const message = 'level.dat is larger than 64 MB: it is no level.dat.';
    if (large) expect(error).toMatchObject({ code: 'bad_level_dat', message });
    else expect((error as Error).message).not.toBe(message);
  });
});

describe('scanRegionBlob', () => {
  /** A Blob that fails any read of more than its first `allowed` bytes. */
  function guarded(bytes: Uint8Array, allowed: number) {
    const blob = new Blob([bytes]);
    const reads: string[] = [];
    Object.defineProperties(blob, {
      arrayBuffer: {
        value: () => {
          reads.push('whole');
          return allowed >= bytes.length
            ? new Blob([bytes]).arrayBuffer()
            : Promise.reject(new Error('read too much'));
        },
      },
      slice: {
        value: (start: number, end: number) => {
          reads.push(`slice ${start}-${end}`);
          return new Blob([bytes]).slice(start, Math.min(end, allowed));
        },
      },
    });
    return { blob, reads };
  }

  it('reads only the 8 KiB header of a rescanned region where no chunk changed', async () => {
    const bytes = regionBytes(2);
    const seen = Array.from({ length: 1024 }, (_, i) => (i === 0 ? 102 : 0));
    const { blob, reads } = guarded(bytes, 8192);
    const result = await scanRegionBlob(blob, { ...place(2), seen });
    expect(result).toMatchObject({ unchanged: [0], villagers: [], problems: [], slots: 1, peakHeapBytes: 0 });
    expect(reads).toEqual(['slice 0-8192']);
  });

  it.each([
    {
      name: 'once after its header when a chunk changed',
      seen: Array(1024).fill(0),
      reads: ['slice 0-8192', 'whole'],
    },
    { name: 'once for a full scan', seen: undefined, reads: ['whole'] },
  ])('reads the whole file $name', async ({ seen, reads: expected }) => {
    const bytes = regionBytes(2);
    const { blob, reads } = guarded(bytes, bytes.length);
    const result = await scanRegionBlob(blob, { ...place(2), ...(seen ? { seen } : {}) });
    expect(result.villagers).toHaveLength(3);
    expect(result.peakHeapBytes).toBe(0);
    expect(reads).toEqual(expected);
  });

  it('reads a changed chunk of two sectors from the file, not from its header', async () => {
    const next = random(7);
    const letters = Array.from({ length: 6000 }, () =>
      String.fromCharCode(48 + Math.floor(next() * 64)),
    ).join('');
    const named = villagerEntity({
      uuid: uuid(99),
      x: 1,
      y: 64,
      z: 1,
      profession: 1,
      career: 1,
      customName: letters,
      offers: [],
    });
    const payload = compressChunk(buildChunkNbt(0, 0, [named]));
    expect(payload.length).toBeGreaterThan(4096);
    expect(payload.length).toBeLessThan(8192 - 5);
    const bytes = assembleRegion([{ x: 0, z: 0, timestamp: 5, payload }]);
    const { blob, reads } = guarded(bytes, bytes.length);
    const result = await scanRegionBlob(blob, { ...place(0), seen: Array(1024).fill(0) });
    expect(result.problems).toEqual([]);
    expect(result.villagers.map((v) => v.customName)).toEqual([letters]);
    expect(reads).toEqual(['slice 0-8192', 'whole']);
  });

  it('reports a file shorter than it says as unreadable', async () => {
    const bytes = regionBytes(1);
    const blob = new Blob([bytes.subarray(0, 8192 + 10)]);
    Object.defineProperty(blob, 'size', { value: bytes.length });
    const result = await scanRegionBlob(blob, place(1));
    expect(result.villagers).toEqual([]);
    expect(result.problems.map((p) => p.reason)).toEqual([
      `Unreadable: the region file could not be read (unexpected end of file at byte ${8192 + 10}.).`,
    ]);
  });

  it('reads gzip and zlib chunks the same through either inflater', async () => {
    const zlib = await buildRegion([
      {
        x: 0,
        z: 0,
        entities: [
          villagerEntity({ uuid: uuid(1), x: 1, y: 64, z: 1, profession: 1, career: 1, offers: [] }),
        ],
      },
    ]);
    const gzip = await buildRegion(
      [
        {
          x: 1,
          z: 0,
          entities: [
            villagerEntity({ uuid: uuid(2), x: 17, y: 64, z: 1, profession: 1, career: 1, offers: [] }),
          ],
        },
      ],
      { compression: 1 },
    );
    for (const bytes of [zlib, gzip]) {
      const fast = await scanRegionBlob(new Blob([bytes]), place(0));
      const stream = await scanRegionBlob(new Blob([bytes]), place(0), 'stream');
      expect(fast.villagers).toHaveLength(1);
      expect(fast.problems).toEqual([]);
      expect(stream).toEqual(fast);
    }
  });
});

describe('answerBrowserJob and answerError', () => {
  const failing = (reason: unknown) => {
    const blob = new Blob(['x']);
    Object.defineProperty(blob, 'arrayBuffer', { value: () => Promise.reject(reason) });
    return blob;
  };

  it.each([
    {
      name: 'a region over its budget',
      job: {
        ...regionJob(1),
        place: { ...place(1), budget: { inflatedBytes: 1e9, villagerEntries: 1 } },
      } as BrowserJob,
      answer: { id: 7, limit: { code: 'villager_data', message: expect.stringMatching(/r\.1\.0\.mca/) } },
      error: ScanLimitError,
    },
    {
      name: 'a bad level.dat',
      job: { kind: 'level', file: new Blob([new Uint8Array([1])]), fileName: 'x/level.dat' } as BrowserJob,
      answer: {
        id: 7,
        save: { code: 'bad_level_dat', message: expect.stringMatching(/^x\/level\.dat is not/) },
      },
      error: WorldSaveError,
    },
    {
      name: 'a file that cannot be read',
      job: { kind: 'level', file: failing(new Error('gone')), fileName: 'level.dat' } as BrowserJob,
      answer: { id: 7, error: 'gone' },
      error: Error,
    },
    {
      name: 'something thrown that is no error',
      job: { kind: 'level', file: failing('nope'), fileName: 'level.dat' } as BrowserJob,
      answer: { id: 7, error: 'nope' },
      error: Error,
    },
  ])('answers $name, which stands for its error', async ({ job, answer, error }) => {
    const got = await answerBrowserJob(7, job);
    expect(got).toEqual(answer);
    const made = answerError(got);
    expect(made).toBeInstanceOf(error);
    const said =
      'limit' in got ? got.limit.message : 'save' in got ? got.save.message : 'error' in got ? got.error : '';
    expect(made?.message).toBe(said);
    if ('limit' in got) expect(made).toMatchObject({ code: got.limit.code });
    if ('save' in got) expect(made).toMatchObject({ code: got.save.code });
    if (error === Error) expect(made).not.toBeInstanceOf(ScanLimitError);
    if (error === Error) expect(made).not.toBeInstanceOf(WorldSaveError);
  });

  it('makes no error of an answer', async () => {
    const answer = await answerBrowserJob(3, regionJob(0));
    expect(answer).toMatchObject({ id: 3, region: { slots: 1 } });
    expect(answerError(answer)).toBeNull();
  });

  it('serves the requests one at a time, in the order they came', async () => {
    const answers: BrowserAnswer[] = [];
    let allAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
    let onRequest: ((request: { id: number; job: BrowserJob }) => void) | undefined;
    serveBrowserScanJobs({
      listen: (listener) => (onRequest = listener),
      post: (answer) => {
        answers.push(answer);
        if (answers.length === 3) allAnswered();
      },
    });
    const slow = {
      kind: 'level',
      file: new Blob([await buildLevelDat({})]),
      fileName: 'level.dat',
    } as BrowserJob;
    onRequest!({ id: 1, job: slow });
    onRequest!({ id: 2, job: regionJob(0) });
    onRequest!({ id: 3, job: regionJob(1) });
    await answered;
    expect(answers.map((a) => [a.id, Object.keys(a)[1]])).toEqual([
      [1, 'level'],
      [2, 'region'],
      [3, 'region'],
    ]);
  });
});
