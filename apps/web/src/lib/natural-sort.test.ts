import { describe, expect, it } from 'vitest';
import { compareNatural, sortByName, sortNatural } from './natural-sort';

describe('natural sort', () => {
  it.each([
    { names: ['Hall 10', 'Hall 2', 'Hall 1'], sorted: ['Hall 1', 'Hall 2', 'Hall 10'] },
    { names: ['b', 'A', 'a', 'B'], sorted: ['A', 'a', 'B', 'b'] },
    { names: ['Town 3 East', 'Town 3', 'Town 20'], sorted: ['Town 3', 'Town 3 East', 'Town 20'] },
    { names: ['Vault', 'Library', 'Main Hall'], sorted: ['Library', 'Main Hall', 'Vault'] },
    { names: ['x9', 'x09', 'x10'], sorted: ['x09', 'x9', 'x10'] },
  ])('$names → $sorted', ({ names, sorted }) => {
    expect(sortNatural(names)).toEqual(sorted);
  });

  it('orders equal names by code point, so the order never depends on the input order', () => {
    expect(compareNatural('a', 'A')).toBeGreaterThan(0);
    expect(compareNatural('Hall 2', 'Hall 2')).toBe(0);
  });

  it('sorts objects by name without changing the input', () => {
    const input = [{ name: 'Hall 10' }, { name: 'Hall 9' }];
    expect(sortByName(input).map((item) => item.name)).toEqual(['Hall 9', 'Hall 10']);
    expect(input[0]!.name).toBe('Hall 10');
  });
});
