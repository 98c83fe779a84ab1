import {
  DEFAULT_OPTIMIZER_STRATEGY,
  OPTIMIZER_MESSAGES,
  type OptimizerEnchantment,
  type OptimizerMenuItem,
  type OptimizerObjective,
  type OptimizerRuleChoice,
  type OptimizerStrategy,
} from '@tradehall/contracts';
import { useState } from 'react';
import { useModpackChoices } from '../../entities/modpacks';
import { useApplicableEnchantments, useOptimizerItems } from '../../entities/reference';
import { useSession } from '../../entities/session';
import { planRulesFields, ruleOptions } from './anvil-rules';
import {
  atSelectionLimit,
  leveledName,
  SELECTION_LIMIT_REACHED,
  type Selection,
  withLevels,
} from './optimizer-rules';
import { useComputePlan } from './use-compute-plan';

export interface PlanSettings {
  strategy: OptimizerStrategy;
  /** The anvil rules: the selected server's modpack's, or vanilla's. */
  rules: OptimizerRuleChoice;
  objective: OptimizerObjective;
  itemPriorWork: number;
}

export const DEFAULT_SETTINGS: PlanSettings = {
  strategy: DEFAULT_OPTIMIZER_STRATEGY,
  rules: 'server',
  objective: 'levels',
  itemPriorWork: 0,
};

/** The optimizer screen's state: item, selected enchantments and levels, plan settings, and the plan call. */
export function useOptimizerScreen() {
  const menu = useOptimizerItems();
  const [itemKeyword, setItemKeyword] = useState<string | null>(null);
  const item = menu.data?.find((candidate) => candidate.keyword === itemKeyword) ?? null;
  const applicable = useApplicableEnchantments(item?.types ?? null);
  const [selected, setSelected] = useState<Selection[]>([]);
  const [settings, setSettings] = useState<PlanSettings>(DEFAULT_SETTINGS);
  const [problem, setProblem] = useState<string | null>(null);
  const compute = useComputePlan();
  /** The books the shown plan makes from two lower-level books (its request's from_merge). */
  const [mergedBooks, setMergedBooks] = useState<string[]>([]);
  /** The plan on screen while 'Plan with these books' recomputes it, so its open shopping list stays. */
  const [replanning, setReplanning] = useState<typeof compute.data>(undefined);
  const { serverId, servers } = useSession();
  const modpacks = useModpackChoices();
  const serverModpackId = servers.find((server) => server.id === serverId)?.modpack_id;
  const serverModpack = modpacks.data?.find((modpack) => modpack.id === serverModpackId) ?? null;
  const rules = ruleOptions(serverId, modpacks.isPending ? undefined : serverModpack);

  function clearPlan() {
    setProblem(null);
    compute.reset();
  }

  /** SPEC §4: picking an item resets the selections and the plan. */
  function pickItem(keyword: string | null) {
    setItemKeyword(keyword);
    setSelected([]);
    clearPlan();
  }

  /** SPEC §4: toggling an enchantment sets its level to the maximum and clears the plan; at most 50. */
  function toggle(enchantment: OptimizerEnchantment) {
    if (selected.some((entry) => entry.name === enchantment.name)) {
      setSelected(selected.filter((entry) => entry.name !== enchantment.name));
      clearPlan();
      return;
    }
    if (atSelectionLimit(selected)) {
      setProblem(SELECTION_LIMIT_REACHED);
      return;
    }
    setSelected([...selected, { name: enchantment.name, level: enchantment.maxlevel }]);
    clearPlan();
  }

  function setLevel(name: string, level: number | null) {
    setSelected(selected.map((entry) => (entry.name === name ? { ...entry, level } : entry)));
    clearPlan();
  }

  /** A loaded config: its item, enchantments and rules choice at once (the plan goes). */
  function load(loadedItem: OptimizerMenuItem, loaded: Selection[], ruleChoice: OptimizerRuleChoice) {
    setItemKeyword(loadedItem.keyword);
    setSelected(loaded);
    setSettings((current) => ({ ...current, rules: ruleChoice }));
    clearPlan();
  }

  function changeSettings(changes: Partial<PlanSettings>) {
    setSettings((current) => ({ ...current, ...changes }));
  }

  /** Compute Optimal Steps: at least one enchantment with a level (SPEC §5); every book bought as it is. */
  function run() {
    setReplanning(undefined);
    plan([]);
  }

  /** The shopping list's 'Plan with these books': the same plan, with this book also made by a merge. */
  function planWithMerged(label: string) {
    setReplanning(compute.data);
    plan(mergedBooks.includes(label) ? mergedBooks : [...mergedBooks, label]);
  }

  function plan(fromMerge: string[]) {
    const chosen = withLevels(selected);
    if (!item || chosen.length === 0) {
      compute.reset();
      setProblem(OPTIMIZER_MESSAGES.selectEnchantment);
      return;
    }
    setProblem(null);
    setMergedBooks(fromMerge);
    compute.mutate({
      item_keyword: item.keyword,
      enchantments: chosen.map(({ name, level }) => leveledName(name, level)),
      strategy: settings.strategy,
      ...planRulesFields(settings.rules, serverId),
      objective: settings.objective,
      item_prior_work: settings.itemPriorWork,
      from_merge: fromMerge,
    });
  }

  return {
    menu,
    item,
    applicable,
    selected,
    settings,
    /** The rules the player may choose, the server's first (preselected) when a server is selected. */
    rules,
    serverId,
    problem,
    compute,
    pickItem,
    toggle,
    setLevel,
    load,
    changeSettings,
    run,
    /** The plan answer to show: the computed one, or the previous one while re-planning with merged books. */
    answer: compute.data ?? (compute.isPending ? replanning : undefined),
    mergedBooks,
    planWithMerged,
  };
}

export type OptimizerScreen = ReturnType<typeof useOptimizerScreen>;
