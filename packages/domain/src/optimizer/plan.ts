import { xpForLevel } from '../xp';
import { type AnvilEnchantment, anvilMerge, chargesPriorWork, isTooExpensive } from './cost';
import type { MergeTree } from './exact';
import type { MergePlan, PlannedEnchantment, PlanSide, PlanStep, PlanTreeNode } from './types';
import { enchantmentLabel, type PlannedBook, type ValidPlanRequest } from './validate';

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
 * side, then sacrifice side, then the merge), an order the player can follow at the anvil. Books made by merging
 * two lower-level books come first: one step each, before the tree's own steps.
 */
export function buildPlan(request: ValidPlanRequest, tree: MergeTree, meta: PlanMeta): MergePlan {
  const steps: PlanStep[] = [];
  const labelOf = new Map(request.books.map((book) => [book.mcid, book.label]));

  const merge = (target: Held, sacrifice: Held): Held => {
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

  const premerged = new Map<number, Held>();
  request.books.forEach((book, index) => {
    if (!book.fromMerge) return;
    const half = lowerBook(book);
    const made = merge(heldBook(half), heldBook(half));
    premerged.set(index, { ...made, side: { ...made.side, label: book.label } });
  });

  const visit = (node: MergeTree): Held => {
    if (node.kind === 'item') return heldItem(request);
    if (node.kind === 'piece') return premerged.get(node.index) ?? heldBook(request.books[node.index]);
    return merge(visit(node.target), visit(node.sacrifice));
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

/** One of the two books a merged book is made of: the same enchantment one level lower. */
function lowerBook(book: PlannedBook): PlannedBook {
  const level = book.level - 1;
  return {
    ...book,
    level,
    label: enchantmentLabel(book.name, level, book.maxlevel),
    fromMerge: false,
    priorWork: 0,
  };
}

function bookLabel(labels: readonly string[]): string {
  return `Book (${labels.join(', ')})`;
}
