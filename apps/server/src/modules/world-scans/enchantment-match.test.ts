import { SME_FORK_IDS } from '@tradehall/domain';
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

describe('enchantment matching by mcid or So Many Enchantments alias', () => {
  it.each([
    // RLCraft 2.9.2 stores the SME 0.5.5 ids; the newer fork's ids are aliases.
    ['minecraft:mending', 'Mending'],
    ['MINECRAFT:Sharpness', 'Sharpness'],
    ['sharpness', 'Sharpness'],
    ['somanyenchantments:advancedfireaspect', 'Advanced Fire Aspect'],
    ['somanyenchantments:afa', 'Advanced Fire Aspect'],
    ['somanyenchantments:advancedefficency', 'Advanced Efficiency'],
    ['somanyenchantments:freezing', 'Freezing'],
    ['somanyenchantments:cryogenic', 'Freezing'],
    ['somanyenchantments:underwaterstrider', 'Underwater Strider'],
    ['somanyenchantments:swiftswimming', 'Underwater Strider'],
    ['somanyenchantments:moonlight', "Lunar's Blessing"],
    ['somanyenchantments:lunasblessing', "Lunar's Blessing"],
    ['somanyenchantments:hors_de_combat', 'Hors De Combat'],
    ['somanyenchantments:upgrade', 'Upgraded Potentials'],
    ['somanyenchantments:upgradedpotentials', 'Upgraded Potentials'],
    ['mujmajnkraftsbettersurvival:vampirism', 'Vampirism'],
    ['spartanweaponry:razors_edge', 'Razors Edge'],
    ['charm:rusting_curse', 'Curse of Rusting'],
  ])('%s is %s', (mcid, name) => {
    expect(match(mcid)?.name).toBe(name);
  });

  it.each([
    'somanyenchantments:razors_edge',
    'somanyenchantments:physics',
    'minecraft:',
    'nosuchmod:afa',
    '',
  ])('%j matches nothing', (mcid) => {
    expect(match(mcid)).toBeUndefined();
  });

  it('matches every renamed fork id of the earlier reference to its RLCraft row, and none is a stored mcid', () => {
    const mcids = new Set(references.map((r) => r.mcid));
    const forkIds = Object.keys(SME_FORK_IDS);
    expect(forkIds).toHaveLength(32);
    expect(forkIds.filter((id) => mcids.has(id))).toEqual([]);
    for (const id of forkIds) expect(match(id)?.mcid, id).toBe(SME_FORK_IDS[id]);
  });

  it('still reads an "SME 0.5.x id" note of a row an earlier reference seeded', () => {
    expect(aliasesOf('SME 0.5.x id: somanyenchantments:afa; other notes')).toEqual([
      'somanyenchantments:afa',
    ]);
    const old = enchantmentMatcher([
      { id: 1, name: 'Mine', mcid: 'mod:mine', maxlevel: 1, notes: 'SME 0.5.x id: mod:older' },
    ]);
    expect(old('mod:older')?.name).toBe('Mine');
  });

  it('finds a row kept under its fork id by the SME 0.5.5 id a save stores', () => {
    const kept = enchantmentMatcher([
      { id: 1, name: 'Arc Slash', mcid: 'somanyenchantments:arcslash', maxlevel: 3, notes: '' },
    ]);
    expect(kept('somanyenchantments:swiper')?.name).toBe('Arc Slash');
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
