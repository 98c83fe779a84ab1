import type { WorldScan } from '@tradehall/contracts';
import {
  assembleRegion,
  buildChunkNbt,
  compressChunk,
  type StoredChunk,
  type VillagerSpec,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { applyScan, makeServer, scanOk, trader, worldZip } from './world-scans-support';

/** A rescan of the same world (ZIP) reads only the chunks saved since the last scan on that server. */
let t: TestApp;
let owner: Session;
let serverId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
});
afterAll(() => t.close());

const uuid = (n: number) => `00000000-0000-4000-f000-${String(n).padStart(12, '0')}`;

/** Chunk (x, 0) with these villagers, saved at `time`. */
function chunk(x: number, villagers: VillagerSpec[], time: number): StoredChunk {
  const entities = villagers.map((v) => villagerEntity(v));
  return { x, z: 0, timestamp: time, payload: compressChunk(buildChunkNbt(x, 0, entities)) };
}

const farmer = (n: number, x: number) => trader(uuid(n), x, 1.5, 0, 1);
const fisherman = (n: number, x: number) => trader(uuid(n), x, 1.5, 0, 2);

const zipOf = (chunks: StoredChunk[]) => worldZip({ files: { 'region/r.0.0.mca': assembleRegion(chunks) } });

const types = (scan: WorldScan) =>
  scan.villagers.map((v) => `${v.uuid.slice(-1)} ${v.villager_type} ${v.status}`).sort();

describe(`rescans of an uploaded world (${testDialect})`, () => {
  it('reads no chunk of an unchanged world, and one re-saved chunk after a change, with the same answer', async () => {
    const first = [chunk(0, [farmer(1, 2.5)], 100), chunk(1, [farmer(2, 18.5)], 100), chunk(2, [], 100)];
    const scan = await scanOk(owner, serverId, await zipOf(first));
    expect(scan.summary).toMatchObject({ chunks: 3, changed_chunks: 3, last_scan_at: null });
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);

    const same = await scanOk(owner, serverId, await zipOf(first));
    expect(same.summary).toMatchObject({ chunks: 3, changed_chunks: 0, last_scan_at: expect.any(String) });
    expect(types(same)).toEqual(['1 Farmer unchanged', '2 Farmer unchanged']);

    // Villager 2 became a fisherman (its chunk re-saved); villager 1 walked into chunk 2 (both re-saved).
    const later = [chunk(0, [], 200), chunk(1, [fisherman(2, 18.5)], 200), chunk(2, [farmer(1, 34.5)], 200)];
    const rescan = await scanOk(owner, serverId, await zipOf(later));
    expect(rescan.summary).toMatchObject({ chunks: 3, changed_chunks: 3 });
    expect(types(rescan)).toEqual(['1 Farmer unchanged', '2 Fisherman changed']);
    expect(rescan.gone).toEqual([]);

    const removed = [chunk(0, [], 200), chunk(2, [farmer(1, 34.5)], 200)];
    const afterRemoval = await scanOk(owner, serverId, await zipOf(removed));
    expect(afterRemoval.summary).toMatchObject({ chunks: 2, changed_chunks: 0 });
    expect(types(afterRemoval)).toEqual(['1 Farmer unchanged']);
    expect(afterRemoval.gone.map((g) => g.uuid)).toEqual([uuid(2)]);
  });

  it('shows nitwits and children the last scan found as unchanged, and only a newcomer as new', async () => {
    const server = await makeServer(t, owner);
    const nitwit = (n: number, x: number) => trader(uuid(n), x, 1.5, 5, 1, { offers: [] });
    const child = (n: number, x: number) => trader(uuid(n), x, 1.5, 0, 1, { offers: [], child: true });
    const first = [chunk(0, [farmer(1, 2.5), nitwit(2, 4.5), child(3, 6.5)], 100)];
    const scan = await scanOk(owner, server, await zipOf(first));
    expect(types(scan)).toEqual(['1 Farmer new', '2 Nitwit new', '3 Farmer new']);
    expect((await applyScan(owner, scan.id)).statusCode).toBe(200);

    // The same chunk re-saved (all its villagers read again), with a nitwit born since.
    const later = [chunk(0, [farmer(1, 2.5), nitwit(2, 4.5), child(3, 6.5), nitwit(4, 8.5)], 200)];
    const rescan = await scanOk(owner, server, await zipOf(later));
    expect(rescan.summary).toMatchObject({ changed_chunks: 1 });
    expect(types(rescan)).toEqual([
      '1 Farmer unchanged',
      '2 Nitwit unchanged',
      '3 Farmer unchanged',
      '4 Nitwit new',
    ]);
  });

  it('reads a world uploaded to another server in full', async () => {
    const other = await makeServer(t, owner);
    const scan = await scanOk(owner, other, await zipOf([chunk(0, [farmer(1, 2.5)], 100)]));
    expect(scan.summary).toMatchObject({ changed_chunks: 1, last_scan_at: null });
  });
});
