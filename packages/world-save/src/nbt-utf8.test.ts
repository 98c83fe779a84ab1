// decodeModifiedUtf8 on its own: each sequence length, a sequence cut short by the end of the string (with the
// byte that would complete it just past the end), bad continuation and lead bytes, and long strings.
import { describe, expect, it } from 'vitest';
import { decodeModifiedUtf8 } from './nbt-reader';

const BAD = '\ufffd';
const decode = (bytes: number[], start = 0, length = bytes.length - start) =>
  decodeModifiedUtf8(Uint8Array.from(bytes), start, length);

describe('decodeModifiedUtf8', () => {
  it('reads one to four byte sequences, the modified NUL and surrogate pairs', () => {
    expect(decode([0x41, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80])).toBe('Aé€😀');
    expect(decode([0xc0, 0x80])).toBe('\u0000');
    expect(decode([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])).toBe('😀');
    expect(decode([0x41, 0x42, 0x43, 0x44], 1, 2)).toBe('BC');
    expect(decode([0x41, 0xc3, 0xa9, 0x44], 1, 2)).toBe('é');
  });

  it('does not complete a sequence with the byte after the string', () => {
    expect(decode([0xc3, 0xa9], 0, 1)).toBe(BAD);
    expect(decode([0xe2, 0x82, 0xac], 0, 2)).toBe(BAD + BAD);
    expect(decode([0xf0, 0x9f, 0x98, 0x80], 0, 3)).toBe(BAD + BAD + BAD);
  });

  it('reads a byte that is not a lead or whose continuation is not one as U+FFFD, and goes on', () => {
    expect(decode([0xc3, 0x41])).toBe(`${BAD}A`);
    expect(decode([0xe2, 0x41, 0xac])).toBe(`${BAD}A${BAD}`);
    expect(decode([0xe2, 0x82, 0x41])).toBe(`${BAD + BAD}A`);
    expect(decode([0xf0, 0x41, 0x98, 0x80])).toBe(`${BAD}A${BAD + BAD}`);
    expect(decode([0xf0, 0x9f, 0x41, 0x80])).toBe(`${BAD + BAD}A${BAD}`);
    expect(decode([0xf0, 0x9f, 0x98, 0x41])).toBe(`${BAD + BAD + BAD}A`);
    expect(decode([0xf8, 0x9f, 0x98, 0x80])).toBe(BAD.repeat(4));
    expect(decode([0x80, 0x41])).toBe(`${BAD}A`);
  });

  it('reads strings longer than its 4,096-unit steps whole', () => {
    expect(decode(Array.from({ length: 5000 }, () => [0xc3, 0xa9]).flat())).toBe('é'.repeat(5000));
    expect(decode(Array.from({ length: 9000 }, () => 0x61))).toBe('a'.repeat(9000));
  });
});
