// What Manage Villager keeps of unsaved input across an outage page or a trip to /login (lib/drafts.ts), read back
// through schemas: a draft from an older build or a tampered storage is dropped, never half-used.
import { ADDED_FIELDS, type AddedTradeField, Trade } from '@tradehall/contracts';
import { z } from 'zod';
import type { AddTradeInput } from './add-trade-schema';
import { draftChanged, type EditBase, type TradeDraft } from './trade-draft';

export const EDITS_DRAFT = 'manage-villager.edits';
export const ADD_TRADE_DRAFT = 'manage-villager.add-trade';

/** Drafts kept before a field was added (notes) read as having none. */
const AddedFields = Object.fromEntries(ADDED_FIELDS.map((field) => [field, z.string().default('')])) as {
  [F in AddedTradeField]: z.ZodDefault<z.ZodString>;
};

const Enchantments = z.array(z.object({ name: z.string(), level: z.number() }));

const TradeDraftSchema = z.object({
  location: z.string(),
  row: z.string(),
  num: z.string(),
  villager_type: z.string(),
  cost_item1: z.string(),
  cost_amount1: z.string(),
  cost_item2: z.string(),
  cost_amount2: z.string(),
  sell_item: z.string(),
  sell_amount: z.string(),
  ...AddedFields,
  enchantments: Enchantments,
});

const KeptEdits = z.array(
  z.object({ id: z.number(), draft: TradeDraftSchema, base: z.object({ trade: Trade, since: z.number() }) }),
);

export interface RestoredEdits {
  drafts: Map<number, TradeDraft>;
  bases: Map<number, EditBase>;
}

/** The row edits to keep: each edited row's draft with the trade it started from. */
export function editsToKeep(
  drafts: ReadonlyMap<number, TradeDraft>,
  bases: ReadonlyMap<number, EditBase>,
): z.input<typeof KeptEdits> {
  const rows: z.input<typeof KeptEdits> = [];
  for (const [id, draft] of drafts) {
    const base = bases.get(id);
    if (base && draftChanged(base.trade, draft))
      rows.push({ id, draft: { ...draft, enchantments: [...draft.enchantments] }, base });
  }
  return rows;
}

/** Kept row edits read back, or null when there are none (or they do not read as edits). */
export function restoredEdits(kept: unknown): RestoredEdits | null {
  const parsed = KeptEdits.safeParse(kept);
  if (!parsed.success || parsed.data.length === 0) return null;
  return {
    drafts: new Map(parsed.data.map((row) => [row.id, row.draft])),
    bases: new Map(parsed.data.map((row) => [row.id, row.base])),
  };
}

const Amount = z.union([z.string(), z.number()]);
const KeptAddTrade = z.object({
  location: z.string(),
  row: z.string(),
  num: Amount,
  cost_item1: z.string(),
  cost_amount1: Amount,
  cost_item2: z.string(),
  cost_amount2: Amount,
  sell_item: z.string(),
  sell_amount: Amount,
  ...AddedFields,
  enchantments: Enchantments,
});

/** Whether the Add New Trade form holds something the player chose (the prefilled villager alone is not). */
export function addTradeWorthKeeping(values: {
  sell_item?: string;
  cost_item1?: string;
  cost_item2?: string;
  enchantments?: readonly unknown[];
}): boolean {
  return Boolean(values.sell_item || values.cost_item1 || values.cost_item2 || values.enchantments?.length);
}

/** The kept Add New Trade values, or null. */
export function restoredAddTrade(kept: unknown): AddTradeInput | null {
  const parsed = KeptAddTrade.safeParse(kept);
  return parsed.success && addTradeWorthKeeping(parsed.data) ? parsed.data : null;
}
