// A narrow, fast reader for Java Edition NBT (big-endian): it walks a chunk's tags, skips everything that does not
// lead to `Level.Entities` without decoding it (arrays by their length, compounds and lists by walking), and
// decodes only the entities. prismarine-nbt stays the reference: the tests compare both on the same worlds.

/** A decoded NBT value: numbers for byte/short/int/float/double, bigint for long, arrays for lists and arrays. */
export type NbtValue = number | bigint | string | NbtValue[] | NbtCompound;
export interface NbtCompound {
  [name: string]: NbtValue;
}

/** The bytes are not well-formed NBT (unknown tag type, a length running past the end, too deep). */
export class NbtError extends Error {
  override name = 'NbtError';
}

/** The NBT is well formed as far as read, but holds more than a reader decodes (MAX_DECODED_VALUES). */
export class NbtTooLargeError extends NbtError {
  override name = 'NbtTooLargeError';
}

const TAG_END = 0;
const TAG_BYTE = 1;
const TAG_SHORT = 2;
const TAG_INT = 3;
const TAG_LONG = 4;
const TAG_FLOAT = 5;
const TAG_DOUBLE = 6;
const TAG_BYTE_ARRAY = 7;
const TAG_STRING = 8;
const TAG_LIST = 9;
const TAG_COMPOUND = 10;
const TAG_INT_ARRAY = 11;
const TAG_LONG_ARRAY = 12;

/** Payload size of the fixed-size tag types (index = tag type); 0 for the others. */
const FIXED_SIZE = [0, 1, 2, 4, 8, 4, 8, 0, 0, 0, 0, 0, 0];
/**
 * The fewest bytes a payload of each tag type takes (index = tag type): a list or array of N entries needs at
 * least N times its element's, so a length the bytes cannot hold is refused before anything is allocated.
 * (An End payload is 0 bytes, but a list of End tags may not hold any: it is refused on its own.)
 */
const MIN_SIZE = [0, 1, 2, 4, 8, 4, 8, 4, 2, 5, 1, 4, 4];
/** Minecraft refuses NBT nested deeper than this. */
export const MAX_DEPTH = 512;
/** Most entities of one chunk that are decoded; the rest are skipped (a real chunk holds a few hundred). */
export const MAX_CHUNK_ENTITIES = 10_000;
/**
 * Most values (tags, and elements of arrays) decoded from one chunk's entities: what the bytes hold can still be
 * millions of tiny tags, each a JavaScript object many times its size, so decoding stops at this budget.
 */
export const MAX_DECODED_VALUES = 250_000;

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const NAME_LEVEL = ascii('Level');
const NAME_ENTITIES = ascii('Entities');

/** A compound with no prototype, so a tag named `__proto__` is just a key. */
export function newCompound(): NbtCompound {
  return Object.create(null) as NbtCompound;
}

class Cursor {
  pos: number;
  readonly view: DataView;
  readonly end: number;
  /** Values that may still be decoded. */
  private budget: number;

  constructor(
    readonly bytes: Uint8Array,
    private readonly maxValues: number,
  ) {
    this.pos = 0;
    this.end = bytes.length;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.budget = maxValues;
  }

  /** Takes `count` values from the decoding budget. */
  spend(count: number): void {
    this.budget -= count;
    if (this.budget < 0) {
      throw new NbtTooLargeError(
        `it holds more than ${this.maxValues.toLocaleString('en')} values to decode.`,
      );
    }
  }

  /** Checks that `count` entries of `type` can fit in the bytes left (each at least MIN_SIZE bytes). */
  fits(count: number, type: number): void {
    const least = count * MIN_SIZE[type];
    if (this.pos + least > this.end) {
      throw new NbtError(
        `A list of ${count.toLocaleString('en')} entries at byte ${this.pos} needs at least ${least.toLocaleString('en')} bytes; ${this.end - this.pos} are left.`,
      );
    }
  }

