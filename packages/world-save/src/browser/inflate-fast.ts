// The browser's fast way to inflate a zlib chunk: libdeflate's decompressor compiled to WebAssembly
// (inflate-wasm.bytes.ts, built by scripts/build-inflate-wasm.mjs), synchronous, in this thread, into a buffer of
// its own reused from chunk to chunk. A DecompressionStream per chunk costs about 0.6 ms of hops between tasks,
// more than inflating a chunk does. It answers only what it can vouch for: a zlib stream inflated whole within the
// byte limit, its Adler-32 checked, and no byte after it; anything else (a bad check, bytes after the stream, a cut
// stream, gzip, an output over the limit or the buffer) is left to DecompressionStream, so both hosts give bad
// chunks the same reasons.
import { INFLATE_WASM_BASE64 } from './inflate-wasm.bytes';

/** The exports of wasm/inflate-zlib.c. */
type InflaterExports = {
  memory: { buffer: ArrayBuffer };
  in_ptr(): number;
  in_capacity(): number;
  out_ptr(): number;
  out_capacity(): number;
  in_used(): number;
  out_length(): number;
  inflate_zlib(inLength: number, outCapacity: number): number;
};

/** What this needs of the WebAssembly API: neither ES2023's lib nor Node's types declare it. */
type WebAssemblyApi = {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
};

type Inflater = {
  exports: InflaterExports;
  /** The module's memory: it never grows, so this view stays valid. */
  memory: Uint8Array;
  inAt: number;
  inCapacity: number;
  outAt: number;
  outCapacity: number;
};

const LIBDEFLATE_SUCCESS = 0;
const FUNCTIONS = [
  'in_ptr',
  'in_capacity',
  'out_ptr',
  'out_capacity',
  'in_used',
  'out_length',
  'inflate_zlib',
];

/** null once instantiating failed (a main thread refuses a synchronous compile): all go the standard way. */
let inflater: Inflater | null | undefined;

/** Whether a module's exports are the inflater's (the generated module always is; this guards a mismatched one). */
export function isInflaterExports(exports: Record<string, unknown>): exports is InflaterExports {
  const memory = exports.memory;
  return (
    typeof memory === 'object' &&
    memory !== null &&
    'buffer' in memory &&
    memory.buffer instanceof ArrayBuffer &&
    FUNCTIONS.every((name) => typeof exports[name] === 'function')
  );
}

function instantiate(): Inflater | null {
  const wasm = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  if (!wasm) return null;
  try {
    const bytes = Uint8Array.from(atob(INFLATE_WASM_BASE64), (c) => c.charCodeAt(0));
    const { exports } = new wasm.Instance(new wasm.Module(bytes), {});
    if (!isInflaterExports(exports)) return null;
    return {
      exports,
      memory: new Uint8Array(exports.memory.buffer),
      inAt: exports.in_ptr(),
      inCapacity: exports.in_capacity(),
      outAt: exports.out_ptr(),
      outCapacity: exports.out_capacity(),
    };
  } catch {
    return null;
  }
}

/**
 * The inflated chunk (a view of the inflater's memory: valid until the next call), or null when the standard
 * inflater must decide.
 */
export function inflateZlibFast(payload: Uint8Array, maxBytes: number): Uint8Array | null {
  if (inflater === undefined) inflater = instantiate();
  if (!inflater || payload.length > inflater.inCapacity) return null;
  const { exports, memory, inAt, outAt } = inflater;
  memory.set(payload, inAt);
  const room = Math.max(0, Math.min(inflater.outCapacity, Math.floor(maxBytes)));
  if (exports.inflate_zlib(payload.length, room) !== LIBDEFLATE_SUCCESS) return null;
  if (exports.in_used() !== payload.length) return null; // bytes after the stream: the standard way says what
  return memory.subarray(outAt, outAt + exports.out_length());
}
