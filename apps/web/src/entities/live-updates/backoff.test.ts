import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the first delay up to the ceiling, at the top of its range', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(10_000, top)).toBe(MAX_RETRY_MS);
  });

  it('drops a random part of at most half', () => {
    expect(reconnectDelay(0, () => 0)).toBe(FIRST_RETRY_MS / 2);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    for (let attempt = 0; attempt < 12; attempt++) {
      const delay = reconnectDelay(attempt);
      const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
