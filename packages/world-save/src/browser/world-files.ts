// Which of the files the player picked (a folder chosen or dropped) make the world: level.dat and the region
// files of the three dimensions. Nothing else is read; most of a world folder (playerdata, stats, mods' data) is
// skipped by its path alone.
import { REGION_FILE_PATTERN } from '../region-core';
import type { Dimension } from '../types';

/** A picked file and its path within what was picked, '/'-separated (e.g. `MyWorld/region/r.0.0.mca`). */
export interface PickedFile {
  path: string;
  file: Blob;
}

export interface WorldRegionFile {
  dimension: Dimension;
  /** r.X.Z.mca */
  name: string;
  regionX: number;
  regionZ: number;
  file: Blob;
}

export interface WorldFiles {
  /** level.dat and its path as picked; null when none was picked. */
  levelDat: PickedFile | null;
  /** In dimension then region order, as the server's scan reads them. */
  regions: WorldRegionFile[];
  /** Picked files that are neither (never read). */
  skipped: number;
}

/** The folders of region files, relative to the world folder. */
export const REGION_FOLDERS: readonly (readonly [Dimension, string])[] = [
  ['overworld', 'region'],
  ['nether', 'DIM-1/region'],
  ['end', 'DIM1/region'],
];

/**
 * The world among picked files: the world folder is where the shallowest level.dat is (the picked folder itself,
 * or one inside it); its region files are those directly in its region folders.
 */
export function worldFilesOf(picked: Iterable<PickedFile>): WorldFiles {
  const files = [...picked].map((f) => ({ ...f, path: f.path.replace(/\\/g, '/').replace(/^\/+/, '') }));
  const depth = (path: string) => path.split('/').length;
  const levelDat =
    files
      .filter((f) => f.path === 'level.dat' || f.path.endsWith('/level.dat'))
      .sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : 1))[0] ?? null;
  const root = levelDat ? levelDat.path.slice(0, -'level.dat'.length) : '';
  const regions: WorldRegionFile[] = [];
  for (const [dimension, folder] of REGION_FOLDERS) {
    const prefix = `${root}${folder}/`;
    const found: WorldRegionFile[] = [];
    for (const { path, file } of files) {
      if (!path.startsWith(prefix)) continue;
      const name = path.slice(prefix.length);
      const match = REGION_FILE_PATTERN.exec(name);
      if (!match) continue;
      found.push({ dimension, name, regionX: Number(match[1]), regionZ: Number(match[2]), file });
    }
    found.sort((a, b) => a.regionX - b.regionX || a.regionZ - b.regionZ);
    regions.push(...found);
  }
  return { levelDat, regions, skipped: files.length - regions.length - (levelDat ? 1 : 0) };
}
