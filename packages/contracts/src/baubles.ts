import { z } from 'zod';
import { BAUBLE_TIERS } from './constants';

/** The Baubles mod's slots; `any` is the trinket slot (fits every bauble slot). */
export const BAUBLE_SLOTS = ['amulet', 'ring', 'belt', 'head', 'body', 'charm', 'any'] as const;
export type BaubleSlot = (typeof BAUBLE_SLOTS)[number];

export const Bauble = z.object({
  id: z.number(),
  name: z.string(),
  /** The slot. */
  type: z.string(),
  tier: z.enum(BAUBLE_TIERS),
  tags: z.array(z.string()),
  /** An image path or URL; empty means the app draws one from the name and slot. */
  icon: z.string(),
  description: z.string(),
  howToObtain: z.string(),
  upgradePath: z.string(),
  /** Why it sits in its tier. */
  tierBasis: z.string(),
  /** The mod that adds it. */
  sourceMod: z.string(),
  row_version: z.number(),
});
export type Bauble = z.infer<typeof Bauble>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const ICON_PATTERN = /^(\/\S*|https?:\/\/\S+)?$/;

/**
 * PUT /api/baubles/{id}: the whole bauble (admin only). Tags are a list (stored lower case, repeats dropped).
 * `row_version` is the version the client last saw (a stale one answers 409; omit to overwrite).
 */
export const UpdateBaubleRequest = z.object({
  name: text(100).min(1, 'is required'),
  type: z.enum(BAUBLE_SLOTS, { error: `must be one of ${BAUBLE_SLOTS.join(', ')}` }),
  tier: z.enum(BAUBLE_TIERS, { error: `must be one of ${BAUBLE_TIERS.join(', ')}` }),
  tags: z
    .array(text(40).min(1, 'must not be empty'), { error: 'must be a list' })
    .max(20, 'may hold at most 20 tags')
    .default([]),
  icon: text(500).regex(ICON_PATTERN, 'must be empty, a /path or an http(s) URL').default(''),
  description: text(2000).default(''),
  howToObtain: text(2000).default(''),
  upgradePath: text(2000).default(''),
  tierBasis: text(500).optional(),
  sourceMod: text(100).optional(),
  row_version: z.number().int().positive().optional(),
});
export type UpdateBaubleRequest = z.input<typeof UpdateBaubleRequest>;

export const UpdateBaubleResponse = z.object({ message: z.string(), bauble: Bauble });
export type UpdateBaubleResponse = z.infer<typeof UpdateBaubleResponse>;
