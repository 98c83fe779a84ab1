import { priorWorkPenalty, stepScore } from './cost';
import type { MergeTree } from './exact';
import type { PlanObjective } from './types';

export interface TreeCost {
  /** Objective cost of all steps. */
  cost: number;
  maxStepLevels: number;
}

/**
 * Cost of a merge tree whose leaves are books of the given values and prior works (default 0; every sacrifice
 * is a book, so a step costs the sacrifice's value plus both prior-work penalties).
 */
export function evaluateTree(
  tree: MergeTree,
  values: readonly number[],
  objective: PlanObjective,
  itemPriorWork: number,
  priorWorks: readonly number[] = [],
): TreeCost {
  let cost = 0;
  let maxStepLevels = 0;
  const walk = (node: MergeTree): { value: number; priorWork: number } => {
    if (node.kind === 'item') return { value: 0, priorWork: itemPriorWork };
    if (node.kind === 'piece') return { value: values[node.index], priorWork: priorWorks[node.index] ?? 0 };
    const target = walk(node.target);
    const sacrifice = walk(node.sacrifice);
    const levels =
      sacrifice.value + priorWorkPenalty(target.priorWork) + priorWorkPenalty(sacrifice.priorWork);
    cost += stepScore(levels, objective);
    maxStepLevels = Math.max(maxStepLevels, levels);
    return {
      value: target.value + sacrifice.value,
      priorWork: Math.max(target.priorWork, sacrifice.priorWork) + 1,
    };
  };
  walk(tree);
  return { cost, maxStepLevels };
}

/**
 * Makes the lower-value side the sacrifice of every book + book merge. Only that step's cost changes (it drops),
 * so a tree planned with rounded values gets no dearer, and no step newly crosses the cap.
 */
export function orientTree(tree: MergeTree, values: readonly number[]): MergeTree {
  const walk = (node: MergeTree): { tree: MergeTree; value: number; isItem: boolean } => {
    if (node.kind === 'item') return { tree: node, value: 0, isItem: true };
    if (node.kind === 'piece') return { tree: node, value: values[node.index], isItem: false };
    const target = walk(node.target);
    const sacrifice = walk(node.sacrifice);
    const swap = !target.isItem && target.value < sacrifice.value;
    const [t, s] = swap ? [sacrifice, target] : [target, sacrifice];
    return {
      tree: { kind: 'merge', target: t.tree, sacrifice: s.tree },
      value: target.value + sacrifice.value,
      isItem: target.isItem,
    };
  };
  return walk(tree).tree;
}
