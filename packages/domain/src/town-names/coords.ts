// Parses the "X,Y" text a player types into the town-name generator. In Minecraft these are the horizontal
// X and Z block coordinates (what F3 shows as X and Z); the product calls them X,Y. A position pasted from F3's
// "XYZ:" line ("1200.5 / 64 / -350.5") is read too: its X and Z, the game's horizontal axes.

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
const DECIMAL = '-?\\d+(?:\\.\\d+)?';
/** F3's position line, with or without its 'XYZ:' label: three numbers separated by slashes. */
const F3_POSITION = new RegExp(
  `^\\s*(?:XYZ:\\s*)?(${DECIMAL})\\s*/\\s*(${DECIMAL})\\s*/\\s*(${DECIMAL})\\s*$`,
  'i',
);

/**
 * Reads an F3 position "X / Y / Z" such as '1200.5 / 64 / -350.5' (optionally after 'XYZ:'): the block it lies in,
 * horizontally (X and Z rounded down, as F3's 'Block:' line shows them). Null when the text is not one.
 */
export function parseF3Position(text: string): { x: number; z: number } | null {
  const match = F3_POSITION.exec(text);
  if (!match) return null;
  return { x: Math.floor(Number(match[1])) + 0, z: Math.floor(Number(match[3])) + 0 };
}

/**
 * Reads an F3 position (parseF3Position), or "X,Y" such as '120, -4500'. In "X,Y", spaces around each number are
 * allowed; each value must be a whole number (an optional leading minus, then digits; decimals like '10.7' are refused) within the world border.
 * Exactly one comma is expected, so a pasted X,Y,Z triple is refused as the wrong format.
 */
export function parseCoords(text: string): CoordsResult {
  const f3 = parseF3Position(text);
  if (f3) {
    if (!isWorldCoord(f3.x)) return { ok: false, error: COORDS_ERRORS.xOutOfRange };
    if (!isWorldCoord(f3.z)) return { ok: false, error: COORDS_ERRORS.yOutOfRange };
    return { ok: true, x: f3.x, y: f3.z };
  }
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
