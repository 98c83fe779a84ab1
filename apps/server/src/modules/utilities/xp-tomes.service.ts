import {
  XP_TOME_LEVEL_ERROR,
  XP_TOME_LEVEL_MAX,
  XP_TOME_LEVEL_MIN,
  type XpTomesResponse,
} from '@tradehall/contracts';
import { tomesForLevel, XP_TOME_POINTS, xpForLevel } from '@tradehall/domain';
import { badRequest } from '../../lib/http-error';

const WHOLE_NUMBER = /^\d+$/;

/** The target level of a query: a whole number from 1 to 100, else 400 'Target level must be between 1 and 100.' */
export function parseTargetLevel(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  const level = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(level) || level < XP_TOME_LEVEL_MIN || level > XP_TOME_LEVEL_MAX) {
    throw badRequest(XP_TOME_LEVEL_ERROR);
  }
  return level;
}

/** How many XP Tomes hold the points to go from level 0 to `level` (rounded up), and the points involved. */
export function xpTomesFor(level: number): XpTomesResponse {
  return {
    level,
    needed: tomesForLevel(level, XP_TOME_POINTS),
    xp_points: xpForLevel(level),
    tome_points: XP_TOME_POINTS,
  };
}
