import { describe, expect, it } from 'vitest';
import { compareNames, compareSlots, formatSlot, sortBySlot } from './order';
import type { VillagerSlot } from './types';

const slot = (town: string, location: string, row: string, num: number): VillagerSlot => ({
  town,
  location,
  row,
  num,
});

describe('slot order', () => {
  it.each([
    ['Hall 2', 'Hall 10', -1],
    ['Hall 10', 'Hall 2', 1],
    ['canz', 'Canz', -1],
    ['Canz', 'canz', 1],
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['same', 'same', 0],
    // The collator calls these equal (é and e + combining acute); code units still order them.
    ['\u00e9', 'e\u0301', 1],
    ['e\u0301', '\u00e9', -1],
  ])('compareNames(%j, %j) has the sign of %i', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign);
  });

  it.each([
    [slot('A', 'Hall 1', 'A', 1), slot('B', 'Hall 1', 'A', 1), -1],
    [slot('A', 'Hall 2', 'A', 1), slot('A', 'Hall 10', 'A', 1), -1],
    [slot('A', 'Hall 1', 'B', 1), slot('A', 'Hall 1', 'A', 9), 1],
    [slot('A', 'Hall 1', 'A', 3), slot('A', 'Hall 1', 'A', 12), -1],
    [slot('A', 'Hall 1', 'A', 12), slot('A', 'Hall 1', 'A', 3), 1],
    [slot('A', 'Hall 1', 'A', 3), slot('A', 'Hall 1', 'A', 3), 0],
  ])('compareSlots(%j, %j) has the sign of %i', (a, b, sign) => {
    expect(Math.sign(compareSlots(a, b))).toBe(sign);
  });

  it('formats a slot', () => {
    expect(formatSlot(slot('canz', 'Hall 1', 'A', 3))).toBe('canz / Hall 1 / A3');
  });

  it('sorts by town, location, row and number, as compareSlots does', () => {
    const slots = [
      slot('b', 'Hall 1', 'A', 1),
      slot('a', 'Hall 10', 'A', 1),
      slot('a', 'Hall 2', 'B', 2),
      slot('a', 'Hall 2', 'B', 1),
      slot('a', 'Hall 2', 'A', 20),
      slot('A', 'Hall 2', 'A', 20),
      slot('a', 'Hall 2', 'A', 3),
    ];
    const sorted = sortBySlot(
      slots.map((s, i) => ({ id: i, s })),
      (item) => item.s,
    );
    expect(sorted.map((item) => formatSlot(item.s))).toEqual([
      'a / Hall 2 / A3',
      'a / Hall 2 / A20',
      'a / Hall 2 / B1',
      'a / Hall 2 / B2',
      'a / Hall 10 / A1',
      'A / Hall 2 / A20',
      'b / Hall 1 / A1',
    ]);
    expect(sorted.map((item) => formatSlot(item.s))).toEqual([...slots].sort(compareSlots).map(formatSlot));
    expect(sortBySlot([], (item: VillagerSlot) => item)).toEqual([]);
  });
});
