import { describe, expect, it } from 'vitest';
import { fromRoman, leveledEnchantment, levelNumeral, parseLeveledName, toRoman } from './roman';

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

describe('roman numerals at their edges', () => {
  it.each([0, 4000, 1.5, -1, Number.NaN])('cannot write %d', (n) => {
    expect(() => toRoman(n)).toThrow(`cannot write ${n} in roman numerals`);
  });
  it('writes 1 and 3999', () => {
    expect([toRoman(1), toRoman(3999)]).toEqual(['I', 'MMMCMXCIX']);
  });
  it.each([
    [' xiv ', 14],
    ['MMMCMXCIX', 3999],
    ['MMMM', null],
    ['XIV2', null],
    ['2XIV', null],
    ['X IV', null],
  ])('reads %j as %j', (text, value) => {
    expect(fromRoman(text)).toBe(value);
  });
  it.each([
    ['Sharpness   V', { name: 'Sharpness', level: 5 }],
    ['Fire  Aspect II', { name: 'Fire Aspect', level: 2 }],
    ['Sharpness V+', { name: 'Sharpness V+', level: 1 }],
    ['IV Protection', { name: 'IV Protection', level: 1 }],
    ['   ', null],
  ])('parses %j', (text, parsed) => {
    expect(parseLeveledName(text)).toEqual(parsed);
  });
});

describe('levelNumeral', () => {
  it.each([
    [1, 'I'],
    [3, 'III'],
    [4, 'IV'],
    [5, 'V'],
    [10, 'X'],
    [3999, 'MMMCMXCIX'],
    [0, '0'],
    [-2, '-2'],
    [2.5, '2.5'],
    [4000, '4000'],
  ])('writes level %d as %j', (level, text) => {
    expect(levelNumeral(level)).toBe(text);
  });

  it('names an enchantment with its level', () => {
    expect(leveledEnchantment('Mending', 1)).toBe('Mending I');
    expect(leveledEnchantment('Sharpness', 5)).toBe('Sharpness V');
  });
});
