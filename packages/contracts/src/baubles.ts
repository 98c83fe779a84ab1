import { z } from 'zod';
import { requiredText } from './common';
import { BAUBLE_TIERS } from './constants';
import { safeText } from './text';

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
/** GET /api/baubles. */
export const BaubleListSchema = z.array(Bauble);

const ICON_PATTERN = /^(\/\S*|https?:\/\/\S+)?$/;

/**
 * PUT /api/baubles/{id}: the whole bauble (admin only). Tags are a list (stored lower case, repeats dropped).
 * `row_version` is the version the client last saw (a stale one answers 409; omit to overwrite).
 */
export const UpdateBaubleRequest = z.object({
  name: requiredText(100),
  type: z.enum(BAUBLE_SLOTS, { error: `must be one of ${BAUBLE_SLOTS.join(', ')}` }),
  tier: z.enum(BAUBLE_TIERS, { error: `must be one of ${BAUBLE_TIERS.join(', ')}` }),
  tags: z
    .array(
      safeText(40)
        .min(1, 'must not be empty')
        .refine((tag) => !tag.includes(';'), "must not contain ';' (it separates tags)"),
      { error: 'must be a list' },
    )
    .max(20, 'may hold at most 20 tags')
    .default([]),
  icon: safeText(500).regex(ICON_PATTERN, 'must be empty, a /path or an http(s) URL').default(''),
  description: safeText(2000, { multiline: true }).default(''),
  howToObtain: safeText(2000, { multiline: true }).default(''),
  upgradePath: safeText(2000, { multiline: true }).default(''),
  tierBasis: safeText(500).optional(),
  sourceMod: safeText(100).optional(),
  row_version: z.number().int().positive().optional(),
});
export type UpdateBaubleRequest = z.input<typeof UpdateBaubleRequest>;

export const UpdateBaubleResponse = z.object({ message: z.string(), bauble: Bauble });
export type UpdateBaubleResponse = z.infer<typeof UpdateBaubleResponse>;
