// The host-agnostic core of reading one region file (r.X.Z.mca): the 8 KiB header, then each chunk at its offset
// (in sector order), inflated and walked by the narrow NBT reader. It decides, for every host alike, what is a
// villager and what is unreadable. It reads and inflates nothing itself: it is a generator that asks its host
// for bytes ('read') and for inflated chunks ('inflate'), so the server's host answers synchronously (node:fs and
// node:zlib on a worker thread) and the browser's asynchronously (Blob and DecompressionStream in a Web Worker).
import { type ChunkFindings, collectVillagers, villagerEntries } from './entities';
import { MAX_CHUNK_ENTITIES, NbtError, NbtTooLargeError, readChunk } from './nbt-reader';
import {
  type ChunkProblem,
  type ChunkProblemKind,
  type Dimension,
  type SaveVillager,
  ScanLimitError,
} from './types';

export const SECTOR_BYTES = 4096;
export const HEADER_BYTES = 2 * SECTOR_BYTES;
export const REGION_FILE_PATTERN = /^r\.(-?\d+)\.(-?\d+)\.mca$/;
/** Most bytes a chunk may inflate to (a full 1.12 chunk is well under 2 MB): a zip bomb stops here. */
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;

/** Where a region file is and what the scan allows it, whatever host reads it. */
export interface RegionPlace {
  /** Its name, r.X.Z.mca. */
  file: string;
  dimension: Dimension;
  regionX: number;
  regionZ: number;
  /** What is left of the scan's budgets when the file is read; over either, ScanLimitError. Default: none. */
  budget?: RegionBudget;
  /**
   * The chunks' last-save times (header sector 1, index = x + 32 z) when this file was scanned before: a chunk
   * saved at the same time since is not read (the caller carries over what it found then).
   */
  seen?: readonly number[];
}

export interface RegionBudget {
  /** Bytes its chunks may inflate to, in all. */
  inflatedBytes: number;
  /** Villager data (villagers, offers, enchantments: villagerEntries) it may hold. */
  villagerEntries: number;
}

export interface RegionResult {
  villagers: SaveVillager[];
  modded: [id: string, count: number][];
  problems: ChunkProblem[];
  bytes: number;
  chunks: number;
  /** What its chunks inflated to, in all. */
  inflatedBytes: number;
  villagerEntries: number;
  /** The most heap the reading thread used, sampled every few chunks (0 where the host cannot tell). */
  peakHeapBytes: number;
  /** Each chunk slot's last-save time from the header (0: no chunk); empty when the header could not be read. */
  timestamps: number[];
  /** Chunk slots holding a chunk. */
  slots: number;
  /** Indexes (x + 32 z) of the chunks not read because they were saved at the time `seen` gives. */
  unchanged: number[];
  /** Other mods' traders by chunk: [index, id, count]. */
  moddedByChunk: [index: number, id: string, count: number][];
}

/** What the core asks its host for. */
export type RegionStep =
  /** `length` bytes of the file from `position` (valid until the next step). */
  | { kind: 'read'; position: number; length: number }
  /** A chunk's payload inflated: gzip (1) or zlib (2), at most `maxBytes` (valid until the next step). */
  | { kind: 'inflate'; compression: 1 | 2; payload: Uint8Array; maxBytes: number }
  /** The heap the thread uses now, when the host can tell (its answer: { bytes: [] } otherwise, ignored). */
  | { kind: 'heap' };

/** The host's answer to a step. A read that fails is thrown into the generator instead. */
export type RegionAnswer =
  | { bytes: Uint8Array }
  | { heapBytes: number }
  /** The data inflates to more than `maxBytes`. */
  | { tooLarge: true }
  /** The data cannot be inflated (the host's words are not kept: both hosts give the same reason). */
  | { failed: true };

export type RegionReader = Generator<RegionStep, RegionResult, RegionAnswer>;

interface ChunkSlot {
  index: number;
  sector: number;
  sectors: number;
}

const PROBLEM_WORDS: Record<ChunkProblemKind, string> = {
  bad_offset: 'Bad offset',
  truncated: 'Truncated',
  bad_compression: 'Bad compression',
  bad_nbt: 'Bad NBT',
  too_large: 'Too large',
  unreadable: 'Unreadable',
};

const COMPRESSION_NAMES = { 1: 'gzip', 2: 'zlib' } as const;

const HEAP_SAMPLE_EVERY = 32;

const UNLIMITED: RegionBudget = {
  inflatedBytes: Number.POSITIVE_INFINITY,
  villagerEntries: Number.POSITIVE_INFINITY,
};

