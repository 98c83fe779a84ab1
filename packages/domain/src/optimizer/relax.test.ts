import { describe, expect, it } from 'vitest';
import { stepScore } from './cost';
import { relaxedLowerBound, solveExact } from './exact';
import type { PieceKind } from './multiset';

// The relaxed problem (relax.ts) rounds each group of piece kinds down to its smallest; the lower bound it gives
// is the relaxed optimum plus the value lost by rounding, paid at least once.

const pieces = (...values: number[]): PieceKind[] => values.map((value) => ({ value, priorWork: 0 }));

describe('relaxedLowerBound through buildRelaxation', () => {
  it.each(['levels', 'xp'] as const)(
    '%s: values 1, 2, 10, 11 in two groups (36 pairs) are 1, 1, 10, 10',
    (objective) => {
      const options = { objective, levelCap: null, itemPriorWork: 0 };
      const rounded = solveExact(pieces(1, 1, 10, 10), options);
      // 2 and 11 each lost 1 level of value.
      const expected = (rounded?.cost ?? Number.NaN) + 2 * stepScore(1, objective);
      expect(relaxedLowerBound(pieces(1, 2, 10, 11), options, 36)).toBe(expected);
      expect(relaxedLowerBound(pieces(11, 2, 10, 1), options, 36)).toBe(expected);
      expect(expected).toBeLessThanOrEqual(solveExact(pieces(1, 2, 10, 11), options)?.cost ?? 0);
    },
  );

  it('one group: everything rounds down to the smallest value', () => {
    const options = { objective: 'levels' as const, levelCap: null, itemPriorWork: 1 };
    const rounded = solveExact(pieces(3, 3, 3), options);
    expect(relaxedLowerBound(pieces(3, 5, 9), options, 1)).toBe((rounded?.cost ?? Number.NaN) + 2 + 6);
  });
});
