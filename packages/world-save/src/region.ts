// The server's host of the region reader (region-core.ts): the file read with node:fs, chunks inflated with
// node:zlib, synchronously, on a worker thread (or inline). The core decides what the chunks hold.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { gunzipSync, inflateSync } from 'node:zlib';
import {
  MAX_CHUNK_BYTES,
  messageOf,
  type RegionAnswer,
  type RegionPlace,
  type RegionResult,
  type RegionStep,
  readRegion,
  unreadableRegion,
} from './region-core';

export {
  HEADER_BYTES,
  MAX_CHUNK_BYTES,
  REGION_FILE_PATTERN,
  type RegionBudget,
  type RegionResult,
  SECTOR_BYTES,
} from './region-core';

export interface RegionJob extends RegionPlace {
  /** Absolute path of the file. */
  path: string;
}

/**
 * Scans one region file. Never throws for bad data: what cannot be read is in `problems`. Throws ScanLimitError
 * when the file goes over the job's budget (the scan as a whole then stops).
 */
export function scanRegionFile(job: RegionJob): RegionResult {
  let fd: number;
  try {
    fd = openSync(job.path, 'r');
  } catch (error) {
    return unreadableRegion(job, `the region file cannot be opened (${messageOf(error)}).`);
  }
  try {
    const size = fstatSync(fd).size;
    let buffer = new Uint8Array(256 * 1024);
    const answer = (step: RegionStep): RegionAnswer => {
      switch (step.kind) {
        case 'read':
          if (buffer.length < step.length) buffer = new Uint8Array(Math.max(step.length, buffer.length * 2));
          readFully(fd, buffer.subarray(0, step.length), step.position);
          return { bytes: buffer.subarray(0, step.length) };
        case 'inflate':
          return inflateAnswer(step.compression, step.payload, step.maxBytes);
        case 'heap':
          return { heapBytes: getHeapStatistics().used_heap_size };
      }
    };
    const reader = readRegion(job, size);
    let next = reader.next();
    while (!next.done) {
      let reply: RegionAnswer;
      try {
        reply = answer(next.value);
      } catch (error) {
        next = reader.throw(error);
        continue;
      }
      next = reader.next(reply);
    }
    return next.value;
  } finally {
    closeSync(fd);
  }
}

/**
 * zlib's output buffer: a 1.12 chunk with 16 sections inflates to about 170 KB, so one buffer holds it (the
 * default 16 KiB buffers, joined at the end, make inflating several times slower).
 */
export const INFLATE_OPTIONS = { chunkSize: 256 * 1024, maxOutputLength: MAX_CHUNK_BYTES };

function inflateAnswer(compression: 1 | 2, payload: Uint8Array, maxBytes: number): RegionAnswer {
  try {
    return { bytes: inflateChunk(compression, payload, maxBytes) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { tooLarge: true };
    return { failed: true };
  }
}

/** Compression 1 gzip, 2 zlib (what 1.12 writes), 3 none (later versions); at most `maxBytes` inflated. */
export function inflateChunk(
  compression: number,
  payload: Uint8Array,
  maxBytes = MAX_CHUNK_BYTES,
): Uint8Array {
  const options =
    maxBytes === MAX_CHUNK_BYTES ? INFLATE_OPTIONS : { ...INFLATE_OPTIONS, maxOutputLength: maxBytes };
  switch (compression) {
    case 1:
      return gunzipSync(payload, options);
    case 2:
      return inflateSync(payload, options);
    case 3:
      return payload;
    default:
      throw new Error(`unknown compression type ${compression}.`);
  }
}

function readFully(fd: number, into: Uint8Array, position: number): void {
  let done = 0;
  while (done < into.length) {
    const read = readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) throw new Error(`unexpected end of file at byte ${position + done}`);
    done += read;
  }
}
