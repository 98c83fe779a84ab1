import { z } from 'zod';
import { requiredText } from './common';
import { idText } from './ids';
import { NumSchema, RowSchema } from './trades';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A villager's UUID as the save stores it (UUIDMost/UUIDLeast), written 8-4-4-4-12; compared lower-case. */
export const VillagerUuid = z.string().trim().toLowerCase().regex(UUID, 'must be a villager UUID');

/** POST /api/servers/{server_id}/world-scans. */
export const WorldScanServerParams = z.object({ server_id: idText() });
/**
 * A scan's progress token: a random UUID the client makes and sends with the upload (`?progress=`), then reads the
 * scan's progress by (GET /api/world-scan-progress/{token}) while the server scans.
 */
export const WorldScanProgressToken = z
  .string()
  .trim()
  .toLowerCase()
  .regex(UUID, 'must be a progress token (a random UUID)');

/** The query of POST /api/servers/{server_id}/world-scans: `progress`, optional, to follow the scan by. */
export const WorldScanUploadQuery = z.object({ progress: WorldScanProgressToken.optional() });
export type WorldScanUploadQuery = z.infer<typeof WorldScanUploadQuery>;

/** GET /api/world-scan-progress/{token}. */
export const WorldScanProgressParams = z.object({ token: WorldScanProgressToken });

/** Unpacking the ZIP, reading the region files, done (the answer is on its way). */
export const WORLD_SCAN_PHASES = ['unpacking', 'scanning', 'done'] as const;
export type WorldScanPhase = (typeof WORLD_SCAN_PHASES)[number];

/**
 * A scan's progress: region files read of the world's total (both 0 while unpacking). Done answers read == total.
 * Recorded in the database, so any copy of the server answers it.
 */
export const WorldScanProgress = z.object({
  read: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  phase: z.enum(WORLD_SCAN_PHASES),
});
export type WorldScanProgress = z.infer<typeof WorldScanProgress>;

/** GET /api/world-scans/{id}, POST /api/world-scans/{id}/apply: a scan's id is a random UUID. */
export const WorldScanParams = z.object({
  id: z.string().trim().toLowerCase().regex(UUID, 'must be the id of a world scan'),
});

export const WORLD_DIMENSIONS = ['overworld', 'nether', 'end'] as const;
export const WORLD_SCAN_STATUSES = ['new', 'changed', 'unchanged'] as const;
export type WorldScanStatus = (typeof WORLD_SCAN_STATUSES)[number];

/** Where a villager goes: a town of the server, a location in it, row A–Z and number 1–20. */
export const WorldScanSlot = z.object({
  town: requiredText(100),
  location: requiredText(100),
  row: RowSchema,
  num: NumSchema,
});
export type WorldScanSlot = z.infer<typeof WorldScanSlot>;

/**
 * An enchantment of an offer: `name` is the reference enchantment it matched (by mcid or an older So Many
 * Enchantments id), null when none did; `mcid` is the save's registry id (null when its number is in no registry).
 */
export const WorldScanEnchantment = z.object({
  name: z.string().nullable(),
  mcid: z.string().nullable(),
  level: z.number(),
});
export type WorldScanEnchantment = z.infer<typeof WorldScanEnchantment>;

/** One offer, as a trade would hold it (items by their 1.12.2 names; modded items by registry id). */
export const WorldScanOffer = z.object({
  cost_item1: z.string(),
  cost_amount1: z.number(),
  cost_item2: z.string(),
  cost_amount2: z.number(),
  sell_item: z.string(),
  sell_amount: z.number(),
  enchantments: z.array(WorldScanEnchantment),
  uses: z.number(),
  max_uses: z.number(),
  /**
   * Set when the offer looks wrong but would still be imported, e.g. a librarian's book priced outside what a
   * librarian asks: "Mending I: a librarian asks 10–38 emeralds; this trade says 3".
   */
  warnings: z.array(z.string()).optional(),
});
export type WorldScanOffer = z.infer<typeof WorldScanOffer>;

