import { describe, expect, it } from 'vitest';
import { itemName, villagerType } from './index';
import { titleFromId } from './names';

describe('villagerType', () => {
  it.each([
    [0, 1, 'Farmer'],
    [0, 2, 'Fisherman'],
    [0, 3, 'Shepherd'],
    [0, 4, 'Fletcher'],
    [1, 1, 'Librarian'],
    [1, 2, 'Cartographer'],
    [2, 1, 'Cleric'],
    [3, 1, 'Armorer'],
    [3, 2, 'Weapon Smith'],
    [3, 3, 'Tool Smith'],
    [4, 1, 'Butcher'],
    [4, 2, 'Leatherworker'],
    [5, 1, 'Nitwit'],
    [5, 0, 'Nitwit'],
    [1, 0, 'Librarian'],
  ])('profession %i, career %i is %s', (profession, career, type) => {
    expect(villagerType({ profession, professionName: null, career })).toEqual({ type, known: true });
  });

  it.each([
    { professionName: 'minecraft:librarian', profession: 1, career: 1, type: 'Librarian', known: true },
    { professionName: 'minecraft:smith', profession: 3, career: 3, type: 'Tool Smith', known: true },
    { professionName: 'minecraft:priest', profession: 2, career: 1, type: 'Cleric', known: true },
    { professionName: 'minecraft:nitwit', profession: 5, career: 1, type: 'Nitwit', known: true },
    // Forge's name wins over a number that another mod's registry shifted.
    { professionName: 'minecraft:butcher', profession: 9, career: 2, type: 'Leatherworker', known: true },
    { professionName: 'mca:bank_teller', profession: 7, career: 1, type: 'Bank Teller', known: false },
    { professionName: 'somemod:miner', profession: 6, career: 2, type: 'Miner', known: false },
  ])(
    'Forge $professionName / career $career is $type',
    ({ professionName, profession, career, type, known }) => {
      expect(villagerType({ profession, professionName, career })).toEqual({ type, known });
    },
  );

  it.each([
    { profession: 1, career: 3, type: 'Librarian (career 3)' },
    { profession: 7, career: 1, type: 'Profession 7' },
    { profession: null, career: null, type: 'Unknown' },
  ])('names what the table lacks ($type), known: false', ({ profession, career, type }) => {
    expect(villagerType({ profession, professionName: null, career })).toEqual({ type, known: false });
  });
});

describe('itemName', () => {
  it.each([
    ['minecraft:dye', 4, 'Lapis Lazuli'],
    ['minecraft:dye', 0, 'Ink Sac'],
    ['minecraft:dye', 15, 'Bone Meal'],
    ['minecraft:wool', 0, 'White Wool'],
    ['minecraft:wool', 14, 'Red Wool'],
    ['minecraft:emerald', 0, 'Emerald'],
    ['minecraft:book', 0, 'Book'],
    ['minecraft:enchanted_book', 0, 'Enchanted Book'],
    ['minecraft:iron_sword', 0, 'Iron Sword'],
    ['minecraft:iron_sword', 37, 'Iron Sword'],
    ['minecraft:diamond_pickaxe', 0, 'Diamond Pickaxe'],
    ['minecraft:experience_bottle', 0, "Bottle o' Enchanting"],
    ['minecraft:fish', 0, 'Raw Fish'],
    ['emerald', 0, 'Emerald'],
  ])('%s with damage %i is %s', (id, damage, name) => {
    expect(itemName(id, damage)).toEqual({ name, known: true });
  });

  it.each([
    ['somanyenchantments:tome', 0],
    ['minecraft:dye', 99],
    ['minecraft:not_an_item', 0],
  ])('keeps the registry id of an unknown item (%s, %i)', (id, damage) => {
    expect(itemName(id, damage)).toEqual({ name: id, known: false });
  });
});

describe('names at their edges', () => {
  it.each([
    [
      { profession: 5, professionName: null, career: 3 },
      { type: 'Nitwit', known: true },
    ],
    [
      { profession: 5, professionName: null, career: 1 },
      { type: 'Nitwit', known: true },
    ],
    [
      { profession: null, professionName: 'minecraft:nitwit', career: 2 },
      { type: 'Nitwit', known: true },
    ],
  ])('a nitwit is a Nitwit whatever its career: %j', (v, type) => {
    expect(villagerType(v)).toEqual(type);
  });

  it.each([
    ['mod:_bank__teller_', 'Bank Teller'],
    ['bank.teller-two', 'Bank Teller Two'],
    ['mod:', 'mod:'],
    ['mod:__', 'mod:__'],
  ])('titles %j as %j', (id, title) => {
    expect(titleFromId(id)).toBe(title);
  });

  it('names an item without a damage row by its plain row, and knows none for a blank id', () => {
    expect(itemName('minecraft:emerald', 3)).toEqual({ name: 'Emerald', known: true });
    expect(itemName('', 0)).toEqual({ name: '', known: false });
  });
});
