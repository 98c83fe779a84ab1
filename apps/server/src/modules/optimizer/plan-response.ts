// The optimizer's plan in the API's shape (snake_case fields).
import type { OptimizerPlan, OptimizerPlanSide, OptimizerTreeNode } from '@tradehall/contracts';
import type { MergePlan, PlanSide, PlanTreeNode } from '@tradehall/domain';

function side(value: PlanSide): OptimizerPlanSide {
  return {
    kind: value.kind,
    label: value.label,
    enchantments: value.enchantments,
    prior_work: value.priorWork,
    from_step: value.fromStep,
  };
}

function treeNode(node: PlanTreeNode): OptimizerTreeNode {
  if (node.kind === 'item') return { kind: 'item', label: node.label, prior_work: node.priorWork };
  if (node.kind === 'book') {
    const { label, name, level } = node.enchantment;
    return { kind: 'book', label, enchantment: name, level };
  }
  return {
    kind: 'merge',
    step: node.step,
    result: node.result,
    enchantments: node.enchantments,
    levels: node.levels,
    xp: node.xp,
    prior_work: node.priorWork,
    too_expensive: node.tooExpensive,
    target: treeNode(node.target),
    sacrifice: treeNode(node.sacrifice),
  };
}

/** `modpack`: the name of the modpack whose rules the plan followed, or null. */
export function toPlanResponse(plan: MergePlan, modpack: string | null): OptimizerPlan {
  return {
    item: plan.item,
    strategy: plan.strategy,
    objective: plan.objective,
    too_expensive_cap: plan.tooExpensiveCap,
    rules: { level_cap: plan.rules.levelCap, prior_work: plan.rules.priorWork, modpack },
    order_matters: plan.orderMatters,
    proven_optimal: plan.provenOptimal,
    feasible_under_cap: plan.feasibleUnderCap,
    steps: plan.steps.map((step) => ({
      step: step.step,
      target: side(step.target),
      sacrifice: side(step.sacrifice),
      result: step.result,
      result_enchantments: step.resultEnchantments,
      levels: step.levels,
      xp: step.xp,
      prior_work_after: step.priorWorkAfter,
      too_expensive: step.tooExpensive,
    })),
    too_expensive_steps: plan.steps.filter((step) => step.tooExpensive).map((step) => step.step),
    totals: {
      levels: plan.totals.levels,
      xp: plan.totals.xp,
      xp_if_saved_up: plan.totals.xpIfSavedUp,
      steps: plan.totals.steps,
      max_step_levels: plan.totals.maxStepLevels,
    },
    final_prior_work: plan.finalPriorWork,
    enchantments: plan.enchantments,
    tree: treeNode(plan.tree),
  };
}
