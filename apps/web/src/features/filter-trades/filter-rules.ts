import {
  FILTER_SELECTION_REQUIRED,
  FILTER_SERVER_REQUIRED,
  type FilterTradesResponse,
} from '@tradehall/contracts';
import { ApiError } from '../../lib/api';

/** SPEC §5: a real server first (the placeholder never reaches the API), then at least one curse and one town. */
export function selectionProblem(
  serverId: number | null,
  curses: readonly string[],
  towns: readonly string[],
): string | null {
  if (serverId === null) return FILTER_SERVER_REQUIRED;
  if (curses.length === 0 || towns.length === 0) return FILTER_SELECTION_REQUIRED;
  return null;
}

/** Nothing to show: no counted enchantment and no villager in the chosen towns. */
export function hasNoResults(result: FilterTradesResponse): boolean {
  return result.coverage.length === 0 && result.removals.length === 0;
}

/** What the server said about a failed run (e.g. an unknown town), shown under the spec's message. */
export function failureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : null;
}
