import { z } from 'zod';
import { ANVIL_PRIOR_WORK_RULES, anvilLevelCap, anvilPriorWork } from './anvil-rules';
import { requiredText } from './common';
import { OPTIMIZER_MAX_ENCHANTMENTS, RARITIES } from './constants';
import { idNumber, idText } from './ids';
import { withTextRules } from './text';

/** SPEC §5 and §8: the optimizer's messages, word for word where the spec quotes them. */
export const OPTIMIZER_MESSAGES = {
  selectEnchantment: 'Please select at least one enchantment.',
  configNameRequired: 'A config name is required.',
  itemRequiredToSave: 'An item keyword is required to save.',
  levelRequiredToSave: 'At least one enchantment with a level other than None is needed to save.',
  configRequired: 'A config must be selected to load or delete.',
  configShapeInvalid: 'A saved config must be an object with an item_keyword and an items array.',
  configItemInvalid: 'Each enchantment of a saved config needs an enchantment and a level.',
  enchantmentsLoadError: 'Error fetching enchantments.',
  menuItemsLoadError: 'Error fetching optimizer menu items.',
  applicableLoadError: 'Error fetching the enchantments that apply to this item.',
  sourcesLoadError: 'Could not load which towns sell each enchantment.',
  configsLoadError: 'Error fetching saved configs.',
  saveFailed: 'Error saving the config.',
  deleteFailed: 'Error deleting the config.',
  optimizationFailed: 'Optimization failed',
  noPlan: 'No plan returned.',
} as const;

/** 'The item Sword from the saved config is no longer valid.' */
export const optimizerItemNoLongerValid = (item: string): string =>
  `The item ${item} from the saved config is no longer valid.`;

/** Highest prior-work count of the item before the first step (an item this worn costs 2^20 - 1 per step). */
export const OPTIMIZER_MAX_ITEM_PRIOR_WORK = 20;

export const OPTIMIZER_OBJECTIVES = [
  { value: 'levels', label: 'Fewest levels' },
  { value: 'xp', label: 'Fewest XP points' },
] as const;
export type OptimizerObjective = (typeof OPTIMIZER_OBJECTIVES)[number]['value'];

// ---------------------------------------------------------------------------------------------------------
// Menu items and enchantments

/** GET /api/optimizer/menu_items: an item the optimizer offers; `types` is comma-separated. */
export const OptimizerMenuItem = z.object({ item_id: z.number(), keyword: z.string(), types: z.string() });
export type OptimizerMenuItem = z.infer<typeof OptimizerMenuItem>;
/** GET /api/optimizer/menu_items. */
export const OptimizerMenuItemListSchema = z.array(OptimizerMenuItem);

/** An enchantment the optimizer can plan. */
export const OptimizerEnchantment = z.object({
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
  description: z.string(),
});
export type OptimizerEnchantment = z.infer<typeof OptimizerEnchantment>;
/** GET /api/optimizer/applicable_enchantments. */
export const OptimizerEnchantmentListSchema = z.array(OptimizerEnchantment);

/**
 * GET /api/optimizer/applicable_enchantments?types=SWORD,BREAKABLE: the enchantments whose applicable list shares
 * a type with `types` (ignoring case) or is Any, sorted by name. `types` containing Any gives all of them.
 * Upgraded Potentials and Supreme Protection are never offered (not plannable anvil books).
 */
export const ApplicableEnchantmentsQuery = z.object({
  types: withTextRules(z.string().max(1000)).optional(),
});

/** GET /api/optimizer/enchantment_sources?server_id: which towns of the server sell each enchantment. */
export const EnchantmentSourcesQuery = z.object({ server_id: idText() });

export const EnchantmentSourceTown = z.object({
  town: z.string(),
  /** The highest level any trade of that town offers. */
  max_level: z.number(),
});
export type EnchantmentSourceTown = z.infer<typeof EnchantmentSourceTown>;

export const EnchantmentSourcesResponse = z.object({
  /** Every town of the server, by name (for the legend). */
  towns: z.array(z.object({ id: z.number(), name: z.string() })),
  /** One entry for each enchantment some trade of the server offers; towns sorted by name. */
  sources: z.array(z.object({ enchantment: z.string(), towns: z.array(EnchantmentSourceTown) })),
});
export type EnchantmentSourcesResponse = z.infer<typeof EnchantmentSourcesResponse>;

// ---------------------------------------------------------------------------------------------------------
// Saved configurations

/** Which anvil rules a saved config plans with: the selected server's modpack's, or vanilla 1.12.2's. */
export const OPTIMIZER_RULE_CHOICES = ['server', 'vanilla'] as const;
export type OptimizerRuleChoice = (typeof OPTIMIZER_RULE_CHOICES)[number];

