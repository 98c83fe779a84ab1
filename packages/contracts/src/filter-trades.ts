import { z } from 'zod';
import { idNumber } from './ids';
import { withTextRules } from './text';

/** SPEC §5 and §8: the Filter Trades messages, word for word. */
export const FILTER_SELECTION_REQUIRED = 'Select at least one curse and one town.';
export const FILTER_SERVER_REQUIRED = 'You must select a server before applying the strategy.';
export const FILTER_ENCHANTMENTS_LOAD_ERROR = 'Error: Could not load enchantments list.';
export const FILTER_TOWNS_LOAD_ERROR = 'Error: Could not load towns list for the selected server.';
export const FILTER_NO_RESULTS = 'No results found for the selected criteria.';
export const FILTER_FAILED = 'An error occurred while filtering trades.';

/** Most names a request may list in each of its arrays. */
export const FILTER_MAX_NAMES = 500;

const Name = withTextRules(
  z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
);
const names = () => z.array(Name).max(FILTER_MAX_NAMES, `must list at most ${FILTER_MAX_NAMES} names`);

/**
 * POST /api/filter_trades. Names compare ignoring case.
 * - `curse_keep`: curses that count like any other enchantment (game names; the spec's spellings such as
 *   'Rusting' or 'Decay' are accepted too). Curses not listed never count.
 * - `selected_towns`: towns of the server, by name, or by id (a number, or a string of digits that names no
 *   town of the server).
 * - `enchantment_ignore`: enchantments that never count (the Remove Enchantments select).
 * - `count_gear`: count enchanted gear as well as Enchanted Book trades (default: books only).
 * - `server_id`: the current server; the web placeholder 'default' is answered with FILTER_SERVER_REQUIRED.
 * Empty `curse_keep` or `selected_towns` answer FILTER_SELECTION_REQUIRED; unknown names answer 400 naming them.
 */
export const FilterTradesRequest = z.object({
  curse_keep: names().default([]),
  selected_towns: z
    .array(z.union([Name, idNumber()]))
    .max(FILTER_MAX_NAMES, `must list at most ${FILTER_MAX_NAMES} towns`)
    .default([]),
  enchantment_ignore: names().default([]),
  /**
   * Count the enchantments of enchanted gear too (a Tool Smith's Iron Shovel). Off by default: only Enchanted
   * Book trades count as places to buy an enchantment.
   */
  count_gear: z.boolean().default(false),
  server_id: idNumber(),
});
export type FilterTradesRequest = z.infer<typeof FilterTradesRequest>;

/** A villager is one slot: town, location, row, num. */
const Villager = {
  town: z.string(),
  location: z.string(),
  row: z.string(),
  num: z.number(),
  /** 'canz / Hall 1 / A3': town / location / row and num (the Location column). */
  display: z.string(),
  /** The villager type of its trades (the most common one if they disagree). */
  villager_type: z.string(),
};

/** A villager of the answer: where it stands and what it is. */
export const FilterVillager = z.object(Villager);
export type FilterVillager = z.infer<typeof FilterVillager>;

/**
 * One row of the Coverage table: the best offer of one counted enchantment. SPEC §3 names the row's fields
 * Enchantment, Level, Type, Villagers, Cost, and the API answers them with those names.
 */
export const FilterCoverageRow = z
  .object({
    Enchantment: z.string().describe('The counted enchantment (the Enchantment column).'),
    Level: z.number().describe('The highest level on offer (the Level column).'),
    Type: z
      .string()
      .describe("Types of the villagers offering it at that level, joined with ', ' (the Type column)."),
    Villagers: z
      .number()
      .describe('How many villagers offer it at that level, at any price (the Villagers column).'),
    Cost: z
      .string()
      .describe("The cheapest price at that level, e.g. '12 Emerald + 1 Book' (the Cost column)."),
    cheapest_villagers: z
      .number()
      .describe('How many villagers ask the cheapest price (where_to_buy.length).'),
    cost_emeralds: z.number().describe('Emerald value of that price (an Emerald Block counts 9).'),
    where_to_buy: z
      .array(FilterVillager)
      .describe('Where to buy it: the villagers that sell that level at that price, in slot order.'),
  })
  .describe('One row of the Coverage table: the best offer of one counted enchantment.');
export type FilterCoverageRow = z.infer<typeof FilterCoverageRow>;

export const FilterEnchantmentLevel = z.object({ enchantment: z.string(), level: z.number() });
export type FilterEnchantmentLevel = z.infer<typeof FilterEnchantmentLevel>;

/**
 * One row of 'Villagers You Can Remove': a villager not kept whose counted trades are all offered as well or
 * better by the kept villagers (the same level for the same price or less, or a higher level). SPEC §3 names the
 * row's fields Location, Type, Lost, and the API answers them with those names too.
 */
export const FilterRemovalRow = z.object({
  ...Villager,
  Location: z.string().describe("Where it stands, 'canz / Hall 1 / A3' (the Location column)."),
  Type: z.string().describe('Its villager type (the Type column).'),
  Lost: z
    .string()
    .describe(
      "The levels it sells that no kept villager sells (a higher level stays on offer), joined with ', '; " +
        "'' when none (the Lost Enchantments & Levels column).",
    ),
  /** 'Mending I', 'Sharpness V': the levels no kept villager sells (the Lost Enchantments & Levels column). */
  lost: z.array(z.string()),
  lost_levels: z.array(FilterEnchantmentLevel),
});
export type FilterRemovalRow = z.infer<typeof FilterRemovalRow>;

/** A villager of the smallest set to keep. */
export const FilterKeptRow = z.object({
  ...Villager,
  /** The counted enchantments it keeps on offer at best level and cheapest price, as 'Name LEVEL'. */
  provides: z.array(z.string()),
  /** True when another equally small choice leaves this villager out. */
  replaceable: z.boolean(),
});
export type FilterKeptRow = z.infer<typeof FilterKeptRow>;

export const FilterTradesResponse = z.object({
  /** Sorted by enchantment name. */
  coverage: z.array(FilterCoverageRow),
  /** Which trades counted: Enchanted Book trades only (the default), or enchanted gear too (`count_gear`). */
  counted: z.enum(['books', 'books_and_gear']),
  /** Every villager of the chosen towns not kept that sells something that counts, in slot order. */
  removals: z.array(FilterRemovalRow),
  /** Villagers that sell nothing that counts: not judged (neither kept nor removable), in slot order. */
  not_judged: z.array(FilterVillager),
  /** The villagers to keep, in slot order. */
  kept: z.array(FilterKeptRow),
  kept_count: z.number(),
  /** True when no smaller set of villagers keeps every counted enchantment at best level and cheapest price. */
  proven_minimal: z.boolean(),
  /** No keep-set is smaller than this; equals kept_count when proven_minimal. */
  lower_bound: z.number(),
  /** True when another keep-set of the same size exists. */
  alternative_optima_exist: z.boolean(),
  /** 'Name LEVEL' of the enchantments some equally small choice gets from a different villager. */
  alternatives: z.array(z.string()),
  stats: z.object({
    trades: z.number(),
    villagers: z.number(),
    counted_enchantments: z.number(),
    /** Why the answer is not proven minimal: 'none' when it is, else 'size', 'nodes' or 'time'. */
    cutoff: z.enum(['none', 'size', 'nodes', 'time']),
    elapsed_ms: z.number(),
  }),
});
export type FilterTradesResponse = z.infer<typeof FilterTradesResponse>;
