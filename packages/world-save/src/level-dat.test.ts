import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readLevelDat, WorldSaveError } from './index';
import { buildLevelDat } from './testing';

describe('readLevelDat', () => {
  it.each([
    { name: '1.12.2', opts: {}, dataVersion: 1343, versionName: '1.12.2' },
    {
      name: '1.12 (first 1.12 data version)',
      opts: { dataVersion: 1139, versionName: '1.12' },
      dataVersion: 1139,
      versionName: '1.12',
    },
    {
      name: 'no DataVersion (version unknown)',
      opts: { dataVersion: null },
      dataVersion: null,
      versionName: null,
    },
  ])('accepts $name', async ({ opts, dataVersion, versionName }) => {
    const world = await readLevelDat(await buildLevelDat({ levelName: 'Hall World', ...opts }));
    expect(world).toMatchObject({
      levelName: 'Hall World',
      dataVersion,
      versionName,
      enchantmentIdSource: 'vanilla',
    });
  });

  it.each([
    { name: '1.16.5', dataVersion: 2586, versionName: '1.16.5' },
    { name: '1.13', dataVersion: 1519, versionName: '1.13' },
    { name: '1.11.2', dataVersion: 922, versionName: '1.11.2' },
    { name: '1.12.2 snapshot past 1343', dataVersion: 1344, versionName: '18w01a' },
  ])('refuses $name as unsupported_version', async ({ dataVersion, versionName }) => {
    const bytes = await buildLevelDat({ dataVersion, versionName });
    const error = await readLevelDat(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({
      code: 'unsupported_version',
      message: `This world was saved by Minecraft ${versionName}; only 1.12 worlds can be scanned.`,
    });
  });

  it('falls back to vanilla 1.12.2 enchantment ids', async () => {
    const world = await readLevelDat(await buildLevelDat({}));
    expect(world.enchantmentIdSource).toBe('vanilla');
    expect(world.enchantmentIds.size).toBe(30);
    expect(world.enchantmentIds.get(70)).toBe('minecraft:mending');
    expect(world.enchantmentIds.get(0)).toBe('minecraft:protection');
    expect(world.enchantmentIds.get(71)).toBe('minecraft:vanishing_curse');
  });

  it('maps numeric ids through the Forge registry, which renumbers them', async () => {
    const enchantmentIds = {
      'minecraft:protection': 0,
      'minecraft:mending': 5,
      'minecraft:sharpness': 70,
      'somanyenchantments:advancedsharpness': 91,
      'somanyenchantments:rusted': 104,
    };
    const world = await readLevelDat(await buildLevelDat({ enchantmentIds }));
    expect(world.enchantmentIdSource).toBe('forge');
    expect([...world.enchantmentIds].sort((a, b) => a[0] - b[0])).toEqual([
      [0, 'minecraft:protection'],
      [5, 'minecraft:mending'],
      [70, 'minecraft:sharpness'],
      [91, 'somanyenchantments:advancedsharpness'],
      [104, 'somanyenchantments:rusted'],
    ]);
  });

  it.each([
    { name: 'random bytes', bytes: Uint8Array.from({ length: 200 }, (_, i) => (i * 53) & 0xff) },
    { name: 'an empty file', bytes: new Uint8Array(0) },
    { name: 'gzip text', bytes: gzipSync(Buffer.from('not nbt at all')) },
  ])('refuses $name as bad_level_dat, naming the file', async ({ bytes }) => {
    const error = await readLevelDat(bytes, 'MyWorld/level.dat').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldSaveError);
    expect(error).toMatchObject({ code: 'bad_level_dat' });
    expect((error as Error).message).toContain('MyWorld/level.dat');
  });
});
