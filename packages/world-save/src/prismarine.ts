// prismarine-nbt's typed JSON ({type, value}) turned into the reader's plain values (NbtValue), so level.dat and
// the test oracle (a full prismarine-nbt parse) are read with the same code as the fast reader's output.
import type { Tags, TagType } from 'prismarine-nbt';
import { type NbtCompound, type NbtValue, newCompound } from './nbt-reader';

type TypedTag = Tags[TagType];

/** One typed tag → its plain value (long → bigint, list/array → array, compound → NbtCompound). */
export function fromPrismarine(tag: TypedTag): NbtValue {
  return plainValue(tag.type, tag.value);
}

/** A typed compound's value map (`{name: {type, value}}`) → NbtCompound. */
export function compoundFromPrismarine(value: Record<string, TypedTag | undefined>): NbtCompound {
  const compound = newCompound();
  for (const [name, tag] of Object.entries(value)) if (tag) compound[name] = fromPrismarine(tag);
  return compound;
}

function plainValue(type: string, value: unknown): NbtValue {
  switch (type) {
    case 'byte':
    case 'short':
    case 'int':
    case 'float':
    case 'double':
      return value as number;
    case 'string':
      return value as string;
    case 'long':
      return toBigInt(value);
    case 'byteArray':
    case 'shortArray':
    case 'intArray':
      return [...(value as number[])];
    case 'longArray':
      return (value as unknown[]).map(toBigInt);
    case 'list': {
      const list = value as { type: string; value: unknown[] };
      return list.value.map((item) => plainValue(list.type, item));
    }
    case 'compound':
      return compoundFromPrismarine(value as Record<string, TypedTag | undefined>);
    default:
      throw new Error(`Unknown prismarine-nbt tag type ${type}.`);
  }
}

/** prismarine-nbt reads a long as [high, low] int32 halves; builders may pass a bigint. */
function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return BigInt.asIntN(64, value);
  if (typeof value === 'number') return BigInt(value);
  const [high, low] = value as [number, number];
  return BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low >>> 0));
}
