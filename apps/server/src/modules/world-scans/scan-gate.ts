import { HttpError } from '../../lib/http-error';

/** How long a refused scan is told to wait before trying again. */
export const SCAN_RETRY_AFTER_SECONDS = 30;

/** A 429 that says when to try again (the routes send it as Retry-After). */
export class ScanBusyError extends HttpError {
  readonly retryAfterSeconds = SCAN_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(429, message);
  }
}

/**
 * The scans running on this server copy: at most `limit` at once, and one per user, so a few large or hostile
 * uploads cannot take every core (the scans' own workers are bounded by the reader's limits).
 */
export class ScanGate {
  private readonly running = new Set<number>();

  /** Takes a place for the user's scan; `release` gives it back. 429 when the user or the copy is busy. */
  enter(userId: number, limit: number): () => void {
    if (this.running.has(userId)) {
      throw new ScanBusyError(
        'Your previous world scan is still running: wait for it to finish, then try again.',
      );
    }
    if (this.running.size >= limit) {
      throw new ScanBusyError(
        `${limit} world scans are running on this server (the most at once, WORLD_SCAN_CONCURRENCY): try again in a minute.`,
      );
    }
    this.running.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.delete(userId);
    };
  }
}
