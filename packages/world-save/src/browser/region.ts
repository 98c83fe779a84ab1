// The browser's host of the region reader (region-core.ts): the file is a Blob (a File the player picked), read
// whole for a full scan and only its 8 KiB header first for a rescan; zlib chunks inflate synchronously (libdeflate
// in WebAssembly, inflate-fast.ts), and what that cannot vouch for (gzip chunks, bad or huge ones) through DecompressionStream.
import {
  HEADER_BYTES,
  type RegionAnswer,
  type RegionPlace,
  type RegionResult,
  type RegionStep,
  readRegion,
} from '../region-core';
import { inflateWeb } from './inflate';
import { inflateZlibFast } from './inflate-fast';

/** How chunks inflate: 'fast' (the default) as above; 'stream' every chunk through DecompressionStream. */
export type ChunkInflater = 'fast' | 'stream';

/**
 * Scans one region file held as a Blob. Never throws for bad data: what cannot be read is in `problems`. Throws
 * ScanLimitError when the file goes over the place's budget.
 */
export async function scanRegionBlob(
  blob: Blob,
  place: RegionPlace,
  inflater: ChunkInflater = 'fast',
): Promise<RegionResult> {
  let whole: Uint8Array | undefined;
  const read = async (position: number, length: number): Promise<Uint8Array> => {
    if (!whole && place.seen && position === 0 && length === HEADER_BYTES) {
      // A rescan: the header says which chunks changed; the rest of the file is read only if one did.
      return new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer());
    }
    whole ??= new Uint8Array(await blob.arrayBuffer());
    if (whole.length < position + length) throw new Error(`unexpected end of file at byte ${whole.length}`);
    return whole.subarray(position, position + length);
  };
  // Answered synchronously where it can (the file read, a chunk the fast inflater takes): no await per step.
  const answer = (step: RegionStep): RegionAnswer | Promise<RegionAnswer> => {
    switch (step.kind) {
      case 'read':
        return whole && whole.length >= step.position + step.length
          ? { bytes: whole.subarray(step.position, step.position + step.length) }
          : read(step.position, step.length).then((bytes) => ({ bytes }));
      case 'inflate': {
        const fast =
          inflater === 'fast' && step.compression === 2 ? inflateZlibFast(step.payload, step.maxBytes) : null;
        if (fast) return { bytes: fast };
        return inflateWeb(step.compression === 1 ? 'gzip' : 'deflate', step.payload, step.maxBytes);
      }
      case 'heap':
        return { heapBytes: 0 };
    }
  };
  const reader = readRegion(place, blob.size);
  let next = reader.next();
  while (!next.done) {
    let reply: RegionAnswer;
    try {
      const pending = answer(next.value);
      reply = pending instanceof Promise ? await pending : pending;
    } catch (error) {
      next = reader.throw(error);
      continue;
    }
    next = reader.next(reply);
  }
  return next.value;
}
