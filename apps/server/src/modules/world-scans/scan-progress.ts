import type { WorldScanProgress } from '@tradehall/contracts';

/** At most one progress write per scan this often (plus the last state, written at once). */
export const PROGRESS_WRITE_INTERVAL_MS = 250;

export interface ProgressRecorder {
  /** The scan's state now: written at once when the last write is an interval old, else later (the latest). */
  report(state: WorldScanProgress): void;
  /**
   * Stops reporting: drops a state not yet written, waits for a write under way, then writes `last` (when given).
   * Resolves when nothing more will be written.
   */
  finish(last?: WorldScanProgress): Promise<void>;
}

export interface ProgressRecorderOptions {
  intervalMs?: number;
  /** A failed write: progress is best effort, so the scan goes on (and the next state is written as usual). */
  onError?: (error: unknown) => void;
}

/**
 * A throttle in front of `write`: the scan reports as often as it likes (once per region file), and `write` runs
 * at most once per interval, one write at a time, in order, always with the latest state: the first report at
 * once, the reports in between as one write when the interval has passed. `finish` writes the last state.
 */
export function progressRecorder(
  write: (state: WorldScanProgress) => Promise<void>,
  { intervalMs = PROGRESS_WRITE_INTERVAL_MS, onError = () => {} }: ProgressRecorderOptions = {},
): ProgressRecorder {
  let pending: WorldScanProgress | null = null;
  let writing: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let finished = false;

  const run = async (state: WorldScanProgress) => {
    try {
      await write(state);
    } catch (error) {
      onError(error);
    }
  };

  const flush = () => {
    timer = undefined;
    if (writing || pending === null) return;
    const state = pending;
    pending = null;
    lastWriteAt = Date.now();
    writing = run(state).finally(() => {
      writing = null;
      schedule();
    });
  };

  function schedule() {
    if (finished || timer !== undefined || writing || pending === null) return;
    const wait = lastWriteAt + intervalMs - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  }

  return {
    report(state) {
      if (finished) return;
      pending = { ...state };
      schedule();
    },
    async finish(last) {
      finished = true;
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      await writing;
      if (last) await run(last);
    },
  };
}
