// Rescans read only the chunks saved since the last scan of the same world, and carry over what it found in the
// others: checked against a full scan of the same files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanWorld, type WorldScan } from './index';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  type StoredChunk,
  villagerEntity,
  writeWorld,
} from './testing';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rescan-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const uuid = (n: number) => `00000000-0000-4000-e000-${String(n).padStart(12, '0')}`;

/** A chunk at (x, 0) holding the villagers `ids`, saved at `time`. */
function chunk(x: number, ids: number[], time: number, career = 1): StoredChunk {
  const villagers = ids.map((id) =>
    villagerEntity({ uuid: uuid(id), x: x * 16 + 2 + id, y: 64, z: 3, profession: 1, career, offers: [] }),
  );
  return { x, z: 0, timestamp: time, payload: compressChunk(buildChunkNbt(x, 0, villagers)) };
}

async function world(name: string, chunks: StoredChunk[], seed?: bigint): Promise<string> {
  const target = join(dir, name);
  await writeWorld(target, {
    levelDat: await buildLevelDat({ levelName: 'Rescan', ...(seed === undefined ? {} : { seed }) }),
    regions: [{ dimension: 'overworld', file: 'r.0.0.mca', bytes: assembleRegion(chunks) }],
  });
  return target;
}

const found = (scan: WorldScan) =>
  scan.villagers.map((v) => `${v.uuid.slice(-2)}@${v.chunkX}:${v.career}`).sort();

const FIRST = [chunk(0, [1, 2], 100), chunk(1, [3], 100), chunk(2, [], 100), chunk(3, [4], 100)];

describe('rescans', () => {
  it('read nothing of an unchanged world, and find what the first scan found', async () => {
    const first = await scanWorld(await world('same', FIRST));
    expect(first).toMatchObject({ chunks: 4, changedChunks: 4, rescan: false });
    const again = await scanWorld(join(dir, 'same'), { previous: first.state });
    expect(again).toMatchObject({ chunks: 4, changedChunks: 0, rescan: true });
    expect(found(again)).toEqual(found(first));
  });

  it.each([
    {
      name: 'a chunk re-saved with a changed villager',
      now: [chunk(0, [1, 2], 100), chunk(1, [3], 200, 2), chunk(2, [], 100), chunk(3, [4], 100)],
      changed: 1,
    },
    {
      name: 'a chunk removed',
      now: [chunk(0, [1, 2], 100), chunk(2, [], 100), chunk(3, [4], 100)],
      changed: 0,
    },
    {
      name: 'a villager moved across chunks (both re-saved)',
      now: [chunk(0, [1], 300), chunk(1, [3], 100), chunk(2, [2], 300), chunk(3, [4], 100)],
      changed: 2,
    },
    {
      name: 'a chunk restored from an older backup (an earlier time is a change too)',
      now: [chunk(0, [1], 50), chunk(1, [3], 100), chunk(2, [], 100), chunk(3, [4], 100)],
      changed: 1,
    },
  ])(
    'after $name, find what a full scan finds, reading only the changed chunks',
    async ({ name, now, changed }) => {
      const folder = name.replace(/\W+/g, '-');
      const first = await scanWorld(await world(folder, FIRST));
      await world(folder, now);
      const rescan = await scanWorld(join(dir, folder), { previous: first.state });
      const full = await scanWorld(join(dir, folder));
      expect(rescan.changedChunks).toBe(changed);
      expect(found(rescan)).toEqual(found(full));
      expect(rescan.state.regions['overworld/r.0.0.mca']!.timestamps).toEqual(
        full.state.regions['overworld/r.0.0.mca']!.timestamps,
      );
    },
  );

  it('carry over the chunks that could not be read', async () => {
    const broken: StoredChunk = { ...chunk(5, [], 100), corrupt: 'truncated' };
    const first = await scanWorld(await world('broken', [...FIRST, broken]));
    const again = await scanWorld(join(dir, 'broken'), { previous: first.state });
    expect(again.changedChunks).toBe(0);
    expect(again.problems).toEqual(first.problems);
    expect(again.problems).toHaveLength(1);
  });

  it('never use the state of another world', async () => {
    const first = await scanWorld(await world('one', FIRST, 1n));
    const other = await scanWorld(await world('two', FIRST, 2n), { previous: first.state });
    expect(other).toMatchObject({ rescan: false, changedChunks: 4 });
  });
});
