import type { TownNameResponse } from '@tradehall/contracts';
import {
  CURRENT_TOWN_NAME_VERSION,
  isTownNameVersion,
  TOWN_NAME_VERSIONS,
  townNameFromText,
} from '@tradehall/domain';
import { badRequest } from '../../lib/http-error';

/**
 * The name of the town at "X,Y" (block X and Z). The same coordinates and version always give the same name;
 * without a version the current one is used. Bad input answers 400 with the parser's message, e.g.
 * 'Enter coordinates in X,Y format.'.
 */
export function townNameAt(coords: string | undefined, version: string | undefined): TownNameResponse {
  const chosen =
    version === undefined || version === ''
      ? CURRENT_TOWN_NAME_VERSION
      : /^[1-9][0-9]{0,5}$/.test(version)
        ? Number(version)
        : Number.NaN;
  if (!isTownNameVersion(chosen)) {
    throw badRequest(`Unknown town-name version: use one of ${TOWN_NAME_VERSIONS.join(', ')}.`);
  }
  const result = townNameFromText(coords ?? '', chosen);
  if (!result.ok) throw badRequest(result.error);
  return { name: result.name, x: result.x, y: result.y, version: chosen };
}
