// The NBT reader on hand-written bytes: each malformed input's sentence, the skipping walk of readChunk over every
// tag type, the decoding budget and depth limits at their edges.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, NbtError, NbtTooLargeError, readChunk, readNbt } from './nbt-reader';

/** Big-endian NBT bytes, written by hand. */
class Bytes {
  private readonly out: number[] = [];
  u8(...values: number[]): this {
    for (const value of values) this.out.push(value & 0xff);
    return this;
  }
  u16(value: number): this {
    return this.u8(value >> 8, value);
  }
  i32(value: number): this {
    return this.u8(value >> 24, value >> 16, value >> 8, value);
  }
  name(text: string): this {
    this.u16(text.length);
    return this.u8(...Array.from(text, (c) => c.charCodeAt(0)));
  }
  tag(type: number, name: string): this {
    return this.u8(type).name(name);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}
const root = () => new Bytes().tag(10, '');

const message = (read: () => unknown): string => {
  try {
    read();
    return 'no error';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
};

describe('readNbt: malformed documents', () => {
  it.each<[string, Uint8Array, string]>([
    [
      'an empty document',
      new Uint8Array(0),
      'NbtError: NBT runs past the end of the data (at byte 0, 1 more needed).',
    ],
    [
      'a root that is not a compound',
      new Bytes().tag(9, '').done(),
      'NbtError: The root tag is type 9, not a compound.',
    ],
    [
      'a compound without its End',
      root().done(),
      'NbtError: NBT runs past the end of the data (at byte 3, 1 more needed).',
    ],
    ['an unknown tag type', root().u8(13).done(), 'NbtError: Unknown NBT tag type 13 at byte 4.'],
    ['an End tag read as a named tag', root().u8(12).name('a').i32(0).u8(0).done(), 'no error'],
    ['a negative array length', root().tag(7, 'a').i32(-1).done(), 'NbtError: Negative length -1 at byte 7.'],
    [
      'an int array longer than the bytes',
      root().tag(11, 'a').i32(3).i32(1).done(),
      'NbtError: NBT runs past the end of the data (at byte 11, 12 more needed).',
    ],
    [
      'a list of End tags with items',
      root().tag(9, 'a').u8(0).i32(2).done(),
      'NbtError: A list of End tags holds 2 items.',
    ],
    [
      'a list of an unknown type',
      root().tag(9, 'a').u8(14).i32(1).done(),
      'NbtError: Unknown NBT tag type 14 at byte 12.',
    ],
    [
      'a list longer than its bytes can hold',
      root().tag(9, 'a').u8(8).i32(1000).u16(0).done(),
      'NbtError: A list of 1,000 entries at byte 12 needs at least 2,000 bytes; 2 are left.',
    ],
    [
      'a string longer than the bytes',
      root().tag(8, 'a').u16(5).u8(65).done(),
      'NbtError: NBT runs past the end of the data (at byte 9, 5 more needed).',
    ],
  ])('%s', (_name, bytes, expected) => {
    expect(message(() => readNbt(bytes))).toBe(expected);
  });

  it('reads an empty list of End tags, and a list of End tags with items is refused', () => {
    expect(readNbt(root().tag(9, 'a').u8(0).i32(0).u8(0).done())).toEqual({ a: [] });
  });

  it('reads each fixed-size type at the edge of the data', () => {
    const doc = root()
      .tag(1, 'b')
      .u8(0xff)
      .tag(2, 's')
      .u16(0xfffe)
      .tag(3, 'i')
      .i32(-3)
      .tag(4, 'l')
      .i32(-1)
      .i32(-4)
      .tag(5, 'f')
      .i32(0x3fc00000)
      .tag(6, 'd')
      .i32(0x3ff80000)
      .i32(0)
      .u8(0)
      .done();
    expect(readNbt(doc)).toEqual({ b: -1, s: -2, i: -3, l: -4n, f: 1.5, d: 1.5 });
    for (let cut = 1; cut < doc.length; cut++) {
      expect(() => readNbt(doc.subarray(0, cut))).toThrow(NbtError);
    }
  });

  it('decodes at most maxValues values: tags, list items and array elements', () => {
    const doc = root().tag(7, 'a').i32(3).u8(1, 2, 3).tag(9, 'l').u8(1).i32(2).u8(1, 2).u8(0).done();
    // 2 named tags + 3 bytes + 2 list items = 7 values
    expect(readNbt(doc, 7)).toEqual({ a: [1, 2, 3], l: [1, 2] });
    expect(message(() => readNbt(doc, 6))).toBe('NbtTooLargeError: it holds more than 6 values to decode.');
    expect(() => readNbt(doc, 6)).toThrow(NbtTooLargeError);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH}, in compounds and in lists`, () => {
    const nested = (depth: number, type: 9 | 10) => {
      const bytes = root();
      for (let i = 0; i < depth; i++) {
        if (type === 10) bytes.tag(10, 'c');
        else bytes.tag(9, 'l').u8(10).i32(1);
      }
      for (let i = 0; i <= depth; i++) bytes.u8(0);
      return bytes.done();
    };
    expect(() => readNbt(nested(MAX_DEPTH - 1, 10))).not.toThrow();
    expect(message(() => readNbt(nested(MAX_DEPTH, 10)))).toBe('NbtError: NBT is nested too deeply.');
    expect(message(() => readNbt(nested(MAX_DEPTH, 9)))).toBe('NbtError: NBT is nested too deeply.');
  });
});

describe('readChunk: the walk that skips what it does not decode', () => {
  /** A chunk whose Level holds `level` (bytes of its tags) before Entities, and `after` after Level. */
  const chunk = (level: (b: Bytes) => Bytes, after: (b: Bytes) => Bytes = (b) => b) =>
    after(level(root().tag(10, 'Level')).tag(9, 'Entities').u8(10).i32(1).tag(1, 'x').u8(7).u8(0).u8(0))
      .u8(0)
      .done();

  it('skips every tag type before and after the entities', () => {
    const everyType = (b: Bytes) =>
      b
        .tag(1, 'b')
        .u8(1)
        .tag(2, 's')
        .u16(1)
        .tag(3, 'i')
        .i32(1)
        .tag(4, 'l')
        .i32(0)
        .i32(1)
        .tag(5, 'f')
        .i32(0)
        .tag(6, 'd')
        .i32(0)
        .i32(0)
        .tag(7, 'ba')
        .i32(2)
        .u8(1, 2)
        .tag(8, 'str')
        .name('text')
        .tag(9, 'li')
        .u8(3)
        .i32(2)
        .i32(1)
        .i32(2)
        .tag(9, 'ls')
        .u8(8)
        .i32(2)
        .name('a')
        .name('bc')
        .tag(9, 'empty')
        .u8(0)
        .i32(0)
        .tag(10, 'c')
        .tag(1, 'in')
        .u8(1)
        .u8(0)
        .tag(11, 'ia')
        .i32(2)
        .i32(1)
        .i32(2)
        .tag(12, 'la')
        .i32(1)
        .i32(0)
        .i32(1);
    const bytes = chunk(everyType, (b) => everyType(b.u8(0)).u8(0, 0).tag(3, 'DataVersion').i32(1343));
    // the last byte closes the root twice: drop one
    const result = readChunk(bytes.subarray(0, bytes.length - 1));
    expect(result).toEqual({ entities: [{ x: 7 }], skipped: 0 });
  });

  it('decodes nothing of a Level that is not a compound, nor of Entities that is not a list of compounds', () => {
    const levelAsInt = root().tag(3, 'Level').i32(5).u8(0).done();
    expect(readChunk(levelAsInt)).toEqual({ entities: [], skipped: 0 });
    const entitiesOfInts = root()
      .tag(10, 'Level')
      .tag(9, 'Entities')
      .u8(3)
      .i32(2)
      .i32(1)
      .i32(2)
      .u8(0)
      .u8(0)
      .done();
    expect(readChunk(entitiesOfInts)).toEqual({ entities: [], skipped: 0 });
    const entitiesAsCompound = root()
      .tag(10, 'Level')
      .tag(10, 'Entities')
      .tag(1, 'x')
      .u8(1)
      .u8(0)
      .u8(0)
      .u8(0)
      .done();
    expect(readChunk(entitiesAsCompound)).toEqual({ entities: [], skipped: 0 });
    const otherName = root().tag(10, 'Levels').tag(9, 'Entities').u8(10).i32(1).u8(0).u8(0).u8(0).done();
    expect(readChunk(otherName)).toEqual({ entities: [], skipped: 0 });
    const shortName = root().tag(10, 'Level').tag(9, 'Entitie').u8(10).i32(1).u8(0).u8(0).u8(0).done();
    expect(readChunk(shortName)).toEqual({ entities: [], skipped: 0 });
    const sameLength = root().tag(10, 'Level').tag(9, 'Entitiez').u8(10).i32(1).u8(0).u8(0).u8(0).done();
    expect(readChunk(sameLength)).toEqual({ entities: [], skipped: 0 });
  });

  it('still refuses malformed tags it skips', () => {
    const cases: [Uint8Array, string][] = [
      [chunk((b) => b.u8(13)), 'NbtError: Unknown NBT tag type 13 at byte 12.'],
      [chunk((b) => b.tag(7, 'a').i32(-2)), 'NbtError: Negative length -2 at byte 15.'],
      [chunk((b) => b.tag(9, 'a').u8(0).i32(1)), 'NbtError: A list of End tags holds 1 items.'],
      [chunk((b) => b.tag(9, 'a').u8(15).i32(1)), 'NbtError: Unknown NBT tag type 15 at byte 20.'],
      [
        chunk((b) => b.tag(9, 'a').u8(9).i32(100_000)),
        'NbtError: A list of 100,000 entries at byte 20 needs at least 500,000 bytes; 24 are left.',
      ],
      [
        root().u8(0).done().subarray(0, 3),
        'NbtError: NBT runs past the end of the data (at byte 3, 1 more needed).',
      ],
    ];
    for (const [bytes, expected] of cases) expect(message(() => readChunk(bytes))).toBe(expected);
  });
});
