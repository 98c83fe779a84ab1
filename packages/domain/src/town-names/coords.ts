// Parses the "X,Y" text a player types into the town-name generator. In Minecraft these are the horizontal
// X and Z block coordinates (what F3 shows as X and Z); the product calls them X,Y.

/** The Minecraft world border: no block coordinate lies beyond ±30,000,000. */
export const WORLD_BORDER = 30_000_000;

export const COORDS_ERRORS = Object.freeze({
  format: 'Enter coordinates in X,Y format.',
  xNotWhole: 'X must be a whole number.',
  yNotWhole: 'Y must be a whole number.',
  xOutOfRange: 'X must be between -30000000 and 30000000.',
  yOutOfRange: 'Y must be between -30000000 and 30000000.',
});

export type CoordsResult = { ok: true; x: number; y: number } | { ok: false; error: string };

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * Reads "X,Y" such as '120, -4500'. Spaces around each number are allowed; each value must be a whole number
 * (an optional leading minus, then digits; decimals like '10.7' are refused) within the world border.
 * Exactly one comma is expected, so a pasted X,Y,Z triple is refused as the wrong format.
 */
export function parseCoords(text: string): CoordsResult {
  const parts = text.split(',');
  if (parts.length !== 2) return { ok: false, error: COORDS_ERRORS.format };
  const x = readCoord(parts[0]!, COORDS_ERRORS.xNotWhole, COORDS_ERRORS.xOutOfRange);
  if (typeof x === 'string') return { ok: false, error: x };
  const y = readCoord(parts[1]!, COORDS_ERRORS.yNotWhole, COORDS_ERRORS.yOutOfRange);
  if (typeof y === 'string') return { ok: false, error: y };
  return { ok: true, x, y };
}

/** True for a whole number inside the world border. */
export function isWorldCoord(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= WORLD_BORDER;
}

/** The coordinate's value, or the error message to show. */
function readCoord(raw: string, notWhole: string, outOfRange: string): number | string {
  const trimmed = raw.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return notWhole;
  const value = Number(trimmed) + 0; // + 0 turns '-0' into 0
  return isWorldCoord(value) ? value : outOfRange;
}
