import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [-5 * SECOND, 'just now'],
    [44 * SECOND, 'just now'],
    [45 * SECOND, '1 minute ago'],
    [89 * SECOND, '1 minute ago'],
    [90 * SECOND, '2 minutes ago'],
    [44 * MINUTE, '44 minutes ago'],
    [45 * MINUTE, '1 hour ago'],
    [90 * MINUTE, '2 hours ago'],
    [26 * 60 * MINUTE, '26 hours ago'],
    [36 * 60 * MINUTE, '2 days ago'],
    [9 * 24 * 60 * MINUTE, '9 days ago'],
  ])('%i ms ago: %s', (elapsed, text) => {
    expect(timeAgo(1_000_000_000 - elapsed, 1_000_000_000)).toBe(text);
  });
});
