import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import { badRequest } from '../../lib/http-error';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export interface ExtractedEntry {
  name: string;
  /** Where the entry's bytes were written (a name chosen here, never the entry's own path). */
  path: string;
  bytes: number;
  sha256: string;
}

const SAFE_NAME = /^[a-z0-9_]+\.(csv|json)$/;

/**
 * Unpacks a ZIP into `dir`, streaming, refusing before anything is imported: entries whose name is not one of
 * `allowed` (so nothing in a folder, nothing with '..', no absolute paths), repeated entries, more than
 * `maxEntries` entries, more than `maxUncompressedBytes` unpacked in all (a ZIP bomb stops there), and
 * compression other than stored or deflate.
 */
export async function extractZip(
  zipPath: string,
  dir: string,
  allowed: ReadonlySet<string>,
  limits: ZipLimits,
): Promise<Map<string, ExtractedEntry>> {
  const entries = new Map<string, ExtractedEntry>();
  const open = new Set<string>();
  let total = 0;
  let failure: Error | null = null;
  const fail = (message: string) => {
    failure ??= badRequest(message);
  };

  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    const name = file.name;
    if (name.endsWith('/'))
      return fail(`The ZIP holds a folder ('${name.slice(0, 80)}'): put the files at its top level.`);
    if (!SAFE_NAME.test(name) || !allowed.has(name)) {
      return fail(`The ZIP holds '${name.slice(0, 80)}', which is not part of a Tradehall backup.`);
    }
    if (entries.has(name)) return fail(`The ZIP holds '${name}' twice.`);
    if (entries.size + 1 > limits.maxEntries)
      return fail(`The ZIP holds more than ${limits.maxEntries} files.`);
    const path = join(dir, `entry-${entries.size}-${name}`);
    const fd = openSync(path, 'w');
    const hash = createHash('sha256');
    const entry: ExtractedEntry = { name, path, bytes: 0, sha256: '' };
    entries.set(name, entry);
    open.add(name);
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) {
        fail(`'${name}' in the ZIP is damaged (${error.message}).`);
        closeSync(fd);
        return;
      }
      total += data.length;
      entry.bytes += data.length;
      if (total > limits.maxUncompressedBytes) {
        fail(`The ZIP unpacks to more than ${Math.round(limits.maxUncompressedBytes / (1024 * 1024))} MB.`);
        file.terminate();
        closeSync(fd);
        return;
      }
      hash.update(data);
      writeSync(fd, data);
      if (final) {
        closeSync(fd);
        entry.sha256 = hash.digest('hex');
        open.delete(name);
      }
    };
    try {
      file.start();
    } catch {
      closeSync(fd);
      fail(`'${name}' in the ZIP uses a compression method other than deflate.`);
    }
  });
  unzip.register(UnzipInflate);

  try {
    for await (const chunk of createReadStream(zipPath, {
      highWaterMark: 256 * 1024,
    }) as AsyncIterable<Buffer>) {
      unzip.push(chunk);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    fail(`The file is not a readable ZIP (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (failure) throw failure;
  if (open.size > 0) throw badRequest('The ZIP file is incomplete: upload it again.');
  if (entries.size === 0) throw badRequest('The file is not a ZIP archive, or it is empty.');
  return entries;
}
