// What a save without Forge's registry means: the vanilla 1.12.2 enchantment numbers (the game's, as the wiki and
// minecraft-data list them), and the names of the errors a scan throws.
import { describe, expect, it } from 'vitest';
import { readLevelDat } from './level-dat-node';
import { buildLevelDat } from './testing';
import { ScanLimitError, WorldSaveError } from './types';

const VANILLA_1_12_2: [number, string][] = [
  [0, 'protection'],
  [1, 'fire_protection'],
  [2, 'feather_falling'],
  [3, 'blast_protection'],
  [4, 'projectile_protection'],
  [5, 'respiration'],
  [6, 'aqua_affinity'],
  [7, 'thorns'],
  [8, 'depth_strider'],
  [9, 'frost_walker'],
  [10, 'binding_curse'],
  [16, 'sharpness'],
  [17, 'smite'],
  [18, 'bane_of_arthropods'],
  [19, 'knockback'],
  [20, 'fire_aspect'],
  [21, 'looting'],
  [22, 'sweeping'],
  [32, 'efficiency'],
  [33, 'silk_touch'],
  [34, 'unbreaking'],
  [35, 'fortune'],
  [48, 'power'],
  [49, 'punch'],
  [50, 'flame'],
  [51, 'infinity'],
  [61, 'luck_of_the_sea'],
  [62, 'lure'],
  [70, 'mending'],
  [71, 'vanishing_curse'],
];

describe('a world without Forge', () => {
  it('numbers its enchantments as vanilla 1.12.2 does', async () => {
    const world = await readLevelDat(await buildLevelDat({ enchantmentIds: null }));
    expect(world.enchantmentIdSource).toBe('vanilla');
    expect([...world.enchantmentIds]).toEqual(VANILLA_1_12_2.map(([id, name]) => [id, `minecraft:${name}`]));
  });
});

describe('the errors of a scan', () => {
  it('are named for what they are', () => {
    expect(new WorldSaveError('no_level_dat', 'x').name).toBe('WorldSaveError');
    expect(new ScanLimitError('time', 'x').name).toBe('ScanLimitError');
  });

  it('name level.dat as level.dat unless told otherwise', async () => {
    const error = await readLevelDat(new Uint8Array([1, 2, 3])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect((error as Error).message).toMatch(/^level\.dat is not a Minecraft level\.dat/);
  });
});
