// The browser's fast way to inflate a zlib chunk: fflate's synchronous inflate, in this thread, into a buffer
// reused from chunk to chunk. A DecompressionStream per chunk costs about 0.7 ms of hops between tasks, more than
// inflating a chunk does. It answers only what it can vouch for: a stream that inflates within the byte limit and
// whose Adler-32 (the last 4 bytes) checks; anything else (a bad check, bytes after the stream, a cut stream, a
// chunk near or over the limit) is left to DecompressionStream, so both hosts give bad chunks the same reasons.
import { unzlibSync } from 'fflate';

/**
 * Larger payloads go the standard way: inflating into a fixed buffer runs to the stream's end (bytes past the
 * buffer are dropped), so this bounds the work a hostile chunk costs here (deflate inflates at most ~1,032:1).
 */
const FAST_MAX_PAYLOAD = 64 * 1024;
/** A 1.12 chunk inflates to about 170 KB; one that fills this goes the standard way. */
const SCRATCH_BYTES = 4 * 1024 * 1024;

let scratch: Uint8Array | undefined;

/**
 * The inflated chunk (a view of a buffer this thread reuses: valid until the next call), or null when the
 * standard inflater must decide.
 */
export function inflateZlibFast(payload: Uint8Array, maxBytes: number): Uint8Array | null {
  if (payload.length < 6 || payload.length > FAST_MAX_PAYLOAD) return null;
  scratch ??= new Uint8Array(SCRATCH_BYTES);
  const room = Math.min(scratch.length, maxBytes + 1);
  let out: Uint8Array;
  try {
    out = unzlibSync(payload, { out: scratch.subarray(0, room) });
  } catch {
    return null;
  }
  if (out.length >= room) return null; // it filled the buffer: it may inflate to more
  const at = payload.length - 4;
  const check = new DataView(payload.buffer, payload.byteOffset + at, 4).getUint32(0);
  return adler32(out) === check ? out : null;
}

/**
 * zlib's checksum, eight bytes a step (b gains 8a and the bytes weighted 8..1). The sums are reduced every 1,024
 * bytes so they stay small integers, which every engine adds fastest.
 */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  const n = bytes.length;
  for (let i = 0; i < n; ) {
    const end = Math.min(i + 1024, n);
    for (const end8 = end - 7; i < end8; i += 8) {
      const x0 = bytes[i]!;
      const x1 = bytes[i + 1]!;
      const x2 = bytes[i + 2]!;
      const x3 = bytes[i + 3]!;
      const x4 = bytes[i + 4]!;
      const x5 = bytes[i + 5]!;
      const x6 = bytes[i + 6]!;
      const x7 = bytes[i + 7]!;
      b += 8 * (a + x0) + 7 * x1 + 6 * x2 + 5 * x3 + 4 * x4 + 3 * x5 + 2 * x6 + x7;
      a += x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7;
    }
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