export function emptyRegionResult(bytes = 0): RegionResult {
  return {
    villagers: [],
    modded: [],
    problems: [],
    bytes,
    chunks: 0,
    inflatedBytes: 0,
    villagerEntries: 0,
    peakHeapBytes: 0,
    timestamps: [],
    slots: 0,
    unchanged: [],
    moddedByChunk: [],
  };
}

/** A region file that cannot be read at all (it cannot be opened): one problem, nothing else. */
export function unreadableRegion(place: RegionPlace, detail: string): RegionResult {
  const result = emptyRegionResult();
  result.problems.push(problemOf(place, 0, 0, 'unreadable', detail));
  return result;
}

function problemOf(
  place: RegionPlace,
  localX: number,
  localZ: number,
  kind: ChunkProblemKind,
  detail: string,
): ChunkProblem {
  return {
    region: place.file,
    dimension: place.dimension,
    x: place.regionX * 32 + localX,
    z: place.regionZ * 32 + localZ,
    kind,
    reason: `${PROBLEM_WORDS[kind]}: ${detail}`,
  };
}

/**
 * Reads one region file of `size` bytes through its host. Never throws for bad data: what cannot be read is in
 * `problems`. Throws ScanLimitError when the file goes over the place's budget (the scan as a whole then stops).
 */
