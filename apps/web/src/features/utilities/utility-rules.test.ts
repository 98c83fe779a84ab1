import { TOWN_NAME_FORMAT_ERROR } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { coordsProblem } from './utility-rules';

describe('coordsProblem', () => {
  it.each(['1200,-350', ' 5 , 6 ', 'x,y', '1200.5 / 64 / -350.5', 'XYZ: 1200.5 / 64 / -350.5'])(
    'lets %j go to the server',
    (text) => {
      expect(coordsProblem(text)).toBeNull();
    },
  );

  it.each(['', '1200 -350', '1200 / -350', '1200.5 / 64 / -350.5 / 2', 'a / b / c'])(
    'asks for X,Y for %j',
    (text) => {
      expect(coordsProblem(text)).toBe(TOWN_NAME_FORMAT_ERROR);
    },
  );
});
