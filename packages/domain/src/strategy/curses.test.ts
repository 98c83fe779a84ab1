import { describe, expect, it } from 'vitest';
import {
  curseNamesOf,
  DEFAULT_KEPT_CURSE,
  gameCurseName,
  removableEnchantmentOptions,
  SPEC_CURSES,
} from './curses';

describe('curse constants', () => {
  it('lists the spec curses under their game names (enchantments.tsv)', () => {
    expect(SPEC_CURSES).toEqual([
      'Curse of Binding',
      'Curse of Decay',
      'Curse of Holding',
      'Curse of Possession',
      'Rusted',
      'Curse of Vanishing',
      'Curse of Vulnerability',
      'Unpredictable',
      'Inefficient',
      'Heavy Weight',
    ]);
    expect(DEFAULT_KEPT_CURSE).toBe('Curse of Possession');
  });

  it.each([
    ['Decay', 'Curse of Decay'],
    ['rusting', 'Rusted'],
    ['Curse of Rusting', 'Rusted'],
    ['Binding', 'Curse of Binding'],
    [' Heavy Weight ', 'Heavy Weight'],
    ['Mending', 'Mending'],
  ])('gameCurseName(%s) is %s', (spec, game) => {
    expect(gameCurseName(spec)).toBe(game);
  });
});

const table = [
  { name: 'Mending', curse: false },
  { name: 'Sharpness', curse: false },
  { name: 'Curse of Binding', curse: true },
  { name: 'Bluntness', curse: true },
  // Spec curse without the flag: still treated as a curse.
  { name: 'Rusted', curse: false },
  { name: 'Mending', curse: false },
  { name: 'Advanced Mending', curse: false },
];

describe('curse helpers', () => {
  it('removable options are the non-curses, sorted and unique', () => {
    expect(removableEnchantmentOptions(table)).toEqual(['Advanced Mending', 'Mending', 'Sharpness']);
  });

  it('curse names are the flagged ones plus the spec list', () => {
    const names = curseNamesOf(table);
    expect(names).toContain('Bluntness');
    expect(names).toContain('Curse of Vanishing');
    expect(names).not.toContain('Mending');
    expect(names).toHaveLength(11);
  });
});
