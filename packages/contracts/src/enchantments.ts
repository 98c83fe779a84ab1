import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { RARITIES } from './constants';

export const Enchantment = z.object({
  id: z.number(),
  name: z.string(),
  mcid: z.string(),
  rarity: z.enum(RARITIES),
  maxlevel: z.number(),
  /** Comma-separated item types, or Any. */
  applicable: z.string(),
  /** Comma-separated mcids. */
  incompatibilities: z.string(),
  curse: z.boolean(),
  /** A treasure enchantment: a librarian asks twice the emeralds for its book. */
  treasure: z.boolean(),
  /** Whether a librarian can sell its book (false: RLTweaker's blacklist, or not registered in RLCraft). */
  librarian: z.boolean(),
  description: z.string(),
  row_version: z.number(),
});
export type Enchantment = z.infer<typeof Enchantment>;
/** GET /api/enchantments, sorted by name. */
export const EnchantmentListSchema = z.array(Enchantment);

/** Most levels an enchantment reference may have (the editor's Max Level). */
export const ENCHANTMENT_MAX_LEVEL_LIMIT = 10;

/** Resource-location form of an mcid: `namespace:path`, lower case, e.g. `minecraft:protection`. */
export const MCID_PATTERN = /^[a-z0-9_.-]+:[a-z0-9_./-]+$/;

/**
 * PUT /api/enchantments/{id}: the full enchantment. `incompatibilities` is the comma-separated mcids of the
 * other enchantments it cannot share an item with; the server keeps the lists symmetric. `row_version` is the
 * version the client last saw (a stale one answers 409; omit to overwrite). `id` and unknown fields are ignored.
 */
export const UpdateEnchantmentRequest = z.object({
  /** No ';': a trade's enchantments cell (CSV, data editor) lists names separated by '; '. */
  name: requiredText(100).refine(
    (name) => !name.includes(';'),
    "must not contain ';' (it separates enchantments)",
  ),
  mcid: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(120, 'must be at most 120 characters')
    .regex(MCID_PATTERN, 'must look like namespace:name, e.g. minecraft:protection'),
  rarity: z.enum(RARITIES, { error: `must be one of ${RARITIES.join(', ')}` }),
  maxlevel: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be from 1 to ${ENCHANTMENT_MAX_LEVEL_LIMIT}`)
    .max(ENCHANTMENT_MAX_LEVEL_LIMIT, `must be from 1 to ${ENCHANTMENT_MAX_LEVEL_LIMIT}`),
  /** Comma-separated item types (the item-type map's types), or Any. */
  applicable: requiredText(500),
  incompatibilities: optionalText(4000).default(''),
  description: optionalText(1000, { multiline: true }).default(''),
  /** Omit to keep the current value. */
  curse: z.boolean().optional(),
  /** Omit to keep the current value. */
  treasure: z.boolean().optional(),
  /** Omit to keep the current value. */
  librarian: z.boolean().optional(),
  row_version: z.number().int().positive().optional(),
});
export type UpdateEnchantmentRequest = z.input<typeof UpdateEnchantmentRequest>;

export const UpdateEnchantmentResponse = z.object({
  message: z.string(),
  enchantment: Enchantment,
  /** Names of the other enchantments whose incompatibility list changed to stay symmetric. */
  also_updated: z.array(z.string()),
});
export type UpdateEnchantmentResponse = z.infer<typeof UpdateEnchantmentResponse>;

export const EnchantmentNames = z.array(z.string());

/** Splits a comma-separated list (mcids, item types), trimming and dropping empty and repeated entries. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
