import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildChunkNbt } from '../testing';
import { inflateZlibFast } from './inflate-fast';

const chunk = new Uint8Array(buildChunkNbt(3, 4, []));
const zlib = (bytes: Uint8Array, level = 6) => new Uint8Array(deflateSync(bytes, { level }));
const MiB = 1024 * 1024;

/** Bytes from a fixed seed: `alphabet` 256 gives noise, a small one gives text that packs well. */
function randomBytes(length: number, seed: number, alphabet: number): Uint8Array {
  let state = seed >>> 0 || 1;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = (state >>> 0) % alphabet;
  }
  return bytes;
}

describe('the fast zlib inflater', () => {
  it('inflates a zlib chunk to what node:zlib inflates it to', () => {
    expect(inflateZlibFast(zlib(chunk), 1 << 20)).toEqual(chunk);
  });

  const sizes = [0, 1, 2, 31, 258, 4095, 4096, 32_769, 65_536, 170_003, 300_007];
  const levels = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const kinds = [
    { kind: 'noise', alphabet: 256 },
    { kind: 'text', alphabet: 5 },
  ];
  it.each(sizes.flatMap((size) => kinds.map(({ kind, alphabet }) => ({ size, kind, alphabet }))))(
    'inflates $size bytes of $kind packed by node:zlib at every level byte for byte',
    ({ size, alphabet }) => {
      const bytes = randomBytes(size, size + alphabet, alphabet);
      for (const level of levels) {
        const inflated = inflateZlibFast(zlib(bytes, level), 4 * MiB);
        expect(inflated && Buffer.from(inflated).equals(Buffer.from(bytes)), `level ${level}`).toBe(true);
      }
    },
  );

  it('inflates a chunk whose output is exactly the byte limit', () => {
    expect(inflateZlibFast(zlib(chunk), chunk.length)).toEqual(chunk);
  });

  const good = zlib(chunk);
  const flipped = (bytes: Uint8Array, at: number) => {
    const copy = bytes.slice();
    copy[at < 0 ? copy.length + at : at]! ^= 1;
    return copy;
  };
  const stored = zlib(randomBytes(1000, 7, 256), 0);
  const declined: { what: string; payload: Uint8Array; maxBytes?: number }[] = [
    { what: 'an empty payload', payload: new Uint8Array(0) },
    { what: 'a zlib header alone', payload: good.subarray(0, 2) },
    ...[1, 6, 10, good.length >> 1, good.length - 5, good.length - 4, good.length - 1].map((length) => ({
      what: `a stream cut to ${length} of ${good.length} bytes`,
      payload: good.subarray(0, length),
    })),
    { what: 'a flipped Adler-32', payload: flipped(good, -1) },
    { what: 'a flipped data byte', payload: flipped(good, good.length >> 1) },
    { what: 'a bad zlib header', payload: flipped(good, 0) },
    { what: 'one byte after the stream', payload: new Uint8Array([...good, 0]) },
    { what: 'four bytes after the stream', payload: new Uint8Array([...good, 1, 2, 3, 4]) },
    { what: 'a gzip chunk', payload: new Uint8Array(gzipSync(chunk)) },
    {
      what: 'a bare stored block (raw deflate, no zlib header)',
      payload: new Uint8Array(deflateRawSync(chunk, { level: 0 })),
    },
    { what: 'a stored block whose NLEN is not LEN`s complement', payload: flipped(stored, 5) },
    {
      what: 'a preset dictionary',
      payload: new Uint8Array(deflateSync(chunk, { dictionary: Buffer.from('abc') })),
    },
    { what: 'an output one byte over the limit', payload: good, maxBytes: chunk.length - 1 },
    { what: 'a bomb over the limit', payload: zlib(new Uint8Array(8 * MiB)), maxBytes: 1000 },
    { what: 'an output over the 4 MiB buffer', payload: zlib(new Uint8Array(5 * MiB)), maxBytes: 64 * MiB },
    { what: 'a payload over 255 sectors', payload: zlib(randomBytes(1_100_000, 3, 256), 0) },
  ];
  it.each(declined)('leaves $what to the standard inflater', ({ payload, maxBytes }) => {
    expect(inflateZlibFast(payload, maxBytes ?? 4 * MiB)).toBeNull();
  });

  it('still inflates after declining', () => {
    for (const { payload, maxBytes } of declined) inflateZlibFast(payload, maxBytes ?? 4 * MiB);
    expect(inflateZlibFast(good, 1 << 20)).toEqual(chunk);
  });
});
