import { describe, expect, it } from 'vitest';
import { decodeModifiedUtf8, NbtError, readChunkEntities, readNbt } from './nbt-reader';
import { buildChunkNbt, oracleChunkEntities, oracleNbt, plainEntity, tags, villagerEntity } from './testing';

const {
  byte,
  byteArray,
  compound,
  double,
  float,
  int,
  intArray,
  list,
  long,
  longArray,
  short,
  string,
  writeNbt,
} = tags;

/** Every tag type, nested, with edge values. */
const everyType = compound({
  byte: byte(-128),
  short: short(-32768),
  int: int(2147483647),
  long: long(-9_223_372_036_854_775_808n),
  longBig: long(0x7fff_ffff_ffff_ffffn),
  float: float(0.5),
  double: double(-1234.5678),
  string: string('Hallo, Bücherei ✓ 🐝'),
  empty: string(''),
  byteArray: byteArray([0, 1, -1, 127, -128]),
  intArray: intArray([1, -2, 2147483647]),
  longArray: longArray([1n, -1n, 1n << 40n]),
  listOfInts: list([int(1), int(2), int(3)]),
  listOfLists: list([list([string('a'), string('b')]), list([string('c')])]),
  emptyList: list([]),
  listOfCompounds: list([compound({ a: byte(1) }), compound({ b: compound({ c: double(2) }) })]),
  nested: compound({ deeper: compound({ deepest: list([long(5), long(-5)]) }) }),
});

describe('readNbt', () => {
  it('decodes every tag type as prismarine-nbt does', () => {
    const bytes = writeNbt(everyType, 'root');
    expect(readNbt(bytes)).toEqual(oracleNbt(bytes));
  });

  it('keeps a tag named __proto__ as a plain key (prismarine-nbt drops it)', () => {
    const tag = compound({ a: byte(1) });
    // An object literal would set the prototype instead of adding the key.
    Object.defineProperty(tag.value, '__proto__', { value: string('just a key'), enumerable: true });
    const value = readNbt(writeNbt(tag));
    expect(Object.keys(value).sort()).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe('just a key');
  });

  it.each([
    { name: 'a root that is not a compound', bytes: [8, 0, 0, 0, 1, 0x61] },
    { name: 'an unknown tag type', bytes: [10, 0, 0, 13, 0, 1, 0x61, 0, 0] },
    { name: 'a negative array length', bytes: [10, 0, 0, 7, 0, 1, 0x61, 0xff, 0xff, 0xff, 0xfe, 0] },
    { name: 'an array longer than the data', bytes: [10, 0, 0, 11, 0, 1, 0x61, 0, 0, 1, 0, 0] },
    { name: 'a name longer than the data', bytes: [10, 0, 0, 1, 0, 9, 0x61] },
    { name: 'a missing End tag', bytes: [10, 0, 0, 1, 0, 1, 0x61, 5] },
    { name: 'a list of End tags with items', bytes: [10, 0, 0, 9, 0, 1, 0x61, 0, 0, 0, 0, 2, 0] },
    { name: 'nothing', bytes: [] },
  ])('throws NbtError on $name', ({ bytes }) => {
    expect(() => readNbt(Uint8Array.from(bytes))).toThrow(NbtError);
    expect(() => readChunkEntities(Uint8Array.from(bytes))).toThrow(NbtError);
  });

  it('throws NbtError on every truncation of a chunk', () => {
    const bytes = buildChunkNbt(0, 0, [
      villagerEntity({ x: 1, y: 2, z: 3, profession: 1, career: 1, offers: [] }),
    ]);
    for (let cut = 0; cut < bytes.length; cut += 7) {
      expect(() => readChunkEntities(bytes.subarray(0, cut))).toThrow(NbtError);
    }
  });

  it('refuses NBT nested deeper than the game allows', () => {
    let tag = compound({});
    for (let i = 0; i < 600; i++) tag = compound({ a: tag });
    expect(() => readNbt(writeNbt(tag))).toThrow(/too deeply/);
  });
});

describe('readChunkEntities', () => {
  const villager = villagerEntity({
    x: 10.5,
    y: 70,
    z: -3.25,
    profession: 1,
    career: 1,
    customName: 'Bob',
    offers: [{ buy: { id: 'minecraft:book' }, sell: { id: 'minecraft:enchanted_book', stored: [[70, 1]] } }],
  });

  it.each([
    { name: 'a bare chunk', filler: false },
    { name: 'a realistic chunk (sections, tile entities, mobs)', filler: true },
  ])('returns the same entities as a full prismarine-nbt parse, for $name', ({ filler }) => {
    const bytes = buildChunkNbt(
      3,
      -4,
      [villager, plainEntity({ id: 'minecraft:zombie', x: 1, y: 2, z: 3 })],
      {
        filler,
        seed: 7,
      },
    );
    const entities = readChunkEntities(bytes);
    expect(entities).toEqual(oracleChunkEntities(bytes));
    expect(entities.length).toBeGreaterThanOrEqual(2);
    expect(entities[0].CustomName).toBe('Bob');
  });

  it('takes Level.Entities only, not lists of that name elsewhere', () => {
    const decoy = list([compound({ id: string('minecraft:villager') })]);
    const bytes = writeNbt(
      compound({
        Entities: decoy,
        Other: compound({ Entities: decoy }),
        Level: compound({
          TileEntities: list([compound({ id: string('minecraft:beehive'), Entities: decoy })]),
          Sections: list([compound({ Y: byte(0), Blocks: byteArray(new Array(4096).fill(1)) })]),
          Entities: list([compound({ id: string('minecraft:cow') })]),
          HeightMap: intArray(new Array(256).fill(64)),
        }),
      }),
    );
    expect(readChunkEntities(bytes)).toEqual([{ id: 'minecraft:cow' }]);
  });

  it('returns no entities for a chunk without any', () => {
    expect(readChunkEntities(writeNbt(compound({ Level: compound({ xPos: int(0) }) })))).toEqual([]);
    expect(readChunkEntities(writeNbt(compound({ DataVersion: int(1343) })))).toEqual([]);
  });
});

describe('decodeModifiedUtf8', () => {
  const decode = (bytes: number[]) => decodeModifiedUtf8(Uint8Array.from(bytes), 0, bytes.length);
  it.each([
    { name: 'ASCII', bytes: [0x41, 0x62], text: 'Ab' },
    { name: "Java's NUL (C0 80)", bytes: [0x61, 0xc0, 0x80, 0x62], text: 'a\u0000b' },
    { name: 'two-byte ü', bytes: [0xc3, 0xbc], text: 'ü' },
    { name: 'three-byte ✓', bytes: [0xe2, 0x9c, 0x93], text: '✓' },
    {
      name: 'an emoji as Java writes it (two 3-byte surrogates)',
      bytes: [0xed, 0xa0, 0xbd, 0xed, 0xb0, 0x9d],
      text: '🐝',
    },
    { name: 'an emoji as standard UTF-8', bytes: [0xf0, 0x9f, 0x90, 0x9d], text: '🐝' },
    { name: 'a stray continuation byte', bytes: [0x61, 0x80, 0x62], text: 'a\ufffdb' },
  ])('decodes $name', ({ bytes, text }) => {
    expect(decode(bytes)).toBe(text);
  });
});
