import type { WorldScanPhase, WorldScanProgress } from '@tradehall/contracts';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import type { WorldScanDeps } from './scan-access';
import { type ProgressRecorder, progressRecorder } from './scan-progress';
import { deleteExpiredScanProgress, findScanProgress, upsertScanProgress } from './world-scans.repository';

/** How long a scan's progress can be read after its last write. */
export const WORLD_SCAN_PROGRESS_TTL_MS = 60 * 60 * 1000;
export const WORLD_SCAN_PROGRESS_NOT_FOUND =
  'No scan progress under this token: the scan has not started, failed, or ended over an hour ago.';

/** Following a scan: the token the client sent with the upload; `onError` hears of writes that failed. */
export interface ScanProgressOptions {
  token: string;
  onError?: (error: unknown) => void;
}

/**
 * The progress of the user's scan under `token`, in the database (so whichever server copy is asked answers it):
 * throttled to one write per ~250 ms plus the last state; each write keeps the row an hour longer. The first
 * write also deletes the expired rows of every user.
 */
export function scanProgress(
  { db, hooks }: WorldScanDeps,
  user: AuthUser,
  options: ScanProgressOptions,
): ProgressRecorder {
  let first = true;
  return progressRecorder(
    async (state) => {
      const now = new Date();
      if (first) {
        first = false;
        await deleteExpiredScanProgress(db, now.toISOString());
      }
      await upsertScanProgress(db, {
        user_id: user.id,
        token: options.token,
        phase: state.phase,
        read: state.read,
        total: state.total,
        updated_at: now.toISOString(),
        expires_at: new Date(now.getTime() + WORLD_SCAN_PROGRESS_TTL_MS).toISOString(),
      });
      await hooks?.afterProgressWrite?.(state);
    },
    { onError: options.onError },
  );
}

/** GET /api/world-scan-progress/{token}: the progress of the user's own scan under that token (404 otherwise). */
export async function getScanProgress(
  deps: WorldScanDeps,
  user: AuthUser,
  token: string,
): Promise<WorldScanProgress> {
  const row = await findScanProgress(deps.db, user.id, token, nowIso());
  if (!row) throw notFound(WORLD_SCAN_PROGRESS_NOT_FOUND);
  return { read: row.read, total: row.total, phase: row.phase as WorldScanPhase };
}
