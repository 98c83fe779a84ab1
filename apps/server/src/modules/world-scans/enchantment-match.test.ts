import { describe, expect, it } from 'vitest';
import enchantments from '../../db/seed/data/enchantments.json' with { type: 'json' };
import { aliasesOf, enchantmentMatcher, nameFromMcid, type ReferenceEnchantment } from './enchantment-match';

const references: ReferenceEnchantment[] = enchantments.map((e, i) => ({
  id: i + 1,
  name: e.name,
  mcid: e.mcid,
  maxlevel: e.maxlevel,
  notes: e.notes,
}));
const match = enchantmentMatcher(references);

describe('enchantment matching by mcid or So Many Enchantments 0.5.x alias', () => {
  it.each([
    ['minecraft:mending', 'Mending'],
    ['MINECRAFT:Sharpness', 'Sharpness'],
    ['sharpness', 'Sharpness'],
    ['somanyenchantments:advancedfireaspect', 'Advanced Fire Aspect'],
    ['somanyenchantments:afa', 'Advanced Fire Aspect'],
    ['somanyenchantments:advancedefficency', 'Advanced Efficiency'],
    ['somanyenchantments:freezing', 'Cryogenic'],
    ['somanyenchantments:underwaterstrider', 'Swift Swimming'],
    ['somanyenchantments:moonlight', "Luna's Blessing"],
    ['somanyenchantments:hors_de_combat', 'Hors De Combat'],
    ['somanyenchantments:physics', 'Subject Physics'],
    ['somanyenchantments:upgrade', 'Upgraded Potentials'],
  ])('%s is %s', (mcid, name) => {
    expect(match(mcid)?.name).toBe(name);
  });

  it.each(['somanyenchantments:razors_edge', 'minecraft:', 'nosuchmod:afa', ''])(
    '%j matches nothing',
    (mcid) => {
      expect(match(mcid)).toBeUndefined();
    },
  );

  it('reads every "SME 0.5.x id" note of the seed as an alias, and no alias is another row\'s mcid', () => {
    const aliases = references.flatMap((r) => aliasesOf(r.notes));
    const noted = references.filter((r) => /SME 0\.5\.x id/.test(r.notes)).length;
    expect(aliases.length).toBe(noted);
    expect(aliases.length).toBeGreaterThanOrEqual(35);
    const mcids = new Set(references.map((r) => r.mcid));
    expect(aliases.filter((alias) => mcids.has(alias))).toEqual([]);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it("prefers a row's own mcid over another row's alias", () => {
    const clash = enchantmentMatcher([
      { id: 1, name: 'Old', mcid: 'mod:new', maxlevel: 1, notes: 'SME 0.5.x id: mod:old' },
      { id: 2, name: 'Reused', mcid: 'mod:old', maxlevel: 1, notes: '' },
    ]);
    expect(clash('mod:old')?.name).toBe('Reused');
    expect(clash('mod:new')?.name).toBe('Old');
  });

  it.each([
    ['somanyenchantments:razors_edge', 'Razors Edge'],
    ['mod:bane-of_things', 'Bane Of Things'],
    ['plain', 'Plain'],
  ])('names %s %s', (mcid, name) => {
    expect(nameFromMcid(mcid)).toBe(name);
  });
});
