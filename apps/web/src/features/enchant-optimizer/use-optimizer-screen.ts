import {
  DEFAULT_OPTIMIZER_STRATEGY,
  OPTIMIZER_MESSAGES,
  type OptimizerEnchantment,
  type OptimizerMenuItem,
  type OptimizerObjective,
  type OptimizerStrategy,
} from '@tradehall/contracts';
import { useState } from 'react';
import { useApplicableEnchantments, useOptimizerItems } from '../../entities/reference';
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
  /** The 40-level Too Expensive cap. */
  cap: boolean;
  objective: OptimizerObjective;
  itemPriorWork: number;
}

export const DEFAULT_SETTINGS: PlanSettings = {
  strategy: DEFAULT_OPTIMIZER_STRATEGY,
  cap: true,
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

  /** A loaded config: its item and enchantments at once (the plan goes). */
  function load(loadedItem: OptimizerMenuItem, loaded: Selection[]) {
    setItemKeyword(loadedItem.keyword);
    setSelected(loaded);
    clearPlan();
  }

  function changeSettings(changes: Partial<PlanSettings>) {
    setSettings((current) => ({ ...current, ...changes }));
  }

  /** Compute Optimal Steps: at least one enchantment with a level (SPEC §5). */
  function run() {
    const chosen = withLevels(selected);
    if (!item || chosen.length === 0) {
      compute.reset();
      setProblem(OPTIMIZER_MESSAGES.selectEnchantment);
      return;
    }
    setProblem(null);
    compute.mutate({
      item_keyword: item.keyword,
      enchantments: chosen.map(({ name, level }) => leveledName(name, level)),
      strategy: settings.strategy,
      too_expensive_cap: settings.cap,
      objective: settings.objective,
      item_prior_work: settings.itemPriorWork,
    });
  }

  return {
    menu,
    item,
    applicable,
    selected,
    settings,
    problem,
    compute,
    pickItem,
    toggle,
    setLevel,
    load,
    changeSettings,
    run,
  };
}

export type OptimizerScreen = ReturnType<typeof useOptimizerScreen>;
