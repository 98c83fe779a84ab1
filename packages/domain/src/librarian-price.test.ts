import { describe, expect, it } from 'vitest';
import {
  emeraldPrice,
  isLibrarianBookTrade,
  LIBRARIAN_PRICE_CAP,
  librarianPriceRange,
  librarianPriceWarning,
  librarianTradeWarnings,
} from './librarian-price';

/** Every price the 1.12.2 code can roll for level `level`: `2 + random(5 + 10L) + 3L`, ×2 for treasure, ≤ 64. */
function rolledPrices(level: number, treasure: boolean): number[] {
  const prices: number[] = [];
  for (let r = 0; r < 5 + level * 10; r++) {
    let j = 2 + r + 3 * level;
    if (treasure) j *= 2;
    if (j > 64) j = 64;
    prices.push(j);
  }
  return prices;
}

const levels = Array.from({ length: 10 }, (_, i) => i + 1);
const cases = levels.flatMap((level) => [false, true].map((treasure) => ({ level, treasure })));

describe('librarian price range (every level, treasure or not)', () => {
  it.each(cases)('level $level, treasure $treasure matches the game formula', ({ level, treasure }) => {
    const prices = rolledPrices(level, treasure);
    expect(librarianPriceRange(level, treasure)).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
    });
  });

  it.each([
    // the table of librarian-prices.md
    [1, false, 5, 19],
    [2, false, 8, 32],
    [4, false, 14, 58],
    [5, false, 17, 64],
    [8, false, 26, 64],
    [1, true, 10, 38],
    [2, true, 16, 64],
    [3, true, 22, 64],
    [8, true, 52, 64],
  ])('level %i treasure %s: %i–%i', (level, treasure, min, max) => {
    expect(librarianPriceRange(level, treasure)).toEqual({ min, max });
  });

  it('never asks more than 64 (one stack)', () => {
    for (const { level, treasure } of cases) {
      expect(librarianPriceRange(level, treasure).max).toBeLessThanOrEqual(LIBRARIAN_PRICE_CAP);
    }
    expect(librarianPriceRange(10, true)).toEqual({ min: 64, max: 64 });
  });
});

describe('librarian price warning', () => {
  const mending = { name: 'Mending', level: 1, treasure: true, librarian: true };
  it.each([
    [3, 'Mending I: a librarian asks 10–38 emeralds; this trade says 3'],
    [9, 'Mending I: a librarian asks 10–38 emeralds; this trade says 9'],
    [39, 'Mending I: a librarian asks 10–38 emeralds; this trade says 39'],
    [10, undefined],
    [38, undefined],
  ])('Mending I for %i emeralds', (price, warning) => {
    expect(librarianPriceWarning(mending, price)).toBe(warning);
  });

  it('accepts 64 at the cap and names the level in roman numerals', () => {
    const sharpness = { name: 'Sharpness', level: 5, treasure: false, librarian: true };
    expect(librarianPriceWarning(sharpness, 64)).toBeUndefined();
    expect(librarianPriceWarning(sharpness, 16)).toBe(
      'Sharpness V: a librarian asks 17–64 emeralds; this trade says 16',
    );
  });

  it('warns for an enchantment no librarian sells, whatever the price', () => {
    const vitality = { name: 'Vitality', level: 1, treasure: false, librarian: false };
    expect(librarianPriceWarning(vitality, 12)).toBe(
      'Vitality I: a librarian does not sell this enchantment',
    );
  });
});

describe('librarian trade warnings', () => {
  const trade = {
    villager_type: 'Librarian',
    cost_item1: 'Book',
    cost_amount1: 1,
    cost_item2: 'Emerald',
    cost_amount2: 3,
    sell_item: 'Enchanted Book',
  };
  const mending = { name: 'Mending', level: 1, treasure: true, librarian: true };

  it('reads the emeralds from either cost slot', () => {
    expect(librarianTradeWarnings(trade, [mending])).toEqual([
      'Mending I: a librarian asks 10–38 emeralds; this trade says 3',
    ]);
    expect(
      librarianTradeWarnings(
        { ...trade, cost_item1: 'emerald', cost_amount1: 12, cost_item2: '', cost_amount2: 0 },
        [mending],
      ),
    ).toEqual([]);
  });

  it.each([
    ['another villager', { villager_type: 'Cleric' }],
    ['another item', { sell_item: 'Diamond Sword' }],
  ])('has none for %s', (_label, change) => {
    expect(librarianTradeWarnings({ ...trade, ...change }, [mending])).toEqual([]);
  });

  it.each([
    [{ cost_item1: ' EMERALD ', cost_amount1: 5, cost_item2: 'Book', cost_amount2: 1 }, 5],
    [{ cost_item1: 'Book', cost_amount1: 1, cost_item2: ' eMerald', cost_amount2: 7 }, 7],
    [{ cost_item1: 'Emerald', cost_amount1: 4, cost_item2: 'Emerald', cost_amount2: 6 }, 10],
    [{ cost_item1: 'Book', cost_amount1: 1, cost_item2: 'Book', cost_amount2: 9 }, 0],
  ])('reads %j as %i emeralds (names without case or spaces)', (costs, emeralds) => {
    expect(emeraldPrice({ ...trade, ...costs })).toBe(emeralds);
  });

  it('knows a librarian book trade whatever the case and spaces', () => {
    expect(
      isLibrarianBookTrade({ ...trade, villager_type: ' LIBRARIAN ', sell_item: ' enchanted BOOK ' }),
    ).toBe(true);
  });
});
