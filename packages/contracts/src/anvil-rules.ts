import { z } from 'zod';

/**
 * A modpack's anvil rules (issue 24): the level cap ("Too Expensive!" at that many levels; null: none) and how the
 * prior-work penalty grows (Anvil Patch's "XP cost increase" setting). The optimizer plans with them.
 */
export const ANVIL_PRIOR_WORK_RULES = [
  'vanilla',
  'remove_repair_scaling',
  'enchantment_only',
  'remove',
] as const;
export type AnvilPriorWork = (typeof ANVIL_PRIOR_WORK_RULES)[number];

/** What each prior-work rule does, as the Modpacks tab offers it. */
export const ANVIL_PRIOR_WORK_LABELS: Record<AnvilPriorWork, string> = {
  vanilla: 'Vanilla: every anvil use raises the penalty',
  remove_repair_scaling: 'Remove repair scaling: repairs do not raise it',
  enchantment_only: 'Enchantment only: repairs neither pay nor raise it',
  remove: 'Remove: no prior-work penalty at all',
};

/** Vanilla 1.12.2's cap: a step of 40 levels or more is Too Expensive. */
export const VANILLA_LEVEL_CAP = 40;
/** The highest level cap a modpack or a plan may name. */
export const MAX_ANVIL_LEVEL_CAP = 1_000_000;

const capMessage = `must be a whole number from 1 to ${MAX_ANVIL_LEVEL_CAP}, or empty for no cap`;
const priorWorkMessage = `must be one of ${ANVIL_PRIOR_WORK_RULES.join(', ')}`;

/** A level cap: a whole number, or null for no cap. */
export const anvilLevelCap = () =>
  z
    .number({ error: capMessage })
    .int(capMessage)
    .min(1, capMessage)
    .max(MAX_ANVIL_LEVEL_CAP, capMessage)
    .nullable();

export const anvilPriorWork = () => z.enum(ANVIL_PRIOR_WORK_RULES, { error: priorWorkMessage });

export interface AnvilRulesOf {
  anvil_level_cap: number | null;
  anvil_prior_work: AnvilPriorWork;
}

/** 'no level cap', 'Too Expensive at 40 levels', plus ', no prior-work penalty' under remove. */
export function anvilRulesText(levelCap: number | null, priorWork: AnvilPriorWork): string {
  const cap = levelCap === null ? 'no level cap' : `Too Expensive at ${levelCap} levels`;
  return priorWork === 'remove' ? `${cap}, no prior-work penalty` : cap;
}

/** 'RLCraft 2.9.x anvil: no level cap'. */
export function modpackAnvilText(modpack: { modpack: string; version: string } & AnvilRulesOf): string {
  const name = `${modpack.modpack} ${modpack.version}`.trim();
  return `${name} anvil: ${anvilRulesText(modpack.anvil_level_cap, modpack.anvil_prior_work)}`;
}

/** A level cap as a form's text field holds it: empty for no cap, else the whole number (checked as above). */
export const anvilLevelCapText = () =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(anvilLevelCap());
