import { ADDED_FIELDS, ADDED_TRADE_FIELDS } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../../test/fixtures';
import { TRADE_COLUMNS } from './trade-columns';
import { readSort, sortTrades } from './trade-sort';

describe('search results columns', () => {
  it('show and sort by each field added to trades, before Enchantments', () => {
    const headers = TRADE_COLUMNS.map((column) => column.header);
    expect(headers.at(-1)).toBe('Enchantments');
    for (const field of ADDED_FIELDS) {
      const column = TRADE_COLUMNS.find((c) => c.header === ADDED_TRADE_FIELDS[field].label);
      expect(column?.cell(aTrade({ [field]: 'cured' }))).toBe('cured');
      const trades = [aTrade({ id: 1, [field]: 'b' }), aTrade({ id: 2, [field]: 'a' })];
      expect(sortTrades(trades, readSort(field)).map((t) => t.id)).toEqual([2, 1]);
    }
  });
});
