import { describe, expect, it } from 'vitest';
import { COORDS_ERRORS, isWorldCoord, parseCoords, parseF3Position, WORLD_BORDER } from './coords';

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

describe('parseF3Position', () => {
  it.each([
    ['1200.5 / 64 / -350.5', 1200, -351],
    ['XYZ: 1200.5 / 64.00000 / -350.5', 1200, -351],
    ['xyz:-0.3/70/0.999', -1, 0],
    ['  10 / 5 / 20  ', 10, 20],
    ['-0.0 / 64 / -0.0', 0, 0],
  ])('reads %j as the block X %d, Z %d', (text, x, z) => {
    const position = parseF3Position(text);
    expect(position).toEqual({ x, z });
    if (position) expect(Object.is(position.x, -0) || Object.is(position.z, -0)).toBe(false);
  });

  it.each([
    '1200,-350',
    '1200 / -350',
    '1 / 2 / 3 / 4',
    '1e3 / 64 / 5',
    'a / b / c',
    '1.5. / 2 / 3',
    'Block: 1 2 3',
  ])('is not an F3 position: %j', (text) => {
    expect(parseF3Position(text)).toBeNull();
  });
});

describe('parseCoords with an F3 position', () => {
  it('uses X and Z, the horizontal axes', () => {
    expect(parseCoords('1200.5 / 64 / -350.5')).toEqual({ ok: true, x: 1200, y: -351 });
  });

  it.each([
    ['30000000.5 / 64 / 0', { ok: true, x: 30_000_000, y: 0 }],
    ['30000001 / 64 / 0', { ok: false, error: COORDS_ERRORS.xOutOfRange }],
    ['0 / 64 / -30000000.5', { ok: false, error: COORDS_ERRORS.yOutOfRange }],
  ])('keeps the world border: %j', (text, result) => {
    expect(parseCoords(text)).toEqual(result);
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
