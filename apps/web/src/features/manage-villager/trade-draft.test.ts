import { ADDED_FIELD_DEFAULTS } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../../test/fixtures';
import { checkDraft, draftChanged, draftOf } from './trade-draft';

const TRADE = aTrade();
const DRAFT = draftOf(TRADE);

describe('checkDraft: the table row checked by the API’s own trade schema', () => {
  it.each([
    { change: { location: '  ' }, problem: 'location is required' },
    { change: { row: 'AA' }, problem: 'row must be a letter A-Z' },
    { change: { num: '21' }, problem: 'num must be from 1 to 20' },
    { change: { num: '' }, problem: 'num must be a whole number' },
    { change: { cost_amount1: '-1' }, problem: 'Amt 1 must be 0 or more' },
    { change: { sell_amount: 'x' }, problem: 'Amt must be a whole number' },
    { change: { cost_amount2: '1.5' }, problem: 'Amt 2 must be a whole number' },
    { change: { sell_item: '', villager_type: '' }, problem: 'villager is required, sell item is required' },
  ])('$problem', ({ change, problem }) => {
    expect(checkDraft(TRADE, { ...DRAFT, ...change })).toEqual({ ok: false, problem });
  });

  it('builds the body: trimmed, the row in capitals, numbers, the row version', () => {
    const checked = checkDraft(TRADE, {
      ...DRAFT,
      location: ' Annex ',
      row: 'b',
      num: '12',
      sell_amount: '2',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        location: 'Annex',
        row: 'B',
        num: 12,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 10,
        cost_item2: 'Book',
        cost_amount2: 1,
        sell_item: 'Enchanted Book',
        sell_amount: 2,
        ...ADDED_FIELD_DEFAULTS,
        enchantments: [{ name: 'Mending', level: 1 }],
        row_version: 4,
      },
    });
  });

  it('tells a changed draft from an unchanged one (spaces and enchantment order aside)', () => {
    expect(draftChanged(TRADE, { ...DRAFT, location: 'Main Hall ' })).toBe(false);
    expect(draftChanged(TRADE, { ...DRAFT, num: '2' })).toBe(true);
    expect(draftChanged(TRADE, { ...DRAFT, enchantments: [{ name: 'mending', level: 1 }] })).toBe(false);
    expect(draftChanged(TRADE, { ...DRAFT, enchantments: [] })).toBe(true);
  });
});
