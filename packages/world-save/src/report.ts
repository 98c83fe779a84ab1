// A scan as the JSON a browser sends the server (the contracts' WorldScanReport): what the preview needs and
// nothing else of the world. The browser's scan produces it; the tests compare it with the server's own scan.
import type { RegionResult } from './region-core';
import { encodeRuns } from './runs';
import type { ChunkProblem, Dimension, SaveItem, SaveVillager, WorldInfo, WorldScan } from './types';

export interface ScanReportItem {
  id: string;
  count: number;
  damage: number;
  enchantments: { numeric_id: number; level: number }[];
}

export interface ScanReport {
  world: {
    level_name: string;
    version_name: string | null;
    data_version: number | null;
    seed: string | null;
    enchantment_ids: [number, string][];
    enchantment_id_source: 'forge' | 'vanilla';
  };
  regions: {
    dimension: Dimension;
    file: string;
    bytes: number;
    slots: number;
    timestamps: [number, number][];
    unchanged: number[];
  }[];
  villagers: {
    uuid: string;
    dimension: Dimension;
    x: number;
    y: number;
    z: number;
    profession: number | null;
    profession_name: string | null;
    career: number | null;
    career_level: number | null;
    custom_name: string | null;
    child: boolean;
    offers: {
      buy: ScanReportItem;
      buy_b: ScanReportItem | null;
      sell: ScanReportItem;
      uses: number;
      max_uses: number;
    }[];
    region: string;
    chunk_x: number;
    chunk_z: number;
  }[];
  modded: [Dimension, string, number, string, number][];
  problems: ChunkProblem[];
  seconds: number;
}

const item = (saved: SaveItem): ScanReportItem => ({
  id: saved.id,
  count: saved.count,
  damage: saved.damage,
  enchantments: saved.enchantments.map((e) => ({ numeric_id: e.numericId, level: e.level })),
});

const villager = (v: SaveVillager): ScanReport['villagers'][number] => ({
  uuid: v.uuid,
  dimension: v.dimension,
  x: v.x,
  y: v.y,
  z: v.z,
  profession: v.profession,
  profession_name: v.professionName,
  career: v.career,
  career_level: v.careerLevel,
  custom_name: v.customName,
  child: v.child,
  offers: v.offers.map((o) => ({
    buy: item(o.buy),
    buy_b: o.buyB && item(o.buyB),
    sell: item(o.sell),
    uses: o.uses,
    max_uses: o.maxUses,
  })),
  region: v.region,
  chunk_x: v.chunkX,
  chunk_z: v.chunkZ,
});

const worldReport = (world: WorldInfo): ScanReport['world'] => ({
  level_name: world.levelName,
  version_name: world.versionName,
  data_version: world.dataVersion,
  seed: world.seed,
  enchantment_ids: [...world.enchantmentIds],
  enchantment_id_source: world.enchantmentIdSource,
});

/** A region file's findings as read (by any host), where it is. */
export interface ReadRegion {
  dimension: Dimension;
  file: string;
  result: RegionResult;
}

/**
 * The report of what a host read: each region's size, save times (all 1,024 slots: 0 where the header could not
 * be read) and the chunks it found unchanged, and the villagers, problems and other mods' traders of the chunks
 * it read. What the unchanged chunks hold the server has from the last scan.
 */
export function regionsReport(world: WorldInfo, regions: readonly ReadRegion[], seconds: number): ScanReport {
  return {
    world: worldReport(world),
    regions: regions.map(({ dimension, file, result }) => ({
      dimension,
      file,
      bytes: result.bytes,
      slots: result.slots,
      timestamps: encodeRuns(result.timestamps.length === 1024 ? result.timestamps : Array(1024).fill(0)),
      unchanged: result.unchanged,
    })),
    villagers: regions.flatMap(({ result }) => result.villagers.map(villager)),
    modded: regions.flatMap(({ dimension, file, result }) =>
      result.moddedByChunk.map(
        ([index, id, count]) => [dimension, file, index, id, count] as ScanReport['modded'][number],
      ),
    ),
    problems: regions.flatMap(({ result }) => [...result.problems].sort((a, b) => a.z - b.z || a.x - b.x)),
    seconds,
  };
}

/**
 * The report of a scan: the villagers and problems it read (not those carried over from an earlier scan: the
 * server has those), each region's save times and the chunks it found unchanged.
 */
export function scanReport(
  scan: WorldScan,
  unchanged: Readonly<Record<string, readonly number[]>> = {},
): ScanReport {
  const skipped = (key: string) => new Set(unchanged[key] ?? []);
  const regions = Object.entries(scan.state.regions).map(([key, region]) => {
    const slash = key.indexOf('/');
    return {
      dimension: key.slice(0, slash) as Dimension,
      file: key.slice(slash + 1),
      bytes: 0,
      slots: region.timestamps.filter((time) => time !== 0).length,
      timestamps: encodeRuns(region.timestamps),
      unchanged: [...skipped(key)],
    };
  });
  return {
    world: worldReport(scan.world),
    regions,
    villagers: scan.villagers.map(villager),
    modded: Object.entries(scan.state.regions).flatMap(([key, region]) => {
      const slash = key.indexOf('/');
      const dimension = key.slice(0, slash) as Dimension;
      return region.modded.map(
        ([index, id, count]) =>
          [dimension, key.slice(slash + 1), index, id, count] as ScanReport['modded'][number],
      );
    }),
    problems: scan.problems,
    seconds: scan.seconds,
  };
}
