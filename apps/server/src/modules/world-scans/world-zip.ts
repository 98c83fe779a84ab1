import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { WORLD_SCAN_NO_LEVEL_DAT } from '@tradehall/contracts';
import { LEVEL_DAT_MAX_BYTES } from '@tradehall/world-save';
import { type Entry, getFileNameLowLevel, openPromise, parseExtraFields, type ZipFile } from 'yauzl';
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
 * Unpacks the world of an uploaded ZIP into `dir`: level.dat, region/*.mca, DIM-1/region/*.mca and
 * DIM1/region/*.mca, at the ZIP's top or one folder down (`MyWorld/level.dat`); every other entry is skipped
 * without being unpacked. The entries are listed from the ZIP's central directory, one at a time (no recursion,
 * whatever their number); files are written under names made here (never the entry's own path). Refused before
 * anything is scanned: a path that could leave the folder (400), more than `maxEntries` entries or more than
 * `maxUnpackedBytes` unpacked (413, naming the limit), an entry twice, a compression method ZIP readers do not
 * share; a file that is no ZIP, or holds no level.dat, answers WORLD_SCAN_NO_LEVEL_DAT; a ZIP that cannot be
 * read says why.
 */
export async function extractWorldZip(
  zipPath: string,
  dir: string,
  limits: WorldZipLimits,
): Promise<ExtractedWorld> {
  let zip: ZipFile;
  try {
    zip = await openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw unreadableZip(error);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooManyEntries(limits);
    return await unpackWorld(zip, dir, limits);
  } finally {
    zip.close();
  }
}

/** A file that is no ZIP at all holds no level.dat; a ZIP that breaks while read is damaged. */
function unreadableZip(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found/i.test(message)) {
    return badRequest(WORLD_SCAN_NO_LEVEL_DAT);
  }
  return badRequest(`The ZIP file cannot be read (${message.slice(0, 200)}): upload it again.`);
}

const tooManyEntries = (limits: WorldZipLimits) =>
  new HttpError(
    413,
    `The ZIP holds more than ${limits.maxEntries.toLocaleString('en')} entries, the most a world scan reads (WORLD_SCAN_MAX_ENTRIES).`,
  );

/** The next entry of the central directory, or null after the last. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      done();
      resolve(entry);
    };
    const onEnd = () => {
      done();
      resolve(null);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** The entry's name as its writer meant it (UTF-8 flag, Info-ZIP unicode path), with `/` between folders. */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const name = getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    raw,
    parseExtraFields(entry.extraFieldRaw),
    false,
  );
  return name.replace(/\\/g, '/');
}

async function unpackWorld(zip: ZipFile, dir: string, limits: WorldZipLimits): Promise<ExtractedWorld> {
  /** World folder in the ZIP ('' for the top) → the folder made for it here. */
  const folders = new Map<string, string>();
  const levelDats = new Map<string, string>();
  const seen = new Set<string>();
  const total = { bytes: 0 };
  const folderFor = (world: string) => {
    let folder = folders.get(world);
    if (!folder) {
      folder = join(dir, `world-${folders.size}`);
      folders.set(world, folder);
    }
    return folder;
  };

  for (let entries = 1; ; entries++) {
    let entry: Entry | null;
    try {
      entry = await nextEntry(zip);
    } catch (error) {
      throw unreadableZip(error);
    }
    if (!entry) break;
    if (entries > limits.maxEntries) throw tooManyEntries(limits);
    const name = entryName(entry);
    const parts = name.split('/').filter((part, i, all) => part !== '' || i < all.length - 1);
    if (unsafe(name, parts)) {
      throw badRequest(`The ZIP holds an unsafe path ('${name.slice(0, 120)}'): nothing was scanned.`);
    }
    if (name.endsWith('/')) continue;
    const topLevel = WORLD_PARTS.has(parts[0]!);
    const world = topLevel ? '' : parts[0]!;
    const part = worldPart(topLevel ? parts : parts.slice(1));
    if (!part) continue;
    if (seen.has(name)) throw badRequest(`The ZIP holds '${name.slice(0, 120)}' twice.`);
    seen.add(name);
    const folder = folderFor(world);
    await mkdir(join(folder, ...part.slice(0, -1)), { recursive: true });
    if (part[0] === 'level.dat') levelDats.set(world, name);
    await unpackEntry(zip, entry, join(folder, ...part), {
      name,
      levelDat: part[0] === 'level.dat',
      limits,
      total,
    });
  }

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

interface EntryTarget {
  name: string;
  levelDat: boolean;
  limits: WorldZipLimits;
  /** Bytes unpacked so far, all entries together. */
  total: { bytes: number };
}

/** Unpacks one entry to `path`, stopping at level.dat's size limit and the world's unpacked limit. */
async function unpackEntry(zip: ZipFile, entry: Entry, path: string, target: EntryTarget): Promise<void> {
  const { name, limits, total } = target;
  const shown = name.slice(0, 120);
  const tooLarge = (size: number) => {
    if (target.levelDat && size > LEVEL_DAT_MAX_BYTES) {
      return badRequest(
        `'${shown}' is larger than ${describeBytes(LEVEL_DAT_MAX_BYTES)}: it is no level.dat.`,
      );
    }
    if (total.bytes + size > limits.maxUnpackedBytes) {
      return new HttpError(
        413,
        `The world in the ZIP unpacks to more than ${describeBytes(limits.maxUnpackedBytes)}, the most a world scan reads (WORLD_SCAN_MAX_UNPACKED_BYTES).`,
      );
    }
    return null;
  };
  // What the directory declares is checked first; what the data really holds, as it comes.
  const declared = tooLarge(entry.uncompressedSize);
  if (declared) throw declared;
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw badRequest(`'${shown}' in the ZIP uses a compression method other than deflate.`);
  }
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw badRequest(`'${shown}' in the ZIP is damaged (${messageOf(error)}).`);
  }
  const file = await open(path, 'w');
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      const over = tooLarge(size);
      if (over) throw over;
      await file.write(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof HttpError) throw error;
    throw badRequest(`'${shown}' in the ZIP is damaged (${messageOf(error)}).`);
  } finally {
    await file.close();
  }
  total.bytes += size;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);
