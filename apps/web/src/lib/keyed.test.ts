import { describe, expect, it } from 'vitest';
import { keyedByContent } from './keyed';

describe('keyedByContent', () => {
  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 'a', 'b', 'a'],
      ['a', 'a#2', 'b', 'a#3'],
    ],
  ])('%j → %j', (items, keys) => {
    expect(keyedByContent(items, (s) => s).map((k) => k.key)).toEqual(keys);
  });
});
