import { describe, expect, it } from 'vitest';
import {
  aliasesOf,
  enchantmentMatcher,
  nameFromMcid,
  normaliseMcid,
} from '../src/modules/world-scans/enchantment-match';

/** Registry ids of a save against the reference enchantments: the edge cases of the matcher. No database. */
const ref = (id: number, mcid: string, notes = '') => ({ id, name: `E${id}`, mcid, maxlevel: 1, notes });

describe('enchantment ids of a save', () => {
  it('reads aliases with any spacing after "id", colon or not', () => {
    expect(aliasesOf('SME 0.5.x id:  Mod:One; sme 0.5.x ID mod:two')).toEqual(['mod:one', 'mod:two']);
  });

  it('compares ids trimmed and lower-case, minecraft: when without a namespace', () => {
    expect(normaliseMcid('  Mending ')).toBe('minecraft:mending');
    expect(normaliseMcid(' Mod:X ')).toBe('mod:x');
    expect(enchantmentMatcher([ref(1, 'minecraft:mending')])(' minecraft:Mending ')?.id).toBe(1);
  });

  it('gives an alias two rows claim to the first of them', () => {
    const match = enchantmentMatcher([
      ref(1, 'mod:a', 'SME 0.5.x id: old:x'),
      ref(2, 'mod:b', 'SME 0.5.x id: old:x'),
    ]);
    expect(match('old:x')?.id).toBe(1);
  });

  it.each([
    ['mod:_edge_', 'Edge'],
    ['mod:a__b', 'A B'],
    ['plain word', 'Plain Word'],
    ['mod:x.y-z', 'X Y Z'],
    ['minecraft:', 'minecraft:'],
    ['mod:__', 'mod:__'],
  ])('names %j %j', (mcid, name) => {
    expect(nameFromMcid(mcid)).toBe(name);
  });
});
