import { z } from 'zod';
import { idNumber } from './ids';
import { withTextRules } from './text';

/**
 * POST /api/optimizer/shopping-list: who on the server sells each book of a plan. `enchantments` are the plan's
 * 'Name ROMAN' strings ('Sharpness V'; a name alone is level I), checked like POST /api/optimizer/plan.
 */
export const ShoppingListRequest = z.object({
  server_id: idNumber(),
  item_keyword: withTextRules(z.string().max(100, 'must be at most 100 characters')),
  enchantments: z
    .array(withTextRules(z.string().max(120, 'must be at most 120 characters')))
    .max(500)
    .default([]),
});
export type ShoppingListRequest = z.input<typeof ShoppingListRequest>;

export const ShoppingListCostItem = z.object({ item: z.string(), amount: z.number() });
export type ShoppingListCostItem = z.infer<typeof ShoppingListCostItem>;

/** What one book costs at a villager. */
export const ShoppingListPrice = z.object({
  /** Emerald value (an Emerald Block counts 9). */
  emeralds: z.number(),
  /** How many non-emerald items (the Book of a librarian's trade). */
  other_items: z.number(),
  /** The cost items: emerald items first. */
  items: z.array(ShoppingListCostItem),
  /** '12 Emerald + 1 Book'. */
  text: z.string(),
});
export type ShoppingListPrice = z.infer<typeof ShoppingListPrice>;

/** Where a villager stands. */
const Villager = {
  town: z.string(),
  location: z.string(),
  row: z.string(),
  num: z.number(),
  /** 'canz / Main Hall / A3'. */
  display: z.string(),
  villager_type: z.string(),
};

/**
 * One way to get a book: `buy` it at its level from the villager, or `merge`: buy two books one level lower from
 * the villager and merge them on the anvil (`merge_levels` levels). Options are ordered by `score`: emeralds plus
 * the merge's XP points (from level 0) × `emeralds_per_xp_point`, then fewer other items, then a purchase before a
 * merge, then slot order.
 */
export const ShoppingListOption = z.object({
  kind: z.enum(['buy', 'merge']),
  /** Level of the books bought. */
  level: z.number(),
  /** 'Sharpness V', or 'Sharpness IV' for a merge. */
  bought: z.string(),
  /** 1, or 2 for a merge. */
  quantity: z.number(),
  ...Villager,
  unit_price: ShoppingListPrice,
  /** Emerald value of all the books of this option. */
  emeralds: z.number(),
  merge_levels: z.number(),
  merge_xp: z.number(),
  score: z.number(),
});
export type ShoppingListOption = z.infer<typeof ShoppingListOption>;

export const ShoppingListBook = z.object({
  enchantment: z.string(),
  level: z.number(),
  /** 'Sharpness V'; 'Mending' for an enchantment with one level (as plans label books). */
  label: z.string(),
  /** Cheapest first; empty when the book is missing. */
  options: z.array(ShoppingListOption),
  /** The default choice, an index into `options` (cheapest; ties to the town with most books); null if missing. */
  choice: z.number().nullable(),
  /** Nobody on the server sells it, at its level or one lower. */
  missing: z.boolean(),
  /** Some villager sells it at its level. */
  sold_at_level: z.boolean(),
  /** Merge options are listed: cheaper than every purchase at the level, or nobody sells the level. */
  lower_level: z.boolean(),
});
export type ShoppingListBook = z.infer<typeof ShoppingListBook>;

export const ShoppingListStopItem = z.object({
  book: z.string(),
  kind: z.enum(['buy', 'merge']),
  bought: z.string(),
  quantity: z.number(),
  unit_price: ShoppingListPrice,
});

/** A villager to visit and what to buy there. */
export const ShoppingListStop = z.object({ ...Villager, items: z.array(ShoppingListStopItem) });
export type ShoppingListStop = z.infer<typeof ShoppingListStop>;

/** A town of the visit: its villagers in slot order. */
export const ShoppingListTown = z.object({
  town: z.string(),
  /** Books bought there (a merge counts two). */
  purchases: z.number(),
  stops: z.array(ShoppingListStop),
});
export type ShoppingListTown = z.infer<typeof ShoppingListTown>;

export const ShoppingListTotals = z.object({
  emeralds: z.number(),
  /** Enchanted books bought (a merge counts two). */
  books_bought: z.number(),
  /** Every cost item to bring, summed: emerald items first. */
  cost_items: z.array(ShoppingListCostItem),
  /** Anvil levels of the lower-level merges (the plan's own steps not included). */
  merge_levels: z.number(),
  merge_xp: z.number(),
  /** Books nobody sells. */
  missing: z.number(),
});
export type ShoppingListTotals = z.infer<typeof ShoppingListTotals>;

/** The shopping list with the default choices: totals, and towns with the most purchases first. */
export const ShoppingListResponse = z.object({
  server_id: z.number(),
  item_keyword: z.string(),
  /** What one XP point of a merge is worth in emeralds when options are compared. */
  emeralds_per_xp_point: z.number(),
  /** In the order of the request's enchantments. */
  books: z.array(ShoppingListBook),
  totals: ShoppingListTotals,
  towns: z.array(ShoppingListTown),
});
export type ShoppingListResponse = z.infer<typeof ShoppingListResponse>;
