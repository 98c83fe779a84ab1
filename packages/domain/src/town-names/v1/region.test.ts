import { describe, expect, it } from 'vitest';
import { FAR_LIMIT, NEAR_LIMIT, regionOf } from './region';

describe('regionOf', () => {
  it.each([
    [0, 0, 'near', []],
    [1499, 0, 'near', ['east']],
    [1500, 0, 'mid', ['east']],
    [-1060, -1060, 'near', ['north', 'west']],
    [-1061, -1061, 'mid', ['north', 'west']],
    [0, -5999, 'mid', ['north']],
    [0, -6000, 'far', ['north']],
    [0, 6000, 'far', ['south']],
    [-6000, 0, 'far', ['west']],
    [0, 5, 'near', ['south']],
    [-5, 0, 'near', ['west']],
    [10, -10, 'near', ['north', 'east']],
    [10, -20, 'near', ['north', 'east']],
    [10, -21, 'near', ['north']],
    [21, -10, 'near', ['east']],
    [20, -10, 'near', ['north', 'east']],
    [-5, 3, 'near', ['south', 'west']],
    [-5, 2, 'near', ['west']],
    [30000000, -30000000, 'far', ['north', 'east']],
  ])('(%i, %i) is %s %j', (x, y, band, headings) => {
    expect(regionOf(x, y)).toEqual({ band, headings });
  });

  it('puts the band limits at 1,500 and 6,000 blocks', () => {
    expect([NEAR_LIMIT, FAR_LIMIT]).toEqual([1500, 6000]);
  });
});