  need(count: number): void {
    if (this.pos + count > this.end) {
      throw new NbtError(`NBT runs past the end of the data (at byte ${this.pos}, ${count} more needed).`);
    }
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++];
  }

  length(): number {
    this.need(4);
    const value = this.view.getInt32(this.pos);
    this.pos += 4;
    if (value < 0) throw new NbtError(`Negative length ${value} at byte ${this.pos - 4}.`);
    return value;
  }

  /** Length of the name or string that starts here (unsigned short). */
  stringLength(): number {
    this.need(2);
    const value = this.view.getUint16(this.pos);
    this.pos += 2;
    this.need(value);
    return value;
  }

  skip(count: number): void {
    this.need(count);
    this.pos += count;
  }

  /** Reads a tag name and reports whether it equals `name` (bytes compared, nothing decoded). */
  nameIs(name: Uint8Array): boolean {
    const length = this.stringLength();
    const start = this.pos;
    this.pos += length;
    if (length !== name.length) return false;
    for (let i = 0; i < length; i++) if (this.bytes[start + i] !== name[i]) return false;
    return true;
  }

  string(): string {
    const length = this.stringLength();
    const start = this.pos;
    this.pos += length;
    return decodeModifiedUtf8(this.bytes, start, length);
  }
}

/** Skips a payload of `type` without decoding it. */
function skipPayload(cursor: Cursor, type: number, depth: number): void {
  switch (type) {
    case TAG_BYTE:
    case TAG_SHORT:
    case TAG_INT:
    case TAG_LONG:
    case TAG_FLOAT:
    case TAG_DOUBLE:
      cursor.skip(FIXED_SIZE[type]);
      return;
    case TAG_BYTE_ARRAY:
      cursor.skip(cursor.length());
      return;
    case TAG_INT_ARRAY:
      cursor.skip(cursor.length() * 4);
      return;
    case TAG_LONG_ARRAY:
      cursor.skip(cursor.length() * 8);
      return;
    case TAG_STRING:
      cursor.skip(cursor.stringLength());
      return;
    case TAG_LIST: {
      const elementType = cursor.u8();
      const count = cursor.length();
      if (count === 0) return;
      checkType(elementType, cursor, true);
      if (elementType === TAG_END) throw new NbtError(`A list of End tags holds ${count} items.`);
      const fixed = FIXED_SIZE[elementType];
      if (fixed > 0) {
        cursor.skip(count * fixed);
        return;
      }
      if (depth >= MAX_DEPTH) throw new NbtError('NBT is nested too deeply.');
      cursor.fits(count, elementType);
      for (let i = 0; i < count; i++) skipPayload(cursor, elementType, depth + 1);
      return;
    }
    case TAG_COMPOUND: {
      if (depth >= MAX_DEPTH) throw new NbtError('NBT is nested too deeply.');
      for (;;) {
        const tagType = cursor.u8();
        if (tagType === TAG_END) return;
        checkType(tagType, cursor, false);
        cursor.skip(cursor.stringLength());
        skipPayload(cursor, tagType, depth + 1);
      }
    }
    default:
      throw new NbtError(`Unknown NBT tag type ${type} at byte ${cursor.pos}.`);
  }
}

function checkType(type: number, cursor: Cursor, inList: boolean): void {
  if (type > TAG_LONG_ARRAY || (type === TAG_END && !inList)) {
    throw new NbtError(`Unknown NBT tag type ${type} at byte ${cursor.pos}.`);
  }
}

