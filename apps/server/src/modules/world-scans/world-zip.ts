import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { WORLD_SCAN_NO_LEVEL_DAT } from '@tradehall/contracts';
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import { badRequest, HttpError } from '../../lib/http-error';
import { describeBytes } from './world-scan-settings';

export interface WorldZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export interface ExtractedWorld {
  /** The world folder: level.dat and the region folders that were in the ZIP, nothing else. */
  dir: string;
  /** level.dat's path in the ZIP, for messages (e.g. 'MyWorld/level.dat'). */
  levelDat: string;
}

/** Folders that are part of a world, so never the world's own folder name ('region/r.0.0.mca' is top level). */
const WORLD_PARTS = new Set(['level.dat', 'region', 'DIM-1', 'DIM1']);
const REGION_FILE = /^r\.-?\d{1,7}\.-?\d{1,7}\.mca$/;
/** A real level.dat is kilobytes (a few megabytes with a big modpack's registries); more is no level.dat. */
export const LEVEL_DAT_MAX_BYTES = 64 * 1024 * 1024;

/** The parts of a world an entry is (relative to its world folder), or null for an entry to ignore. */
function worldPart(parts: readonly string[]): string[] | null {
  if (parts.length === 1 && parts[0] === 'level.dat') return ['level.dat'];
  if (parts.length === 2 && parts[0] === 'region' && REGION_FILE.test(parts[1]!))
    return ['region', parts[1]!];
  if (
    parts.length === 3 &&
    (parts[0] === 'DIM-1' || parts[0] === 'DIM1') &&
    parts[1] === 'region' &&
    REGION_FILE.test(parts[2]!)
  ) {
    return [parts[0], 'region', parts[2]!];
  }
  return null;
}

/** A path that could leave the folder it is unpacked in: absolute, a drive, or a `..` step. */
const unsafe = (name: string, parts: readonly string[]) =>
  name.startsWith('/') || /^[A-Za-z]:/.test(name) || parts.some((part) => part === '..');

/**
 * Unpacks the world of an uploaded ZIP into `dir`, streaming: level.dat, region/*.mca, DIM-1/region/*.mca and
 * DIM1/region/*.mca, at the ZIP's top or one folder down (`MyWorld/level.dat`); every other entry is skipped
 * without being unpacked. Files are written under names made here (never the entry's own path). Refused before
 * anything is scanned: a path that could leave the folder (400), more than `maxEntries` entries or more than
 * `maxUnpackedBytes` unpacked (413, naming the limit), an entry twice, a compression other than deflate; a file
 * that is no ZIP, or holds no level.dat, answers WORLD_SCAN_NO_LEVEL_DAT.
 */
export async function extractWorldZip(
  zipPath: string,
  dir: string,
  limits: WorldZipLimits,
): Promise<ExtractedWorld> {
  /** World folder in the ZIP ('' for the top) → the folder made for it here. */
  const folders = new Map<string, string>();
  const levelDats = new Map<string, string>();
  const seen = new Set<string>();
  const open = new Set<string>();
  let entries = 0;
  let total = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const folderFor = (world: string) => {
    let folder = folders.get(world);
    if (!folder) {
      folder = join(dir, `world-${folders.size}`);
      folders.set(world, folder);
    }
    return folder;
  };

  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    const name = file.name.replace(/\\/g, '/');
    entries++;
    if (entries > limits.maxEntries) {
      return fail(
        new HttpError(
          413,
          `The ZIP holds more than ${limits.maxEntries.toLocaleString('en')} entries, the most a world scan reads (WORLD_SCAN_MAX_ENTRIES).`,
        ),
      );
    }
    const parts = name.split('/').filter((part, i, all) => part !== '' || i < all.length - 1);
    if (unsafe(name, parts)) {
      return fail(badRequest(`The ZIP holds an unsafe path ('${name.slice(0, 120)}'): nothing was scanned.`));
    }
    if (name.endsWith('/')) return;
    const topLevel = WORLD_PARTS.has(parts[0]!);
    const world = topLevel ? '' : parts[0]!;
    const part = worldPart(topLevel ? parts : parts.slice(1));
    if (!part) return;
    if (seen.has(name)) return fail(badRequest(`The ZIP holds '${name.slice(0, 120)}' twice.`));
    seen.add(name);
    const folder = folderFor(world);
    mkdirSync(join(folder, ...part.slice(0, -1)), { recursive: true });
    const path = join(folder, ...part);
    if (part[0] === 'level.dat') levelDats.set(world, name);
    const fd = openSync(path, 'w');
    open.add(name);
    let closed = false;
    let size = 0;
    const close = () => {
      if (closed) return;
      closed = true;
      closeSync(fd);
    };
    file.ondata = (error, data, final) => {
      if (failure) return close();
      if (error) {
        close();
        return fail(badRequest(`'${name.slice(0, 120)}' in the ZIP is damaged (${error.message}).`));
      }
      total += data.length;
      size += data.length;
      if (part[0] === 'level.dat' && size > LEVEL_DAT_MAX_BYTES) {
        file.terminate();
        close();
        return fail(
          badRequest(
            `'${name.slice(0, 120)}' is larger than ${describeBytes(LEVEL_DAT_MAX_BYTES)}: it is no level.dat.`,
          ),
        );
      }
      if (total > limits.maxUnpackedBytes) {
        file.terminate();
        close();
        return fail(
          new HttpError(
            413,
            `The world in the ZIP unpacks to more than ${describeBytes(limits.maxUnpackedBytes)}, the most a world scan reads (WORLD_SCAN_MAX_UNPACKED_BYTES).`,
          ),
        );
      }
      writeSync(fd, data);
      if (final) {
        close();
        open.delete(name);
      }
    };
    try {
      file.start();
    } catch {
      close();
      fail(badRequest(`'${name.slice(0, 120)}' in the ZIP uses a compression method other than deflate.`));
    }
  });
  unzip.register(UnzipInflate);

  let readable = true;
  try {
    for await (const chunk of createReadStream(zipPath, {
      highWaterMark: 256 * 1024,
    }) as AsyncIterable<Buffer>) {
      unzip.push(chunk);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch {
    readable = false;
  }
  if (failure) throw failure;
  if (!readable || entries === 0) throw badRequest(WORLD_SCAN_NO_LEVEL_DAT);
  if (open.size > 0) throw badRequest('The ZIP file is incomplete: upload it again.');

  const top = levelDats.get('');
  if (top !== undefined) return { dir: folders.get('')!, levelDat: top };
  const candidates = [...levelDats.keys()].sort();
  if (candidates.length === 0) throw badRequest(WORLD_SCAN_NO_LEVEL_DAT);
  if (candidates.length > 1) {
    const listed = candidates
      .slice(0, 3)
      .map((world) => `'${world.slice(0, 60)}/'`)
      .join(', ');
    throw badRequest(`The upload holds more than one world (level.dat in ${listed}): zip one world folder.`);
  }
  const world = candidates[0]!;
  return { dir: folders.get(world)!, levelDat: levelDats.get(world)! };
}
