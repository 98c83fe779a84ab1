import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts';

describe('findConflicts at its edges', () => {
  it('never reports an enchantment selected twice as conflicting with itself, even when it lists itself', () => {
    const protection = {
      name: 'Protection',
      mcid: 'minecraft:protection',
      incompatibilities: 'minecraft:protection,minecraft:fire_protection',
    };
    expect(findConflicts([protection, { ...protection, name: 'Protection (again)' }])).toEqual([]);
  });
});
