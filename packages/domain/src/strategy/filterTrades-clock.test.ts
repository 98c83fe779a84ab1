// filterTrades' time budget: the time the analysis took comes off the cover search's budget.
import { describe, expect, it } from 'vitest';
import { filterTrades } from './filterTrades';
import type { FilterTrade } from './types';

/** Villager A<v+1> sells each enchantment of `names` at level 1 for 10 emeralds. */
const sells = (v: number, names: string[]): FilterTrade[] =>
  names.map((name) => ({
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: v + 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 10,
    enchantments: [{ name, level: 1 }],
  }));

// The set cover trap: greedy keeps three villagers, two suffice (A2 + A5 or A3 + A4). Proving A2 and A5
// replaceable needs a search without each, which looks at the clock first.
const TRAP = [
  ['E0', 'E2'],
  ['E0', 'E1'],
  ['E1', 'E2'],
  ['E0', 'E3'],
  ['E2', 'E3'],
].flatMap((names, v) => sells(v, names));

const input = { trades: TRAP, keepCurses: [], ignoreEnchantments: [], curseNames: [] };

/** Reads 1000 when filterTrades starts, 1010 after the analysis and when the search starts, 1030 after. */
function clock(): () => number {
  const readings = [1000, 1010, 1010];
  return () => readings.shift() ?? 1030;
}

describe('filterTrades time budget', () => {
  it.each([
    { timeBudgetMs: 100, alternativeSearch: 'complete', replaceable: true },
    // 25 - 10 ms left at 1010: the search's deadline 1025 has passed when the alternatives are looked for.
    { timeBudgetMs: 25, alternativeSearch: 'partial', replaceable: false },
    { timeBudgetMs: 5, alternativeSearch: 'partial', replaceable: false },
  ])(
    '$timeBudgetMs ms: alternatives $alternativeSearch',
    ({ timeBudgetMs, alternativeSearch, replaceable }) => {
      const r = filterTrades(input, { timeBudgetMs, now: clock() });
      expect(r.kept.map((k) => [k.display, k.replaceable])).toEqual([
        ['canz / Hall 1 / A2', replaceable],
        ['canz / Hall 1 / A5', replaceable],
      ]);
      expect(r.provenMinimal).toBe(true);
      expect(r.stats.alternativeSearch).toBe(alternativeSearch);
      expect(r.stats.elapsedMs).toBe(30);
    },
  );
});
