import { WORLD_SCAN_NO_LEVEL_DAT } from '@tradehall/contracts';
import { type ScanLimitCode, ScanLimitError, WorldSaveError } from '@tradehall/world-save';
import { badRequest, HttpError } from '../../lib/http-error';

/** The setting that raises a limit a scan ran into, for its message. */
const LIMIT_SETTINGS: Partial<Record<ScanLimitCode, string>> = {
  inflated_bytes: 'WORLD_SCAN_MAX_INFLATED_BYTES',
  time: 'WORLD_SCAN_TIME_LIMIT',
  memory: 'WORLD_SCAN_WORKER_HEAP_MB',
};

/**
 * A save that cannot be scanned: 400 for no or a bad level.dat, 422 for another version, and 422 for a world
 * over a scan's budget or whose scan worker died (what was too much named).
 */
export function saveRefusal(error: unknown): unknown {
  if (error instanceof ScanLimitError) {
    const setting = LIMIT_SETTINGS[error.code];
    return new HttpError(
      422,
      `The world could not be read: ${error.message}${setting ? ` (${setting})` : ''}`,
    );
  }
  if (!(error instanceof WorldSaveError)) return error;
  if (error.code === 'no_level_dat') return badRequest(WORLD_SCAN_NO_LEVEL_DAT);
  if (error.code === 'unsupported_version') return new HttpError(422, error.message);
  return badRequest(error.message);
}
