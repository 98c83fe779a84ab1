import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
  const dir = await mkdtemp(join(tmpdir(), 'tradehall-import-'));
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
