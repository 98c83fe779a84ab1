import {
  FILTER_SELECTION_REQUIRED,
  type FilterTradesRequest,
  type FilterTradesResponse,
} from '@tradehall/contracts';
import { curseNamesOf } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess } from '../servers/membership';
import { resolveEnchantments, resolveTownIds } from './filter-names';
import { toResponse } from './filter-response';
import type { FilterRunner } from './filter-runner';
import { enchantmentFlags, townsOfServer, tradesOfTowns } from './filter-trades.repository';

/**
 * POST /api/filter_trades: coverage and the villagers that can go, over the chosen towns of one server the
 * caller may see. A read: nothing is written or logged.
 */
export async function filterTradesFor(
  db: Kysely<Database>,
  runner: FilterRunner,
  user: AuthUser,
  request: FilterTradesRequest,
): Promise<FilterTradesResponse> {
  if (request.curse_keep.length === 0 || request.selected_towns.length === 0) {
    throw badRequest(FILTER_SELECTION_REQUIRED);
  }
  await assertServerAccess(db, user, request.server_id);

  const townIds = resolveTownIds(await townsOfServer(db, request.server_id), request.selected_towns);
  const flags = await enchantmentFlags(db);
  const curseNames = curseNamesOf(flags);
  const { keepCurses, ignoreEnchantments } = resolveEnchantments(
    flags,
    curseNames,
    request.curse_keep,
    request.enchantment_ignore,
  );

  const trades = await tradesOfTowns(db, request.server_id, townIds);
  const booksOnly = !request.count_gear;
  const result = await runner.run({ trades, keepCurses, ignoreEnchantments, curseNames, booksOnly });
  return toResponse(result, request.count_gear);
}
