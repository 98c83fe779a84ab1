import { describe, expect, it } from 'vitest';
import { curseNamesOf, removableEnchantmentOptions } from './curses';

describe('curse lists at their edges', () => {
  it('sorts a flagged curse among the spec curses by name', () => {
    const names = curseNamesOf([
      { name: 'Abyssal Curse', curse: true },
      { name: 'Mending', curse: false },
    ]);
    expect(names[0]).toBe('Abyssal Curse');
    expect(names).toHaveLength(11);
  });

  it('leaves out enchantments without a name', () => {
    expect(
      removableEnchantmentOptions([
        { name: '', curse: false },
        { name: '   ', curse: false },
        { name: 'Mending', curse: false },
      ]),
    ).toEqual(['Mending']);
  });
});
