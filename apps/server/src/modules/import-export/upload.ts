import { createWriteStream } from 'node:fs';
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';

export interface Upload {
  /** The uploaded bytes, in a private temporary folder. */
  path: string;
  /** The file name the browser sent (for messages and the log only; never used as a path). */
  filename: string;
  /** A private folder for whatever the import unpacks; removed with the upload. */
  dir: string;
  cleanup(): Promise<void>;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Saves the multipart field `file` of the request to a temporary file, refusing other extensions than
 * `extension` and files larger than `maxBytes`. The caller must call cleanup().
 */
export async function receiveUpload(
  request: FastifyRequest,
  extension: '.csv' | '.zip',
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the ${extension} file as multipart/form-data in the field 'file'.`);
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(`No file was sent: put the ${extension} file in the field 'file'.`);
  }
  const filename = part.filename.slice(0, 200);
  if (!filename.toLowerCase().endsWith(extension)) {
    part.file.resume();
    throw badRequest(`Only ${extension} files can be imported here.`);
  }
  const dir = await makeTempFolder('import');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, `upload${extension}`);
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw tooLarge(maxBytes);
  } catch (error) {
    await cleanup();
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  return { path, filename, dir, cleanup };
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than the limit of ${mb(maxBytes)}.`);

/**
 * A private temporary folder for one upload or export: `<tmp>/tradehall-<kind>-<pid>-XXXXXX`. The pid says which
 * process uses it, so a start-up can tell the folders of a killed server from those of a running one.
 */
export function makeTempFolder(kind: 'import' | 'export', parent = tmpdir()): Promise<string> {
  return mkdtemp(join(parent, `tradehall-${kind}-${process.pid}-`));
}

/** A folder without a pid (made by an older version) is removed once untouched this long. */
export const ABANDONED_TEMP_AGE_MS = 60 * 60 * 1000;
/** A folder of a running process is removed once untouched this long (its pid may belong to another program). */
export const IN_USE_TEMP_AGE_MS = 24 * 60 * 60 * 1000;

const TEMP_FOLDER = /^tradehall-(?:import|export)-(?:([1-9][0-9]*)-)?[A-Za-z0-9]+$/;

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * Removes the temporary upload and export folders left in `parent` by servers that were killed mid-request (a
 * request removes its own folder when it ends). Several servers, CLI commands or test apps may share the temp
 * folder, so only folders no running process can still use go:
 * - the pid in the name is no running process, or it is this process and the folder is older than it (a
 *   restarted container often gets the same pid);
 * - without a pid in the name (older versions): untouched for ABANDONED_TEMP_AGE_MS;
 * - of a running process: untouched for IN_USE_TEMP_AGE_MS (no request lasts a day; the pid may be reused).
 * Symbolic links and files are left alone, and so is what cannot be removed (another user's). Answers the names
 * of the folders removed.
 */
export async function removeStaleTempFolders(parent = tmpdir(), now = Date.now()): Promise<string[]> {
  const startedAt = now - process.uptime() * 1000;
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMP_FOLDER.exec(name);
    if (!match) continue;
    const path = join(parent, name);
    try {
      const stats = await lstat(path);
      if (!stats.isDirectory()) continue;
      const untouchedFor = now - stats.mtimeMs;
      const pid = match[1] === undefined ? undefined : Number(match[1]);
      const stale =
        pid === undefined
          ? untouchedFor > ABANDONED_TEMP_AGE_MS
          : pid === process.pid
            ? stats.mtimeMs < startedAt - 1000
            : !processRuns(pid) || untouchedFor > IN_USE_TEMP_AGE_MS;
      if (!stale) continue;
      await rm(path, { recursive: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
  return removed;
}
