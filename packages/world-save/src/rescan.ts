// Rescans: a region file's header holds every chunk's last-save time, so a scan that knows the times of the last
// scan of the same world reads only the chunks saved since, and carries over what the last scan found in the
// others. A villager that moved re-saved both its chunks, so it is found where it stands now and not where it
// stood. Pure: the caller keeps the state between scans.
import type { RegionResult } from './region-core';
import type { Dimension, RegionState, WorldInfo } from './types';

export type { RegionState, WorldState } from './types';

export const regionKey = (dimension: Dimension, file: string): string => `${dimension}/${file}`;

/**
 * A world's identity across scans: level.dat's seed and name, the name as JSON so that whatever it holds (a NUL
 * that PostgreSQL text refuses, a lone surrogate) is stored as plain characters.
 */
export const worldKeyOf = (world: WorldInfo): string =>
  `${world.seed ?? ''}|${JSON.stringify(world.levelName)}`;

/** A chunk's slot in its region file (x + 32 z of its coordinates within the region). */
export const chunkIndex = (chunkX: number, chunkZ: number): number => (chunkX & 31) + (chunkZ & 31) * 32;

/** The region's findings: what was read now, and what `before` found in the chunks not read (unchanged). */
export function carryOver(result: RegionResult, before: RegionState | undefined): RegionState {
  const unchanged = new Set(result.unchanged);
  const kept = <T>(items: readonly T[] | undefined, index: (item: T) => number) =>
    (items ?? []).filter((item) => unchanged.has(index(item)));
  return {
    timestamps: result.timestamps,
    villagers: [...result.villagers, ...kept(before?.villagers, (v) => chunkIndex(v.chunkX, v.chunkZ))],
    problems: [...result.problems, ...kept(before?.problems, (p) => chunkIndex(p.x, p.z))],
    modded: [...result.moddedByChunk, ...kept(before?.modded, ([index]) => index)],
  };
}