export const OptimizerConfigItem = z.object({
  /** Optional on save (the server looks it up by the enchantment's name). */
  mcid: withTextRules(z.string().max(200)).optional(),
  enchantment: requiredText(100),
  level: z.number().int('must be a whole number').min(1, 'must be at least 1').max(255),
});

/**
 * POST /api/optimizer/configs and PUT /api/optimizer/configs/{id}. Items are the enchantments with a level
 * (None is left out). POST under a name the caller already uses (ignoring case) updates that config.
 */
export const SaveOptimizerConfigRequest = z.object({
  config_name: withTextRules(z.string().max(100, 'must be at most 100 characters')),
  item_keyword: withTextRules(z.string().max(100, 'must be at most 100 characters')),
  items: z
    .array(OptimizerConfigItem)
    .max(OPTIMIZER_MAX_ENCHANTMENTS, `must list at most ${OPTIMIZER_MAX_ENCHANTMENTS} enchantments`),
  /** Default 'server'. */
  anvil_rules: z.enum(OPTIMIZER_RULE_CHOICES, { error: 'must be server or vanilla' }).default('server'),
});
export type SaveOptimizerConfigRequest = z.input<typeof SaveOptimizerConfigRequest>;

export const OptimizerConfig = z.object({
  id: z.number(),
  config_name: z.string(),
  item_keyword: z.string(),
  items: z.array(z.object({ mcid: z.string(), enchantment: z.string(), level: z.number() })),
  anvil_rules: z.enum(OPTIMIZER_RULE_CHOICES),
  updated_at: z.string(),
});
export type OptimizerConfig = z.infer<typeof OptimizerConfig>;
/** GET /api/optimizer/configs, the caller's own configs by name. */
export const OptimizerConfigListSchema = z.array(OptimizerConfig);
/**
 * The same list as a client reads it: only id and name are required, the rest is checked when a config is
 * loaded (SPEC §5), so that one malformed config gets the spec's message instead of breaking the whole list.
 */
export const SavedOptimizerConfigListSchema = z.array(
  z.looseObject({ id: z.number(), config_name: z.string() }),
);
export type SavedOptimizerConfig = z.infer<typeof SavedOptimizerConfigListSchema>[number];

export const SaveOptimizerConfigResponse = z.object({
  message: z.string(),
  /** False when an existing config of the same name was updated. */
  created: z.boolean(),
  config: OptimizerConfig,
});
export type SaveOptimizerConfigResponse = z.infer<typeof SaveOptimizerConfigResponse>;

// ---------------------------------------------------------------------------------------------------------
// Plans

/**
 * POST /api/optimizer/plan. `enchantments` are 'Name ROMAN' strings ('Sharpness V'; a name alone is level I).
 * The anvil rules: those of `server_id`'s modpack (the caller must see that server), else vanilla 1.12.2's;
 * `too_expensive_cap` sets the level cap to 40 (true) or none (false); `rules` fields override both. A plan
 * avoids steps reaching the level cap whenever it can. Options: `objective` (fewest levels, or fewest XP points
 * when every step starts from level 0), `item_prior_work` (anvil uses of the item). `from_merge` names, the
 * same way, enchantments of the list whose book is made by merging two books one level lower (the shopping
 * list's merge suggestion): the plan starts with that merge and the merged book carries its prior work.
 */
export const OptimizerPlanRequest = z.object({
  item_keyword: withTextRules(z.string().max(100, 'must be at most 100 characters')),
  enchantments: z
    .array(withTextRules(z.string().max(120, 'must be at most 120 characters')))
    .max(500)
    .default([]),
  from_merge: z
    .array(withTextRules(z.string().max(120, 'must be at most 120 characters')))
    .max(OPTIMIZER_MAX_ENCHANTMENTS, `must list at most ${OPTIMIZER_MAX_ENCHANTMENTS} enchantments`)
    .default([]),
  strategy: z.enum(['optimal', 'grouped']).default('grouped'),
  too_expensive_cap: z.boolean().optional(),
  server_id: idNumber().optional(),
  rules: z
    .object({ level_cap: anvilLevelCap().optional(), prior_work: anvilPriorWork().optional() })
    .strict()
    .optional(),
  objective: z.enum(['levels', 'xp']).default('levels'),
  item_prior_work: z
    .number()
    .int('must be a whole number')
    .min(0, `must be from 0 to ${OPTIMIZER_MAX_ITEM_PRIOR_WORK}`)
    .max(OPTIMIZER_MAX_ITEM_PRIOR_WORK, `must be from 0 to ${OPTIMIZER_MAX_ITEM_PRIOR_WORK}`)
    .default(0),
});
export type OptimizerPlanRequest = z.input<typeof OptimizerPlanRequest>;

