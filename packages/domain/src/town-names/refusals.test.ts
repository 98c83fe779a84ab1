// The refusals of townName and createDraws say what was wrong; below() takes counts up to 2^31.
import { describe, expect, it } from 'vitest';
import { createDraws } from './hash';
import { type TownNameVersion, townName } from './town-name';

describe('town-name refusals and limits', () => {
  it('names the coordinates it refuses', () => {
    expect(() => townName(0.5, -3)).toThrow('coordinates must be whole numbers within ±30000000, got 0.5,-3');
  });

  it('names the version it does not know', () => {
    expect(() => townName(0, 0, 2 as unknown as TownNameVersion)).toThrow('unknown town-name version 2');
  });

  it('draws below 2^31, and names a count it refuses', () => {
    const draw = createDraws(7).below(2 ** 31);
    expect(draw).toBeGreaterThanOrEqual(0);
    expect(draw).toBeLessThan(2 ** 31);
    expect(() => createDraws(7).below(0)).toThrow('bad count 0');
  });
});
