import { describe, expect, it } from 'vitest';
import {
  type AnvilEnchantment,
  anvilMerge,
  enchantmentMultiplier,
  priorWorkPenalty,
  stepScore,
} from './cost';
import type { OptimizerRarity } from './types';

const ench = (
  mcid: string,
  rarity: OptimizerRarity,
  level: number,
  maxlevel = 5,
  incompatibilities: string[] = [],
): AnvilEnchantment => ({ mcid, rarity, level, maxlevel, incompatibilities });

const sharpness5 = ench('sharpness', 'Common', 5);
const looting3 = ench('looting', 'Rare', 3, 3);
const thorns3 = ench('thorns', 'Very Rare', 3, 3);
const protection4 = ench('protection', 'Common', 4, 4, ['fire_protection']);
const fireProtection4 = ench('fire_protection', 'Uncommon', 4, 4, ['protection']);

describe('enchantmentMultiplier', () => {
  it.each([
    ['Common', 1, 1],
    ['Uncommon', 2, 1],
    ['Rare', 4, 2],
    ['Very Rare', 8, 4],
  ] as const)('%s costs %i per level from an item, %i from a book', (rarity, fromItem, fromBook) => {
    expect(enchantmentMultiplier(rarity, false)).toBe(fromItem);
    expect(enchantmentMultiplier(rarity, true)).toBe(fromBook);
  });
});

describe('priorWorkPenalty', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 3],
    [3, 7],
    [5, 31],
    [6, 63],
  ])('%i prior works add %i levels', (n, levels) => {
    expect(priorWorkPenalty(n)).toBe(levels);
  });
});

describe('stepScore', () => {
  it.each([
    [12, 'levels', 12],
    [12, 'xp', 216],
    [30, 'xp', 1395],
    [39, 'xp', 2727],
  ] as const)('%i levels score %s %i', (levels, objective, score) => {
    expect(stepScore(levels, objective)).toBe(score);
  });
});

describe('anvilMerge (Java 1.12 rules)', () => {
  const sword = (priorWork = 0, enchantments: AnvilEnchantment[] = []) => ({
    isBook: false,
    priorWork,
    enchantments,
  });
  const book = (priorWork: number, ...enchantments: AnvilEnchantment[]) => ({
    isBook: true,
    priorWork,
    enchantments,
  });

  it.each([
    ['sword + Sharpness V book', sword(), book(0, sharpness5), 5, 1],
    ['sword (1 prior work) + Looting III book', sword(1), book(0, looting3), 7, 2],
    ['Sharpness V book + Looting III book', book(0, sharpness5), book(0, looting3), 6, 1],
    ['Looting III book + Sharpness V book', book(0, looting3), book(0, sharpness5), 5, 1],
    ['sword + Thorns III book', sword(), book(0, thorns3), 12, 1],
    ['sword + Thorns III on a sword (full multiplier)', sword(), sword(0, [thorns3]), 24, 1],
    ['merged book, both prior works paid', book(2, looting3), book(3, sharpness5), 3 + 7 + 5, 4],
    ['two-enchantment book onto a worn sword', sword(3), book(1, sharpness5, looting3), 7 + 1 + 5 + 6, 4],
  ])('%s', (_label, target, sacrifice, levels, priorWork) => {
    const outcome = anvilMerge(target, sacrifice);
    expect(outcome.levels).toBe(levels);
    expect(outcome.priorWork).toBe(priorWork);
  });

  it('charges 1 level per conflicting pair and does not transfer the conflicting enchantment', () => {
    const outcome = anvilMerge(sword(0, [protection4]), book(0, fireProtection4, sharpness5));
    expect(outcome.levels).toBe(1 + 5);
    expect(outcome.enchantments.map((e) => e.mcid)).toEqual(['protection', 'sharpness']);
  });

  it('combines equal levels into the next level, capped at the max level', () => {
    const sharpness4 = ench('sharpness', 'Common', 4);
    expect(anvilMerge(sword(0, [sharpness4]), book(0, sharpness4))).toMatchObject({
      levels: 5,
      enchantments: [{ mcid: 'sharpness', level: 5 }],
    });
    expect(anvilMerge(sword(0, [sharpness5]), book(0, sharpness5))).toMatchObject({
      levels: 5,
      enchantments: [{ mcid: 'sharpness', level: 5 }],
    });
  });
});
