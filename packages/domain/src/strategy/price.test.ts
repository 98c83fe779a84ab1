import { describe, expect, it } from 'vitest';
import { comparePrice, formatPrice, pickCheaper, type TradeCost, tradePrice } from './price';

const cost = (item1: string, amount1: number, item2 = '', amount2 = 0): TradeCost => ({
  cost_item1: item1,
  cost_amount1: amount1,
  cost_item2: item2,
  cost_amount2: amount2,
});

describe('tradePrice and formatPrice', () => {
  it.each([
    { cost: cost('Emerald', 12, 'Book', 1), emeralds: 12, otherItems: 1, text: '12 Emerald + 1 Book' },
    { cost: cost('Book', 1, 'Emerald', 12), emeralds: 12, otherItems: 1, text: '12 Emerald + 1 Book' },
    { cost: cost('Emerald Block', 2), emeralds: 18, otherItems: 0, text: '2 Emerald Block' },
    {
      cost: cost('Block of Emerald', 1, 'Emerald', 3),
      emeralds: 12,
      otherItems: 0,
      text: '1 Block of Emerald + 3 Emerald',
    },
    { cost: cost(' emerald ', 5), emeralds: 5, otherItems: 0, text: '5 emerald' },
    { cost: cost('Wheat', 20), emeralds: 0, otherItems: 20, text: '20 Wheat' },
    { cost: cost('Emerald', 7, 'Book', 0), emeralds: 7, otherItems: 0, text: '7 Emerald' },
    {
      cost: { cost_item1: 'Emerald', cost_amount1: 7, cost_item2: null, cost_amount2: null },
      emeralds: 7,
      otherItems: 0,
      text: '7 Emerald',
    },
    { cost: cost('', 0), emeralds: 0, otherItems: 0, text: 'Free' },
  ])('$text', ({ cost, emeralds, otherItems, text }) => {
    const price = tradePrice(cost);
    expect(price.emeralds).toBe(emeralds);
    expect(price.otherItems).toBe(otherItems);
    expect(formatPrice(price)).toBe(text);
  });
});

describe('comparePrice', () => {
  it.each([
    { a: cost('Emerald', 9), b: cost('Emerald Block', 1), order: 0 },
    { a: cost('Emerald', 8), b: cost('Emerald Block', 1), order: -1 },
    { a: cost('Emerald', 10, 'Book', 1), b: cost('Emerald', 11), order: -1 },
    { a: cost('Emerald', 10, 'Book', 1), b: cost('Emerald', 10), order: 1 },
    { a: cost('Emerald', 10, 'Book', 2), b: cost('Emerald', 10, 'Book', 1), order: 1 },
    { a: cost('Emerald', 10, 'Book', 1), b: cost('Emerald', 10, 'Compass', 1), order: 0 },
  ])(
    '$a.cost_amount1 $a.cost_item1 + $a.cost_item2 vs $b.cost_amount1 $b.cost_item1 + $b.cost_item2',
    ({ a, b, order }) => {
      expect(Math.sign(comparePrice(tradePrice(a), tradePrice(b)))).toBe(order);
    },
  );

  it('picks the smaller display text among equally cheap prices, whatever the order', () => {
    const book = tradePrice(cost('Emerald', 10, 'Book', 1));
    const compass = tradePrice(cost('Emerald', 10, 'Compass', 1));
    expect(pickCheaper(book, compass)).toBe(book);
    expect(pickCheaper(compass, book)).toBe(book);
  });
});