/** Decodes a payload of `type` in full. */
function readPayload(cursor: Cursor, type: number, depth: number): NbtValue {
  const { view } = cursor;
  let value: NbtValue;
  switch (type) {
    case TAG_BYTE:
      cursor.need(1);
      value = view.getInt8(cursor.pos);
      cursor.pos += 1;
      return value;
    case TAG_SHORT:
      cursor.need(2);
      value = view.getInt16(cursor.pos);
      cursor.pos += 2;
      return value;
    case TAG_INT:
      cursor.need(4);
      value = view.getInt32(cursor.pos);
      cursor.pos += 4;
      return value;
    case TAG_LONG:
      cursor.need(8);
      value = view.getBigInt64(cursor.pos);
      cursor.pos += 8;
      return value;
    case TAG_FLOAT:
      cursor.need(4);
      value = view.getFloat32(cursor.pos);
      cursor.pos += 4;
      return value;
    case TAG_DOUBLE:
      cursor.need(8);
      value = view.getFloat64(cursor.pos);
      cursor.pos += 8;
      return value;
    case TAG_STRING:
      return cursor.string();
    case TAG_BYTE_ARRAY:
    case TAG_INT_ARRAY:
    case TAG_LONG_ARRAY: {
      const count = cursor.length();
      const elementType = type === TAG_BYTE_ARRAY ? TAG_BYTE : type === TAG_INT_ARRAY ? TAG_INT : TAG_LONG;
      cursor.need(count * FIXED_SIZE[elementType]);
      cursor.spend(count);
      const items: NbtValue[] = new Array(count);
      for (let i = 0; i < count; i++) items[i] = readPayload(cursor, elementType, depth);
      return items;
    }
    case TAG_LIST: {
      const elementType = cursor.u8();
      const count = cursor.length();
      if (count === 0) return [];
      checkType(elementType, cursor, true);
      if (elementType === TAG_END) throw new NbtError(`A list of End tags holds ${count} items.`);
      if (depth >= MAX_DEPTH) throw new NbtError('NBT is nested too deeply.');
      cursor.fits(count, elementType);
      cursor.spend(count);
      const items: NbtValue[] = new Array(count);
      for (let i = 0; i < count; i++) items[i] = readPayload(cursor, elementType, depth + 1);
      return items;
    }
    case TAG_COMPOUND: {
      if (depth >= MAX_DEPTH) throw new NbtError('NBT is nested too deeply.');
      const compound = newCompound();
      for (;;) {
        const tagType = cursor.u8();
        if (tagType === TAG_END) return compound;
        checkType(tagType, cursor, false);
        const name = cursor.string();
        cursor.spend(1);
        compound[name] = readPayload(cursor, tagType, depth + 1);
      }
    }
    default:
      throw new NbtError(`Unknown NBT tag type ${type} at byte ${cursor.pos}.`);
  }
}

/** Reads the root tag header (type 10 and its name) of an NBT document. */
function openRoot(cursor: Cursor): void {
  const type = cursor.u8();
  if (type !== TAG_COMPOUND) throw new NbtError(`The root tag is type ${type}, not a compound.`);
  cursor.skip(cursor.stringLength());
}

/** What one chunk holds for the scan: its decoded entities, and how many more its list held past the cap. */
export interface ChunkEntities {
  entities: NbtCompound[];
  /** Entities past MAX_CHUNK_ENTITIES, skipped undecoded (0 when the cap did not bite). */
  skipped: number;
}

/**
 * The entities of one chunk (`Level.Entities`, each decoded in full, at most MAX_CHUNK_ENTITIES), walking the
 * whole chunk so a malformed tag anywhere throws NbtError; every other tag is skipped undecoded. Decoding more
 * than `maxValues` values throws NbtTooLargeError.
 */
export function readChunk(bytes: Uint8Array, maxValues = MAX_DECODED_VALUES): ChunkEntities {
  const cursor = new Cursor(bytes, maxValues);
  openRoot(cursor);
  let found: ChunkEntities = { entities: [], skipped: 0 };
  for (;;) {
    const type = cursor.u8();
    if (type === TAG_END) break;
    checkType(type, cursor, false);
    const isLevel = cursor.nameIs(NAME_LEVEL);
    if (isLevel && type === TAG_COMPOUND) found = readLevel(cursor);
    else skipPayload(cursor, type, 1);
  }
  return found;
}

/** The entities of one chunk: readChunk's, without the count of skipped ones. */
export function readChunkEntities(bytes: Uint8Array): NbtCompound[] {
  return readChunk(bytes).entities;
}

