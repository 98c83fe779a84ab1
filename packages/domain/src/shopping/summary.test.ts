import { describe, expect, it } from 'vitest';
import { xpForLevel } from '../xp';
import { buildShoppingList } from './select';
import { summarizeShopping } from './summary';
import { book, emeralds, LOOTING_III, MENDING, SHARPNESS_V, sells } from './testkit';

describe('summarizeShopping: totals and the visiting order', () => {
  const BOOKS = [SHARPNESS_V, MENDING, LOOTING_III, book('Protection', 4, 4)];
  const TRADES = [
    sells('zulu A2', 'Sharpness', 4, ['Emerald', 3, 'Book', 1]),
    sells('alpha A5', 'Sharpness', 5, emeralds(64)),
    sells('zulu A1', 'Mending', 1, emeralds(10)),
    sells('alpha A1', 'Looting', 3, ['Emerald Block', 2, 'Book', 1]),
  ];
  const books = buildShoppingList({ books: BOOKS, trades: TRADES });
  const defaults = books.map((b) => b.choice);

  it('sums the chosen options and orders towns by purchases, villagers by slot', () => {
    const { totals, towns } = summarizeShopping(books, defaults);
    expect(totals).toEqual({
      emeralds: 6 + 10 + 18,
      booksBought: 4,
      costItems: [
        { item: 'Emerald Block', amount: 2 },
        { item: 'Emerald', amount: 16 },
        { item: 'Book', amount: 4 },
      ],
      mergeLevels: 5,
      mergeXp: xpForLevel(5),
      missing: 1,
    });
    expect(towns.map((t) => [t.town, t.purchases, t.stops.map((s) => s.display)])).toEqual([
      ['zulu', 3, ['zulu / Hall / A1', 'zulu / Hall / A2']],
      ['alpha', 1, ['alpha / Hall / A1']],
    ]);
    expect(towns[0]!.stops[1]!.items).toEqual([
      expect.objectContaining({ book: 'Sharpness V', kind: 'merge', bought: 'Sharpness IV', quantity: 2 }),
    ]);
  });

  it('another choice changes the totals and the towns; null leaves a book out without calling it missing', () => {
    const buyV = books[0]!.options.findIndex((o) => o.kind === 'buy');
    const { totals, towns } = summarizeShopping(books, [buyV, null, defaults[2]!, null]);
    expect(totals).toMatchObject({
      emeralds: 64 + 18,
      booksBought: 2,
      mergeLevels: 0,
      mergeXp: 0,
      missing: 1,
    });
    expect(towns).toEqual([
      {
        town: 'alpha',
        purchases: 2,
        stops: [
          expect.objectContaining({
            display: 'alpha / Hall / A1',
            items: [expect.objectContaining({ book: 'Looting III' })],
          }),
          expect.objectContaining({
            display: 'alpha / Hall / A5',
            items: [expect.objectContaining({ book: 'Sharpness V' })],
          }),
        ],
      },
    ]);
  });

  it('lists a villager selling several books once, with each book', () => {
    const list = buildShoppingList({
      books: [SHARPNESS_V, MENDING],
      trades: [sells('canz A1', 'Sharpness', 5, emeralds(20)), sells('canz A1', 'Mending', 1, emeralds(15))],
    });
    const { towns } = summarizeShopping(
      list,
      list.map((b) => b.choice),
    );
    expect(towns).toHaveLength(1);
    expect(towns[0]!.stops.map((s) => s.items.map((i) => i.book))).toEqual([['Sharpness V', 'Mending']]);
  });
});
