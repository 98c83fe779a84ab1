import { ADDED_FIELD_DEFAULTS } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../../test/fixtures';
import { addTradeWorthKeeping, editsToKeep, restoredAddTrade, restoredEdits } from './kept-drafts';
import { draftOf } from './trade-draft';

describe('kept row edits', () => {
  const trade = aTrade({ id: 7, cost_amount2: 19 });
  const changed = { ...draftOf(trade), cost_amount2: '99' };
  const untouched = aTrade({ id: 8 });

  it('keeps changed rows only, and reads them back as they were (through JSON)', () => {
    const drafts = new Map([
      [7, changed],
      [8, draftOf(untouched)],
    ]);
    const bases = new Map([
      [7, { trade, since: 5 }],
      [8, { trade: untouched, since: 6 }],
    ]);
    const kept = editsToKeep(drafts, bases);
    expect(kept.map((row) => row.id)).toEqual([7]);
    const back = restoredEdits(JSON.parse(JSON.stringify(kept)));
    expect(back?.drafts.get(7)).toEqual(changed);
    expect(back?.bases.get(7)).toEqual({ trade, since: 5 });
    expect(back?.drafts.has(8)).toBe(false);
  });

  it.each([
    ['nothing', undefined],
    ['an empty list', []],
    ['a row without its base', [{ id: 7, draft: changed }]],
    [
      'a draft with a number where text goes',
      [{ id: 7, draft: { ...changed, num: 3 }, base: { trade, since: 1 } }],
    ],
    ['not a list', { 7: changed }],
  ])('reads %s as no edits', (_, kept) => {
    expect(restoredEdits(kept)).toBeNull();
  });
});

describe('kept Add New Trade form', () => {
  const values = {
    location: 'Side Hall',
    row: 'A',
    num: '1',
    cost_item1: '',
    cost_amount1: 17,
    cost_item2: '',
    cost_amount2: 0,
    sell_item: 'Bookshelf',
    sell_amount: 1,
    enchantments: [],
  };

  it('keeps a form with a chosen item or enchantment, not one holding only the prefilled villager', () => {
    expect(addTradeWorthKeeping(values)).toBe(true);
    expect(addTradeWorthKeeping({ ...values, sell_item: '' })).toBe(false);
    expect(
      addTradeWorthKeeping({ ...values, sell_item: '', enchantments: [{ name: 'Mending', level: 1 }] }),
    ).toBe(true);
  });

  it('reads the kept values back, and anything else as none', () => {
    // Kept before the added fields (notes) existed: read back with none.
    expect(restoredAddTrade(JSON.parse(JSON.stringify(values)))).toEqual({
      ...values,
      ...ADDED_FIELD_DEFAULTS,
    });
    expect(restoredAddTrade({ ...values, sell_item: '' })).toBeNull();
    expect(restoredAddTrade({ ...values, enchantments: 'Mending' })).toBeNull();
    expect(restoredAddTrade(null)).toBeNull();
  });
});
