// buildShoppingList's ties: a merge as cheap as a purchase, merges alone, books equal in emeralds but not in
// Books; which trades count; a book above its max level.
import { describe, expect, it } from 'vitest';
import { buildShoppingList, isSingleBookTrade, lowerLevelMergeLevels } from './select';
import { book, describeOption, emeralds, MENDING, SHARPNESS_V, sells } from './testkit';

describe('buildShoppingList: ties', () => {
  it('drops a merge exactly as cheap as the purchase, even from an earlier slot', () => {
    const [sharpness] = buildShoppingList({
      books: [SHARPNESS_V],
      trades: [
        sells('zulu A1', 'Sharpness', 5, ['Emerald', 10, 'Book', 2]),
        sells('alpha A1', 'Sharpness', 4, ['Emerald', 5, 'Book', 1]),
      ],
      emeraldsPerXpPoint: 0,
    });
    expect(sharpness!.options.map(describeOption)).toEqual(['buy 5 zulu / Hall / A1 for 10']);
    expect(sharpness!.lowerLevel).toBe(false);
  });

  it('lists equally cheap merges in slot order, whatever the trade order', () => {
    const [sharpness] = buildShoppingList({
      books: [SHARPNESS_V],
      trades: [sells('canz A2', 'Sharpness', 4, emeralds(5)), sells('canz A1', 'Sharpness', 4, emeralds(5))],
    });
    expect(sharpness!.options.map(describeOption)).toEqual([
      'merge 4 canz / Hall / A1 for 65',
      'merge 4 canz / Hall / A2 for 65',
    ]);
  });

  it('does not call a seller asking more Books equally cheap when choosing the town', () => {
    // Mending is sold only in alpha; alpha's Sharpness V costs one Book more than zulu's.
    const books = buildShoppingList({
      books: [SHARPNESS_V, MENDING],
      trades: [
        sells('zulu A1', 'Sharpness', 5, ['Emerald', 10, 'Book', 1]),
        sells('alpha A1', 'Sharpness', 5, ['Emerald', 10, 'Book', 2]),
        sells('alpha A2', 'Mending', 1, emeralds(10)),
      ],
    });
    expect(books.map((b) => describeOption(b.options[b.choice!]!))).toEqual([
      'buy 5 zulu / Hall / A1 for 10',
      'buy 1 alpha / Hall / A2 for 10',
    ]);
  });
});

describe('buildShoppingList: which trades and books', () => {
  it.each([
    [' Enchanted Book ', true],
    ['ENCHANTED BOOK', true],
    ['Enchanted Books', false],
  ])('counts a trade selling %j: %s', (sellItem, counts) => {
    expect(isSingleBookTrade(sells('canz A1', 'Sharpness', 5, emeralds(10), { sell_item: sellItem }))).toBe(
      counts,
    );
  });

  it('costs a merge up to a level above the max level at that level', () => {
    expect(lowerLevelMergeLevels(book('Sharpness', 5))).toBe(5);
    expect(lowerLevelMergeLevels(book('Sharpness', 6, 5))).toBe(6);
  });

  it('names a negative emerald rate it refuses', () => {
    expect(() => buildShoppingList({ books: [], trades: [], emeraldsPerXpPoint: -1 })).toThrow(
      'emeraldsPerXpPoint must be 0 or more, got -1',
    );
  });
});
