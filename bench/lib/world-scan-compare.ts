// The world-scan benchmark's comparisons: the reader of an earlier revision against today's on the same world,
// and the hostile shapes of @tradehall/world-save/testing written as worlds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  deepNestingChunk,
  inflatingChunk,
  intArrayChunk,
  listBombChunk,
  listBombLevelDat,
  manyEntitiesChunk,
  manyValuesChunk,
  sharedSectorRegion,
  writeWorld,
} from '@tradehall/world-save/testing';
import { summarize } from './stats';

const ROOT = resolve(import.meta.dirname, '../..');
/** Not below this share of the earlier revision's MB/s. */
const BEFORE_TARGET = 0.9;

/** The earlier revision's packages/world-save, unpacked under .bench-baseline/ (node_modules resolve from the root). */
function earlierReader(revision: string): string {
  const dir = join(ROOT, '.bench-baseline', revision);
  const scan = join(dir, 'packages/world-save/src/scan.ts');
  if (!existsSync(scan)) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', revision, 'packages/world-save'], {
      cwd: ROOT,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  return scan;
}

interface Job {
  operation: 'scan' | 'before';
  dir: string;
  module?: string;
  workers?: number;
}

interface Compare<R extends { seconds: number }> {
  world: string;
  runs: number;
  cores: number;
  revision: string;
  runChild: (job: Job) => Promise<R>;
  rate: (report: R) => number;
}

/** Runs the earlier reader and today's on `world`, interleaved, and prints both MB/s and their ratio. */
export async function beforeAndAfter<R extends { seconds: number }>(compare: Compare<R>): Promise<void> {
  const module = earlierReader(compare.revision);
  const before: R[] = [];
  const after: R[] = [];
  for (let i = 0; i < compare.runs; i++) {
    before.push(
      await compare.runChild({ operation: 'before', dir: compare.world, module, workers: compare.cores }),
    );
    after.push(await compare.runChild({ operation: 'scan', dir: compare.world, workers: compare.cores }));
  }
  const was = summarize(before.map(compare.rate));
  const now = summarize(after.map(compare.rate));
  const ratio = now.median / was.median;
  const times = (reports: R[]) => {
    const { median, p95 } = summarize(reports.map((r) => r.seconds));
    return `median ${median.toFixed(2)} s  p95 ${p95.toFixed(2)} s`;
  };
  process.stdout.write(
    `\nBefore (${compare.revision}) and after, ${compare.cores} workers, ${compare.runs} runs each, interleaved:\n` +
      `  before  ${times(before)}  ${was.median.toFixed(1)} MB/s (median)\n` +
      `  after   ${times(after)}  ${now.median.toFixed(1)} MB/s (median)\n` +
      `  ratio   ${ratio.toFixed(2)}× (target ≥ ${BEFORE_TARGET}×): ${ratio >= BEFORE_TARGET ? 'met' : 'MISSED'}\n`,
  );
  if (ratio < BEFORE_TARGET) process.exitCode = 1;
}

/** Writes each hostile shape as a world folder under `root`; answers their names and folders. */
export async function writeHostileWorlds(root: string): Promise<{ name: string; dir: string }[]> {
  const level = await buildLevelDat({ levelName: 'Hostile' });
  const villager = compressChunk(buildChunkNbt(1, 0, []));
  const oneChunk = (nbt: Uint8Array) =>
    assembleRegion([
      { x: 0, z: 0, payload: compressChunk(nbt) },
      { x: 1, z: 0, payload: villager },
    ]);
  const shapes: [string, Uint8Array, Uint8Array | null][] = [
    ['list of 33.5 million entities, no bytes', level, oneChunk(listBombChunk())],
    ['1,024 slots on one 32 MB chunk', level, sharedSectorRegion(inflatingChunk(32 * 1024 * 1024 - 1))],
    ['lists nested 600 deep', level, oneChunk(deepNestingChunk(600))],
    ['int array of a billion ints, no bytes', level, oneChunk(intArrayChunk(1 << 30))],
    ['1,000,000 entities (1 MB)', level, oneChunk(manyEntitiesChunk(1_000_000))],
    ['300,000 values in one entity', level, oneChunk(manyValuesChunk(300_000))],
    ['level.dat with a list bomb', listBombLevelDat(), null],
  ];
  const worlds: { name: string; dir: string }[] = [];
  for (const [i, [name, levelDat, region]] of shapes.entries()) {
    const dir = join(root, `hostile-${i}`);
    await writeWorld(dir, {
      levelDat,
      regions: region ? [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: region }] : [],
    });
    worlds.push({ name, dir });
  }
  return worlds;
}
