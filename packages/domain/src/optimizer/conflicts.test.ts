import { describe, expect, it } from 'vitest';
import { findConflicts, parseMcidList } from './conflicts';

const protection = {
  name: 'Protection',
  mcid: 'minecraft:protection',
  incompatibilities: 'minecraft:blast_protection,minecraft:fire_protection,minecraft:projectile_protection',
};
const fireProtection = {
  name: 'Fire Protection',
  mcid: 'minecraft:fire_protection',
  incompatibilities: [
    'minecraft:blast_protection',
    'minecraft:projectile_protection',
    'minecraft:protection',
  ],
};
const blastProtection = {
  name: 'Blast Protection',
  mcid: 'minecraft:blast_protection',
  incompatibilities: [],
};
const mending = { name: 'Mending', mcid: 'minecraft:mending', incompatibilities: 'minecraft:infinity' };
const unbreaking = { name: 'Unbreaking', mcid: 'minecraft:unbreaking', incompatibilities: '' };

describe('findConflicts', () => {
  it.each([
    ['nothing selected', [], []],
    ['compatible enchantments', [mending, unbreaking], []],
    [
      'a pair listed on both sides, reported once',
      [protection, fireProtection],
      ['Protection conflicts with Fire Protection'],
    ],
    // Blast Protection's own list is empty here: the pair still conflicts because Protection lists it.
    [
      'a pair listed on one side only',
      [blastProtection, protection],
      ['Blast Protection conflicts with Protection'],
    ],
    [
      'every pair, in selection order',
      [protection, mending, fireProtection, blastProtection],
      [
        'Protection conflicts with Fire Protection',
        'Protection conflicts with Blast Protection',
        'Fire Protection conflicts with Blast Protection',
      ],
    ],
  ])('%s', (_label, selected, messages) => {
    expect(findConflicts(selected).map((c) => c.message)).toEqual(messages);
  });

  it('names both sides with their mcids', () => {
    expect(findConflicts([protection, fireProtection])).toEqual([
      {
        first: { name: 'Protection', mcid: 'minecraft:protection' },
        second: { name: 'Fire Protection', mcid: 'minecraft:fire_protection' },
        message: 'Protection conflicts with Fire Protection',
      },
    ]);
  });
});

describe('parseMcidList', () => {
  it.each([
    ['', []],
    ['minecraft:a', ['minecraft:a']],
    ['minecraft:a, minecraft:b,', ['minecraft:a', 'minecraft:b']],
    [[' minecraft:a ', ''], ['minecraft:a']],
  ])('%j gives %j', (input, expected) => {
    expect(parseMcidList(input)).toEqual(expected);
  });
});
