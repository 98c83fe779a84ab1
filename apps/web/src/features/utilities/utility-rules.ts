import {
  TOWN_NAME_FORMAT_ERROR,
  XP_TOME_LEVEL_ERROR,
  XP_TOME_LEVEL_MAX,
  XP_TOME_LEVEL_MIN,
} from '@tradehall/contracts';
import { parseF3Position } from '@tradehall/domain';
import { ApiError } from '../../lib/api';

/**
 * The client-side check of SPEC §5: the coordinates must contain a comma, unless they are a position pasted from
 * F3 ('1200.5 / 64 / -350.5', which the server reads as X and Z). Null when they may be sent.
 */
export function coordsProblem(text: string): string | null {
  return text.includes(',') || parseF3Position(text) !== null ? null : TOWN_NAME_FORMAT_ERROR;
}

/** The target level as a whole number from 1 to 100, or the message to show. */
export function readTargetLevel(value: string | number): { level: number } | { problem: string } {
  const level = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  if (!Number.isInteger(level) || level < XP_TOME_LEVEL_MIN || level > XP_TOME_LEVEL_MAX) {
    return { problem: XP_TOME_LEVEL_ERROR };
  }
  return { level };
}

/** A refusal of the input (400) reads as the server's reason; anything else as the screen's own message. */
export function utilityErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 400 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
