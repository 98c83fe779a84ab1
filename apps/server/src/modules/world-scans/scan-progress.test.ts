import type { WorldScanProgress } from '@tradehall/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressRecorder } from './scan-progress';

const scanning = (read: number, total = 10): WorldScanProgress => ({ phase: 'scanning', read, total });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A recorder whose writes are logged with the (fake) time they started. */
function recorded(options: { writeMs?: number; fail?: (state: WorldScanProgress) => boolean } = {}) {
  const writes: [number, WorldScanProgress][] = [];
  const errors: unknown[] = [];
  const recorder = progressRecorder(
    async (state) => {
      writes.push([Date.now(), state]);
      if (options.writeMs) await new Promise((resolve) => setTimeout(resolve, options.writeMs));
      if (options.fail?.(state)) throw new Error(`write of ${state.read} failed`);
    },
    { intervalMs: 250, onError: (error) => errors.push(error) },
  );
  return { recorder, writes, errors };
}

describe('progressRecorder', () => {
  it('writes the first report at once, then at most one per 250 ms with the latest state, then the last', async () => {
    const { recorder, writes } = recorded();
    recorder.report({ phase: 'unpacking', read: 0, total: 0 });
    for (let read = 0; read < 10; read++) {
      await vi.advanceTimersByTimeAsync(100);
      recorder.report(scanning(read));
    }
    await recorder.finish({ phase: 'done', read: 10, total: 10 });
    expect(writes).toEqual([
      [0, { phase: 'unpacking', read: 0, total: 0 }],
      [250, scanning(1)],
      [500, scanning(3)],
      [750, scanning(6)],
      [1000, scanning(8)],
      [1000, { phase: 'done', read: 10, total: 10 }],
    ]);
  });

  it('writes a state the scan reported last after the interval, though no report follows', async () => {
    const { recorder, writes } = recorded();
    recorder.report(scanning(0));
    recorder.report(scanning(1));
    recorder.report(scanning(2));
    expect(writes).toEqual([[0, scanning(0)]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([
      [0, scanning(0)],
      [250, scanning(2)],
    ]);
    await recorder.finish();
    expect(writes).toHaveLength(2);
  });

  it('runs one write at a time: a slow database gets the latest state once the write under way ends', async () => {
    const { recorder, writes } = recorded({ writeMs: 600 });
    recorder.report(scanning(0));
    for (let read = 1; read <= 5; read++) {
      await vi.advanceTimersByTimeAsync(100);
      recorder.report(scanning(read));
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(writes).toEqual([
      [0, scanning(0)],
      [600, scanning(5)],
    ]);
    const finished = recorder.finish({ phase: 'done', read: 10, total: 10 });
    await vi.advanceTimersByTimeAsync(2000);
    await finished;
    expect(writes.map(([, state]) => state.phase)).toEqual(['scanning', 'scanning', 'done']);
    expect(writes[2]![0]).toBe(1200);
  });

  it('a failed write is reported and the scan goes on; nothing is written after finish', async () => {
    const { recorder, writes, errors } = recorded({ fail: (state) => state.read === 0 });
    recorder.report(scanning(0));
    await vi.advanceTimersByTimeAsync(300);
    recorder.report(scanning(1));
    await recorder.finish({ phase: 'done', read: 10, total: 10 });
    recorder.report(scanning(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([new Error('write of 0 failed')]);
    expect(writes.map(([, state]) => state)).toEqual([
      scanning(0),
      scanning(1),
      { phase: 'done', read: 10, total: 10 },
    ]);
  });
});
