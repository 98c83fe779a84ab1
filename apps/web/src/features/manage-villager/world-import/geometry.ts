/** The map of the scanned villagers: block x/z to SVG coordinates, a colour per town, and the points' names. */
import { compareNatural } from '../../../lib/natural-sort';

export interface MapSize {
  width: number;
  height: number;
  /** Room around the outermost points (points sit on it, not on the edge). */
  padding: number;
}

export const MAP_SIZE: MapSize = { width: 640, height: 400, padding: 24 };

/** The fewest blocks the map shows across, so a single villager or a tight hall is not blown up to fill it. */
export const MIN_SPAN = 32;

export interface MapScale {
  /** Pixels per block, the same along x and z (the map keeps the world's proportions). */
  scale: number;
  bounds: { minX: number; maxX: number; minZ: number; maxZ: number };
  /** Block x/z to SVG x/y: east to the right and south down, as the game's F3 map and most world maps. */
  toSvg: (x: number, z: number) => { cx: number; cy: number };
}

/**
 * Fits the points into the map: the same scale along both axes (the larger of the two spans decides), the
 * content centred, at least MIN_SPAN blocks across.
 */
export function fitMap(points: readonly { x: number; z: number }[], size: MapSize = MAP_SIZE): MapScale {
  const bounds = { minX: 0, maxX: 0, minZ: 0, maxZ: 0 };
  points.forEach((point, index) => {
    // (A loop, not Math.min(...xs): a world's worth of villagers is too many arguments for one call.)
    if (index === 0 || point.x < bounds.minX) bounds.minX = point.x;
    if (index === 0 || point.x > bounds.maxX) bounds.maxX = point.x;
    if (index === 0 || point.z < bounds.minZ) bounds.minZ = point.z;
    if (index === 0 || point.z > bounds.maxZ) bounds.maxZ = point.z;
  });
  const innerWidth = size.width - 2 * size.padding;
  const innerHeight = size.height - 2 * size.padding;
  const spanX = Math.max(bounds.maxX - bounds.minX, MIN_SPAN);
  const spanZ = Math.max(bounds.maxZ - bounds.minZ, MIN_SPAN);
  const scale = Math.min(innerWidth / spanX, innerHeight / spanZ);
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreZ = (bounds.minZ + bounds.maxZ) / 2;
  return {
    scale,
    bounds,
    toSvg: (x, z) => ({
      cx: size.width / 2 + (x - centreX) * scale,
      cy: size.height / 2 + (z - centreZ) * scale,
    }),
  };
}

/** Distinct colours readable on white (contrast 3:1 or more against it, as graphics need). */
export const TOWN_PALETTE = [
  '#1c7ed6',
  '#e8590c',
  '#2b8a3e',
  '#c2255c',
  '#6741d9',
  '#0b7285',
  '#a61e4d',
  '#5c940d',
  '#862e9c',
  '#495057',
] as const;

/** A colour per town, in the order the towns are named (case ignored); more towns than colours reuse them. */
export function townColours(towns: readonly string[]): Map<string, string> {
  const names = [...new Set(towns.map((town) => town.trim().toLowerCase()))].sort((a, b) =>
    compareNatural(a, b),
  );
  return new Map(names.map((name, index) => [name, TOWN_PALETTE[index % TOWN_PALETTE.length]!]));
}

export function colourOf(colours: ReadonlyMap<string, string>, town: string): string {
  return colours.get(town.trim().toLowerCase()) ?? TOWN_PALETTE[TOWN_PALETTE.length - 1]!;
}

/** A villager as the screen names it: 'Librarian at 120, 64' (block x and z), with its custom name if any. */
export function villagerTitle(villager: {
  villager_type: string;
  name: string | null;
  x: number;
  z: number;
}): string {
  const named = villager.name ? ` "${villager.name}"` : '';
  return `${villager.villager_type}${named} at ${Math.floor(villager.x)}, ${Math.floor(villager.z)}`;
}

/** A point's accessible name: 'Librarian at 120, 64: Canz / Hall 1 A3'. */
export function pointLabel(
  villager: { villager_type: string; name: string | null; x: number; z: number },
  slot: { town: string; location: string; row: string; num: string | number },
): string {
  return `${villagerTitle(villager)}: ${slot.town} / ${slot.location} ${slot.row}${slot.num}`;
}
