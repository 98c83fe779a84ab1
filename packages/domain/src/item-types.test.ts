import { describe, expect, it } from 'vitest';
import {
  ANY_TYPE,
  applicableTypes,
  enchantmentChoices,
  enchantmentFits,
  type ItemTypeKeyword,
  itemTypesOf,
} from './item-types';

// A small item-type map: multi-word keywords, a keyword inside another (axe / pickaxe / battle axe), one keyword
// with two types, keywords written with odd case and spacing, and one that is only punctuation.
const MAP: readonly ItemTypeKeyword[] = [
  { keyword: 'axe', type: 'AXE' },
  { keyword: 'Pickaxe', type: 'PICKAXE' },
  { keyword: 'pickaxe', type: 'TOOL' },
  { keyword: '  Battle   AXE ', type: 'BATTLEAXE' },
  { keyword: 'book', type: 'BOOK' },
  { keyword: 'enchanted book', type: 'ENCHANTED' },
  { keyword: 'sword', type: 'SWORD' },
  { keyword: "jack-o'lantern", type: 'HEAD' },
  { keyword: '--', type: 'NOTHING' },
  { keyword: 'rod', type: 'ROD' },
  { keyword: 'fishing rod', type: 'FISHING_ROD' },
];

const typesOf = (item: string, map: readonly ItemTypeKeyword[] = MAP) => [...itemTypesOf(item, map)].sort();

describe('itemTypesOf', () => {
  it.each([
    ['Iron Axe', ['AXE']],
    ['Iron Pickaxe', ['PICKAXE', 'TOOL']],
    ['Diamond Battle Axe', ['BATTLEAXE']],
    ['battle-axe of doom', ['BATTLEAXE']],
    ['Axe Axe', ['AXE']],
    ['Axel', []],
    ['', []],
    ['Enchanted Book', ['Any', 'ENCHANTED']],
    ['  ENCHANTED   book ', ['Any', 'ENCHANTED']],
    ['Book', ['BOOK']],
    ['Enchanted Book Stand', ['ENCHANTED']],
    ['Sword and Axe', ['AXE', 'SWORD']],
    ["Jack-o'Lantern", ['HEAD']],
    ['Fishing Rod', ['FISHING_ROD']],
    ['Rod', ['ROD']],
    ['Fishing Rod and Rod', ['FISHING_ROD', 'ROD']],
    ['Fishing Rod Rod', ['FISHING_ROD', 'ROD']],
    ['-- --', []],
  ])('%j → %j', (item, expected) => {
    expect(typesOf(item)).toEqual(expected);
  });

  it('orders keywords of the same length by name, and reuses the index of a map it has seen', () => {
    // 'rod x' and 'x rod' are as long as each other; both match 'x rod x', the first (by name) wins the span.
    const tie: ItemTypeKeyword[] = [
      { keyword: 'x rod', type: 'B' },
      { keyword: 'rod x', type: 'A' },
    ];
    expect(typesOf('x rod x', tie)).toEqual(['A']);
    expect(typesOf('rod x rod', tie)).toEqual(['A']);
    // The index is kept per map: changing the map afterwards does not change the answer.
    tie.push({ keyword: 'rod', type: 'C' });
    expect(typesOf('rod', tie)).toEqual([]);
    expect(typesOf('rod', [...tie])).toEqual(['C']);
  });
});

describe('applicableTypes and enchantmentFits', () => {
  it.each([
    ['SWORD,AXE', ['SWORD', 'AXE']],
    [' SWORD , AXE ,', ['SWORD', 'AXE']],
    [',,', []],
    ['', []],
    ['Any', ['Any']],
  ])('applicableTypes(%j) → %j', (applicable, expected) => {
    expect(applicableTypes(applicable)).toEqual(expected);
  });

  it.each([
    [['SWORD'], 'SWORD,AXE', true],
    [['sword'], 'AXE, Sword', true],
    [['SWORD'], 'BOW', false],
    [[], 'BOW', false],
    [[], 'any', true],
    [['BOW'], ' ANY ', true],
    [['any'], 'BOW', true],
    [[ANY_TYPE], '', true],
    [['SWORD'], '', false],
  ] as const)('types %j fit %j: %s', (types, applicable, fits) => {
    expect(enchantmentFits(new Set(types), applicable)).toBe(fits);
  });
});

describe('enchantmentChoices', () => {
  const enchantments = [
    { name: 'Sharpness', applicable: 'SWORD,AXE' },
    { name: 'Efficiency', applicable: 'TOOL' },
    { name: 'Mending', applicable: 'Any' },
  ];
  it.each([
    ['', []],
    ['   ', []],
    ['Iron Sword', ['Sharpness', 'Mending']],
    ['Iron Pickaxe', ['Efficiency', 'Mending']],
    ['Enchanted Book', ['Sharpness', 'Efficiency', 'Mending']],
    ['Emerald', ['Mending']],
  ])('%j → %j', (item, expected) => {
    expect(enchantmentChoices(item, enchantments, MAP).map((e) => e.name)).toEqual(expected);
  });
});
