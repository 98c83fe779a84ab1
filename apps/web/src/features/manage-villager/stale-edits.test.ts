import type { Trade } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../../test/fixtures';
import type { HeardChange } from '../../entities/live-updates';
import { rebaseDraft, staleEdits } from './stale-edits';
import { draftOf } from './trade-draft';

const TRADE = aTrade({ cost_amount1: 30 });

const heard = (change: Partial<HeardChange>): HeardChange => ({
  type: 'trades',
  ids: [7],
  by: 'demo_editor',
  at: '',
  receivedAt: 2000,
  own: false,
  ...change,
});

describe('staleEdits', () => {
  const draft = { ...draftOf(TRADE), cost_amount1: '25' };
  const bases = new Map([[7, { trade: TRADE, since: 1000 }]]);
  const edited = (trade: Trade) => [{ trade, draft }];

  it.each<[string, Trade, HeardChange[], boolean]>([
    ['nothing happened', TRADE, [], false],
    ['its version moved on (the refreshed listing came)', { ...TRADE, row_version: 5 }, [], true],
    ['an event named it (the refresh has not come yet)', TRADE, [heard({})], true],
    ['an event named other trades', TRADE, [heard({ ids: [8, 9] })], false],
    ['the event was heard before the edit began', TRADE, [heard({ receivedAt: 999 })], false],
    ['the user changed it in another tab (own event, same version)', TRADE, [heard({ own: true })], false],
    ['an import changed all trades (ids null) but not this one', TRADE, [heard({ ids: null })], false],
    ['a town event', TRADE, [heard({ type: 'towns' })], false],
  ])('%s: stale %s', (_name, current, changes, expected) => {
    expect(staleEdits(edited(current), bases, changes).length > 0).toBe(expected);
  });

  it('names who changed it when the change was heard', () => {
    const [edit] = staleEdits(edited({ ...TRADE, row_version: 5 }), bases, [
      heard({ ids: null, by: 'admin' }),
    ]);
    expect(edit?.change?.by).toBe('admin');
    expect(edit?.base.trade).toBe(TRADE);
  });
});

describe('rebaseDraft', () => {
  it("keeps the fields this user edited and takes the other member's values for the rest", () => {
    const theirs: Trade = { ...TRADE, sell_amount: 2, cost_amount1: 28, row_version: 5 };
    const mine = { ...draftOf(TRADE), cost_amount1: '25', enchantments: [{ name: 'Mending', level: 1 }] };
    expect(rebaseDraft(TRADE, mine, theirs)).toEqual({ ...draftOf(theirs), cost_amount1: '25' });
  });

  it('keeps edited enchantments', () => {
    const theirs: Trade = { ...TRADE, enchantments: [{ name: 'Unbreaking', level: 3 }] };
    const mine = {
      ...draftOf(TRADE),
      enchantments: [
        { name: 'Mending', level: 1 },
        { name: 'Infinity', level: 1 },
      ],
    };
    expect(rebaseDraft(TRADE, mine, theirs).enchantments).toEqual(mine.enchantments);
    const untouched = draftOf(TRADE);
    expect(rebaseDraft(TRADE, untouched, theirs).enchantments).toEqual([{ name: 'Unbreaking', level: 3 }]);
  });
});
