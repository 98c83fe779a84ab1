import { decodeRuns, encodeRuns, type RegionState, type WorldState } from '@tradehall/world-save';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** A region's state as stored: its 1,024 timestamps as [time, run length] pairs (runs of equal times are common). */
type StoredRegion = Omit<RegionState, 'timestamps'> & { timestamps: [number, number][] };

/** What the last scan of the server found, or undefined when it has none. */
export async function loadScanState(
  db: Kysely<Database>,
  serverId: number,
): Promise<{ state: WorldState; scannedAt: string } | undefined> {
  const row = await db
    .selectFrom('world_scan_states')
    .select(['world_key', 'state', 'scanned_at'])
    .where('server_id', '=', serverId)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = JSON.parse(row.state) as Record<string, StoredRegion>;
  const regions: Record<string, RegionState> = {};
  for (const [key, region] of Object.entries(stored)) {
    regions[key] = { ...region, timestamps: decodeRuns(region.timestamps) };
  }
  return { state: { worldKey: row.world_key, regions }, scannedAt: row.scanned_at };
}

/** Keeps what this scan found as the server's state for its next scan (replacing the last one). */
export async function saveScanState(
  db: Kysely<Database>,
  serverId: number,
  state: WorldState,
  scannedAt: string,
): Promise<void> {
  const stored: Record<string, StoredRegion> = {};
  for (const [key, region] of Object.entries(state.regions)) {
    stored[key] = { ...region, timestamps: encodeRuns(region.timestamps) };
  }
  const row = { world_key: state.worldKey, state: JSON.stringify(stored), scanned_at: scannedAt };
  await db
    .insertInto('world_scan_states')
    .values({ server_id: serverId, ...row })
    .onConflict((oc) => oc.column('server_id').doUpdateSet(row))
    .execute();
}
