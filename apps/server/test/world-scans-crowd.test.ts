import { buildRegion } from '@tradehall/world-save/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf } from './events-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { librarian, makeServer, villagerChunks, worldZip } from './world-scans-support';

/** A crowded world: the preview of thousands of villagers is built off the event loop. */
let t: TestApp;
let owner: Session;
let serverId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  serverId = await makeServer(t, owner);
});
afterAll(() => t.close());

describe(`a crowded world (${testDialect})`, () => {
  it('6,000 villagers in one hall: /api/hello answers within 1 s while the scan and its preview run', async () => {
    const villagers = Array.from({ length: 6000 }, (_, i) =>
      librarian(
        `00000000-0000-4000-d000-${String(i).padStart(12, '0')}`,
        (i % 80) * 1.5 + 0.5,
        Math.floor(i / 80) * 1.5 + 0.5,
        [
          ['minecraft:mending', 1, 10],
          ['minecraft:unbreaking', 3, 12],
        ],
      ),
    );
    const zip = await worldZip({
      files: { 'region/r.0.0.mca': await buildRegion(villagerChunks(villagers)) },
    });
    const base = await baseUrlOf(t.app);
    const form = new FormData();
    form.append('file', new Blob([zip]), 'world.zip');
    const latencies: number[] = [];
    let running = true;
    const pinging = (async () => {
      while (running) {
        const started = performance.now();
        expect((await fetch(`${base}/api/hello`)).status).toBe(200);
        latencies.push((performance.now() - started) / 1000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const response = await fetch(`${base}/api/servers/${serverId}/world-scans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    running = false;
    await pinging;
    expect(response.status).toBe(201);
    const scan = (await response.json()) as { villagers: unknown[] };
    expect(scan.villagers).toHaveLength(6000);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(1);
  }, 120_000);
});
