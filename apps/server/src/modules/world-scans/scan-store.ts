import { randomUUID } from 'node:crypto';
import type { WorldScan } from '@tradehall/contracts';
import { type WorldScan as SaveScan, ScanLimitError, type WorldState } from '@tradehall/world-save';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import type { Preview } from './preview';
import { type PreviewJob, previewOf, WorkerTimeoutError } from './preview-runner';
import { cleanSaveText } from './save-text';
import { assertMayScan, type WorldScanDeps } from './scan-access';
import { saveRefusal } from './scan-refusal';
import { saveScanState } from './scan-state.repository';
import { worldScanSettings } from './world-scan-settings';
import {
  deleteExpiredWorldScans,
  findWorldScan,
  insertWorldScan,
  listReferenceEnchantments,
  serverLocations,
  takenSlots,
  villagerTrades,
} from './world-scans.repository';

/** How long a scan can be applied (and read back) by the user who made it. */
export const WORLD_SCAN_TTL_MS = 24 * 60 * 60 * 1000;
export const WORLD_SCAN_NOT_FOUND =
  'World scan not found: scans are kept for 24 hours for the user who made them.';

/** What a scan stores: the preview as answered, and the stored trades' versions at scan time. */
export interface Payload {
  scan: Omit<WorldScan, 'id'>;
  versions: Record<string, [number, number][]>;
}

/** Builds the preview of a scan (on the preview worker), keeps the scan's state for the next rescan, stores it. */
export async function storeScan(
  deps: WorldScanDeps,
  user: AuthUser,
  serverId: number,
  scan: SaveScan,
  last: { state: WorldState; scannedAt: string } | undefined,
): Promise<WorldScan> {
  const settings = worldScanSettings();
  const { db } = deps;
  const job: PreviewJob = {
    // The state (the world chunk by chunk) is for the next rescan, not the preview.
    scan: cleanSaveText({ ...scan, state: { worldKey: scan.state.worldKey, regions: {} } }),
    references: await listReferenceEnchantments(db),
    stored: await villagerTrades(db, serverId),
    taken: await takenSlots(db, serverId),
    locations: await serverLocations(db, serverId),
    placement: settings.placement,
    seenWithoutOffers: villagersWithoutOffers(last?.state, scan.state.worldKey),
  };
  let preview: Preview;
  try {
    preview = deps.previews ? await deps.previews.run(job, settings.timeLimitSeconds * 1000) : previewOf(job);
  } catch (error) {
    if (!(error instanceof WorkerTimeoutError)) throw error;
    throw saveRefusal(new ScanLimitError('time', 'it takes longer than a scan may to place its villagers.'));
  }
  const now = new Date();
  if (scan.rescan && last) preview.scan.summary.last_scan_at = last.scannedAt;
  await saveScanState(db, serverId, scan.state, now.toISOString());
  const id = randomUUID();
  await deleteExpiredWorldScans(db, now.toISOString());
  await insertWorldScan(db, {
    id,
    user_id: user.id,
    server_id: serverId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + WORLD_SCAN_TTL_MS).toISOString(),
    payload: JSON.stringify({ scan: preview.scan, versions: preview.versions } satisfies Payload),
  });
  return { id, ...preview.scan };
}

/** UUIDs of the villagers without offers in the last scan's state, when it is of the same world. */
function villagersWithoutOffers(state: WorldState | undefined, worldKey: string): string[] {
  if (!state || state.worldKey !== worldKey) return [];
  return Object.values(state.regions).flatMap((region) =>
    region.villagers.filter((villager) => villager.offers.length === 0).map((villager) => villager.uuid),
  );
}

/** The scan when it is the user's and has not expired (404 otherwise, whoever made it), and its server visible. */
export async function ownScan(db: Kysely<Database>, user: AuthUser, id: string) {
  const row = await findWorldScan(db, id, nowIso());
  if (row?.user_id !== user.id) throw notFound(WORLD_SCAN_NOT_FOUND);
  await assertMayScan(db, user, row.server_id);
  return { row, payload: JSON.parse(row.payload) as Payload };
}

/** GET /api/world-scans/{id}: the preview as the scan answered it. */
export async function getWorldScan(deps: WorldScanDeps, user: AuthUser, id: string): Promise<WorldScan> {
  const { row, payload } = await ownScan(deps.db, user, id);
  return { id: row.id, ...payload.scan };
}
