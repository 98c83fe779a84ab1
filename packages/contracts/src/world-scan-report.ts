import { z } from 'zod';
import { WORLD_DIMENSIONS } from './world-scans';

/**
 * A world scanned in the player's browser (POST /api/servers/{server_id}/world-scans as JSON): what the preview
 * needs and nothing else of the world. The server trusts it no more than a CSV file: every field is checked
 * against these limits and the preview is built from it as from a ZIP.
 */
export const WORLD_SCAN_REPORT_LIMITS = {
  /** Region files (a 5 GB world has about a thousand). */
  regions: 20_000,
  villagers: 20_000,
  offers: 100,
  enchantments: 64,
  problems: 20_000,
  modded: 20_000,
  registry: 8_192,
  /** The largest body accepted, in bytes. */
  bodyBytes: 32 * 1024 * 1024,
} as const;

const L = WORLD_SCAN_REPORT_LIMITS;
const REGION_FILE = /^r\.-?\d{1,7}\.-?\d{1,7}\.mca$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Block coordinates of a 1.12 world stay within ±30,000,000. */
const coordinate = z.number().min(-30_000_000).max(30_000_000);
const int32 = z.int().min(-2_147_483_648).max(2_147_483_647);
const saveText = (max: number) => z.string().max(max);

const Dimension = z.enum(WORLD_DIMENSIONS);
const RegionFile = z.string().regex(REGION_FILE, 'must be a region file name (r.X.Z.mca)');

export const WorldScanReportItem = z.strictObject({
  id: saveText(200).min(1),
  count: z.int().min(1).max(1024),
  damage: int32,
  enchantments: z
    .array(
      z.strictObject({ numeric_id: z.int().min(0).max(32_767), level: z.int().min(-32_768).max(32_767) }),
    )
    .max(L.enchantments),
});

export const WorldScanReportOffer = z.strictObject({
  buy: WorldScanReportItem,
  buy_b: WorldScanReportItem.nullable(),
  sell: WorldScanReportItem,
  uses: int32,
  max_uses: int32,
});

export const WorldScanReportVillager = z.strictObject({
  uuid: z.string().regex(UUID, 'must be a villager UUID'),
  dimension: Dimension,
  x: coordinate,
  y: z.number().min(-4096).max(4096),
  z: coordinate,
  profession: int32.nullable(),
  profession_name: saveText(200).nullable(),
  career: int32.nullable(),
  career_level: int32.nullable(),
  custom_name: saveText(1000).nullable(),
  child: z.boolean(),
  offers: z.array(WorldScanReportOffer).max(L.offers),
  region: RegionFile,
  chunk_x: z.int().min(-2_000_000).max(2_000_000),
  chunk_z: z.int().min(-2_000_000).max(2_000_000),
});

/** A region file as read: each chunk's save time as [time, run length] pairs over its 1,024 slots. */
export const WorldScanReportRegion = z
  .strictObject({
    dimension: Dimension,
    file: RegionFile,
    bytes: z
      .int()
      .min(0)
      .max(4 * 1024 ** 3),
    slots: z.int().min(0).max(1024),
    timestamps: z.array(z.tuple([z.int().min(0).max(4_294_967_295), z.int().min(1).max(1024)])).max(1024),
    /** Slots not read because the last scan's state gave them the same save time. */
    unchanged: z.array(z.int().min(0).max(1023)).max(1024),
  })
  .refine((region) => region.timestamps.reduce((sum, [, count]) => sum + count, 0) === 1024, {
    message: 'must cover the 1,024 chunk slots',
    path: ['timestamps'],
  });

export const WorldScanReportProblem = z.strictObject({
  region: RegionFile,
  dimension: Dimension,
  x: z.int().min(-2_000_000).max(2_000_000),
  z: z.int().min(-2_000_000).max(2_000_000),
  kind: z.enum(['bad_offset', 'truncated', 'bad_compression', 'bad_nbt', 'too_large', 'unreadable']),
  reason: saveText(300),
});

export const WorldScanReport = z.strictObject({
  world: z.strictObject({
    level_name: saveText(1000),
    version_name: saveText(100).nullable(),
    data_version: int32.nullable(),
    seed: z
      .string()
      .regex(/^-?\d{1,20}$/, 'must be a whole number')
      .nullable(),
    enchantment_ids: z.array(z.tuple([z.int().min(0).max(32_767), saveText(200).min(1)])).max(L.registry),
    enchantment_id_source: z.enum(['forge', 'vanilla']),
  }),
  regions: z.array(WorldScanReportRegion).max(L.regions),
  villagers: z.array(WorldScanReportVillager).max(L.villagers),
  /** Other mods' traders: [region's dimension, region file, chunk slot, entity id, count]. */
  modded: z
    .array(
      z.tuple([Dimension, RegionFile, z.int().min(0).max(1023), saveText(200), z.int().min(1).max(10_000)]),
    )
    .max(L.modded),
  problems: z.array(WorldScanReportProblem).max(L.problems),
  seconds: z.number().min(0).max(86_400),
});
export type WorldScanReport = z.infer<typeof WorldScanReport>;

/** GET /api/servers/{server_id}/world-scan-state: the last scan's chunk save times, so a browser rescans less. */
export const WorldScanState = z.object({
  /** The world's seed and name as `seed|name` (null: no scan yet). */
  world_key: z.string().nullable(),
  regions: z.array(
    z.object({
      dimension: Dimension,
      file: z.string(),
      timestamps: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
});
export type WorldScanState = z.infer<typeof WorldScanState>;
