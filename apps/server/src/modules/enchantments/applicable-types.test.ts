import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { normaliseApplicable } from './applicable-types';

const KNOWN = new Set(['SWORD', 'AXE', 'ARMOR_FEET']);

describe('normaliseApplicable', () => {
  it.each([
    ['SWORD', 'SWORD'],
    ['sword, axe ,SWORD', 'SWORD,AXE'],
    ['armor_feet', 'ARMOR_FEET'],
    ['any', 'Any'],
    [' Any ', 'Any'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseApplicable(input, KNOWN)).toBe(expected);
  });

  it.each([
    ['', 'applicable is required.'],
    [' , ', 'applicable is required.'],
    ['Any,SWORD', 'Applicable To: Any cannot be combined with other item types.'],
    ['SWORD,SPOON', 'Unknown item type in Applicable To: SPOON.'],
  ])('refuses %j', (input, message) => {
    expect(() => normaliseApplicable(input, KNOWN)).toThrow(HttpError);
    expect(() => normaliseApplicable(input, KNOWN)).toThrow(message);
  });

  it('accepts any plain word in upper case when no item types are known', () => {
    expect(normaliseApplicable('spoon', new Set())).toBe('SPOON');
    expect(() => normaliseApplicable('two words', new Set())).toThrow('Unknown item type');
  });
});
