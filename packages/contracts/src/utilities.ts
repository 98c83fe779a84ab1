import { z } from 'zod';
import { XP_TOME_LEVEL_MAX, XP_TOME_LEVEL_MIN } from './constants';

export const TOWN_NAME_FORMAT_ERROR = 'Enter coordinates in X,Y format.';
export const XP_TOME_LEVEL_ERROR = `Target level must be between ${XP_TOME_LEVEL_MIN} and ${XP_TOME_LEVEL_MAX}.`;

/**
 * GET /api/town_name?coords=X,Y[&version=N]: X and Y are block X and Z. The same coordinates and version give
 * the same name forever; without a version the current one is used. Bad input answers 400 with the parser's
 * message (TOWN_NAME_FORMAT_ERROR when there is no comma).
 */
export const TownNameQuery = z.object({
  coords: z.string().max(100, 'must be at most 100 characters').optional(),
  version: z.string().max(10, 'must be at most 10 characters').optional(),
});
export const TownNameResponse = z.object({
  name: z.string(),
  x: z.number(),
  y: z.number(),
  /** The generator version that made the name. */
  version: z.number(),
});
export type TownNameResponse = z.infer<typeof TownNameResponse>;

/** GET /api/xp_tomes?level=N; anything but a whole number from 1 to 100 answers XP_TOME_LEVEL_ERROR. */
export const XpTomesQuery = z.object({ level: z.string().optional() });
export const XpTomesResponse = z.object({
  level: z.number(),
  /** Whole XP Tomes that hold the points to reach `level` from 0 (rounded up). */
  needed: z.number(),
  /** XP points from level 0 to `level`. */
  xp_points: z.number(),
  /** Points one tome holds. */
  tome_points: z.number(),
});
export type XpTomesResponse = z.infer<typeof XpTomesResponse>;
