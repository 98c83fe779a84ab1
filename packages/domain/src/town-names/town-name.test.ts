import { describe, expect, it } from 'vitest';
import * as api from './index';
import {
  COORDS_ERRORS,
  CURRENT_TOWN_NAME_VERSION,
  isTownNameVersion,
  TOWN_NAME_VERSIONS,
  type TownNameVersion,
  townName,
  townNameFromText,
} from './index';

describe('townName', () => {
  it.each([
    [0, 0, 'Old Hambington Mill'],
    [1, 0, 'Upper Acornby'],
    [0, -20000, 'Lichreach-on-Kesting'],
    [-12345, 23456, 'Old Thirsthallow'],
    [30000000, -30000000, 'Forsaken Sorrowfell Eyrie'],
  ])('names (%i, %i) %s, by default and with version 1', (x, y, name) => {
    expect(townName(x, y)).toBe(name);
    expect(townName(x, y, 1)).toBe(name);
  });

  it('gives the same name for the same place every time', () => {
    const first = Array.from({ length: 50 }, (_, i) => townName(i * 97 - 2000, 3000 - i * 61));
    const again = Array.from({ length: 50 }, (_, i) => townName(i * 97 - 2000, 3000 - i * 61));
    expect(again).toEqual(first);
    expect(townName(-0, -0)).toBe(townName(0, 0));
  });

  it('tells nearby places apart', () => {
    const names = [
      townName(500, 500),
      townName(501, 500),
      townName(500, 501),
      townName(499, 500),
      townName(500, 499),
    ];
    expect(new Set(names).size).toBe(5);
  });

  it.each([
    [0.5, 0],
    [0, -0.5],
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
    [30_000_001, 0],
    [0, -30_000_001],
  ])('refuses (%d, %d)', (x, y) => {
    expect(() => townName(x, y)).toThrow(RangeError);
  });

  it('refuses an unknown version', () => {
    expect(() => townName(0, 0, 2 as unknown as TownNameVersion)).toThrow(RangeError);
    expect(() => townName(0, 0, '1' as unknown as TownNameVersion)).toThrow(RangeError);
  });
});

describe('versions', () => {
  it('starts at version 1, the current one', () => {
    expect(TOWN_NAME_VERSIONS).toEqual([1]);
    expect(CURRENT_TOWN_NAME_VERSION).toBe(1);
  });

  it.each([
    [1, true],
    [2, false],
    [0, false],
    ['1', false],
    [null, false],
  ])('isTownNameVersion(%j) is %s', (value, expected) => {
    expect(isTownNameVersion(value)).toBe(expected);
  });
});

describe('townNameFromText', () => {
  it('parses and names', () => {
    expect(townNameFromText(' -12345 , 23456 ')).toEqual({
      ok: true,
      x: -12345,
      y: 23456,
      name: 'Old Thirsthallow',
    });
  });

  it.each([
    ['12345', COORDS_ERRORS.format],
    ['1.5,2', COORDS_ERRORS.xNotWhole],
    ['1,north', COORDS_ERRORS.yNotWhole],
    ['-30000001,0', COORDS_ERRORS.xOutOfRange],
    ['0,30000001', COORDS_ERRORS.yOutOfRange],
  ])('passes on the error for %j', (text, error) => {
    expect(townNameFromText(text)).toEqual({ ok: false, error });
  });
});

describe('public API', () => {
  it('exports only these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'COORDS_ERRORS',
      'CURRENT_TOWN_NAME_VERSION',
      'TOWN_NAME_VERSIONS',
      'WORLD_BORDER',
      'isTownNameVersion',
      'isWorldCoord',
      'parseCoords',
      'parseF3Position',
      'townName',
      'townNameFromText',
    ]);
  });
});
