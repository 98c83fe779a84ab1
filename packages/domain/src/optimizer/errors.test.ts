import { describe, expect, it } from 'vitest';
import {
  EnchantmentConflictError,
  OptimizerError,
  OptimizerInputError,
  OptimizerTimeoutError,
} from './errors';

/** The optimizer's errors: the API answers their names and messages (400, 408). */
describe('optimizer errors', () => {
  const conflict = (a: string, b: string) => ({
    first: { name: a, mcid: `m:${a}` },
    second: { name: b, mcid: `m:${b}` },
    message: `${a} conflicts with ${b}`,
  });

  // Each error is made inside its test: one built while the tests are collected escapes mutation testing.
  it.each([
    ['OptimizerError', () => new OptimizerError('x'), 'x'],
    ['OptimizerInputError', () => new OptimizerInputError('bad'), 'bad'],
    [
      'EnchantmentConflictError',
      () =>
        new EnchantmentConflictError([
          conflict('Protection', 'Fire Protection'),
          conflict('Smite', 'Sharpness'),
        ]),
      'Incompatible enchantments: Protection conflicts with Fire Protection; Smite conflicts with Sharpness',
    ],
    [
      'OptimizerTimeoutError',
      () => new OptimizerTimeoutError(500),
      'True Optimal gave up after 500 ms: the exact search did not finish. Try the Grouped by Rarity strategy.',
    ],
    [
      'OptimizerTimeoutError',
      () => new OptimizerTimeoutError(10, 'too many books'),
      'True Optimal gave up after 10 ms: too many books. Try the Grouped by Rarity strategy.',
    ],
  ])('%s (case %#)', (name, make, message) => {
    const error = make();
    expect(error).toBeInstanceOf(OptimizerError);
    expect([error.name, error.message]).toEqual([name, message]);
  });

  it('keeps the conflicts and the budget', () => {
    const conflicts = [conflict('A', 'B')];
    expect(new EnchantmentConflictError(conflicts).conflicts).toBe(conflicts);
    expect(new OptimizerTimeoutError(42).budgetMs).toBe(42);
  });
});