/** Walks the `Level` compound (the cursor is at its first tag), decoding `Entities` only. */
function readLevel(cursor: Cursor): ChunkEntities {
  let found: ChunkEntities = { entities: [], skipped: 0 };
  for (;;) {
    const type = cursor.u8();
    if (type === TAG_END) return found;
    checkType(type, cursor, false);
    const isEntities = cursor.nameIs(NAME_ENTITIES);
    if (isEntities && type === TAG_LIST) found = readEntities(cursor);
    else skipPayload(cursor, type, 2);
  }
}

/** The Entities list (the cursor is at its element type): the first MAX_CHUNK_ENTITIES compounds decoded. */
function readEntities(cursor: Cursor): ChunkEntities {
  const start = cursor.pos;
  const elementType = cursor.u8();
  const count = cursor.length();
  if (count === 0 || elementType !== TAG_COMPOUND) {
    cursor.pos = start;
    skipPayload(cursor, TAG_LIST, 2);
    return { entities: [], skipped: 0 };
  }
  cursor.fits(count, TAG_COMPOUND);
  const decoded = Math.min(count, MAX_CHUNK_ENTITIES);
  cursor.spend(decoded);
  const entities: NbtCompound[] = [];
  for (let i = 0; i < decoded; i++) entities.push(readPayload(cursor, TAG_COMPOUND, 3) as NbtCompound);
  for (let i = decoded; i < count; i++) skipPayload(cursor, TAG_COMPOUND, 3);
  return { entities, skipped: count - decoded };
}

/** Decodes a whole NBT document (root compound) in full: level.dat, entity tests and small files. */
export function readNbt(bytes: Uint8Array, maxValues = MAX_DECODED_VALUES): NbtCompound {
  const cursor = new Cursor(bytes, maxValues);
  openRoot(cursor);
  return readPayload(cursor, TAG_COMPOUND, 0) as NbtCompound;
}

export function isCompound(value: NbtValue | undefined): value is NbtCompound {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Java's modified UTF-8 (a NUL as C0 80, characters beyond the BMP as two 3-byte surrogates); standard 4-byte
 * UTF-8 sequences, as other tools write them, are read too. A malformed byte becomes U+FFFD.
 */
export function decodeModifiedUtf8(bytes: Uint8Array, start: number, length: number): string {
  const end = start + length;
  let ascii = true;
  for (let i = start; i < end; i++) {
    if (bytes[i] >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) {
    let text = '';
    for (let i = start; i < end; i += 4096) {
      text += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 4096)));
    }
    return text;
  }
  const units: number[] = [];
  let i = start;
  while (i < end) {
    const b0 = bytes[i];
    if (b0 < 0x80) {
      units.push(b0);
      i += 1;
    } else if ((b0 & 0xe0) === 0xc0 && i + 1 < end && (bytes[i + 1] & 0xc0) === 0x80) {
      units.push(((b0 & 0x1f) << 6) | (bytes[i + 1] & 0x3f));
      i += 2;
    } else if (
      (b0 & 0xf0) === 0xe0 &&
      i + 2 < end &&
      (bytes[i + 1] & 0xc0) === 0x80 &&
      (bytes[i + 2] & 0xc0) === 0x80
    ) {
      units.push(((b0 & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f));
      i += 3;
    } else if (
      (b0 & 0xf8) === 0xf0 &&
      i + 3 < end &&
      (bytes[i + 1] & 0xc0) === 0x80 &&
      (bytes[i + 2] & 0xc0) === 0x80 &&
      (bytes[i + 3] & 0xc0) === 0x80
    ) {
      const point =
        ((b0 & 0x07) << 18) |
        ((bytes[i + 1] & 0x3f) << 12) |
        ((bytes[i + 2] & 0x3f) << 6) |
        (bytes[i + 3] & 0x3f);
      const offset = point - 0x10000;
      units.push(0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff));
      i += 4;
    } else {
      units.push(0xfffd);
      i += 1;
    }
  }
  let text = '';
  for (let j = 0; j < units.length; j += 4096) text += String.fromCharCode(...units.slice(j, j + 4096));
  return text;
}
