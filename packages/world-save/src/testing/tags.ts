// prismarine-nbt's typed JSON, built by small helpers (its own builders are loosely typed).
import nbt from 'prismarine-nbt';

export type NumberTagType = 'byte' | 'short' | 'int' | 'float' | 'double';
export type Tag =
  | { type: NumberTagType; value: number }
  | { type: 'long'; value: [number, number] }
  | { type: 'string'; value: string }
  | { type: 'byteArray' | 'intArray'; value: number[] }
  | { type: 'longArray'; value: [number, number][] }
  | { type: 'list'; value: { type: string; value: unknown[] } }
  | CompoundTag;
export interface CompoundTag {
  type: 'compound';
  value: Record<string, Tag>;
}

export const byte = (value: number): Tag => ({ type: 'byte', value });
export const short = (value: number): Tag => ({ type: 'short', value });
export const int = (value: number): Tag => ({ type: 'int', value });
export const float = (value: number): Tag => ({ type: 'float', value });
export const double = (value: number): Tag => ({ type: 'double', value });
export const string = (value: string): Tag => ({ type: 'string', value });
export const byteArray = (value: number[]): Tag => ({ type: 'byteArray', value });
export const intArray = (value: number[]): Tag => ({ type: 'intArray', value });
export const compound = (value: Record<string, Tag>): CompoundTag => ({ type: 'compound', value });

/** A signed 64-bit value as prismarine-nbt's [high, low] int32 pair. */
export function long(value: bigint | number): Tag {
  const big = BigInt.asIntN(64, BigInt(value));
  return { type: 'long', value: [Number(BigInt.asIntN(32, big >> 32n)), Number(BigInt.asIntN(32, big))] };
}

/** Signed 64-bit values as prismarine-nbt's [high, low] pairs. */
export function longArray(values: (bigint | number)[]): Tag {
  return { type: 'longArray', value: values.map((v) => long(v).value as [number, number]) };
}

/** A list of tags that all have the same type (an empty list is a list of End). */
export function list(items: Tag[]): Tag {
  if (items.length === 0) return { type: 'list', value: { type: 'end', value: [] } };
  return { type: 'list', value: { type: items[0].type, value: items.map((item) => item.value) } };
}

/** Accepts a typed compound ({type: 'compound', value}) or its value map. */
export function asCompound(entity: object): CompoundTag {
  const candidate = entity as Partial<CompoundTag>;
  if (candidate.type === 'compound' && typeof candidate.value === 'object') return candidate as CompoundTag;
  return compound(entity as Record<string, Tag>);
}

/** Uncompressed big-endian NBT of a root compound. */
export function writeNbt(root: CompoundTag, name = ''): Uint8Array {
  return nbt.writeUncompressed({ type: 'compound', name, value: root.value } as unknown as nbt.NBT, 'big');
}
