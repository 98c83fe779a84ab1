import { describe, expect, it } from 'vitest';
import { INITIAL_SELECTION, readFilterUrl, writeFilterUrl } from './filter-url';

describe('the strategy criteria in the address', () => {
  it('round-trip: curses, towns, removed enchantments and the gear option', () => {
    const selection = {
      curses: ['Curse of Possession', 'Curse of Binding'],
      towns: ['canz', 'bones'],
      ignored: ['Mending'],
      countGear: true,
    };
    const params = writeFilterUrl(selection);
    expect(params.toString()).toBe(
      'curse=Curse+of+Possession&curse=Curse+of+Binding&town=canz&town=bones&ignore=Mending&gear=1',
    );
    expect(readFilterUrl(new URLSearchParams(params.toString()))).toEqual(selection);
  });

  it('books only by default; an address without criteria holds none', () => {
    expect(readFilterUrl(writeFilterUrl({ ...INITIAL_SELECTION, towns: ['canz'] }))?.countGear).toBe(false);
    expect(readFilterUrl(new URLSearchParams(''))).toBeNull();
    expect(readFilterUrl(new URLSearchParams('curse=&town=canz'))).toEqual({
      curses: [],
      towns: ['canz'],
      ignored: [],
      countGear: false,
    });
  });
});