export function* readRegion(place: RegionPlace, size: number): RegionReader {
  const budget = place.budget ?? UNLIMITED;
  const result = emptyRegionResult(size);
  const modded = new Map<string, number>();
  const problem = (localX: number, localZ: number, kind: ChunkProblemKind, detail: string) => {
    result.problems.push(problemOf(place, localX, localZ, kind, detail));
  };
  try {
    if (size === 0) return result; // the game leaves empty region files behind: no chunks, nothing wrong
    if (size < HEADER_BYTES) {
      problem(
        0,
        0,
        'truncated',
        `the region file is ${size} bytes, shorter than its ${HEADER_BYTES}-byte header.`,
      );
      return result;
    }
    const header = bytesOf(yield { kind: 'read', position: 0, length: HEADER_BYTES });
    const headerView = new DataView(header.buffer, header.byteOffset, HEADER_BYTES);
    const slots: ChunkSlot[] = [];
    for (let index = 0; index < 1024; index++) {
      const entry = headerView.getUint32(index * 4);
      result.timestamps.push(entry === 0 ? 0 : headerView.getUint32(SECTOR_BYTES + index * 4));
      if (entry === 0) continue;
      result.slots++;
      const seen = place.seen?.[index] ?? 0;
      if (seen !== 0 && seen === result.timestamps[index]) {
        result.unchanged.push(index);
        continue;
      }
      slots.push({ index, sector: entry >>> 8, sectors: entry & 0xff });
    }
    slots.sort((a, b) => a.sector - b.sector || a.index - b.index);
    const chunkModded = new Map<string, number>();
    const findings: ChunkFindings = { villagers: result.villagers, modded: chunkModded, cut: [] };
    /** The slot read last and the sector after its data: a slot starting before that shares its sectors. */
    let previous: ChunkSlot | undefined;
    let readTo = 0;
    for (const slot of slots) {
      const localX = slot.index & 31;
      const localZ = slot.index >> 5;
      if (slot.sector < 2 || slot.sectors === 0) {
        problem(localX, localZ, 'bad_offset', badOffsetDetail(slot));
        continue;
      }
      if (previous && slot.sector < readTo) {
        // The game never gives two chunks one sector: read each sector once, so a header cannot make one chunk
        // inflate 1,024 times.
        const x = place.regionX * 32 + (previous.index & 31);
        const z = place.regionZ * 32 + (previous.index >> 5);
        problem(localX, localZ, 'bad_offset', `the header puts the chunk in sectors of chunk (${x}, ${z}).`);
        continue;
      }
      previous = slot;
      readTo = slot.sector + slot.sectors;
      const start = slot.sector * SECTOR_BYTES;
      if (start + 5 > size) {
        problem(
          localX,
          localZ,
          'truncated',
          `the file ends (${size} bytes) before the chunk's data at sector ${slot.sector}.`,
        );
        continue;
      }
      const allotted = slot.sectors * SECTOR_BYTES;
      const wanted = Math.min(allotted, size - start);
      const data = bytesOf(yield { kind: 'read', position: start, length: wanted });
      const view = new DataView(data.buffer, data.byteOffset, wanted);
      const length = view.getUint32(0);
      if (length < 1 || length + 4 > allotted) {
        problem(
          localX,
          localZ,
          'truncated',
          `the chunk says it holds ${length} bytes, but its ${slot.sectors} sector(s) hold at most ${allotted - 4}.`,
        );
        continue;
      }
      if (length + 4 > wanted) {
        problem(
          localX,
          localZ,
          'truncated',
          `the file ends ${length + 4 - wanted} bytes into the chunk's data.`,
        );
        continue;
      }
      const compression = data[4]!;
      const payload = data.subarray(5, 4 + length);
      const left = budget.inflatedBytes - result.inflatedBytes;
      let nbt: Uint8Array;
      if (compression === 3) {
        nbt = payload; // stored as it is (later versions)
      } else if (compression === 1 || compression === 2) {
        const maxBytes = Math.min(MAX_CHUNK_BYTES, Math.max(0, left) + 1);
        const inflated: RegionAnswer = yield { kind: 'inflate', compression, payload, maxBytes };
        if ('tooLarge' in inflated) {
          if (left < MAX_CHUNK_BYTES) throw inflatedOverBudget(place, budget);
          problem(
            localX,
            localZ,
            'bad_compression',
            `the chunk inflates to more than ${MAX_CHUNK_BYTES} bytes.`,
          );
          continue;
        }
        if (!('bytes' in inflated)) {
          const name = COMPRESSION_NAMES[compression];
          problem(localX, localZ, 'bad_compression', `the chunk's ${name} data cannot be inflated.`);
          continue;
        }
        nbt = inflated.bytes;
      } else {
        problem(localX, localZ, 'bad_compression', `unknown compression type ${compression}.`);
        continue;
      }
      result.inflatedBytes += nbt.length;
      if (result.inflatedBytes > budget.inflatedBytes) throw inflatedOverBudget(place, budget);
      let chunk: ReturnType<typeof readChunk>;
      try {
        chunk = readChunk(nbt);
      } catch (error) {
        if (!(error instanceof NbtError) && !(error instanceof RangeError)) throw error;
        problem(
          localX,
          localZ,
          error instanceof NbtTooLargeError ? 'too_large' : 'bad_nbt',
          messageOf(error),
        );
        continue;
      } finally {
        // Sampled every HEAP_SAMPLE_EVERY chunks: reading the heap's statistics costs more than a small chunk.
        if (result.chunks % HEAP_SAMPLE_EVERY === 0) {
          const heap: RegionAnswer = yield { kind: 'heap' };
          if ('heapBytes' in heap) result.peakHeapBytes = Math.max(result.peakHeapBytes, heap.heapBytes);
        }
      }
      result.chunks++;
      if (chunk.skipped > 0) {
        const all = (chunk.skipped + MAX_CHUNK_ENTITIES).toLocaleString('en');
        const read = MAX_CHUNK_ENTITIES.toLocaleString('en');
        problem(localX, localZ, 'too_large', `the chunk holds ${all} entities; the first ${read} were read.`);
      }
      if (chunk.entities.length > 0) {
        const before = result.villagers.length;
        collectVillagers(
          chunk.entities,
          {
            dimension: place.dimension,
            region: place.file,
            chunkX: place.regionX * 32 + localX,
            chunkZ: place.regionZ * 32 + localZ,
          },
          findings,
        );
        for (let i = before; i < result.villagers.length; i++) {
          result.villagerEntries += villagerEntries(result.villagers[i]!);
        }
        if (result.villagerEntries > budget.villagerEntries) {
          throw new ScanLimitError(
            'villager_data',
            `it holds more villagers and offers than a scan reads (over ${budget.villagerEntries.toLocaleString('en')} entries by region ${place.file}).`,
          );
        }
        for (const sentence of findings.cut?.splice(0) ?? []) problem(localX, localZ, 'too_large', sentence);
        for (const [id, count] of chunkModded) {
          modded.set(id, (modded.get(id) ?? 0) + count);
          result.moddedByChunk.push([slot.index, id, count]);
        }
        chunkModded.clear();
      }
    }
  } catch (error) {
    if (error instanceof ScanLimitError) throw error;
    problem(0, 0, 'unreadable', `the region file could not be read (${messageOf(error)}).`);
  }
  result.modded = [...modded];
  return result;
}

function bytesOf(answer: RegionAnswer): Uint8Array {
  if (!('bytes' in answer)) throw new Error('the host answered a read with no bytes');
  return answer.bytes;
}

function inflatedOverBudget(place: RegionPlace, budget: RegionBudget): ScanLimitError {
  return new ScanLimitError(
    'inflated_bytes',
    `its chunks inflate to more than a world of its size can (over ${budget.inflatedBytes.toLocaleString('en')} bytes by region ${place.file}).`,
  );
}

function badOffsetDetail(slot: ChunkSlot): string {
  if (slot.sectors === 0) return `the header gives the chunk at sector ${slot.sector} a length of 0 sectors.`;
  return `the header puts the chunk at sector ${slot.sector}, inside the region header.`;
}

export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
