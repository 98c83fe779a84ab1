// The browser's host of level.dat: gunzipped with DecompressionStream, then read by level-dat.ts as on the server.
import { isGzip, LEVEL_DAT_MAX_BYTES, levelDatNbt, worldInfoOf } from '../level-dat';
import { type WorldInfo, WorldSaveError } from '../types';
import { inflateWeb } from './inflate';

/** Reads level.dat from a Blob; the same WorldSaveErrors as the server's scan. */
export async function readLevelDatBlob(blob: Blob, fileName = 'level.dat'): Promise<WorldInfo> {
  if (blob.size > LEVEL_DAT_MAX_BYTES) {
    throw new WorldSaveError(
      'bad_level_dat',
      `level.dat is larger than ${LEVEL_DAT_MAX_BYTES / 1024 / 1024} MB: it is no level.dat.`,
    );
  }
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const nbt = isGzip(bytes)
    ? levelDatNbt(await inflateWeb('gzip', bytes, LEVEL_DAT_MAX_BYTES), fileName)
    : bytes;
  return worldInfoOf(nbt, fileName);
}
