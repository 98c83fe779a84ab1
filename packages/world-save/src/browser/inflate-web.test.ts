import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateWeb } from './inflate';
import { isInflaterExports } from './inflate-fast';

const text = new TextEncoder().encode('villager '.repeat(20_000)); // 180,000 bytes: several stream parts

describe('the standard inflater (DecompressionStream)', () => {
  it.each([
    { format: 'deflate' as const, packed: new Uint8Array(deflateSync(text)) },
    { format: 'gzip' as const, packed: new Uint8Array(gzipSync(text)) },
  ])(
    'inflates $format output of several parts whole, up to exactly the byte limit',
    async ({ format, packed }) => {
      const answer = await inflateWeb(format, packed, text.length);
      expect('bytes' in answer && Buffer.from(answer.bytes).equals(Buffer.from(text))).toBe(true);
      expect(await inflateWeb(format, packed, text.length - 1)).toEqual({ tooLarge: true });
    },
  );

  it('answers failed for a stream it cannot read, and leaves the caller its bytes', async () => {
    const packed = new Uint8Array(deflateSync(text));
    const cut = packed.subarray(0, packed.length - 3);
    expect(await inflateWeb('deflate', cut, 1 << 20)).toEqual({ failed: true });
    expect(await inflateWeb('gzip', packed, 1 << 20)).toEqual({ failed: true });
    expect(cut.length).toBe(packed.length - 3);
  });
});

describe('the fast inflater takes only its own module', () => {
  const memory = { buffer: new ArrayBuffer(65_536) }; // what a WebAssembly.Memory shows of itself
  const fn = () => 0;
  const complete = Object.fromEntries(
    ['in_ptr', 'in_capacity', 'out_ptr', 'out_capacity', 'in_used', 'out_length', 'inflate_zlib'].map(
      (name) => [name, fn],
    ),
  );
  it.each([
    { what: 'every function and a memory', exports: { memory, ...complete }, expected: true },
    { what: 'no memory', exports: { ...complete }, expected: false },
    { what: 'a memory of null', exports: { memory: null, ...complete }, expected: false },
    { what: 'a memory that is a number', exports: { memory: 1, ...complete }, expected: false },
    { what: 'a memory without a buffer', exports: { memory: {}, ...complete }, expected: false },
    {
      what: 'a buffer that is not an ArrayBuffer',
      exports: { memory: { buffer: [] }, ...complete },
      expected: false,
    },
    {
      what: 'one function missing',
      exports: { memory, ...complete, inflate_zlib: undefined },
      expected: false,
    },
    { what: 'a function that is a number', exports: { memory, ...complete, in_ptr: 4 }, expected: false },
  ])('$what: $expected', ({ exports, expected }) => {
    expect(isInflaterExports(exports)).toBe(expected);
  });
});
