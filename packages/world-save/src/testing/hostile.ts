// Hostile world files, built byte by byte (prismarine-nbt cannot write most of them): the shapes an attacker
// sends to make a scan allocate, inflate or recurse without end. Used by the reader's, the server's and the
// command line's tests and by the world-scan benchmark.
import { gzipSync } from 'node:zlib';
import { buildChunkNbt, compressChunk } from './builders';

const TAG = { end: 0, byte: 1, int: 3, intArray: 11, list: 9, compound: 10 } as const;

/** Big-endian NBT bytes, written piece by piece. */
class NbtBytes {
  private readonly parts: number[] = [];

  tag(type: number, name: string): this {
    this.parts.push(type);
    return this.name(name);
  }

  name(text: string): this {
    const bytes = Buffer.from(text, 'utf8');
    this.parts.push(bytes.length >> 8, bytes.length & 0xff, ...bytes);
    return this;
  }

  u8(value: number): this {
    this.parts.push(value & 0xff);
    return this;
  }

  i32(value: number): this {
    this.parts.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
    return this;
  }

  zeros(count: number): this {
    for (let i = 0; i < count; i++) this.parts.push(0);
    return this;
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** A chunk whose Level.Entities list is written by `entities` (the writer is at the list's element type). */
function chunkWithEntities(entities: (nbt: NbtBytes) => void): NbtBytes {
  const nbt = new NbtBytes().tag(TAG.compound, '').tag(TAG.compound, 'Level');
  nbt.tag(TAG.int, 'xPos').i32(0).tag(TAG.int, 'zPos').i32(0);
  nbt.tag(TAG.list, 'Entities');
  entities(nbt);
  return nbt;
}

const closeChunk = (nbt: NbtBytes) => nbt.u8(TAG.end).u8(TAG.end).bytes();

/** Entities: a list that declares `count` compounds and holds none of them (the 549-byte ZIP's chunk). */
export function listBombChunk(count = 33_554_432): Uint8Array {
  return closeChunk(chunkWithEntities((nbt) => nbt.u8(TAG.compound).i32(count)));
}

/** Entities: `count` empty compounds, really there (one byte each). */
export function manyEntitiesChunk(count: number): Uint8Array {
  return closeChunk(chunkWithEntities((nbt) => nbt.u8(TAG.compound).i32(count).zeros(count)));
}

/** One entity whose `Junk` list holds `count` empty compounds: millions of objects from a few megabytes. */
export function manyValuesChunk(count: number): Uint8Array {
  return closeChunk(
    chunkWithEntities((nbt) => {
      nbt.u8(TAG.compound).i32(1);
      nbt.tag(TAG.list, 'Junk').u8(TAG.compound).i32(count).zeros(count);
      nbt.u8(TAG.end);
    }),
  );
}

/** One entity holding lists nested `depth` deep. */
export function deepNestingChunk(depth: number): Uint8Array {
  return closeChunk(
    chunkWithEntities((nbt) => {
      nbt.u8(TAG.compound).i32(1).tag(TAG.list, 'Deep');
      for (let i = 1; i < depth; i++) nbt.u8(TAG.list).i32(1);
      nbt.u8(TAG.byte).i32(0).u8(TAG.end);
    }),
  );
}

/** One entity with an int array that declares `count` ints and holds `present` of them. */
export function intArrayChunk(count: number, present = 0): Uint8Array {
  return closeChunk(
    chunkWithEntities((nbt) => {
      nbt
        .u8(TAG.compound)
        .i32(1)
        .tag(TAG.intArray, 'Big')
        .i32(count)
        .zeros(present * 4);
      nbt.u8(TAG.end);
    }),
  );
}

/** A chunk of `bytes` zeros after a valid root header: it inflates to `bytes` from a few kilobytes. */
export function inflatingChunk(bytes: number): Uint8Array {
  const nbt = new Uint8Array(bytes);
  nbt.set(buildChunkNbt(0, 0, []));
  return nbt;
}

/**
 * A region file whose every one of the 1,024 chunk slots points at the same sectors, holding `nbt` (the
 * 568-byte ZIP's region: one chunk inflated 1,024 times).
 */
export function sharedSectorRegion(nbt: Uint8Array): Uint8Array {
  const payload = compressChunk(nbt);
  const sectors = Math.ceil((payload.length + 4) / 4096);
  const out = new Uint8Array((2 + sectors) * 4096);
  const view = new DataView(out.buffer);
  for (let index = 0; index < 1024; index++) {
    view.setUint32(index * 4, (2 << 8) | sectors);
    view.setUint32(4096 + index * 4, 1_700_000_000);
  }
  view.setUint32(8192, payload.length);
  out.set(payload, 8196);
  return out;
}

/** level.dat (gzip) whose root holds a list that declares `count` compounds and holds none. */
export function listBombLevelDat(count = 33_554_432): Uint8Array {
  const nbt = new NbtBytes().tag(TAG.compound, '').tag(TAG.compound, 'Data');
  nbt.tag(TAG.list, 'Bomb').u8(TAG.compound).i32(count).u8(TAG.end).u8(TAG.end);
  return new Uint8Array(gzipSync(nbt.bytes()));
}
