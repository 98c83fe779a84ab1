// The browser's host of the region reader (region-core.ts): the file is a Blob (a File the player picked), read
// whole for a full scan and only its 8 KiB header first for a rescan; chunks inflate through DecompressionStream.
import {
  HEADER_BYTES,
  type RegionAnswer,
  type RegionPlace,
  type RegionResult,
  type RegionStep,
  readRegion,
} from '../region-core';
import { inflateWeb } from './inflate';

/**
 * Scans one region file held as a Blob. Never throws for bad data: what cannot be read is in `problems`. Throws
 * ScanLimitError when the file goes over the place's budget.
 */
export async function scanRegionBlob(blob: Blob, place: RegionPlace): Promise<RegionResult> {
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
  const answer = async (step: RegionStep): Promise<RegionAnswer> => {
    switch (step.kind) {
      case 'read':
        return { bytes: await read(step.position, step.length) };
      case 'inflate':
        return inflateWeb(step.compression === 1 ? 'gzip' : 'deflate', step.payload, step.maxBytes);
      case 'heap':
        return { heapBytes: 0 };
    }
  };
  const reader = readRegion(place, blob.size);
  let next = reader.next();
  while (!next.done) {
    let reply: RegionAnswer;
    try {
      reply = await answer(next.value);
    } catch (error) {
      next = reader.throw(error);
      continue;
    }
    next = reader.next(reply);
  }
  return next.value;
}
