import { describe, expect, it } from 'vitest';
import { tomesForLevel, xpForLevel } from './xp';

describe('xpForLevel', () => {
  it.each([
    [0, 0],
    [1, 7],
    [15, 315],
    [16, 352],
    [17, 394],
    [30, 1395],
    [31, 1507],
    [32, 1628],
    [40, 2920],
    [100, 30970],
  ])('level %i needs %i points', (level, points) => {
    expect(xpForLevel(level)).toBe(points);
  });
  it('refuses negative and fractional levels', () => {
    expect(() => xpForLevel(-1)).toThrow(RangeError);
    expect(() => xpForLevel(1.5)).toThrow(RangeError);
  });
});

describe('tomesForLevel', () => {
  it.each([
    [1, 1],
    [30, 1],
    [31, 2],
    [50, 4],
    [100, 23],
  ])('level %i takes %i tomes', (level, tomes) => {
    expect(tomesForLevel(level)).toBe(tomes);
  });
  it('matches the formula for every level 1..100', () => {
    for (let level = 1; level <= 100; level++) {
      const tomes = tomesForLevel(level);
      expect(tomes * 1395).toBeGreaterThanOrEqual(xpForLevel(level));
      expect((tomes - 1) * 1395).toBeLessThan(xpForLevel(level));
    }
  });
});

describe('xpForLevel refuses', () => {
  it.each([-1, 1.5])('level %d, naming it', (level) => {
    expect(() => xpForLevel(level)).toThrow(`level must be a whole number >= 0, got ${level}`);
  });
});
