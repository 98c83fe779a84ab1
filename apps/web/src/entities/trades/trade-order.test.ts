import { describe, expect, it } from 'vitest';
import { inNaturalOrder } from './trade-order';

describe('inNaturalOrder', () => {
  it('sorts by town and location naturally, keeping the order within a location', () => {
    const trades = [
      { id: 1, town: 'canz', location: 'Hall 10' },
      { id: 2, town: 'canz', location: 'Hall 2' },
      { id: 3, town: 'Bones', location: 'Crypt' },
      { id: 4, town: 'canz', location: 'Hall 2' },
      { id: 5, town: 'canz', location: 'Hall 10' },
    ];
    expect(inNaturalOrder(trades).map((t) => t.id)).toEqual([3, 2, 4, 1, 5]);
  });
});
