import {
  anvilRulesText,
  type Modpack,
  modpackAnvilText,
  type OptimizerPlan,
  type OptimizerPlanRequest,
  type OptimizerRuleChoice,
  VANILLA_LEVEL_CAP,
} from '@tradehall/contracts';

/** The vanilla rules as the plan call takes them, and as the screen names them. */
export const VANILLA_PLAN_RULES = { level_cap: VANILLA_LEVEL_CAP, prior_work: 'vanilla' } as const;
export const VANILLA_RULES_TEXT = `Vanilla 1.12.2 anvil: ${anvilRulesText(VANILLA_LEVEL_CAP, 'vanilla')}`;

export interface RuleOption {
  value: OptimizerRuleChoice;
  label: string;
}

/**
 * The rules the player may plan with: the selected server's modpack's ('RLCraft 2.9.x anvil: no level cap'),
 * when a server is selected, and vanilla's.
 */
export function ruleOptions(serverId: number | null, modpack: Modpack | null | undefined): RuleOption[] {
  const vanilla: RuleOption = { value: 'vanilla', label: VANILLA_RULES_TEXT };
  if (serverId === null) return [vanilla];
  const server = modpack ? modpackAnvilText(modpack) : "The server's modpack anvil (loading...)";
  return [{ value: 'server', label: server }, vanilla];
}

/** The choice in effect: the server's rules only when a server is selected. */
export const effectiveChoice = (choice: OptimizerRuleChoice, serverId: number | null): OptimizerRuleChoice =>
  choice === 'server' && serverId !== null ? 'server' : 'vanilla';

/** What the plan call sends for the choice: the server (its modpack's rules) or vanilla's rules. */
export function planRulesFields(
  choice: OptimizerRuleChoice,
  serverId: number | null,
): Pick<OptimizerPlanRequest, 'server_id' | 'rules'> {
  return effectiveChoice(choice, serverId) === 'server' && serverId !== null
    ? { server_id: serverId }
    : { rules: { ...VANILLA_PLAN_RULES } };
}

/** The rules a plan was made with, named: 'RLCraft 2.9.x anvil: no level cap'. */
export function planRulesName(rules: OptimizerPlan['rules']): string {
  const text = anvilRulesText(rules.level_cap, rules.prior_work);
  if (rules.modpack) return `${rules.modpack} anvil: ${text}`;
  if (rules.level_cap === VANILLA_LEVEL_CAP && rules.prior_work === 'vanilla') return VANILLA_RULES_TEXT;
  return `Anvil: ${text}`;
}
