import { randomUUID } from 'node:crypto';
import {
  type ApplyWorldScanRequest,
  type ApplyWorldScanResult,
  can,
  isRole,
  WORLD_SCAN_NO_LEVEL_DAT,
  type WorldScan,
  type WorldScanPhase,
  type WorldScanProgress,
  type WorldScanReport,
  type WorldScanSlot,
  type WorldScanState,
  type WorldScanVillager,
} from '@tradehall/contracts';
import {
  DEFAULT_SCAN_LIMITS,
  encodeRuns,
  type WorldScan as SaveScan,
  type ScanLimitCode,
  ScanLimitError,
  scanWorld,
  villagerEntries,
  WorldSaveError,
  type WorldState,
} from '@tradehall/world-save';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { enchantmentsTable } from '../enchantments/enchantments.table';
import type { Upload } from '../import-export/upload';
import { locationsTable } from '../locations/locations.table';
import { writeAudit, writeAuditRows } from '../logs/audit';
import { assertServerAccess } from '../servers/membership';
import { recordChange } from '../shared/change-log';
import { RowChangedError } from '../shared/table/types';
import { writeTradeData } from '../shared/transaction';
import { townsTable } from '../towns/towns.table';
import { type TradeRow, tradeRowsTable } from '../trades/trade-rows.table';
import { tradesTable } from '../trades/trades.table';
import { findUserByName } from '../users/users.repository';
import { enchantmentMatcher, nameFromMcid, normaliseMcid } from './enchantment-match';
import { desiredTrades, type Preview } from './preview';
import { type PreviewJob, type PreviewRunner, previewOf, WorkerTimeoutError } from './preview-runner';
import { cleanSaveText } from './save-text';
import { type ProgressRecorder, progressRecorder } from './scan-progress';
import { scanOfReport } from './scan-report';
import { loadScanState, saveScanState } from './scan-state.repository';
import { writeTableRows } from './table-rows';
import { type DesiredTrade, planVillager, type StoredTrade } from './villager-trades';
import { scanLimits, worldScanSettings } from './world-scan-settings';
import {
  deleteExpiredScanProgress,
  deleteExpiredWorldScans,
  deleteScanProgress,
  findScanProgress,
  findWorldScan,
  insertWorldScan,
  listReferenceEnchantments,
  serverLocations,
  serverTowns,
  takenSlots,
  upsertScanProgress,
  villagerTrades,
} from './world-scans.repository';
import { extractWorldZip } from './world-zip';

/** Test hooks of the scans (none in production): a test reads the progress while the scan waits. */
export interface WorldScanHooks {
  afterProgressWrite?: (state: WorldScanProgress) => Promise<void>;
}

export interface WorldScanDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  hooks?: WorldScanHooks;
  /** Builds previews off the event loop (the API's); without one (the command line) they are built inline. */
  previews?: PreviewRunner;
}

/** How long a scan can be applied (and read back) by the user who made it. */
export const WORLD_SCAN_TTL_MS = 24 * 60 * 60 * 1000;
export const WORLD_SCAN_NOT_FOUND =
  'World scan not found: scans are kept for 24 hours for the user who made them.';

/** What a scan stores: the preview as answered, and the stored trades' versions at scan time. */
interface Payload {
  scan: Omit<WorldScan, 'id'>;
  versions: Record<string, [number, number][]>;
}

/**
 * Who may scan a server's world and apply the scan: those who may add trades on it (POST /api/trades), with the
 * same answers: 403 for a role without trades.write, 403/404 for a server they may not see.
 */
export async function assertMayScan(db: Kysely<Database>, user: AuthUser, serverId: number): Promise<void> {
  if (!can(user.role, 'trades.write')) throw forbidden(`Your role (${user.role}) may not do this.`);
  await assertServerAccess(db, user, serverId);
}