/** One input of an anvil step. */
export const OptimizerPlanSide = z.object({
  kind: z.enum(['item', 'book', 'merged-book']),
  /** 'Sword', 'Sharpness V', or 'Book (Sharpness V, Looting III)'. */
  label: z.string(),
  enchantments: z.array(z.string()),
  prior_work: z.number(),
  /** The step that made this side; null for a fresh book or the untouched item. */
  from_step: z.number().nullable(),
});
export type OptimizerPlanSide = z.infer<typeof OptimizerPlanSide>;

export const OptimizerPlanStep = z.object({
  step: z.number(),
  target: OptimizerPlanSide,
  sacrifice: OptimizerPlanSide,
  result: z.enum(['item', 'merged-book']),
  result_enchantments: z.array(z.string()),
  levels: z.number(),
  /** XP points of this step when started from level 0. */
  xp: z.number(),
  prior_work_after: z.number(),
  /** The rules' level cap or more: the anvil says Too Expensive. Never without a cap. */
  too_expensive: z.boolean(),
});
export type OptimizerPlanStep = z.infer<typeof OptimizerPlanStep>;

export interface OptimizerTreeItem {
  kind: 'item';
  label: string;
  prior_work: number;
}
export interface OptimizerTreeBook {
  kind: 'book';
  label: string;
  enchantment: string;
  level: number;
}
export interface OptimizerTreeMerge {
  kind: 'merge';
  step: number;
  result: 'item' | 'merged-book';
  enchantments: string[];
  levels: number;
  xp: number;
  prior_work: number;
  too_expensive: boolean;
  target: OptimizerTreeNode;
  sacrifice: OptimizerTreeNode;
}
/** The merge tree: leaves are the item and single books, the root is the finished item. */
export type OptimizerTreeNode = OptimizerTreeItem | OptimizerTreeBook | OptimizerTreeMerge;

export const OptimizerTreeNode: z.ZodType<OptimizerTreeNode> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('item'), label: z.string(), prior_work: z.number() }),
    z.object({ kind: z.literal('book'), label: z.string(), enchantment: z.string(), level: z.number() }),
    z.object({
      kind: z.literal('merge'),
      step: z.number(),
      result: z.enum(['item', 'merged-book']),
      enchantments: z.array(z.string()),
      levels: z.number(),
      xp: z.number(),
      prior_work: z.number(),
      too_expensive: z.boolean(),
      target: OptimizerTreeNode,
      sacrifice: OptimizerTreeNode,
    }),
  ]),
);

export const OptimizerPlan = z.object({
  item: z.string(),
  strategy: z.enum(['optimal', 'grouped']),
  objective: z.enum(['levels', 'xp']),
  /** The rules have a level cap. */
  too_expensive_cap: z.boolean(),
  /** The anvil rules planned with; `modpack` names the server's modpack they came from, null otherwise. */
  rules: z.object({
    level_cap: z.number().nullable(),
    prior_work: z.enum(ANVIL_PRIOR_WORK_RULES),
    modpack: z.string().nullable(),
  }),
  /** False when the books may go onto the item in any order (prior-work rule remove). */
  order_matters: z.boolean(),
  /** True when no cheaper plan exists for the objective (under the cap when feasible_under_cap). */
  proven_optimal: z.boolean(),
  /** Every step costs less than the level cap (true without a cap). With a cap, false means no plan fits under it. */
  feasible_under_cap: z.boolean(),
  /** In an order the player can follow at the anvil, numbered from 1. */
  steps: z.array(OptimizerPlanStep),
  /** Numbers of the steps that reach the level cap. */
  too_expensive_steps: z.array(z.number()),
  totals: z.object({
    levels: z.number(),
    /** Sum of the steps' XP, each step started from level 0. */
    xp: z.number(),
    /** XP if all the levels were saved up and spent from one pool. */
    xp_if_saved_up: z.number(),
    steps: z.number(),
    max_step_levels: z.number(),
  }),
  final_prior_work: z.number(),
  /** The finished item's enchantments, e.g. 'Sharpness V'. */
  enchantments: z.array(z.string()),
  tree: OptimizerTreeNode,
});
export type OptimizerPlan = z.infer<typeof OptimizerPlan>;

export const OptimizerPlanResponse = z.object({ plan: OptimizerPlan });
export type OptimizerPlanResponse = z.infer<typeof OptimizerPlanResponse>;
