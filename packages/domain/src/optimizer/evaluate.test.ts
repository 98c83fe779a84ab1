import { describe, expect, it } from 'vitest';
import { evaluateTree } from './evaluate';
import type { MergeTree } from './exact';

const piece = (index: number): MergeTree => ({ kind: 'piece', index });
const merge = (target: MergeTree, sacrifice: MergeTree): MergeTree => ({ kind: 'merge', target, sacrifice });
const item: MergeTree = { kind: 'item' };

describe('evaluateTree', () => {
  // Values 5, 3, 9; piece 2 has prior work 1 (a penalty of 1 level).
  const values = [5, 3, 9];
  const priorWorks = [0, 0, 1];
  it.each([
    // item + 5 (5 levels), then + 3 on an item of prior work 1 (3 + 1): the dearest step is the first.
    ['a chain, dearest step first', merge(merge(item, piece(0)), piece(1)), 0, { cost: 9, maxStepLevels: 5 }],
    // book 5 + book 3 (3 levels), then item + the book of prior work 1 (8 + 1 = 9): the dearest step is the last.
    [
      'a merged book, dearest step last',
      merge(item, merge(piece(0), piece(1))),
      0,
      { cost: 12, maxStepLevels: 9 },
    ],
    // An item of prior work 2 (penalty 3) + 9 of prior work 1 (penalty 1): 13 levels.
    ['an item and a book with prior work', merge(item, piece(2)), 2, { cost: 13, maxStepLevels: 13 }],
  ])('%s', (_, tree, itemPriorWork, expected) => {
    expect(evaluateTree(tree, values, 'levels', itemPriorWork, priorWorks)).toEqual(expected);
  });

  it('is 0 for the item alone', () => {
    expect(evaluateTree(item, values, 'xp', 0)).toEqual({ cost: 0, maxStepLevels: 0 });
  });
});