export const WorldScanVillager = z.object({
  uuid: z.string(),
  /** Its CustomName, or null. */
  name: z.string().nullable(),
  dimension: z.enum(WORLD_DIMENSIONS),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  villager_type: z.string(),
  career_level: z.number().nullable(),
  /** Against the trades stored for this villager's UUID on the server. */
  status: z.enum(WORLD_SCAN_STATUSES),
  proposed: WorldScanSlot,
  offers: z.array(WorldScanOffer),
});
export type WorldScanVillager = z.infer<typeof WorldScanVillager>;

/** A villager with trades on the server that the save no longer holds. */
export const WorldScanGone = z.object({
  uuid: z.string(),
  town: z.string(),
  location: z.string(),
  row: z.string(),
  num: z.number(),
  trades: z.number(),
});
export type WorldScanGone = z.infer<typeof WorldScanGone>;

export const WorldScanSummary = z.object({
  villagers: z.number(),
  offers: z.number(),
  towns: z.number(),
  locations: z.number(),
  seconds: z.number(),
  modded_villagers: z.array(z.object({ id: z.string(), count: z.number() })),
  unknown_enchantments: z.array(
    z.object({ mcid: z.string().nullable(), numeric_id: z.number(), count: z.number() }),
  ),
  unknown_items: z.array(z.object({ id: z.string(), count: z.number() })),
  skipped_chunks: z.array(z.object({ region: z.string(), x: z.number(), z: z.number(), reason: z.string() })),
  /** Chunks in the world's region files. */
  chunks: z.number(),
  /** Of those, the chunks read: all, or on a rescan those saved since the last scan of this world. */
  changed_chunks: z.number(),
  /** When the last scan of this world on this server was made (a rescan), else null. */
  last_scan_at: z.string().nullable(),
});
export type WorldScanSummary = z.infer<typeof WorldScanSummary>;

/** The answer of a scan (201) and of GET /api/world-scans/{id}: what applying it would write. */
export const WorldScan = z.object({
  id: z.string(),
  world: z.object({
    /** `Data.LevelName`. */
    name: z.string(),
    /** `Data.Version.Name`, or 'unknown' for a save without a DataVersion. */
    version: z.string(),
    data_version: z.number().nullable(),
  }),
  summary: WorldScanSummary,
  villagers: z.array(WorldScanVillager),
  gone: z.array(WorldScanGone),
});
export type WorldScan = z.infer<typeof WorldScan>;

/** At most this many villagers a request may place or skip (a world's worth). */
export const WORLD_SCAN_MAX_LISTED = 50_000;

/** POST /api/world-scans/{id}/apply. */
export const ApplyWorldScanRequest = z.object({
  /** Slots the player chose instead of the proposed ones. */
  placements: z
    .array(WorldScanSlot.extend({ uuid: VillagerUuid }))
    .max(WORLD_SCAN_MAX_LISTED)
    .optional(),
  /** Villagers not to import (their trades are neither written nor removed). */
  skip: z.array(VillagerUuid).max(WORLD_SCAN_MAX_LISTED).optional(),
  /** Create reference enchantments for the unknown ones (a role that may edit enchantment references). */
  add_unknown_enchantments: z.boolean().optional(),
  /** Remove the trades of villagers the save no longer holds. */
  remove_gone: z.boolean().optional(),
});
export type ApplyWorldScanRequest = z.infer<typeof ApplyWorldScanRequest>;

/** What applying a scan wrote, each a count of trades. */
export const ApplyWorldScanResult = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  removed: z.number(),
  skipped: z.number(),
});
export type ApplyWorldScanResult = z.infer<typeof ApplyWorldScanResult>;

/** The answer to an upload without a world: not a ZIP, or no level.dat at its top or one folder down. */
export const WORLD_SCAN_NO_LEVEL_DAT = 'The upload holds no level.dat: zip the world folder itself.';
