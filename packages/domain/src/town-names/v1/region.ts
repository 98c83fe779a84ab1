// Where a town lies relative to spawn, version 1. FROZEN: changing a limit or a rule renames towns.
import type { Band, Heading } from './words';

/** Closer than this many blocks to spawn is 'near' (homely names). */
export const NEAR_LIMIT = 1500;
/** This many blocks from spawn or more is 'far' (wild names); between the two is 'mid'. */
export const FAR_LIMIT = 6000;

export interface Region {
  band: Band;
  /** One heading, two on a diagonal (e.g. north and east), none at spawn itself. */
  headings: readonly Heading[];
}

/**
 * The distance band and compass heading of block (x, y), where y is Minecraft's Z: north is negative y,
 * east is positive x. Exact integer arithmetic: |x|, |y| <= 30,000,000, so x² + y² stays far below 2^53.
 */
export function regionOf(x: number, y: number): Region {
  const distanceSquared = x * x + y * y;
  const band: Band =
    distanceSquared < NEAR_LIMIT * NEAR_LIMIT
      ? 'near'
      : distanceSquared < FAR_LIMIT * FAR_LIMIT
        ? 'mid'
        : 'far';
  return { band, headings: headingsOf(x, y) };
}

function headingsOf(x: number, y: number): readonly Heading[] {
  const across = Math.abs(x);
  const along = Math.abs(y);
  if (across === 0 && along === 0) return [];
  const northSouth: Heading = y < 0 ? 'north' : 'south';
  const eastWest: Heading = x > 0 ? 'east' : 'west';
  // On a diagonal (the smaller offset is at least half the larger: within about 18.4° of 45°) both count.
  if (Math.min(across, along) * 2 >= Math.max(across, along)) return [northSouth, eastWest];
  return along > across ? [northSouth] : [eastWest];
}
