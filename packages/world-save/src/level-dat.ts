// level.dat: gzip NBT with the world's name, game version and (Forge) registry ids. Read with the same bounded
// reader as the chunks (prismarine-nbt is its test oracle): inflating stops at LEVEL_DAT_MAX_BYTES and decoding at
// LEVEL_DAT_MAX_VALUES, so a hostile level.dat costs no more than a real one can.
import { VANILLA_ENCHANTMENT_IDS } from './data/enchantment-ids-1-12-2';
import { isCompound, type NbtCompound, NbtTooLargeError, type NbtValue, readNbt } from './nbt-reader';
import { type WorldInfo, WorldSaveError } from './types';

/** A real level.dat is kilobytes (a few megabytes with a big modpack's registries); more is no level.dat. */
export const LEVEL_DAT_MAX_BYTES = 64 * 1024 * 1024;
/** Values decoded from level.dat: RLCraft's registries hold a few hundred thousand. */
export const LEVEL_DAT_MAX_VALUES = 4_000_000;

/** What a host answers when asked to gunzip level.dat (at most LEVEL_DAT_MAX_BYTES). */
export type GunzipAnswer = { bytes: Uint8Array } | { tooLarge: true } | { failed: true };

/** Whether level.dat is gzip (what the game writes); a level.dat that is not is read as plain NBT. */
export const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** level.dat's NBT from the host's gunzip answer: the same errors whichever host unpacked it. */
export function levelDatNbt(answer: GunzipAnswer, fileName: string): Uint8Array {
  if ('bytes' in answer) return answer.bytes;
  if ('tooLarge' in answer) {
    throw new WorldSaveError(
      'bad_level_dat',
      `'${fileName}' unpacks to more than ${LEVEL_DAT_MAX_BYTES / 1024 / 1024} MB: it is no level.dat.`,
    );
  }
  throw new WorldSaveError(
    'bad_level_dat',
    `${fileName} is not a Minecraft level.dat (it cannot be unpacked).`,
  );
}

/** Minecraft 1.12 (17w13a) to 1.12.2: the only data versions a scan accepts. */
export const MIN_DATA_VERSION = 1139;
export const MAX_DATA_VERSION = 1343;

/** The world's facts from level.dat's NBT (unpacked by the host). */
export function worldInfoOf(nbtBytes: Uint8Array, fileName: string): WorldInfo {
  let root: NbtCompound;
  try {
    root = readNbt(nbtBytes, LEVEL_DAT_MAX_VALUES);
  } catch (error) {
    const why = error instanceof NbtTooLargeError ? ` (${error.message})` : '';
    throw new WorldSaveError(
      'bad_level_dat',
      `${fileName} is not a Minecraft level.dat (it cannot be read as NBT${why}).`,
    );
  }
  const data = root.Data;
  if (!isCompound(data)) {
    throw new WorldSaveError(
      'bad_level_dat',
      `${fileName} is not a Minecraft level.dat (it has no Data tag).`,
    );
  }
  const version = isCompound(data.Version) ? data.Version : undefined;
  const versionName = text(version?.Name);
  const dataVersion = whole(data.DataVersion) ?? whole(root.DataVersion);
  if (dataVersion !== null && (dataVersion < MIN_DATA_VERSION || dataVersion > MAX_DATA_VERSION)) {
    const name = versionName ?? `data version ${dataVersion}`;
    throw new WorldSaveError(
      'unsupported_version',
      `This world was saved by Minecraft ${name}; only 1.12 worlds can be scanned.`,
    );
  }
  const forge = forgeEnchantmentIds(root);
  return {
    levelName: text(data.LevelName) ?? '',
    versionName,
    dataVersion,
    enchantmentIds: forge ?? new Map(VANILLA_ENCHANTMENT_IDS),
    enchantmentIdSource: forge ? 'forge' : 'vanilla',
    seed: typeof data.RandomSeed === 'bigint' ? data.RandomSeed.toString() : null,
  };
}

/** FML.Registries["minecraft:enchantments"].ids: [{K: "modid:name", V: number}]; null when absent or empty. */
function forgeEnchantmentIds(root: NbtCompound): Map<number, string> | null {
  const fml = root.FML;
  const registries = isCompound(fml) ? fml.Registries : undefined;
  const registry = isCompound(registries) ? registries['minecraft:enchantments'] : undefined;
  const ids = isCompound(registry) ? registry.ids : undefined;
  if (!Array.isArray(ids)) return null;
  const map = new Map<number, string>();
  for (const entry of ids) {
    if (!isCompound(entry)) continue;
    const key = text(entry.K);
    const value = whole(entry.V);
    if (key !== null && value !== null) map.set(value, key);
  }
  return map.size > 0 ? map : null;
}

function text(value: NbtValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function whole(value: NbtValue | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
