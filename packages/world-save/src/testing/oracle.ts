// The reference reader: each region file read whole, every chunk inflated and parsed in full by prismarine-nbt,
// then Level.Entities mapped by the same entity code as the fast reader. The tests compare the two on the same
// worlds; the benchmark uses it as its baseline.
import { readFile } from 'node:fs/promises';
import nbt from 'prismarine-nbt';
import { type ChunkFindings, collectVillagers } from '../entities';
import { isCompound, type NbtCompound } from '../nbt-reader';
import { compoundFromPrismarine, fromPrismarine } from '../prismarine';
import { inflateChunk, type RegionJob } from '../region';
import { listRegionFiles } from '../scan';
import type { ModdedVillagerCount, SaveVillager } from '../types';

export interface OracleRegion {
  villagers: SaveVillager[];
  modded: Map<string, number>;
  /** Every entity of every chunk (Level.Entities), when asked for. */
  entities: NbtCompound[];
  /** Chunks prismarine-nbt (or zlib, or the header) could not read: absolute chunk coordinates. */
  badChunks: { x: number; z: number }[];
  chunks: number;
}

/** Level.Entities of one chunk's uncompressed NBT, parsed in full by prismarine-nbt. */
export function oracleChunkEntities(nbtBytes: Uint8Array): NbtCompound[] {
  const buffer = Buffer.from(nbtBytes.buffer, nbtBytes.byteOffset, nbtBytes.byteLength);
  const parsed = nbt.parseUncompressed(buffer, 'big');
  const level = parsed.value.Level;
  if (level?.type !== 'compound') return [];
  const entities = level.value.Entities;
  if (entities?.type !== 'list') return [];
  const list = fromPrismarine(entities);
  return Array.isArray(list) ? list.filter(isCompound) : [];
}

/** A whole chunk's NBT parsed by prismarine-nbt into plain values (for tests of the decoder). */
export function oracleNbt(nbtBytes: Uint8Array): NbtCompound {
  const buffer = Buffer.from(nbtBytes.buffer, nbtBytes.byteOffset, nbtBytes.byteLength);
  return compoundFromPrismarine(nbt.parseUncompressed(buffer, 'big').value);
}

/** Reads one region file's bytes the reference way. */
export function oracleScanRegion(
  bytes: Uint8Array,
  job: Pick<RegionJob, 'file' | 'dimension' | 'regionX' | 'regionZ'>,
  options: { keepEntities?: boolean } = {},
): OracleRegion {
  const out: OracleRegion = { villagers: [], modded: new Map(), entities: [], badChunks: [], chunks: 0 };
  const findings: ChunkFindings = { villagers: out.villagers, modded: out.modded };
  if (bytes.length < 8192) {
    if (bytes.length > 0) out.badChunks.push({ x: job.regionX * 32, z: job.regionZ * 32 });
    return out;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let index = 0; index < 1024; index++) {
    const entry = view.getUint32(index * 4);
    if (entry === 0) continue;
    const x = job.regionX * 32 + (index & 31);
    const z = job.regionZ * 32 + (index >> 5);
    try {
      const start = (entry >>> 8) * 4096;
      const sectors = entry & 0xff;
      if (start < 8192 || sectors === 0 || start + 5 > bytes.length) throw new Error('bad offset');
      const length = view.getUint32(start);
      if (length < 1 || length + 4 > sectors * 4096 || start + 4 + length > bytes.length)
        throw new Error('truncated');
      const payload = bytes.subarray(start + 5, start + 4 + length);
      const compression = bytes[start + 4];
      // The same inflate as the fast reader (its buffer size matters); the parse is prismarine-nbt's.
      const raw = inflateChunk(compression, payload);
      const entities = oracleChunkEntities(raw);
      out.chunks++;
      if (options.keepEntities) out.entities.push(...entities);
      collectVillagers(
        entities,
        { dimension: job.dimension, region: job.file, chunkX: x, chunkZ: z },
        findings,
      );
    } catch {
      out.badChunks.push({ x, z });
    }
  }
  return out;
}

export interface OracleWorld {
  villagers: SaveVillager[];
  moddedVillagers: ModdedVillagerCount[];
  badChunks: { region: string; x: number; z: number }[];
  regions: number;
  regionBytes: number;
  chunks: number;
}

/** Scans every region file of a world folder the reference way (one thread, whole files, full parse). */
export async function oracleScanWorld(dir: string): Promise<OracleWorld> {
  const jobs = await listRegionFiles(dir);
  const world: OracleWorld = {
    villagers: [],
    moddedVillagers: [],
    badChunks: [],
    regions: 0,
    regionBytes: 0,
    chunks: 0,
  };
  const modded = new Map<string, number>();
  for (const job of jobs) {
    const bytes = await readFile(job.path);
    const region = oracleScanRegion(bytes, job);
    world.regions++;
    world.regionBytes += bytes.length;
    world.chunks += region.chunks;
    world.villagers.push(...region.villagers);
    world.badChunks.push(...region.badChunks.map((chunk) => ({ region: job.file, ...chunk })));
    for (const [id, count] of region.modded) modded.set(id, (modded.get(id) ?? 0) + count);
  }
  world.moddedVillagers = [...modded]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return world;
}
