// Deterministic town names from block coordinates.
//
// Versioning: a name, once shown to players, must never change. Each version is a frozen word list plus a
// frozen algorithm in its own folder (v1/…), and tests pin its outputs. To change the names, add v2/ with
// its own words and generator, register it in GENERATORS and TOWN_NAME_VERSIONS, and move
// CURRENT_TOWN_NAME_VERSION on; callers that stored a version keep getting that version's names.
import { isWorldCoord, parseCoords, WORLD_BORDER } from './coords';
import { townNamePartsV1 } from './v1/generate';

export const TOWN_NAME_VERSIONS = [1] as const;
export type TownNameVersion = (typeof TOWN_NAME_VERSIONS)[number];
/** The version new names are made with. */
export const CURRENT_TOWN_NAME_VERSION: TownNameVersion = 1;

const GENERATORS: Readonly<Record<TownNameVersion, (x: number, y: number) => string>> = Object.freeze({
  1: (x: number, y: number) => townNamePartsV1(x, y).name,
});

export function isTownNameVersion(value: unknown): value is TownNameVersion {
  return TOWN_NAME_VERSIONS.some((version) => version === value);
}

/**
 * The name of the town at block (x, y), where y is Minecraft's Z (north is negative, east is positive x).
 * The same coordinates and version always give the same name, on every platform.
 * Throws a RangeError for coordinates that are not whole numbers within the world border, or an unknown
 * version.
 */
export function townName(x: number, y: number, version: TownNameVersion = CURRENT_TOWN_NAME_VERSION): string {
  if (!isWorldCoord(x) || !isWorldCoord(y)) {
    throw new RangeError(`coordinates must be whole numbers within ±${WORLD_BORDER}, got ${x},${y}`);
  }
  if (!isTownNameVersion(version)) throw new RangeError(`unknown town-name version ${String(version)}`);
  return GENERATORS[version](x, y);
}

export type TownNameResult = { ok: true; x: number; y: number; name: string } | { ok: false; error: string };

/** Parses "X,Y" text (see parseCoords) and names the town there; the error is ready to show the player. */
export function townNameFromText(
  text: string,
  version: TownNameVersion = CURRENT_TOWN_NAME_VERSION,
): TownNameResult {
  const coords = parseCoords(text);
  if (!coords.ok) return coords;
  return { ok: true, x: coords.x, y: coords.y, name: townName(coords.x, coords.y, version) };
}
