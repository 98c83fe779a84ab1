/** XP points a player needs to go from level 0 to `level` (Minecraft Java 1.8+ formula). */
export function xpForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 0)
    throw new RangeError(`level must be a whole number >= 0, got ${level}`);
  if (level <= 16) return level * level + 6 * level;
  if (level <= 31) return 2.5 * level * level - 40.5 * level + 360;
  return 4.5 * level * level - 162.5 * level + 2220;
}

/** XP points that fill one XP Tome (RLCraft default: 1,395 points, 30 levels from 0). */
export const XP_TOME_POINTS = 1395;
export const XP_TOME_MIN_LEVEL = 1;
export const XP_TOME_MAX_LEVEL = 100;

/** Whole XP Tomes that hold the XP needed to reach `targetLevel` from level 0. */
export function tomesForLevel(targetLevel: number, tomePoints: number = XP_TOME_POINTS): number {
  return Math.ceil(xpForLevel(targetLevel) / tomePoints);
}
