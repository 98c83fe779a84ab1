// Trade prices from loose cost slots, and emeraldValue on its own.
import { describe, expect, it } from 'vitest';
import { emeraldValue, formatPrice, tradePrice } from './price';

describe('tradePrice: which cost slots count', () => {
  it.each([
    [
      'no second item but an amount',
      { cost_item1: 'Emerald', cost_amount1: 4, cost_item2: null, cost_amount2: 3 },
    ],
    [
      'a blank second item with an amount',
      { cost_item1: 'Emerald', cost_amount1: 4, cost_item2: '  ', cost_amount2: 3 },
    ],
    [
      'an empty second item with an amount',
      { cost_item1: 'Emerald', cost_amount1: 4, cost_item2: '', cost_amount2: 3 },
    ],
    [
      'a second item with no amount',
      { cost_item1: 'Emerald', cost_amount1: 4, cost_item2: 'Book', cost_amount2: null },
    ],
  ])('leaves out %s', (_name, cost) => {
    const price = tradePrice(cost);
    expect(price).toEqual({ emeralds: 4, otherItems: 0, items: [{ item: 'Emerald', amount: 4 }] });
    expect(formatPrice(price)).toBe('4 Emerald');
  });
});

describe('emeraldValue', () => {
  it.each([
    [' Emerald ', 1],
    ['EMERALDS', 1],
    ['  emerald block', 9],
    ['Block of Emerald  ', 9],
    ['Book', 0],
    ['', 0],
  ])('values %j at %i', (item, value) => {
    expect(emeraldValue(item)).toBe(value);
  });
});
