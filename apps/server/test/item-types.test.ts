import { enchantmentFits, itemTypesOf } from '@tradehall/domain';
import { describe, expect, it } from 'vitest';
import itemTypeMap from '../src/db/seed/data/item_type_map.json' with { type: 'json' };

const types = (item: string) => [...itemTypesOf(item, itemTypeMap)].sort();

describe('item types of item names (item-type map, whole words, longer keywords first)', () => {
  it.each([
    ['Enchanted Book', ['Any', 'BOOK']],
    ['Book', ['Any', 'BOOK']],
    ['Iron Dagger', ['BREAKABLE', 'SWORD']],
    ['Dagger (Better Survival)', ['BREAKABLE', 'BS_DAGGER', 'SWORD']],
    ['Diamond Battle Axe', ['BREAKABLE', 'BS_BATTLEAXE', 'SWORD']],
    ['Iron Nunchaku', ['BREAKABLE', 'BS_NUNCHAKU', 'SWORD']],
    ['Iron Throwing Knife', ['BREAKABLE', 'SW_THROWING']],
    ['Shield (Spartan Shields)', ['BREAKABLE', 'SHIELD', 'SPARTAN_SHIELD']],
    ['Fishing Rod (Aquaculture)', ['AQUACULTURE_ROD', 'BREAKABLE', 'FISHING_ROD']],
    ['Switch Crossbow', ['BOW', 'BREAKABLE', 'SWITCH_CROSSBOW']],
    ['Iron Pickaxe', ['BREAKABLE', 'PICKAXE', 'TOOL']],
    ['Diamond Axe', ['AXE', 'BREAKABLE', 'TOOL']],
    ['Diamond Battleaxe', ['BATTLEAXE', 'BREAKABLE', 'SWORD']],
    ['Fishing Rod', ['BREAKABLE', 'FISHING_ROD']],
    ['Leather Tunic', ['ARMOR', 'ARMOR_CHEST', 'BREAKABLE', 'WEARABLE']],
    ['Iron Longsword', ['BREAKABLE', 'SWORD']],
    ['Emerald', []],
    ['Bowl', []],
    ['Axel', []],
  ])('%s → %j', (item, expected) => {
    expect(types(item)).toEqual(expected);
  });

  it('fits enchantments by shared type, Any, or any for books', () => {
    const sword = itemTypesOf('Iron Sword', itemTypeMap);
    expect(enchantmentFits(sword, 'SWORD,AXE')).toBe(true);
    expect(enchantmentFits(sword, 'BOW,SW_CROSSBOW')).toBe(false);
    expect(enchantmentFits(sword, 'Any')).toBe(true);
    expect(enchantmentFits(itemTypesOf('Enchanted Book', itemTypeMap), 'BOW')).toBe(true);
    expect(enchantmentFits(itemTypesOf('Emerald', itemTypeMap), 'BREAKABLE')).toBe(false);
  });
});
