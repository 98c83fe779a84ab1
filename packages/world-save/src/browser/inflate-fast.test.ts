import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildChunkNbt } from '../testing';
import { adler32, inflateZlibFast } from './inflate-fast';

const chunk = new Uint8Array(buildChunkNbt(3, 4, []));
const zlib = (bytes: Uint8Array) => new Uint8Array(deflateSync(bytes));

describe('the fast zlib inflater', () => {
  it('inflates a zlib chunk to what node:zlib inflates it to', () => {
    expect(inflateZlibFast(zlib(chunk), 1 << 20)).toEqual(chunk);
  });

  it('computes Adler-32 as zlib does, for every length around its steps and over long runs of 255', () => {
    const lengths = [0, 1, 7, 8, 9, 1023, 1024, 1025, 5552, 100_003];
    for (const fill of ['mixed', 'max'] as const) {
      for (const length of lengths) {
        const bytes = new Uint8Array(length).map((_, i) => (fill === 'max' ? 255 : (i * 7919) % 256));
        const packed = zlib(bytes);
        const check = new DataView(packed.buffer, packed.byteOffset).getUint32(packed.length - 4);
        expect(adler32(bytes), `${fill} ${length}`).toBe(check);
      }
    }
  });

  it('leaves to the standard inflater whatever it cannot vouch for', () => {
    const good = zlib(chunk);
    const badCheck = good.slice();
    badCheck[badCheck.length - 1]! ^= 1;
    const junk = new Uint8Array([...good, 1, 2, 3, 4]);
    const cut = good.subarray(0, good.length - 10);
    const badHeader = good.slice();
    badHeader[0] = 0x79;
    expect(inflateZlibFast(badCheck, 1 << 20)).toBeNull();
    expect(inflateZlibFast(junk, 1 << 20)).toBeNull();
    expect(inflateZlibFast(cut, 1 << 20)).toBeNull();
    expect(inflateZlibFast(badHeader, 1 << 20)).toBeNull();
  });

  it('stops at the byte limit: a chunk that may inflate past it is the standard inflater`s', () => {
    const bomb = zlib(new Uint8Array(8 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(inflateZlibFast(bomb, 1000)).toBeNull();
    expect(inflateZlibFast(zlib(chunk), chunk.length - 1)).toBeNull();
    expect(inflateZlibFast(zlib(chunk), chunk.length)).toEqual(chunk);
  });
});
