import { describe, expect, it } from 'vitest';
import { COORDS_ERRORS, isWorldCoord, parseCoords, WORLD_BORDER } from './coords';

describe('parseCoords', () => {
  it.each([
    ['0,0', 0, 0],
    ['120,-4500', 120, -4500],
    ['  120 ,  -4500  ', 120, -4500],
    ['\t-7,\n8 ', -7, 8],
    ['007,010', 7, 10],
    ['-0,-0', 0, 0],
    ['30000000,-30000000', 30_000_000, -30_000_000],
    ['-30000000,30000000', -30_000_000, 30_000_000],
  ])('reads %j', (text, x, y) => {
    const result = parseCoords(text);
    expect(result).toEqual({ ok: true, x, y });
    if (result.ok) expect(Object.is(result.x, -0) || Object.is(result.y, -0)).toBe(false);
  });

  it('has the exact messages the screen shows', () => {
    expect(COORDS_ERRORS).toEqual({
      format: 'Enter coordinates in X,Y format.',
      xNotWhole: 'X must be a whole number.',
      yNotWhole: 'Y must be a whole number.',
      xOutOfRange: 'X must be between -30000000 and 30000000.',
      yOutOfRange: 'Y must be between -30000000 and 30000000.',
    });
    expect(Object.isFrozen(COORDS_ERRORS)).toBe(true);
  });

  it.each([
    ['', COORDS_ERRORS.format],
    ['   ', COORDS_ERRORS.format],
    ['100', COORDS_ERRORS.format],
    ['100 200', COORDS_ERRORS.format],
    ['100;200', COORDS_ERRORS.format],
    ['1,2,3', COORDS_ERRORS.format],
    ['100, 64, -200', COORDS_ERRORS.format],
    [',', COORDS_ERRORS.xNotWhole],
    [',5', COORDS_ERRORS.xNotWhole],
    ['abc,5', COORDS_ERRORS.xNotWhole],
    ['10.7,5', COORDS_ERRORS.xNotWhole],
    ['10.,5', COORDS_ERRORS.xNotWhole],
    ['1e3,5', COORDS_ERRORS.xNotWhole],
    ['+5,5', COORDS_ERRORS.xNotWhole],
    ['--5,5', COORDS_ERRORS.xNotWhole],
    ['- 5,5', COORDS_ERRORS.xNotWhole],
    ['1 000,5', COORDS_ERRORS.xNotWhole],
    ['0x10,5', COORDS_ERRORS.xNotWhole],
    ['Infinity,5', COORDS_ERRORS.xNotWhole],
    ['NaN,5', COORDS_ERRORS.xNotWhole],
    ['\u22125,5', COORDS_ERRORS.xNotWhole],
    ['abc,def', COORDS_ERRORS.xNotWhole],
    ['5,', COORDS_ERRORS.yNotWhole],
    ['5, ', COORDS_ERRORS.yNotWhole],
    ['5,abc', COORDS_ERRORS.yNotWhole],
    ['5,-3.25', COORDS_ERRORS.yNotWhole],
    ['5,12a', COORDS_ERRORS.yNotWhole],
    ['30000001,0', COORDS_ERRORS.xOutOfRange],
    ['-30000001,0', COORDS_ERRORS.xOutOfRange],
    ['99999999999999999999999,0', COORDS_ERRORS.xOutOfRange],
    ['0,30000001', COORDS_ERRORS.yOutOfRange],
    ['0,-30000001', COORDS_ERRORS.yOutOfRange],
    ['30000001,abc', COORDS_ERRORS.xOutOfRange],
    ['abc,30000001', COORDS_ERRORS.xNotWhole],
  ])('refuses %j with %j', (text, error) => {
    expect(parseCoords(text)).toEqual({ ok: false, error });
  });
});

describe('isWorldCoord', () => {
  it.each([0, -0, 1, -1, WORLD_BORDER, -WORLD_BORDER])('accepts %d', (value) => {
    expect(isWorldCoord(value)).toBe(true);
  });
  it.each([WORLD_BORDER + 1, -WORLD_BORDER - 1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d',
    (value) => {
      expect(isWorldCoord(value)).toBe(false);
    },
  );
});
