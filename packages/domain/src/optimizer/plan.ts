import { xpForLevel } from '../xp';
import { type AnvilEnchantment, anvilMerge, chargesPriorWork, isTooExpensive } from './cost';
import type { MergeTree } from './exact';
import type { MergePlan, PlannedEnchantment, PlanSide, PlanStep, PlanTreeNode } from './types';
import type { PlannedBook, ValidPlanRequest } from './validate';

interface Held {
  side: PlanSide;
  node: PlanTreeNode;
  enchantments: AnvilEnchantment[];
  labels: string[];
  isItem: boolean;
  priorWork: number;
}

export interface PlanMeta {
  provenOptimal: boolean;
}

/**
 * Turns a merge tree (leaves are book indices) into the plan the API returns. Every cost is recomputed here from
 * the enchantments with the anvil model, independently of the search. Steps are numbered in post-order (target
 * side, then sacrifice side, then the merge), an order the player can follow at the anvil.
 */
export function buildPlan(request: ValidPlanRequest, tree: MergeTree, meta: PlanMeta): MergePlan {
  const steps: PlanStep[] = [];
  const labelOf = new Map(request.books.map((book) => [book.mcid, book.label]));

  const visit = (node: MergeTree): Held => {
    if (node.kind === 'item') return heldItem(request);
    if (node.kind === 'piece') return heldBook(request.books[node.index]);
    const target = visit(node.target);
    const sacrifice = visit(node.sacrifice);
    const outcome = anvilMerge(
      { isBook: !target.isItem, priorWork: target.priorWork, enchantments: target.enchantments },
      { isBook: !sacrifice.isItem, priorWork: sacrifice.priorWork, enchantments: sacrifice.enchantments },
      request.rules.priorWork,
    );
    const number = steps.length + 1;
    const labels = outcome.enchantments.map((e) => labelOf.get(e.mcid) ?? e.mcid);
    const result = target.isItem ? 'item' : 'merged-book';
    const tooExpensive = isTooExpensive(outcome.levels, request.rules.levelCap);
    const xp = xpForLevel(outcome.levels);
    steps.push({
      step: number,
      target: target.side,
      sacrifice: sacrifice.side,
      result,
      resultEnchantments: labels,
      levels: outcome.levels,
      xp,
      priorWorkAfter: outcome.priorWork,
      tooExpensive,
    });
    return {
      side: {
        kind: target.isItem ? 'item' : 'merged-book',
        label: target.isItem ? request.item : bookLabel(labels),
        enchantments: labels,
        priorWork: outcome.priorWork,
        fromStep: number,
      },
      node: {
        kind: 'merge',
        step: number,
        target: target.node,
        sacrifice: sacrifice.node,
        result,
        enchantments: labels,
        priorWork: outcome.priorWork,
        levels: outcome.levels,
        xp,
        tooExpensive,
      },
      enchantments: outcome.enchantments,
      labels,
      isItem: target.isItem,
      priorWork: outcome.priorWork,
    };
  };

  const root = visit(tree);
  if (!root.isItem) throw new Error('plan: the finished object is not the item');
  const levels = steps.reduce((sum, s) => sum + s.levels, 0);
  return {
    item: request.item,
    strategy: request.strategy,
    objective: request.objective,
    tooExpensiveCap: request.rules.levelCap !== null,
    rules: { ...request.rules },
    orderMatters: chargesPriorWork(request.rules.priorWork),
    provenOptimal: meta.provenOptimal,
    feasibleUnderCap: steps.every((s) => !s.tooExpensive),
    steps,
    tree: root.node,
    totals: {
      levels,
      xp: steps.reduce((sum, s) => sum + s.xp, 0),
      xpIfSavedUp: xpForLevel(levels),
      steps: steps.length,
      maxStepLevels: steps.reduce((max, s) => Math.max(max, s.levels), 0),
    },
    finalPriorWork: root.priorWork,
    enchantments: request.books.map((book) => book.label),
  };
}

function heldItem(request: ValidPlanRequest): Held {
  return {
    side: {
      kind: 'item',
      label: request.item,
      enchantments: [],
      priorWork: request.itemPriorWork,
      fromStep: null,
    },
    node: { kind: 'item', label: request.item, priorWork: request.itemPriorWork },
    enchantments: [],
    labels: [],
    isItem: true,
    priorWork: request.itemPriorWork,
  };
}

function heldBook(book: PlannedBook): Held {
  const enchantment: PlannedEnchantment = {
    name: book.name,
    mcid: book.mcid,
    level: book.level,
    label: book.label,
  };
  return {
    side: { kind: 'book', label: book.label, enchantments: [book.label], priorWork: 0, fromStep: null },
    node: { kind: 'book', enchantment },
    enchantments: [book],
    labels: [book.label],
    isItem: false,
    priorWork: 0,
  };
}

function bookLabel(labels: readonly string[]): string {
  return `Book (${labels.join(', ')})`;
}
