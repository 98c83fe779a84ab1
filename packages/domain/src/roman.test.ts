import { describe, expect, it } from 'vitest';
import { fromRoman, parseLeveledName, toRoman } from './roman';

describe('roman numerals', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [5, 'V'],
    [9, 'IX'],
    [10, 'X'],
    [14, 'XIV'],
    [40, 'XL'],
    [1994, 'MCMXCIV'],
  ])('%i is %s both ways', (n, s) => {
    expect(toRoman(n)).toBe(s);
    expect(fromRoman(s)).toBe(n);
  });
  it.each(['', 'IIII', 'VX', 'ABC', 'IC'])('%j is not a canonical numeral', (s) => {
    expect(fromRoman(s)).toBeNull();
  });
  it.each([
    ['Sharpness V', { name: 'Sharpness', level: 5 }],
    ['Mending', { name: 'Mending', level: 1 }],
    ['  Curse of Binding I ', { name: 'Curse of Binding', level: 1 }],
    ['Protection IV', { name: 'Protection', level: 4 }],
  ])('parses %j', (text, parsed) => {
    expect(parseLeveledName(text)).toEqual(parsed);
  });
});