/** The user a command-line scan acts as (the command line has no sign-in). */
export async function actingUser(db: Kysely<Database>, username: string): Promise<AuthUser> {
  const user = await findUserByName(db, username);
  if (!user) throw notFound(`There is no user named '${username}'.`);
  if (!isRole(user.role)) throw forbidden(`${username} has no known role.`);
  return { id: user.id, username: user.username, role: user.role };
}

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
function saveRefusal(error: unknown): unknown {
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
function scanProgress(
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

/** Builds the preview of a scan (on the preview worker), keeps the scan's state for the next rescan, stores it. */
async function storeScan(
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
async function ownScan(db: Kysely<Database>, user: AuthUser, id: string) {
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

/** A villager the apply writes: where, and which of its offers. */
interface Target {
  villager: WorldScanVillager;
  slot: WorldScanSlot;
}

function chooseTargets(payload: Payload, request: ApplyWorldScanRequest) {
  const inScan = new Map(payload.scan.villagers.map((v) => [v.uuid, v] as const));
  const unknown = [...(request.skip ?? []), ...(request.placements ?? []).map((p) => p.uuid)].filter(
    (uuid) => !inScan.has(uuid),
  );
  if (unknown.length > 0) {
    throw badRequest(`These villagers are not in this scan: ${unknown.slice(0, 10).join(', ')}.`);
  }
  const skip = new Set(request.skip ?? []);
  const placements = new Map((request.placements ?? []).map(({ uuid, ...slot }) => [uuid, slot] as const));
  const targets: Target[] = [];
  let skippedOffers = 0;
  for (const villager of payload.scan.villagers) {
    if (skip.has(villager.uuid)) skippedOffers += villager.offers.length;
    else targets.push({ villager, slot: placements.get(villager.uuid) ?? villager.proposed });
  }
  const gone = request.remove_gone ? payload.scan.gone.map((g) => g.uuid) : [];
  return { targets, skippedOffers, gone };
}

/** Ids of the trades of `uuids` that differ from when the scan read them (changed, added or deleted since). */
function changedSince(payload: Payload, uuids: readonly string[], current: readonly StoredTrade[]): number[] {
  const now = new Map(current.map((trade) => [trade.id, trade.row_version] as const));
  const changed = new Set<number>();
  const then = new Set<number>();
  for (const uuid of uuids) {
    for (const [id, version] of payload.versions[uuid] ?? []) {
      then.add(id);
      if (now.get(id) !== version) changed.add(id);
    }
  }
  for (const id of now.keys()) if (!then.has(id)) changed.add(id);
  return [...changed].sort((a, b) => a - b);
}

const fold = (text: string) => text.trim().toLowerCase();
const VIA = 'world scan';

/**
 * POST /api/world-scans/{id}/apply: one transaction through the tables' own write paths, as the CSV import:
 * enchantment references for unknown enchantments (when asked, by a role that may edit them), towns, locations,
 * then the trades (each offer one trade, remembering its villager's UUID): created, updated in place, or left as
 * they are; with `remove_gone`, the trades of villagers the save no longer holds are removed. Trades of the
 * villagers it covers that changed since the scan: 409 naming them, nothing written.
 */
export async function applyWorldScan(
  deps: WorldScanDeps,
  user: AuthUser,
  id: string,
  request: ApplyWorldScanRequest,
): Promise<ApplyWorldScanResult> {
  const { row, payload } = await ownScan(deps.db, user, id);
  if (request.add_unknown_enchantments && !can(user.role, 'references.edit')) {
    throw forbidden(
      `Your role (${user.role}) may not add enchantment references: apply without add_unknown_enchantments.`,
    );
  }
  const serverId = row.server_id;
  const { targets, skippedOffers, gone } = chooseTargets(payload, request);
  const covered = [...targets.map((t) => t.villager.uuid), ...gone];
  const context = { deps, user, scanId: id, serverId };

  try {
    // Adding enchantment references changes names every server shows: that write locks them all.
    const scope = request.add_unknown_enchantments === true ? 'all' : [serverId];
    return await writeTradeData(deps.db, scope, async (trx) => {
      await assertMayScan(trx, user, serverId);
      const current = await villagerTrades(trx, serverId, covered);
      const changed = changedSince(payload, covered, current);
      if (changed.length > 0) {
        const shown = changed.slice(0, 20).join(', ');
        const more = changed.length > 20 ? ` and ${changed.length - 20} more` : '';
        throw conflict(
          `These trades changed since the scan, so nothing was written: trades ${shown}${more}. Scan the world again.`,
        );
      }
      const names = await nameEnchantments(trx, context, targets, request.add_unknown_enchantments === true);

      const storedBy = new Map<string, StoredTrade[]>();
      for (const trade of current) {
        storedBy.set(trade.villager_uuid, [...(storedBy.get(trade.villager_uuid) ?? []), trade]);
      }
      let skipped = skippedOffers;
      let unchanged = 0;
      const writes: { desired: DesiredTrade; uuid: string; stored?: StoredTrade }[] = [];
      const removals: { trade: StoredTrade; uuid: string }[] = [];
      for (const { villager, slot } of targets) {
        const named = { ...villager, offers: villager.offers.map((offer) => names(offer)) };
        const desired = desiredTrades(named, slot);
        skipped += villager.offers.length - desired.length;
        const plan = planVillager(desired, storedBy.get(villager.uuid) ?? []);
        unchanged += plan.unchanged.length;
        for (const d of plan.creates) writes.push({ desired: d, uuid: villager.uuid });
        for (const u of plan.updates)
          writes.push({ desired: u.desired, uuid: villager.uuid, stored: u.stored });
        if (request.remove_gone)
          for (const trade of plan.leftovers) removals.push({ trade, uuid: villager.uuid });
      }
      for (const uuid of gone) {
        for (const trade of storedBy.get(uuid) ?? []) removals.push({ trade, uuid });
      }

      const created = await ensurePlaces(
        trx,
        context,
        writes.map((w) => w.desired),
      );
      const written = await writeTableRows({
        trx,
        dialect: deps.dialect,
        actor: user,
        table: tradeRowsTable,
        rows: writes.map(
          ({ desired, uuid, stored }): TradeRow => ({
            ...(stored ? { id: stored.id, row_version: stored.row_version } : {}),
            server_id: serverId,
            town: desired.town,
            location: desired.location,
            row: desired.row,
            num: desired.num,
            villager_type: desired.villager_type,
            cost_item1: desired.cost_item1,
            cost_amount1: desired.cost_amount1,
            cost_item2: desired.cost_item2,
            cost_amount2: desired.cost_amount2,
            sell_item: desired.sell_item,
            sell_amount: desired.sell_amount,
            enchantments: desired.enchantments.map((e) => ({ mcid: names.mcidOf(e.name), level: e.level })),
            villager_uuid: uuid,
          }),
        ),
        label: (i) => {
          const { desired, uuid } = writes[i]!;
          return `villager ${uuid} (${desired.villager_type} at ${desired.town}, ${desired.location} ${desired.row}${desired.num}) offer ${desired.offer + 1}`;
        },
        audit: (i) => ({ via: VIA, scan: id, villager: writes[i]!.uuid }),
        advice: 'Skip those villagers (or fix the reference data) and apply again.',
        // The save names each villager's type, modded ones too: they come with their names.
        options: { newVillagerTypes: true },
      });

      for (const { trade } of removals) await tradesTable.remove(trx, trade.id, user);
      await writeAuditRows(trx, deps.dialect, {
        username: user.username,
        table: 'trades',
        entries: removals.map(({ trade, uuid }) => ({
          action: 'delete',
          details: { id: trade.id, via: VIA, scan: id, villager: uuid, before: trade },
        })),
      });

      const by = user.username;
      const tradeIds = [...written.map((w) => w.key), ...removals.map(({ trade }) => trade.id)];
      recordChange(trx, { type: 'trades', serverId, ids: tradeIds, by });
      if (created.towns.length > 0) recordChange(trx, { type: 'towns', serverId, ids: null, by });
      if (created.locations.length > 0) recordChange(trx, { type: 'locations', serverId, ids: null, by });
      const result: ApplyWorldScanResult = {
        created: written.filter((w) => w.inserted).length,
        updated: written.filter((w) => !w.inserted).length,
        unchanged,
        removed: removals.length,
        skipped,
      };
      await writeAudit(trx, {
        username: user.username,
        action: 'import',
        table: 'trades',
        details: {
          via: VIA,
          scan: id,
          server_id: serverId,
          world: payload.scan.world.name,
          ...result,
          ...(created.towns.length > 0 ? { towns_created: created.towns } : {}),
          ...(created.locations.length > 0 ? { locations_created: created.locations } : {}),
          ...(names.created.length > 0 ? { enchantments_created: names.created } : {}),
        },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof RowChangedError) {
      throw conflict(
        'The data changed while the scan was being applied, so nothing was written. Apply it again.',
      );
    }
    throw error;
  }
}

interface ApplyContext {
  deps: WorldScanDeps;
  user: AuthUser;
  scanId: string;
  serverId: number;
}

type Offer = WorldScanVillager['offers'][number];

/**
 * Names the offers' enchantments by the reference data as it is now (a reference added since the scan counts);
 * with `add`, first creates reference enchantments for the unknown ones that have a registry id, through the
 * enchantments table's rules (name from the id, max level the highest seen, applicable to Any). Answers the
 * offer-namer, the names created, and the reference mcid of a name it gave.
 */
async function nameEnchantments(
  trx: Kysely<Database>,
  context: ApplyContext,
  targets: readonly Target[],
  add: boolean,
): Promise<((offer: Offer) => Offer) & { created: string[]; mcidOf(name: string): string }> {
  let references = await listReferenceEnchantments(trx);
  let match = enchantmentMatcher(references);
  const created: string[] = [];
  if (add) {
    const wanted = new Map<string, { mcid: string; level: number }>();
    for (const { villager } of targets) {
      for (const offer of villager.offers) {
        for (const e of offer.enchantments) {
          if (e.mcid === null || match(e.mcid)) continue;
          const key = normaliseMcid(e.mcid);
          const level = Math.max(wanted.get(key)?.level ?? 1, e.level);
          wanted.set(key, { mcid: key, level });
        }
      }
    }
    const taken = new Set(references.map((r) => fold(r.name)));
    const rows = [...wanted.values()]
      .sort((a, b) => (a.mcid < b.mcid ? -1 : 1))
      .map(({ mcid, level }) => {
        const plain = nameFromMcid(mcid);
        const namespace = mcid.slice(0, mcid.indexOf(':'));
        const name = [plain, `${plain} (${namespace})`, `${plain} (${mcid})`].find(
          (n) => !taken.has(fold(n)),
        )!;
        taken.add(fold(name));
        created.push(name);
        return {
          name,
          mcid,
          rarity: 'Rare',
          maxlevel: Math.min(10, Math.max(1, level)),
          applicable: 'Any',
          incompatibilities: '',
          curse: false,
          description: '',
          notes: 'Added by Import from world save.',
        };
      });
    await writeTableRows({
      trx,
      dialect: context.deps.dialect,
      actor: context.user,
      table: enchantmentsTable,
      rows,
      label: (i) => `enchantment ${rows[i]!.mcid}`,
      audit: () => ({ via: VIA, scan: context.scanId }),
      advice: 'Add those enchantments by hand and apply again.',
    });
    if (rows.length > 0) {
      references = await listReferenceEnchantments(trx);
      match = enchantmentMatcher(references);
    }
  }
  const namer = (offer: Offer): Offer => ({
    ...offer,
    enchantments: offer.enchantments.map((e) => ({
      ...e,
      name: e.mcid === null ? null : (match(e.mcid)?.name ?? null),
    })),
  });
  const mcids = new Map(references.map((r) => [fold(r.name), r.mcid] as const));
  // Every name the namer gives is a reference's (names are unique ignoring case).
  const mcidOf = (name: string) => mcids.get(fold(name))!;
  return Object.assign(namer, { created, mcidOf });
}

/** Creates the towns and locations the trades need, through their tables' rules. Answers the names created. */
async function ensurePlaces(
  trx: Kysely<Database>,
  context: ApplyContext,
  trades: readonly DesiredTrade[],
): Promise<{ towns: string[]; locations: string[] }> {
  const { deps, user, serverId, scanId } = context;
  const existingTowns = new Set((await serverTowns(trx, serverId)).map((t) => fold(t.name)));
  const townRows = new Map<string, string>();
  for (const trade of trades) {
    if (!existingTowns.has(fold(trade.town)) && !townRows.has(fold(trade.town))) {
      townRows.set(fold(trade.town), trade.town.trim());
    }
  }
  const towns = [...townRows.values()];
  await writeTableRows({
    trx,
    dialect: deps.dialect,
    actor: user,
    table: townsTable,
    rows: towns.map((name) => ({ server_id: serverId, name })),
    label: (i) => `town ${towns[i]}`,
    audit: () => ({ via: VIA, scan: scanId }),
    advice: 'Choose another town and apply again.',
  });

  const townIds = new Map((await serverTowns(trx, serverId)).map((t) => [fold(t.name), t.id] as const));
  const existingLocations = new Set(
    (await serverLocations(trx, serverId)).map((l) => `${fold(l.town)}\u0000${fold(l.location)}`),
  );
  const locationRows = new Map<string, { town: string; name: string }>();
  for (const trade of trades) {
    const key = `${fold(trade.town)}\u0000${fold(trade.location)}`;
    if (!existingLocations.has(key) && !locationRows.has(key)) {
      locationRows.set(key, { town: trade.town, name: trade.location.trim() });
    }
  }
  const locations = [...locationRows.values()];
  await writeTableRows({
    trx,
    dialect: deps.dialect,
    actor: user,
    table: locationsTable,
    rows: locations.map(({ town, name }) => ({ town_id: townIds.get(fold(town)), name })),
    label: (i) => `location ${locations[i]!.name} in ${locations[i]!.town}`,
    audit: () => ({ via: VIA, scan: scanId }),
    advice: 'Choose another location and apply again.',
  });
  return { towns, locations: locations.map((l) => `${l.town}: ${l.name}`) };
}
