import type { WorldScan, WorldScanReport, WorldScanState } from '@tradehall/contracts';
import {
  DEFAULT_SCAN_LIMITS,
  encodeRuns,
  type WorldScan as SaveScan,
  ScanLimitError,
  scanWorld,
  villagerEntries,
  WorldSaveError,
} from '@tradehall/world-save';
import { badRequest } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertMayScan, type WorldScanDeps } from './scan-access';
import { saveRefusal } from './scan-refusal';
import { scanOfReport } from './scan-report';
import { loadScanState } from './scan-state.repository';
import { storeScan } from './scan-store';
import { scanLimits, worldScanSettings } from './world-scan-settings';

/**
 * Scans a world folder (the upload's, or the game server's own for the command line) on the reader's worker
 * threads, under the scan limits of the settings, and stores the preview. `levelDatName` names level.dat in
 * messages (its path in the ZIP).
 */
export async function scanWorldFolder(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
  dir: string,
  onProgress?: (read: number, total: number) => void,
  levelDatName?: string,
): Promise<WorldScan> {
  await assertMayScan(deps.db, user, serverId);
  const settings = worldScanSettings();
  const last = await loadScanState(deps.db, serverId);
  let scan: SaveScan;
  try {
    scan = await scanWorld(dir, {
      onProgress,
      levelDatName,
      limits: scanLimits(settings),
      previous: last?.state,
    });
  } catch (error) {
    // (An upload's folder always holds level.dat by now: this is the command line's folder.)
    if (error instanceof WorldSaveError && error.code === 'no_level_dat') {
      throw badRequest(`There is no level.dat in ${dir}: give the world folder itself.`);
    }
    throw saveRefusal(error);
  }
  return storeScan(deps, user, serverId, scan, last);
}

/**
 * POST /api/servers/{server_id}/world-scans with a world scanned in the browser (JSON, already checked against
 * WorldScanReport): the same preview as from a ZIP, rescans included, under the same villager budget.
 */
export async function scanReportedWorld(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
  report: WorldScanReport,
): Promise<WorldScan> {
  await assertMayScan(deps.db, user, serverId);
  const last = await loadScanState(deps.db, serverId);
  const scan = scanOfReport(report, last?.state);
  const entries = scan.villagers.reduce((sum, v) => sum + villagerEntries(v), 0);
  if (entries > DEFAULT_SCAN_LIMITS.maxVillagerEntries) {
    throw saveRefusal(
      new ScanLimitError(
        'villager_data',
        `it holds more villagers and offers than a scan reads (over ${DEFAULT_SCAN_LIMITS.maxVillagerEntries.toLocaleString('en')} entries).`,
      ),
    );
  }
  return storeScan(deps, user, serverId, scan, last);
}

/** GET /api/servers/{server_id}/world-scan-state: the save times of the server's last scan, for a rescan. */
export async function getScanState(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
): Promise<WorldScanState> {
  await assertMayScan(deps.db, user, serverId);
  const last = await loadScanState(deps.db, serverId);
  if (!last) return { world_key: null, regions: [] };
  return {
    world_key: last.state.worldKey,
    regions: Object.entries(last.state.regions).map(([key, region]) => {
      const slash = key.indexOf('/');
      return {
        dimension: key.slice(0, slash) as WorldScanState['regions'][number]['dimension'],
        file: key.slice(slash + 1),
        timestamps: encodeRuns(region.timestamps),
      };
    }),
  };
}
