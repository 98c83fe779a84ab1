// parseLevelDat's edges: level.dat stored without gzip, each refusal's sentence, and what a field of the wrong type
// reads as.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LEVEL_DAT_MAX_BYTES } from './level-dat';
import { parseLevelDat } from './level-dat-node';
import { type CompoundTag, tags } from './testing';

const { compound, int, list, long, string, writeNbt } = tags;
const levelDat = (data: Record<string, Parameters<typeof compound>[0][string]>, extra = {}): CompoundTag =>
  compound({ Data: compound({ DataVersion: int(1343), ...data }), ...extra });
const refusal = (bytes: Uint8Array, fileName?: string): string => {
  try {
    parseLevelDat(bytes, fileName);
    return 'no error';
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
};

describe('parseLevelDat at its edges', () => {
  it('reads a level.dat stored without gzip as well as a gzip one', () => {
    const nbt = writeNbt(levelDat({ LevelName: string('Plain'), RandomSeed: long(-5n) }));
    for (const bytes of [nbt, gzipSync(nbt)]) {
      expect(parseLevelDat(bytes)).toMatchObject({ levelName: 'Plain', seed: '-5', dataVersion: 1343 });
    }
  });

  it('names the file in each refusal', () => {
    const gzipHeaderOnly = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]);
    expect(refusal(gzipHeaderOnly, 'x.dat')).toBe(
      'bad_level_dat: x.dat is not a Minecraft level.dat (it cannot be unpacked).',
    );
    expect(refusal(new Uint8Array([0x1f, 0x00, 1]))).toBe(
      'bad_level_dat: level.dat is not a Minecraft level.dat (it cannot be read as NBT).',
    );
    expect(refusal(writeNbt(compound({ Other: int(1) })), 'y.dat')).toBe(
      'bad_level_dat: y.dat is not a Minecraft level.dat (it has no Data tag).',
    );
    expect(refusal(writeNbt(levelDat({ DataVersion: int(1519) })))).toBe(
      'unsupported_version: This world was saved by Minecraft data version 1519; only 1.12 worlds can be scanned.',
    );
    const bomb = gzipSync(new Uint8Array(LEVEL_DAT_MAX_BYTES + 1));
    expect(refusal(bomb, 'z.dat')).toBe(
      `bad_level_dat: 'z.dat' unpacks to more than ${LEVEL_DAT_MAX_BYTES / 1024 / 1024} MB: it is no level.dat.`,
    );
  });

  it('reads fields of the wrong type as missing', () => {
    const world = parseLevelDat(writeNbt(levelDat({ LevelName: int(5), RandomSeed: int(7) })));
    expect(world).toMatchObject({ levelName: '', seed: null, enchantmentIdSource: 'vanilla' });
  });

  it('takes a Forge registry only when it names at least one enchantment', () => {
    const fml = (ids: Parameters<typeof list>[0]) => ({
      FML: compound({ Registries: compound({ 'minecraft:enchantments': compound({ ids: list(ids) }) }) }),
    });
    const empty = parseLevelDat(writeNbt(levelDat({}, fml([]))));
    expect(empty.enchantmentIdSource).toBe('vanilla');
    const one = parseLevelDat(
      writeNbt(
        levelDat(
          {},
          fml([compound({ K: string('mod:glow'), V: int(90) }), compound({ K: int(1), V: int(2) })]),
        ),
      ),
    );
    expect(one.enchantmentIdSource).toBe('forge');
    expect([...one.enchantmentIds]).toEqual([[90, 'mod:glow']]);
  });
});
