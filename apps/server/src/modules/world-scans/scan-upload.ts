import type { WorldScan } from '@tradehall/contracts';
import type { AuthUser } from '../../plugins/auth';
import type { Upload } from '../import-export/upload';
import type { WorldScanDeps } from './scan-access';
import { scanWorldFolder } from './scan-job';
import { type ScanProgressOptions, scanProgress } from './scan-progress-store';
import { worldScanSettings } from './world-scan-settings';
import { deleteScanProgress } from './world-scans.repository';
import { extractWorldZip } from './world-zip';

/**
 * POST /api/servers/{server_id}/world-scans: unpacks the uploaded ZIP's world (into the upload's own temporary
 * folder, removed by the caller), scans it and stores the preview. Writes no trades. With `progress`, records
 * how far it got under the client's token: unpacking, scanning (regions read of total), done (read == total,
 * written before the answer); a scan that fails removes its progress.
 */
export async function scanUploadedWorld(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
  upload: Upload,
  progress?: ScanProgressOptions,
): Promise<WorldScan> {
  if (!progress) return scanUpload(deps, user, serverId, upload);
  const recorder = scanProgress(deps, user, progress);
  let total = 0;
  recorder.report({ phase: 'unpacking', read: 0, total: 0 });
  try {
    const scan = await scanUpload(deps, user, serverId, upload, (read, all) => {
      total = all;
      recorder.report({ phase: 'scanning', read, total: all });
    });
    await recorder.finish({ phase: 'done', read: total, total });
    return scan;
  } catch (error) {
    await recorder.finish();
    await deleteScanProgress(deps.db, user.id, progress.token).catch(progress.onError ?? (() => {}));
    throw error;
  }
}

async function scanUpload(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
  upload: Upload,
  onProgress?: (read: number, total: number) => void,
): Promise<WorldScan> {
  const world = await extractWorldZip(upload.path, upload.dir, worldScanSettings());
  return scanWorldFolder(deps, user, serverId, world.dir, onProgress, world.levelDat);
}
