import type { Enchantment } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import {
  itemTypesOf,
  nextSort,
  queryReferenceRows,
  type ReferenceQuery,
  toReferenceRows,
} from './reference-table';

function enchantment(id: number, fields: Partial<Enchantment> & { name: string }): Enchantment {
  return {
    id,
    mcid: `minecraft:${fields.name.toLowerCase().replaceAll(' ', '_')}`,
    rarity: 'Common',
    maxlevel: 1,
    applicable: 'Any',
    incompatibilities: '',
    curse: false,
    treasure: false,
    librarian: true,
    description: '',
    row_version: 1,
    ...fields,
  };
}

const ROWS = toReferenceRows([
  enchantment(1, {
    name: 'Sharpness',
    maxlevel: 5,
    applicable: 'Sword, Axe',
    incompatibilities: 'minecraft:smite',
  }),
  enchantment(2, {
    name: 'Smite',
    maxlevel: 5,
    rarity: 'Uncommon',
    applicable: 'Sword,Axe',
    incompatibilities: 'minecraft:sharpness',
  }),
  enchantment(3, { name: 'Mending', rarity: 'Rare', applicable: 'Any' }),
  enchantment(4, { name: 'Protection', maxlevel: 4, applicable: 'Armor', incompatibilities: 'mod:unknown' }),
  enchantment(5, { name: 'Curse of Binding', rarity: 'Very Rare', applicable: 'armor', curse: true }),
]);

const byName: ReferenceQuery['sort'] = { column: 'name', direction: 'ascending' };
const names = (query: Partial<ReferenceQuery>) =>
  queryReferenceRows(ROWS, { text: '', itemType: '', sort: byName, ...query }).map((row) => row.name);

describe('Enchantment References table', () => {
  it('shows incompatible enchantments by name, an unknown mcid as it is', () => {
    expect(ROWS.find((row) => row.name === 'Sharpness')?.incompatibleWith).toEqual(['Smite']);
    expect(ROWS.find((row) => row.name === 'Protection')?.incompatibleWith).toEqual(['mod:unknown']);
    expect(ROWS.find((row) => row.name === 'Smite')?.applicable).toEqual(['Sword', 'Axe']);
  });

  it('offers each item type once (ignoring case), without Any', () => {
    expect(itemTypesOf(ROWS)).toEqual(['Armor', 'Axe', 'Sword']);
  });

  it('filters by item type: that type (any case) or Any', () => {
    expect(names({ itemType: 'Sword' })).toEqual(['Mending', 'Sharpness', 'Smite']);
    expect(names({ itemType: 'armor' })).toEqual(['Curse of Binding', 'Mending', 'Protection']);
  });

  it('searches name, rarity, types and incompatible names, ignoring case', () => {
    expect(names({ text: 'SMI' })).toEqual(['Sharpness', 'Smite']);
    expect(names({ text: 'very rare' })).toEqual(['Curse of Binding']);
    expect(names({ text: 'axe', itemType: 'Sword' })).toEqual(['Sharpness', 'Smite']);
    expect(names({ text: '  ' })).toHaveLength(5);
  });

  it('sorts numbers as numbers, rarity by rank, curses last; ties by name', () => {
    expect(names({ sort: { column: 'maxLevel', direction: 'descending' } })).toEqual([
      'Sharpness',
      'Smite',
      'Protection',
      'Curse of Binding',
      'Mending',
    ]);
    expect(names({ sort: { column: 'rarity', direction: 'ascending' } })).toEqual([
      'Protection',
      'Sharpness',
      'Smite',
      'Mending',
      'Curse of Binding',
    ]);
    expect(names({ sort: { column: 'curse', direction: 'ascending' } }).at(-1)).toBe('Curse of Binding');
    expect(names({ sort: { column: 'name', direction: 'descending' } })[0]).toBe('Smite');
  });

  it('a header click flips the direction of its column, another column starts ascending', () => {
    expect(nextSort(byName, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual(byName);
    expect(nextSort(byName, 'rarity')).toEqual({ column: 'rarity', direction: 'ascending' });
  });
});
