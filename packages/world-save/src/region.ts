// Reads one region file (r.X.Z.mca) chunk by chunk: the 8 KiB header, then each chunk at its offset (in sector
// order), inflated with node:zlib and walked by the narrow NBT reader. A chunk that cannot be read becomes a
// problem and the rest of the file is still read. Synchronous: it runs on a worker thread (or inline).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { gunzipSync, inflateSync } from 'node:zlib';
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

export interface RegionJob {
  /** Absolute path of the file. */
  path: string;
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
  /** The most heap the reading thread used, sampled after each chunk. */
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

const HEAP_SAMPLE_EVERY = 32;

const UNLIMITED: RegionBudget = {
  inflatedBytes: Number.POSITIVE_INFINITY,
  villagerEntries: Number.POSITIVE_INFINITY,
};

/**
 * Scans one region file. Never throws for bad data: what cannot be read is in `problems`. Throws ScanLimitError
 * when the file goes over the job's budget (the scan as a whole then stops).
 */
export function scanRegionFile(job: RegionJob): RegionResult {
  const budget = job.budget ?? UNLIMITED;
  const result: RegionResult = {
    villagers: [],
    modded: [],
    problems: [],
    bytes: 0,
    chunks: 0,
    inflatedBytes: 0,
    villagerEntries: 0,
    peakHeapBytes: 0,
    timestamps: [],
    slots: 0,
    unchanged: [],
    moddedByChunk: [],
  };
  const modded = new Map<string, number>();
  const problem = (localX: number, localZ: number, kind: ChunkProblemKind, detail: string) => {
    result.problems.push({
      region: job.file,
      dimension: job.dimension,
      x: job.regionX * 32 + localX,
      z: job.regionZ * 32 + localZ,
      kind,
      reason: `${PROBLEM_WORDS[kind]}: ${detail}`,
    });
  };
  let fd: number;
  try {
    fd = openSync(job.path, 'r');
  } catch (error) {
    problem(0, 0, 'unreadable', `the region file cannot be opened (${messageOf(error)}).`);
    return result;
  }
  try {
    const size = fstatSync(fd).size;
    result.bytes = size;
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
    const header = new Uint8Array(HEADER_BYTES);
    readFully(fd, header, 0);
    const headerView = new DataView(header.buffer);
    const slots: ChunkSlot[] = [];
    for (let index = 0; index < 1024; index++) {
      const entry = headerView.getUint32(index * 4);
      result.timestamps.push(entry === 0 ? 0 : headerView.getUint32(SECTOR_BYTES + index * 4));
      if (entry === 0) continue;
      result.slots++;
      const seen = job.seen?.[index] ?? 0;
      if (seen !== 0 && seen === result.timestamps[index]) {
        result.unchanged.push(index);
        continue;
      }
      slots.push({ index, sector: entry >>> 8, sectors: entry & 0xff });
    }
    slots.sort((a, b) => a.sector - b.sector || a.index - b.index);
    let buffer = new Uint8Array(256 * 1024);
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
        const x = job.regionX * 32 + (previous.index & 31);
        const z = job.regionZ * 32 + (previous.index >> 5);
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
      if (buffer.length < wanted) buffer = new Uint8Array(Math.max(wanted, buffer.length * 2));
      readFully(fd, buffer.subarray(0, wanted), start);
      const view = new DataView(buffer.buffer, buffer.byteOffset, wanted);
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
      const compression = buffer[4];
      const payload = buffer.subarray(5, 4 + length);
      const left = budget.inflatedBytes - result.inflatedBytes;
      let nbt: Uint8Array;
      try {
        nbt = inflateChunk(compression, payload, Math.min(MAX_CHUNK_BYTES, Math.max(0, left) + 1));
      } catch (error) {
        const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
        if (tooLarge && left < MAX_CHUNK_BYTES) throw inflatedOverBudget(job, budget);
        const detail = tooLarge
          ? `the chunk inflates to more than ${MAX_CHUNK_BYTES} bytes.`
          : messageOf(error);
        problem(localX, localZ, 'bad_compression', detail);
        continue;
      }
      result.inflatedBytes += nbt.length;
      if (result.inflatedBytes > budget.inflatedBytes) throw inflatedOverBudget(job, budget);
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
          result.peakHeapBytes = Math.max(result.peakHeapBytes, getHeapStatistics().used_heap_size);
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
            dimension: job.dimension,
            region: job.file,
            chunkX: job.regionX * 32 + localX,
            chunkZ: job.regionZ * 32 + localZ,
          },
          findings,
        );
        for (let i = before; i < result.villagers.length; i++) {
          result.villagerEntries += villagerEntries(result.villagers[i]!);
        }
        if (result.villagerEntries > budget.villagerEntries) {
          throw new ScanLimitError(
            'villager_data',
            `it holds more villagers and offers than a scan reads (over ${budget.villagerEntries.toLocaleString('en')} entries by region ${job.file}).`,
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
  } finally {
    closeSync(fd);
  }
  result.modded = [...modded];
  return result;
}

function inflatedOverBudget(job: RegionJob, budget: RegionBudget): ScanLimitError {
  return new ScanLimitError(
    'inflated_bytes',
    `its chunks inflate to more than a world of its size can (over ${budget.inflatedBytes.toLocaleString('en')} bytes by region ${job.file}).`,
  );
}

function badOffsetDetail(slot: ChunkSlot): string {
  if (slot.sectors === 0) return `the header gives the chunk at sector ${slot.sector} a length of 0 sectors.`;
  return `the header puts the chunk at sector ${slot.sector}, inside the region header.`;
}

/** Most bytes a chunk may inflate to (a full 1.12 chunk is well under 2 MB): a zip bomb stops here. */
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;

/**
 * zlib's output buffer: a 1.12 chunk with 16 sections inflates to about 170 KB, so one buffer holds it (the
 * default 16 KiB buffers, joined at the end, make inflating several times slower).
 */
export const INFLATE_OPTIONS = { chunkSize: 256 * 1024, maxOutputLength: MAX_CHUNK_BYTES };

/** Compression 1 gzip, 2 zlib (what 1.12 writes), 3 none (later versions); at most `maxBytes` inflated. */
export function inflateChunk(
  compression: number,
  payload: Uint8Array,
  maxBytes = MAX_CHUNK_BYTES,
): Uint8Array {
  const options =
    maxBytes === MAX_CHUNK_BYTES ? INFLATE_OPTIONS : { ...INFLATE_OPTIONS, maxOutputLength: maxBytes };
  switch (compression) {
    case 1:
      return gunzipSync(payload, options);
    case 2:
      return inflateSync(payload, options);
    case 3:
      return payload;
    default:
      throw new Error(`unknown compression type ${compression}.`);
  }
}

function readFully(fd: number, into: Uint8Array, position: number): void {
  let done = 0;
  while (done < into.length) {
    const read = readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) throw new Error(`unexpected end of file at byte ${position + done}`);
    done += read;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
