// The server's host of level.dat: gunzipped with node:zlib, then read by level-dat.ts as in every host.
import { gunzipSync } from 'node:zlib';
import { type GunzipAnswer, isGzip, LEVEL_DAT_MAX_BYTES, levelDatNbt, worldInfoOf } from './level-dat';
import type { WorldInfo } from './types';

/**
 * Reads level.dat. Throws WorldSaveError 'bad_level_dat' when the bytes are not an NBT level.dat (the message
 * names `fileName`) and 'unsupported_version' when its DataVersion is outside 1.12 (a save without DataVersion
 * is accepted: dataVersion null, version unknown).
 */
export async function readLevelDat(bytes: Uint8Array, fileName = 'level.dat'): Promise<WorldInfo> {
  return parseLevelDat(bytes, fileName);
}

/** readLevelDat, on the calling thread. */
export function parseLevelDat(bytes: Uint8Array, fileName = 'level.dat'): WorldInfo {
  return worldInfoOf(isGzip(bytes) ? levelDatNbt(gunzipLevelDat(bytes), fileName) : bytes, fileName);
}

function gunzipLevelDat(bytes: Uint8Array): GunzipAnswer {
  try {
    return { bytes: gunzipSync(bytes, { maxOutputLength: LEVEL_DAT_MAX_BYTES }) };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? { tooLarge: true }
      : { failed: true };
  }
}
